import { describe, expect, it } from 'vitest';
import { countOf, plural } from './count';

describe('counts on screen', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(countOf(1, 'recipe')).toBe('1 recipe');
    expect(countOf(0, 'recipe')).toBe('0 recipes');
    expect(countOf(2, 'recipe')).toBe('2 recipes');
    expect(countOf(1234, 'recipe')).toBe('1,234 recipes');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'completed item is', 'completed items are')).toBe('1 completed item is');
    expect(plural(4, 'change', 'changes')).toBe('changes');
    expect(plural(1, 'skill')).toBe('skill');
  });
});
