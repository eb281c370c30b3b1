import { describe, expect, it } from 'vitest';
import { formatListAsText, itemText } from './format';
import { mergeIngredients, type MergedItem } from './merge';
import { parseIngredient } from '@common/kitchen';

function item(overrides: Partial<MergedItem> & Pick<MergedItem, 'key' | 'ingredient' | 'aisle'>): MergedItem {
  return {
    quantity: null,
    quantityText: '',
    unit: null,
    recipes: ['A'],
    sources: [],
    size: null,
    amountText: '',
    contributions: [],
    metricAmountText: '',
    ...overrides,
  };
}

const garlic = item({
  key: 'garlic|clove',
  ingredient: 'garlic',
  quantity: 3,
  quantityText: '3',
  unit: 'cloves',
  aisle: 'produce',
});
const onions = item({ key: 'onion|each', ingredient: 'onions', quantity: 2, quantityText: '2', aisle: 'produce' });
const butter = item({
  key: 'butter|volume',
  ingredient: 'butter',
  quantity: 6,
  quantityText: '6',
  unit: 'tbsp',
  aisle: 'dairy & eggs',
});
const salt = item({ key: 'salt|unmeasured', ingredient: 'salt', aisle: 'spices' });
const peas = item({
  key: 'frozen pea|volume',
  ingredient: 'frozen pea',
  quantity: 1,
  quantityText: '1',
  unit: 'cup',
  aisle: 'frozen',
});

describe('itemText', () => {
  it.each<[MergedItem, string]>([
    [garlic, '3 cloves garlic'],
    [onions, '2 onions'],
    [salt, 'salt'],
    [
      item({ key: 'line:x', ingredient: '2 x 400g tins chopped tomatoes', aisle: 'other' }),
      '2 x 400g tins chopped tomatoes',
    ],
  ])('%#: %s', (input, expected) => expect(itemText(input)).toBe(expected));
});

describe('formatListAsText', () => {
  it('groups by aisle in store order, with headings and blank lines between groups', () => {
    // Deliberately out of order: the text must follow AISLE_ORDER, not the input order.
    expect(formatListAsText([peas, butter, garlic, salt, onions])).toBe(
      [
        'Produce',
        '[ ] 3 cloves garlic',
        '[ ] 2 onions',
        '',
        'Dairy & eggs',
        '[ ] 6 tbsp butter',
        '',
        'Spices',
        '[ ] salt',
        '',
        'Frozen',
        '[ ] 1 cup frozen pea',
      ].join('\n'),
    );
  });

  it('marks completed items when they are included (the default)', () => {
    const text = formatListAsText([garlic, onions], { completedKeys: ['onion|each'] });
    expect(text).toBe(['Produce', '[ ] 3 cloves garlic', '[x] 2 onions'].join('\n'));
  });

  it('leaves completed items out when asked, and drops aisles left empty', () => {
    const text = formatListAsText([garlic, butter], {
      includeCompleted: false,
      completedKeys: new Set(['butter|volume']),
    });
    expect(text).toBe(['Produce', '[ ] 3 cloves garlic'].join('\n'));
  });

  it('an empty list, or one with everything done and hidden, is empty text', () => {
    expect(formatListAsText([])).toBe('');
    expect(formatListAsText([garlic], { includeCompleted: false, completedKeys: ['garlic|clove'] })).toBe('');
  });

  it('formats a real merge end to end', () => {
    const items = mergeIngredients([
      {
        id: 1,
        name: 'Cake',
        factor: 1,
        ingredients: ['2 tbsp butter', '2 eggs', 'salt to taste'].map(parseIngredient),
      },
      {
        id: 2,
        name: 'Cookies',
        factor: 2,
        ingredients: ['1/8 cup butter', '1 egg', '500 g flour'].map(parseIngredient),
      },
    ]);
    expect(formatListAsText(items)).toBe(
      [
        'Dairy & eggs',
        '[ ] 6 tbsp butter',
        '[ ] 4 eggs',
        '',
        'Pantry',
        '[ ] 1 kg flour',
        '',
        'Spices',
        '[ ] salt',
      ].join('\n'),
    );
  });
});

describe('the list in metric', () => {
  const recipe = (id: number, name: string, lines: string[], factor = 1) => ({
    id,
    name,
    factor,
    ingredients: lines.map(parseIngredient),
  });

  it('weighs dry goods through the kitchen density table, keeps liquids in ml and counts as counts', () => {
    const merged = mergeIngredients([
      recipe(1, 'Bread', ['2 1/2 cups "00" flour', '4 tbsp butter', '1 cup milk', '3 eggs', '1 1/2 tsp kosher salt']),
      recipe(2, 'Cake', ['1/2 cup all-purpose flour', '1 lb ground beef']),
    ]);
    const text = formatListAsText(merged, { metric: true });
    expect(text).toContain('[ ] 55 g butter');
    expect(text).toContain('[ ] 240 ml milk');
    expect(text).toContain('[ ] 3 eggs');
    expect(text).toContain('[ ] 4 g kosher salt');
    expect(text).toContain('[ ] 450 g ground beef'); // 453.6 g, as a cook writes it
    expect(text).not.toMatch(/\b(cups?|tbsp|tsp|lb)\b/);
    // Without metric the list is as the recipes wrote it.
    expect(formatListAsText(merged)).toContain('1 cup milk');
  });

  it('totals merged lines before converting: 2 1/2 cups + 1/2 cup flour → 360 g, written 350 g', () => {
    const merged = mergeIngredients([recipe(1, 'Bread', ['2 1/2 cups flour']), recipe(2, 'Cake', ['1/2 cup flour'])]);
    const flour = merged.find((entry) => entry.ingredient === 'flour');
    expect(flour && itemText(flour, { metric: true })).toBe('350 g flour');
    expect(flour?.contributions.map((c) => c.metricAmountText)).toEqual(['300 g', '60 g']);
  });

  it.each<[string, string[], string]>([
    ['spices keep their spoons', ['1 tsp black pepper', '2 tsp black pepper'], '1 tbsp black pepper'],
    [
      'a spoon of what has no density',
      ['1/4 tsp red pepper flakes', '1/4 tsp red pepper flakes'],
      '1/2 tsp red pepper flakes',
    ],
    ['more than 4 tbsp is measured in ml', ['3 tbsp fish sauce', '2 tbsp fish sauce'], '75 ml fish sauce'],
    ['liquids in the table stay in ml', ['1 tbsp olive oil', '1 tbsp olive oil'], '30 ml olive oil'],
    ['pounds in grams as a cook writes them', ['1 lb ground beef', '1/2 lb ground beef'], '675 g ground beef'],
    ['a quarter pound', ['1/4 lb cheddar'], '115 g cheddar'],
    ['ounces', ['8 oz cream cheese'], '225 g cream cheese'],
    ['a cup and grams of flour are one line', ['1 cup flour', '200 g flour'], '320 g flour'],
  ])('%s: %j → %s', (_, lines, expected) => {
    const merged = mergeIngredients(lines.map((line, i) => recipe(i + 1, `R${i + 1}`, [line])));
    expect(merged.map((item) => itemText(item, { metric: true }))).toEqual([expected]);
  });

  it('says what each recipe asked for on a line merged through a density', () => {
    const [flour] = mergeIngredients([recipe(1, 'Bread', ['1 cup flour']), recipe(2, 'Cake', ['200 g flour'])]);
    expect(flour.contributions.map((c) => [c.amountText, c.metricAmountText])).toEqual([
      ['1 cup', '120 g'],
      ['200 g', '200 g'],
    ]);
  });
});
