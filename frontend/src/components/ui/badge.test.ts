import { expect, it } from 'vitest';
import { difficultyTone } from './badge';

it('colours Beginner green, Intermediate yellow, Advanced red and any other level grey', () => {
  const levels = ['Beginner', 'intermediate', ' Advanced ', 'Expert', ''];
  expect(levels.map(difficultyTone)).toEqual(['success', 'warning', 'danger', 'neutral', 'neutral']);
});
