import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../../db/seeds/recipes.seed';
import { recipeListQuery } from '@common/contracts/recipes.schema';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { EXACT_COUNT_LIMIT, findByIngredients, hasWholeWord, searchRecipes } from './recipe-search';
import { correctInContext, strictQuery, type SearchUnit } from './search/understand';

/**
 * Past EXACT_COUNT_LIMIT matches the search switches strategy (estimated total, name matches first).
 * The seed catalog is copied until "butter" matches well over the limit: each copy keeps its
 * original's text, so the search vectors are real.
 */
describe('search over a large catalog', () => {
  let database: TestDatabase;
  const options = { includePremium: false };
  const list = (params: Record<string, string>) => recipeListQuery.parse({ limit: '24', ...params });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedRecipes(database.db);
    await database.db.raw(
      `insert into recipes (source_id, name, description, image, cuisine, cooking_minutes, servings, difficulty,
                            ingredients, ingredients_structured, instructions, tags, meal_type, dietary, foods,
                            is_premium_exclusive, rating)
       select r.source_id || '#copy-' || n, r.name, r.description, r.image, r.cuisine, r.cooking_minutes, r.servings,
              r.difficulty, r.ingredients, r.ingredients_structured, r.instructions, r.tags, r.meal_type, r.dietary,
              r.foods, false, (n % 50) / 10.0
       from recipes r, generate_series(1, 60) n
       where not r.is_premium_exclusive`,
    );
    await database.db.raw('analyze recipes');
  }, 120_000);
  afterAll(() => database?.drop());

  type LoggedQuery = { sql: string; bindings: unknown[] };
  /** What `run` returns, with every statement it sent. */
  const logQueries = async <T>(run: () => Promise<T>): Promise<{ result: T; queries: LoggedQuery[] }> => {
    const queries: LoggedQuery[] = [];
    const onQuery = (query: LoggedQuery) => queries.push(query);
    database.db.on('query', onQuery);
    try {
      return { result: await run(), queries };
    } finally {
      database.db.removeListener('query', onQuery);
    }
  };

  it('estimates a total above the exact-count limit and says so', async () => {
    const exactButter = Number(
      (
        await database.db.raw(
          `select count(*) as n from recipes where not is_premium_exclusive and search_vector @@ to_tsquery('english', 'butter:*')`,
        )
      ).rows[0].n,
    );
    expect(exactButter).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const result = await searchRecipes(database.db, list({ search: 'butter' }), options);
    expect(result.totalIsEstimate).toBe(true);
    expect(result.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // The planner's estimate, within a factor of two of the truth on an analysed table.
    expect(result.total).toBeGreaterThan(exactButter / 2);
    expect(result.total).toBeLessThan(exactButter * 2);
    expect(result.rows).toHaveLength(24);
  });

  it('puts recipes named after every word first, best rated first', async () => {
    const { rows } = await searchRecipes(database.db, list({ search: 'butter' }), options);
    const named = rows.filter((row) => /butter/i.test(row.name));
    expect(named.length).toBeGreaterThan(0);
    expect(rows.slice(0, named.length).every((row) => /butter/i.test(row.name))).toBe(true);
    const ratings = named.map((row) => Number(row.rating));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('pages through the estimated regime without repeats', async () => {
    const first = await searchRecipes(database.db, list({ search: 'butter', page: '1' }), options);
    const second = await searchRecipes(database.db, list({ search: 'butter', page: '2' }), options);
    const ids = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(48);
  });

  it('keeps exact totals and relevance ranking for narrow searches', async () => {
    const result = await searchRecipes(database.db, list({ search: 'tiramisu' }), options);
    expect(result.totalIsEstimate).toBe(false);
    expect(result.total).toBe(61); // the seed recipe and its 60 copies
    expect(result.rows[0].name).toBe('Classic Tiramisu');
  });

  const countWhere = async (condition: string, query: string) =>
    Number(
      (
        await database.db.raw(
          `select count(*) as n from recipes where not is_premium_exclusive and ${condition} @@ to_tsquery('english', ?)`,
          [query],
        )
      ).rows[0].n,
    );

  it("takes a many-match search's name matches from recipes_name_vector_idx when they are few", async () => {
    // "salt": in thousands of ingredient lists, in one recipe's name (and its copies), 1% of the catalog.
    expect(await countWhere('search_vector', 'salt:*')).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(await countWhere('name_vector', 'salt:*')).toBeLessThan(100);
    const { queries } = await logQueries(() => searchRecipes(database.db, list({ search: 'salt' }), options));
    // The best-rated window holds too few "salt" names (1%) to fill a page; the catalog-wide query follows it.
    const named = queries.find(
      (query) =>
        query.sql.includes('name_vector @@') && !query.sql.includes('not (') && !query.sql.includes('best_rated'),
    );
    expect(named).toBeDefined();
    expect(named?.sql).not.toContain('search_vector');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const plan = await client.query(`explain (format json) ${named?.sql}`, named?.bindings);
      expect(JSON.stringify(plan.rows[0]['QUERY PLAN'])).toContain('recipes_name_vector_idx');
    } finally {
      await client.end();
    }
  });

  it('corrects a misspelt word from the nearest words of the GiST trigram index', async () => {
    const { result, queries } = await logQueries(() =>
      correctInContext(database.db, ['chiken', 'garlc', 'lasag', 'butter']),
    );
    expect(result).toEqual([
      { word: 'chicken', prefix: false },
      { word: 'garlic', prefix: false },
      { word: 'lasag', prefix: true },
      { word: 'butter', prefix: true },
    ]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const nearest = queries.find((query) => query.sql.includes('<->'));
      const plan = await client.query(`explain (format json) ${nearest?.sql}`, nearest?.bindings);
      expect(JSON.stringify(plan.rows[0]['QUERY PLAN'])).toContain('search_words_trgm_gist_idx');
    } finally {
      await client.end();
    }
  });

  it('finds a filtered page of many matches among the best-rated recipes when they hold enough: the same page as the whole catalog gives', async () => {
    let queries: string[] = [];
    const reference = async (tsquery: string, filter: string) =>
      (
        await database.db.raw(
          `(select id, 0 as part, rating from recipes where not is_premium_exclusive and ${filter}
              and name_vector @@ to_tsquery('english', :tsquery))
           union all
           (select id, 1 as part, rating from recipes where not is_premium_exclusive and ${filter}
              and search_vector @@ to_tsquery('english', :tsquery) and not name_vector @@ to_tsquery('english', :tsquery))
           order by part, rating desc nulls last, id limit 24`,
          { tsquery },
        )
      ).rows.map((row: { id: number }) => row.id);
    const search = async (params: Record<string, string>) => {
      const logged = await logQueries(() => searchRecipes(database.db, list(params), options));
      queries = logged.queries.map((query) => query.sql);
      return logged.result;
    };
    const pageQueries = () => queries.filter((sql) => sql.includes('name_vector @@'));

    // "butter" among recipes rated 1 or more (most of them): thousands of matches, a butter name among
    // every few of the best rated. Page 1 comes from the window alone.
    const butter = await search({ search: 'butter', minRating: '1' });
    expect(butter.totalIsEstimate).toBe(true);
    expect(butter.rows.map((row) => row.id)).toEqual(await reference('butter:*', 'rating >= 1'));
    expect(pageQueries().length).toBeGreaterThan(0);
    expect(pageQueries().every((sql) => sql.includes('best_rated'))).toBe(true);

    // Whichever part the window cannot fill comes from the whole catalog: the same page.
    const garlicDinner = await search({ search: 'garlic', mealType: 'Dinner' });
    expect(garlicDinner.totalIsEstimate).toBe(true);
    expect(garlicDinner.rows.map((row) => row.id)).toEqual(await reference('garlic:*', `meal_type @> '{Dinner}'`));

    // A deep page is past what the window holds.
    const deep = await search({ search: 'butter', minRating: '1', page: '30' });
    expect(deep.rows.length).toBeGreaterThan(0);
    expect(pageQueries().some((sql) => !sql.includes('best_rated'))).toBe(true);

    // Without filters the window is not tried: the planner has name_vector's own statistics.
    await search({ search: 'butter' });
    expect(pageQueries().some((sql) => sql.includes('best_rated'))).toBe(false);
  });

  it('pages from the name matches into the other matches, each best rated first', async () => {
    const names = await countWhere('name_vector', 'garlic:*');
    const page = Math.floor(names / 24) + 1; // the page where the name matches run out
    const [previous, current] = await Promise.all(
      [page - 1, page].map((n) => searchRecipes(database.db, list({ search: 'garlic', page: String(n) }), options)),
    );
    expect(current.totalIsEstimate).toBe(true);
    expect(current.rows).toHaveLength(24);
    const ids = current.rows.map((row) => row.id);
    const named = new Set(
      (
        await database.db('recipes').whereIn('id', ids).whereRaw(`name_vector @@ to_tsquery('english', 'garlic:*')`)
      ).map((row: { id: number }) => row.id),
    );
    const inName = ids.map((id) => named.has(id));
    expect(inName).toEqual(ids.map((_, index) => index < names % 24));
    // rating desc nulls last, id
    const rating = (row: (typeof current.rows)[number]) => (row.rating === null ? -1 : Number(row.rating));
    const byRating = (rows: typeof current.rows) =>
      rows.every(
        (row, i) =>
          i === 0 ||
          rating(rows[i - 1]) > rating(row) ||
          (rating(rows[i - 1]) === rating(row) && rows[i - 1].id < row.id),
      );
    expect(byRating(current.rows.filter((row) => named.has(row.id)))).toBe(true);
    expect(byRating(current.rows.filter((row) => !named.has(row.id)))).toBe(true);
    expect(new Set([...previous.rows, ...current.rows].map((row) => row.id)).size).toBe(48);
  });

  it('counts prefix matches when the whole words alone are not enough to exceed the limit', async () => {
    // "chick": a whole word in no recipe here, the prefix of chicken and chickpeas in thousands.
    expect(await countWhere('search_vector', 'chick')).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);
    expect(await countWhere('search_vector', 'chick:*')).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const result = await searchRecipes(database.db, list({ search: 'chick' }), options);
    expect(result.totalIsEstimate).toBe(true);
    expect(result.rows.every((row) => /chick/i.test(row.name))).toBe(true);
  });

  it('keeps name_vector in step with the name', async () => {
    const [{ id }] = await database.db('recipes').where('source_id', 'like', '%#copy-60').select('id').limit(1);
    await database.db('recipes').where({ id }).update({ name: 'Crêpes for a Quokka' });
    const matches = async (query: string) =>
      (await database.db('recipes').where({ id }).whereRaw(`name_vector @@ to_tsquery('english', ?)`, [query]))
        .length === 1;
    // Folded accents and stems, as in search_vector: "crepe" finds "Crêpes".
    expect(await matches('quokka & crepe')).toBe(true);
    await database.db('recipes').where({ id }).update({ name: 'Plain Toast' });
    expect(await matches('quokka')).toBe(false);
    expect(await matches('toast')).toBe(true);
  });

  it('keeps recipe_pantry in step with every recipe: inserted, changed and deleted', async () => {
    const drift = await database.db.raw(
      `select count(*)::int as n from recipes r full join recipe_pantry p on p.recipe_id = r.id
       where p.recipe_id is null or r.id is null or p.listed = r.is_premium_exclusive
          or p.rating is distinct from r.rating
          or p.food_vector <> strip(to_tsvector('english', unaccent(array_to_string(r.foods, ' '))))`,
    );
    expect(drift.rows[0].n).toBe(0);

    const [{ id }] = await database.db('recipes').where('source_id', 'like', '%#copy-59').select('id').limit(1);
    const pantry = () => database.db('recipe_pantry').where({ recipe_id: id }).first();
    const hasFoods = async (query: string) =>
      (
        await database
          .db('recipe_pantry')
          .where({ recipe_id: id })
          .whereRaw(`food_vector @@ to_tsquery('english', ?)`, [query])
      ).length === 1;
    await database
      .db('recipes')
      .where({ id })
      .update({ foods: ['Jalapeño peppers', 'quokka bread'], rating: 4.2 });
    expect(await hasFoods('jalapeno & pepper & quokka')).toBe(true);
    expect(Number((await pantry()).rating)).toBe(4.2);
    await database.db('recipes').where({ id }).update({ is_premium_exclusive: true });
    expect((await pantry()).listed).toBe(false);
    expect(await findByIngredients(database.db, ['quokka bread'], 30)).toEqual([]);
    await database.db('recipes').where({ id }).update({ is_premium_exclusive: false });
    expect((await findByIngredients(database.db, ['quokka bread'], 30)).map((match) => match.id)).toEqual([id]);
    await database.db('recipes').where({ id }).delete();
    expect(await pantry()).toBeUndefined();
  });

  it('finds recipes for a pantry of common ingredients among the best candidates', async () => {
    const matches = await findByIngredients(database.db, ['chicken', 'rice', 'garlic'], 30);
    expect(matches).toHaveLength(30);
    expect(matches.every((match) => match.matched.length > 0)).toBe(true);
    // Dishes built around the pantry (here chicken) first, not strictly fewest missing.
    expect(matches[0].name).toMatch(/chicken/i);
  });
});

describe('strictQuery', () => {
  const word = (text: string, prefix = false): SearchUnit => ({ words: [text], alternatives: [[text]], prefix });
  it('takes known words whole and the last word, or a word the vocabulary does not hold, as a prefix', () => {
    expect(strictQuery([word('apple'), word('pie', true)])).toBe('apple & pie:*');
    expect(strictQuery([word('lemon'), word('garlic'), word('shrimp', true)])).toBe('lemon & garlic & shrimp:*');
    expect(strictQuery([word('choc', true), word('chip', true)])).toBe('choc:* & chip:*');
    expect(strictQuery([word('lasag', true)])).toBe('lasag:*');
  });

  it('searches the other names of a dish with it, each as a phrase', () => {
    const dish: SearchUnit = {
      words: ['beef', 'burgundy'],
      alternatives: [
        ['beef', 'burgundy'],
        ['boeuf', 'bourguignon'],
      ],
      prefix: false,
    };
    expect(strictQuery([dish])).toBe('((beef <-> burgundy) | (boeuf <-> bourguignon))');
  });
});

describe('hasWholeWord', () => {
  it('finds a food as a whole word, not inside a longer word', () => {
    expect(hasWholeWord('egg', 'egg')).toBe(true);
    expect(hasWholeWord('egg yolk', 'egg')).toBe(true);
    expect(hasWholeWord('large egg', 'egg')).toBe(true);
    expect(hasWholeWord('hard-boiled egg, chopped', 'egg')).toBe(true);
    expect(hasWholeWord('eggplant', 'egg')).toBe(false);
    expect(hasWholeWord('nutmeg', 'meg')).toBe(false);
    expect(hasWholeWord('eggplant and egg', 'egg')).toBe(true);
    expect(hasWholeWord('soy sauce', 'soy sauce')).toBe(true);
    expect(hasWholeWord('crème fraîche', 'crème')).toBe(true);
    expect(hasWholeWord('crèmes', 'crème')).toBe(false);
    expect(hasWholeWord('rice_flour', 'rice')).toBe(false);
  });
});
