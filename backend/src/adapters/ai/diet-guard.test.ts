import { describe, expect, it } from 'vitest';
import { DIET_ASKS, forbiddenIn, runDietTable, suggestedSwaps, type TableDiet } from './fixtures/diet-table';
import { dietBreakers, guardText, statedDiets } from './diet-guard';
import { answerOffline } from './offline/index';
import { SUBSTITUTIONS } from './offline/substitutions';

describe('the diet table: every known substitution × vegetarian, vegan, gluten-free, nut allergy, dairy-free', () => {
  const table = runDietTable();

  it(`asks all ${SUBSTITUTIONS.length} substitutions under all 5 diets, and every answer is about the food asked`, () => {
    expect(table.asks).toBe(SUBSTITUTIONS.length * 5);
    expect(table.unanswered).toEqual([]);
  });

  it('suggests no swap that breaks the stated diet (violations = 0)', () => {
    console.log(`diet-guard violations: ${table.violations.length} over ${table.asks} asks`);
    expect(table.violations).toEqual([]);
  });

  it('never offers anchovy for a vegetarian fish-sauce swap, and still offers a vegetarian one', () => {
    const { answer } = answerOffline('What is a vegetarian substitute for fish sauce?');
    expect(answer).not.toMatch(/anchov/i);
    expect(suggestedSwaps(answer).length).toBeGreaterThan(0);
  });

  it('keeps every option when no diet is stated', () => {
    const { answer } = answerOffline('Substitute for fish sauce');
    expect(answer).toMatch(/anchov/i);
  });
});

describe('the table check itself', () => {
  it('flags what each diet forbids, and not what is labelled free of it', () => {
    const cases: Array<[string, TableDiet, boolean]> = [
      ['2 tsp soy sauce + 1 tsp mashed anchovy', 'vegetarian', true],
      ['1 cup vegetable stock', 'vegetarian', false],
      ['1 cup (240 ml) chicken stock', 'vegetarian', true],
      ['1 cup full-fat coconut cream', 'dairy-free', false],
      ['3/4 cup whole milk + 1/4 cup melted butter', 'dairy-free', true],
      ['a 1:1 gluten-free flour blend', 'gluten-free', false],
      ['2 tbsp all-purpose flour', 'gluten-free', true],
      ['1 cup finely ground sunflower seeds', 'nut allergy', false],
      ['1 cup almond flour', 'nut allergy', true],
      ['1 tbsp ground flaxseed + 3 tbsp water', 'vegan', false],
      ['3/4 cup honey', 'vegan', true],
    ];
    for (const [swap, diet, forbidden] of cases)
      expect(forbiddenIn(swap, diet).length > 0, `${diet}: ${swap}`).toBe(forbidden);
    expect(Object.keys(DIET_ASKS)).toHaveLength(5);
  });
});

describe('diet guard', () => {
  it('reads the diets a cook states; vegan implies vegetarian and dairy-free', () => {
    expect(statedDiets('vegetarian substitute for fish sauce')).toEqual(['vegetarian']);
    expect(statedDiets("I'm vegan")).toEqual(['vegetarian', 'vegan', 'dairy-free']);
    expect(statedDiets('I have a nut allergy')).toEqual(['nut-free']);
    expect(statedDiets('my son is coeliac')).toEqual(['gluten-free']);
    expect(statedDiets('lactose intolerant, any swap for cream?')).toEqual(['dairy-free']);
    expect(statedDiets('substitute for eggs')).toEqual([]);
  });

  it('names the words that break a diet, ignoring foods labelled free of them', () => {
    expect(dietBreakers('mashed anchovy or seaweed', 'vegetarian')).toEqual(['anchovy']);
    expect(dietBreakers('coconut milk, peanut butter and nutmeg', 'dairy-free')).toEqual([]);
    expect(dietBreakers('nutmeg and coconut', 'nut-free')).toEqual([]);
    expect(dietBreakers('gluten-free soy sauce or tamari', 'gluten-free')).toEqual([]);
  });

  it("drops a model's bullet or sentence that breaks the diet, and keeps the rest", () => {
    const text = [
      '**Substitutes for fish sauce:**',
      '- Soy sauce with a squeeze of lime',
      '- Mashed anchovy with soy sauce, for closer umami',
      'Worcestershire sauce also works. Miso thinned with water is another option.',
    ].join('\n');
    const guarded = guardText(text, ['vegetarian'], 'fish sauce');
    expect(guarded.text).toContain('Substitutes for fish sauce');
    expect(guarded.text).toContain('Soy sauce with a squeeze of lime');
    expect(guarded.text).toContain('Miso thinned with water');
    expect(guarded.text).not.toMatch(/anchovy|worcestershire/i);
    expect(guarded.removed).toHaveLength(2);
  });
});
