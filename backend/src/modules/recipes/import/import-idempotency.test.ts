import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabasePerFile } from '../../../testing/test-db';
import { searchRecipes } from '../recipe-search';
import { toRecipeRow } from '../recipe-row';
import { IngredientParseCache, serializeRows, toImportRow, toRecipeRowShape } from './import-row';
import { importRecipes } from './importer';
import { fixture } from './fixtures/paths';

const dir = mkdtempSync(path.join(tmpdir(), 'sous-import-idem-'));
const reportPath = (name: string) => path.join(dir, `${name}.jsonl`);

const database = testDatabasePerFile();

const count = async () => Number((await database.db('recipes').count({ n: '*' }))[0].n);
const snapshot = async () =>
  database.db('recipes').orderBy('source_id').select('source_id', 'id', 'name', 'updated_at', 'search_vector');

describe('re-importing', () => {
  it('a second run of the same file writes nothing', async () => {
    const before = await count();
    const first = await importRecipes(database.db, {
      file: fixture('synthetic-recipes.jsonl'),
      reportPath: reportPath('1'),
    });
    expect(first).toMatchObject({ imported: 4, updated: 0, unchanged: 0 });
    const rows = await snapshot();

    // Batches of 1 exercise several statements in flight and the batch boundaries.
    const second = await importRecipes(database.db, {
      file: fixture('synthetic-recipes.jsonl'),
      reportPath: reportPath('2'),
      batchSize: 1,
    });
    expect(second).toMatchObject({ imported: 0, updated: 0, unchanged: 4, rejected: 4 });
    // The unchanged records were recognised by their fingerprint: none was mapped (no ingredient parsed).
    expect(second.parseCache).toEqual({ hits: 0, misses: 0 });
    expect(await count()).toBe(before + 4);
    expect(await snapshot()).toEqual(rows); // same ids, and updated_at untouched
  });

  it('a changed file updates changed rows only, inserts new ones, never duplicates', async () => {
    const before = await snapshot();
    const summary = await importRecipes(database.db, {
      file: fixture('synthetic-recipes-changed.jsonl'),
      reportPath: reportPath('3'),
      batchSize: 2,
    });
    expect(summary).toMatchObject({ records: 5, imported: 1, updated: 2, unchanged: 2, rejected: 0 });
    expect(await count()).toBe(before.length + 1);

    const after = new Map((await snapshot()).map((row) => [row.source_id, row]));
    for (const row of before) expect(after.get(row.source_id)?.id).toBe(row.id);
    expect(after.get('dpapathanasiou:index/f/fluffy-test-pancakes.json')?.name).toBe('Fluffy Test Pancakes (Updated)');
    expect(after.get('dpapathanasiou:index/c/chocolate-test-cake.json')?.updated_at).toEqual(
      before.find((row) => row.source_id === 'dpapathanasiou:index/c/chocolate-test-cake.json')?.updated_at,
    );

    const soup = await database
      .db('recipes')
      .where('source_id', 'dpapathanasiou:index/l/lemony-chicken-soup.json')
      .first();
    expect(soup.number_of_ingredients).toBe(5);
    expect(soup.foods).toContain('fresh parsley');
    // The search vector followed the new ingredient (the trigger ran on update).
    const found = await searchRecipes(
      database.db,
      { page: 1, limit: 10, search: 'parsley', featured: false, dietary: undefined },
      {
        includePremium: false,
      },
    );
    expect(found.rows.map((row) => row.name)).toContain('Lemony Chicken Soup');
  });

  it('a sourceId repeated in the next batch waits for the earlier write, so the later record wins', async () => {
    for (let round = 0; round < 3; round++) {
      const summary = await importRecipes(database.db, {
        file: fixture('synthetic-recipes-duplicate.jsonl'),
        reportPath: reportPath(`dup-${round}`),
        batchSize: 1,
        writers: 2,
      });
      expect(summary).toMatchObject({ records: 2, rejected: 0 });
      const pancakes = await database
        .db('recipes')
        .where('source_id', 'dpapathanasiou:index/f/fluffy-test-pancakes.json');
      expect(pancakes).toHaveLength(1);
      expect(pancakes[0].name).toBe('Fluffy Test Pancakes, Second Version');
    }
  });

  describe('skipping unchanged records by fingerprint', () => {
    const line = (name: string) =>
      JSON.stringify({
        file: 'index/s/skip-check.json',
        title: name,
        ingredients: ['1 cup rice', '2 cups water'],
        directions: ['Simmer.'],
        tags: [],
        source: 'example.com',
        url: 'https://example.com/skip-check',
      });
    const original = line('Skip Check Rice');
    const edited = line('Skip Check Rice, Edited');
    const importLines = async (
      name: string,
      lines: string[],
      options: { batchSize?: number; remap?: boolean } = {},
    ) => {
      const file = path.join(dir, `${name}-input.jsonl`);
      writeFileSync(file, `${lines.join('\n')}\n`);
      return importRecipes(database.db, { file, reportPath: reportPath(name), ...options });
    };
    const storedName = async () =>
      (await database.db('recipes').where('source_id', 'dpapathanasiou:index/s/skip-check.json').first('name')).name;

    it('maps everything again with remap, and still finds it unchanged', async () => {
      await importLines('skip-0', [original]);
      const again = await importLines('skip-1', [original], { remap: true });
      expect(again).toMatchObject({ unchanged: 1, updated: 0, imported: 0 });
      expect(again.parseCache.misses).toBeGreaterThan(0);
      const skipped = await importLines('skip-2', [original]);
      expect(skipped).toMatchObject({ unchanged: 1, updated: 0, imported: 0 });
      expect(skipped.parseCache).toEqual({ hits: 0, misses: 0 });
    });

    it('never skips a record whose source_id an earlier record of the file has written over', async () => {
      for (const batchSize of [1, 10]) {
        await importLines(`skip-reset-${batchSize}`, [original]);
        // The edit comes first and is written (or replaced); the unchanged original after it must win.
        const summary = await importLines(`skip-later-${batchSize}`, [edited, original], { batchSize });
        expect(await storedName()).toBe('Skip Check Rice');
        if (batchSize === 10) expect(summary.rejected).toBe(1); // replaced within one batch, and said so
      }
    });

    it('lets a later changed record replace an unchanged one it follows', async () => {
      for (const batchSize of [1, 10]) {
        await importLines(`skip-base-${batchSize}`, [original]);
        const summary = await importLines(`skip-edit-${batchSize}`, [original, edited], { batchSize });
        expect(await storedName()).toBe('Skip Check Rice, Edited');
        expect(summary.updated).toBe(1);
      }
    });
  });

  it('the shared upsertRecipes writer is idempotent on source_id too', async () => {
    const before = await count();
    await importRecipes(database.db, {
      file: fixture('synthetic-recipes.jsonl'),
      reportPath: reportPath('4'),
      writer: 'upsert-recipes',
    });
    expect(await count()).toBe(before);
    expect(
      (await database.db('recipes').where('source_id', 'dpapathanasiou:index/f/fluffy-test-pancakes.json').first())
        .name,
    ).toBe('Fluffy Test Pancakes');
  });

  it('a row the database refuses is reported, and the rest of its batch still lands', async () => {
    // A 3,000-character "ingredient" makes a food name too big for the foods GIN index.
    const file = path.join(dir, 'oversized.jsonl');
    const recipe = (slug: string, ingredient: string) =>
      JSON.stringify({
        file: `index/o/${slug}.json`,
        title: `Oversized ${slug}`,
        ingredients: [ingredient],
        directions: ['Stir.'],
        tags: [],
        source: 'example.com',
        url: `https://example.com/${slug}`,
      });
    const huge = Array.from({ length: 130 }, () => randomBytes(12).toString('hex')).join(' ');
    writeFileSync(file, `${recipe('fine', '1 cup water')}\n${recipe('huge', huge)}\n`);
    const summary = await importRecipes(database.db, { file, reportPath: reportPath('5') });
    expect(summary).toMatchObject({ imported: 1, rejected: 1 });
    const [entry] = readFileSync(summary.reportPath, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(entry).toMatchObject({ line: 2, sourceId: 'dpapathanasiou:index/o/huge.json' });
    expect(entry.reason).toMatch(/^database: /);
  });
});

describe('toImportRow', () => {
  it('builds exactly the row toRecipeRow builds, and serialises it for the batch', () => {
    const cache = new IngredientParseCache(2);
    const input = {
      sourceId: 'x:1',
      name: ' Test ',
      ingredients: ['2 eggs', '1 cup milk', '2 eggs', 'salt and pepper to taste', '1 (14.5 ounce) can diced tomatoes'],
      instructions: ['Mix.'],
      tags: ['a'],
      cookingMinutes: 10,
      prepTimeMinutes: 5,
      nutrition: { calories: 100 },
    };
    const expected = toRecipeRow(input);
    const actual = toImportRow(input, cache);
    // The importer adds the source record's fingerprint (none given here).
    expect(toRecipeRowShape(actual)).toEqual({ ...expected, import_fingerprint: null });
    expect(actual.structured).toEqual(JSON.parse(expected.ingredients_structured));
    expect(JSON.parse(serializeRows([actual, actual]))).toEqual([
      { ...expected, import_fingerprint: null, ingredients_structured: actual.structured },
      { ...expected, import_fingerprint: null, ingredients_structured: actual.structured },
    ]);
    expect(cache.hits).toBe(1);
  });
});
