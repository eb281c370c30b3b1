import { describe, expect, it } from 'vitest';
import { plainText } from './recipe-draft';
import { draftFromText } from './text-draft';

describe('plainText', () => {
  it.each([
    ['<b>Lemon</b> drizzle', 'Lemon drizzle'],
    ['Bake.<script>alert(1)</script>', 'Bake. alert(1)'],
    ['&lt;img src=x onerror=alert(1)&gt; loaf', 'loaf'],
    ['Fish &amp; chips', 'Fish & chips'],
    ['1 &lt; 2', '1 2'],
  ])('%j → %j', (input, expected) => expect(plainText(input)).toBe(expected));
});

describe('draftFromText', () => {
  it.each([
    ['Steps', 'Toast\nIngredients\n2 slices bread\nSteps\nToast the bread.', ['2 slices bread'], ['Toast the bread.']],
    [
      'Directions:',
      'Toast\n## Ingredients:\n• 2 slices bread\nDirections:\nStep 1: Toast it.',
      ['2 slices bread'],
      ['Toast it.'],
    ],
    [
      'no heading',
      'Toast\n2 slices bread\n1 tbsp butter\nToast, then butter.',
      ['2 slices bread', '1 tbsp butter'],
      ['Toast, then butter.'],
    ],
  ])('splits text with %s', (_case, text, ingredients, instructions) => {
    const { draft } = draftFromText(text);
    expect(draft).toMatchObject({ name: 'Toast', ingredients, instructions });
  });

  it('keeps a lone title as the name, with nothing else', () => {
    expect(draftFromText('Just a name').draft).toMatchObject({
      name: 'Just a name',
      ingredients: [],
      instructions: [],
    });
  });
});
