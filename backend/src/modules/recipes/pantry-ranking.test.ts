import { describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../../db/seeds/recipes.seed';
import { testDatabasePerFile } from '../../testing/test-db';
import {
  labelledPantries,
  pantryFoods,
  scorePantryRanking,
  scoreSeedPantries,
  seedPantryCatalog,
} from './fixtures/pantry-score';
import { rankPantryMatches } from './pantry-ranking';
import { findByIngredients } from './recipe-search';

/** Share of each pantry's top five that a cook would pick (pantries.json); fewest-missing ordering alone scores far below it. */
const PRECISION_TARGET = 65;

const CHICKEN_PANTRY = ['chicken', 'tomatoes', 'onion', 'garlic'];

/** The ids of the top five, best first. */
const rankedIds = (pantry: string[], dishes: Parameters<typeof rankPantryMatches>[1]) =>
  rankPantryMatches(pantry, dishes, 5).map((match) => match.id);

describe('Cook with what you have: ranking the seed catalog for labelled pantries', () => {
  it(`has at least 30 labelled pantries, and ranks them at precision@5 ≥ ${PRECISION_TARGET} %`, () => {
    expect(labelledPantries.length).toBeGreaterThanOrEqual(30);
    const score = scoreSeedPantries();
    console.log(`pantry precision@5: ${score.precisionAt5.toFixed(1)} % over ${score.pantries} pantries`);
    expect(score.precisionAt5).toBeGreaterThanOrEqual(PRECISION_TARGET);
  });

  it('puts a chicken dish first for chicken, tomatoes, onion and garlic, and no 12-hour brisket in the top 5', () => {
    const { candidates, slugOf } = seedPantryCatalog();
    const top = rankPantryMatches(pantryFoods(CHICKEN_PANTRY), candidates, 5);
    const names = top.map((match) => candidates.find((candidate) => candidate.id === match.id)?.name ?? '');
    expect(names[0]).toMatch(/chicken/i);
    expect(top.map((match) => slugOf.get(match.id))).not.toContain('american-texas-smoked-brisket');
  });

  it('prefers, among dishes equally built around the pantry, the one that needs less and takes less time', () => {
    const dish = (id: number, totalMinutes: number, foods: string[]) => ({
      id,
      name: `Chicken dish ${id}`,
      rating: null,
      totalMinutes,
      foods,
    });
    const ranked = rankedIds(
      ['chicken', 'tomato'],
      [
        dish(1, 30, ['chicken thigh', 'cream', 'mushroom']),
        dish(2, 300, ['chicken thigh', 'tomato']),
        dish(3, 30, ['chicken thigh', 'tomato']),
      ],
    );
    expect(ranked).toEqual([3, 2, 1]);
  });

  const dish = (id: number, name: string, foods: string[]) => ({ id, name, rating: null, totalMinutes: 30, foods });

  it('never counts a product made from a food the cook holds as had: chicken is not chicken broth', () => {
    const [match] = rankPantryMatches(
      ['chicken', 'tomato', 'garlic'],
      [
        {
          id: 1,
          name: 'Chicken Enchiladas',
          rating: null,
          totalMinutes: 60,
          foods: ['chicken breast', 'chicken broth', 'tomato paste', 'garlic powder', 'garlic'],
        },
      ],
      5,
    );
    expect(match.matched).toEqual(['chicken breast', 'garlic']);
    expect(match.missing).toEqual(['chicken broth', 'tomato paste', 'garlic powder']);
    expect(
      rankPantryMatches(
        ['chicken broth'],
        [{ id: 2, name: 'Soup', rating: null, totalMinutes: 30, foods: ['chicken broth'] }],
        5,
      )[0].matched,
    ).toEqual(['chicken broth']);
  });

  // Listed second, `first` must rank above `other`: a title's food counts for the dish built around it.
  it.each([
    {
      title: 'reads "Lamb Moussaka" as built around the ground lamb the cook holds',
      pantry: ['ground lamb', 'eggplant'],
      other: dish(1, 'Eggplant Parmesan', ['eggplant', 'mozzarella']),
      first: dish(2, 'Lamb Moussaka', ['eggplant', 'ground lamb', 'potato', 'whole milk']),
    },
    {
      title: 'counts garlic in a title only for a dish that uses one of the main foods the cook holds',
      pantry: ['pork shoulder', 'garlic'],
      other: dish(1, 'Garlic Bread', ['italian bread', 'garlic']),
      first: dish(2, 'Braised Greens', ['collard greens', 'pork shoulder', 'garlic', 'vinegar']),
    },
  ])('$title', ({ pantry, other, first }) => {
    expect(rankedIds(pantry, [other, first])).toEqual([first.id, other.id]);
  });
});

describe('findByIngredients over the seeded catalog', () => {
  let slugOfId: Map<number, string>;
  const database = testDatabasePerFile(async ({ db }) => {
    await seedRecipes(db);
    const rows: Array<{ id: number; source_id: string }> = await db('recipes').select('id', 'source_id');
    slugOfId = new Map(rows.map((row) => [row.id, row.source_id.replace(/^sous:/, '')]));
  }, 120_000);

  it('puts a chicken dish first for chicken, tomatoes, onion and garlic, and no brisket in the top 5', async () => {
    const matches = await findByIngredients(database.db, CHICKEN_PANTRY, 5);
    expect(matches[0].name).toMatch(/chicken/i);
    expect(matches.map((match) => match.name)).not.toContain('Texas-Style Smoked Brisket');
    expect(matches[0].missing).not.toEqual(expect.arrayContaining(['kosher salt']));
  });

  it('gives, for "Add missing to list", only the lines holding what the cook lacks, with their amounts', async () => {
    const matches = await findByIngredients(database.db, CHICKEN_PANTRY, 20);
    const cacciatore = matches.find((match) => match.name === 'Chicken Cacciatore');
    expect(cacciatore?.missingLines).toEqual([
      '1 red bell pepper and 1 yellow bell pepper, sliced',
      '8 oz cremini mushrooms, quartered',
      '1/2 cup dry red wine',
      '1 tsp dried oregano',
      '1 sprig fresh rosemary',
      '1/3 cup pitted Kalamata or Castelvetrano olives',
      expect.stringMatching(/parsley/),
    ]);
  });

  it(`reaches precision@5 ≥ ${PRECISION_TARGET} % on the labelled pantries through the real query`, async () => {
    const top: Record<string, string[]> = {};
    for (const { have } of labelledPantries) {
      top[have.join(',')] = (await findByIngredients(database.db, have, 5)).map((m) => slugOfId.get(m.id) ?? '');
    }
    const score = scorePantryRanking((have) => top[have.join(',')]);
    expect(score.precisionAt5).toBeGreaterThanOrEqual(PRECISION_TARGET);
  });
});
