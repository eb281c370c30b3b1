import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabasePerFile } from '../../../testing/test-db';
import type { RecipeRow } from '../recipes.repository';
import { importRecipes } from './importer';
import type { RejectEntry } from './reject-report';
import { fixture, gzippedFixture } from './fixtures/paths';

const reports = mkdtempSync(path.join(tmpdir(), 'sous-import-'));
const reportPath = (name: string) => path.join(reports, `${name}.jsonl`);
const readReport = (file: string): RejectEntry[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

const database = testDatabasePerFile();
const row = async (sourceId: string): Promise<RecipeRow> => {
  const found = await database.db('recipes').where({ source_id: sourceId }).first();
  if (!found) throw new Error(`no recipe ${sourceId}`);
  return found;
};

describe('JSON Lines (the recipe-scrape dataset layout)', () => {
  it('imports valid lines and reports the rest with reasons', async () => {
    const summary = await importRecipes(database.db, {
      file: fixture('synthetic-recipes.jsonl'),
      reportPath: reportPath('jsonl'),
    });
    expect(summary).toMatchObject({ format: 'jsonl', gzip: false, records: 8, imported: 4, updated: 0, rejected: 4 });
    expect(readReport(summary.reportPath)).toEqual([
      { line: 3, sourceId: null, reason: expect.stringMatching(/^invalid JSON/) },
      { line: 4, sourceId: 'dpapathanasiou:index/e/empty-ingredients.json', reason: 'no ingredients' },
      { line: 5, sourceId: 'dpapathanasiou:index/l/long-title.json', reason: 'title longer than 300 characters' },
      { line: 8, sourceId: 'dpapathanasiou:index/n/no-title.json', reason: 'missing title; no instructions' },
    ]);
  });

  it('maps fields, keeps attribution and derives only what it can justify', async () => {
    const pancakes = await row('dpapathanasiou:index/f/fluffy-test-pancakes.json');
    expect(pancakes).toMatchObject({
      name: 'Fluffy Test Pancakes',
      image: null, // "...url=undefined"
      source: 'example.com',
      source_url: 'https://example.com/recipes/fluffy-test-pancakes',
      meal_type: ['Breakfast'],
      dietary: ['Vegetarian'],
      cuisine: null,
      total_time_minutes: null,
      cooking_minutes: null,
      servings: null,
      calories: null,
      description: null,
      number_of_steps: 2,
      number_of_ingredients: 4,
    });
    expect(pancakes.foods).toEqual(expect.arrayContaining(['egg', 'milk']));
    expect(pancakes.ingredients_structured).toHaveLength(4);
    expect((pancakes.ingredients_structured as Array<{ original: string }>)[0].original).toBe(
      '1 1/2 cups all-purpose flour',
    );

    expect(await row('dpapathanasiou:index/l/lemony-chicken-soup.json')).toMatchObject({
      meal_type: ['Dinner', 'Soup'],
      dietary: [],
      cuisine: 'Italian',
      tags: ['Soup/Stew', 'Dinner', 'Italian', 'Quick & Easy'],
    });
    // Tagged gluten-free, but the ingredients say wheat flour: not labelled.
    expect(await row('dpapathanasiou:index/c/chocolate-test-cake.json')).toMatchObject({
      meal_type: ['Dessert'],
      dietary: ['Vegetarian'],
      image: 'https://images.example.com/cake.jpg',
    });
    expect(await row('dpapathanasiou:index/g/green-lentil-salad.json')).toMatchObject({
      meal_type: ['Salad'],
      dietary: ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free'],
      image: 'http://images.example.com/lentils.jpg',
    });
  });

  it('reads the same file gzipped: same rows, so nothing changes', async () => {
    const summary = await importRecipes(database.db, {
      file: gzippedFixture('synthetic-recipes.jsonl'),
      reportPath: reportPath('jsonl-gz'),
    });
    expect(summary).toMatchObject({ format: 'jsonl', gzip: true, records: 8, imported: 0, updated: 0, unchanged: 4 });
    expect(summary.rejected).toBe(4);
  });

  it('stops after --limit records', async () => {
    const summary = await importRecipes(database.db, {
      file: fixture('synthetic-recipes.jsonl'),
      limit: 2,
      reportPath: reportPath('limit'),
    });
    expect(summary.records).toBe(2);
    expect(summary.unchanged).toBe(2);
  });

  it('keeps the later of two records with the same sourceId in one batch and reports the earlier', async () => {
    const summary = await importRecipes(database.db, {
      file: fixture('synthetic-recipes-duplicate.jsonl'),
      reportPath: reportPath('duplicate'),
    });
    expect(summary).toMatchObject({ records: 2, updated: 1, rejected: 1 });
    expect(readReport(summary.reportPath)).toEqual([
      {
        line: 1,
        sourceId: 'dpapathanasiou:index/f/fluffy-test-pancakes.json',
        reason: 'duplicate sourceId: replaced by the record at line 2',
      },
    ]);
    expect((await row('dpapathanasiou:index/f/fluffy-test-pancakes.json')).name).toBe(
      'Fluffy Test Pancakes, Second Version',
    );
  });
});

describe('Food.com RAW_recipes.csv', () => {
  it('imports rows with Python-list columns and rejects broken ones', async () => {
    const summary = await importRecipes(database.db, { file: fixture('foodcom.csv'), reportPath: reportPath('csv') });
    expect(summary).toMatchObject({ format: 'foodcom-csv', records: 5, imported: 3, rejected: 2 });
    expect(readReport(summary.reportPath)).toEqual([
      { line: 6, sourceId: 'foodcom:900004', reason: 'steps is not a Python list literal' },
      { line: 7, sourceId: 'foodcom:900005', reason: 'no ingredients' },
    ]);

    expect(await row('foodcom:900001')).toMatchObject({
      name: 'spiced test squash bake',
      description: 'a synthetic squash side dish, written for this test.',
      total_time_minutes: 55,
      calories: 51.5,
      total_fat: null, // %DV, not grams: not imported
      sodium: null,
      cuisine: 'Mexican',
      meal_type: [], // a side dish: no Dinner guess
      dietary: ['Vegetarian'],
      tags: ['60-minutes-or-less', 'north-american', 'side-dishes', 'vegetables', 'mexican', 'easy', 'vegetarian'],
      ingredients: ['winter squash', 'mexican seasoning', 'mixed spice', 'honey', 'butter', 'olive oil', 'salt'],
      number_of_steps: 3,
      source: 'food.com',
      source_url: 'https://www.food.com/recipe/spiced-test-squash-bake-900001',
    });
    expect((await row('foodcom:900001')).submitted_date?.toISOString().slice(0, 10)).toBe('2005-09-16');
    expect(await row('foodcom:900002')).toMatchObject({
      name: "grandma's test brownies",
      total_time_minutes: null, // 0 minutes means unknown
      meal_type: ['Dessert'],
      tags: ['desserts', 'chocolate', 'kid-friendly'],
      ingredients: ['butter', 'sugar', 'eggs', "baker's chocolate", 'flour'],
      instructions: ['preheat oven to 350 f', 'mix the batter, pour it into the pan and bake 25 minutes'],
    });
    expect(await row('foodcom:900003')).toMatchObject({
      total_time_minutes: null, // 2147483647 minutes is a placeholder
      meal_type: ['Soup'],
      dietary: [],
    });
  });
});

describe('Food.com CSV that is not quite CSV', () => {
  it('reads a stray quote inside an unquoted field as text', async () => {
    const summary = await importRecipes(database.db, {
      file: fixture('foodcom-stray-quote.csv'),
      reportPath: reportPath('stray-quote'),
    });
    expect(summary).toMatchObject({ records: 3, imported: 3, rejected: 0 });
    expect((await row('foodcom:910002')).name).toBe('bad "quote" row');
  });

  it('reports a row whose quote never closes', async () => {
    const file = path.join(reports, 'unclosed.csv');
    writeFileSync(
      file,
      `name,id,steps,ingredients\nfine test toast,920001,"['toast']","['bread']"\nbroken,920002,"['x']","['y']\n`,
    );
    const summary = await importRecipes(database.db, { file, reportPath: reportPath('unclosed') });
    expect(summary).toMatchObject({ records: 2, imported: 1, rejected: 1 });
    expect(readReport(summary.reportPath)).toEqual([
      { line: 3, sourceId: null, reason: expect.stringMatching(/^unreadable CSV row: Quote Not Closed/) },
    ]);
  });
});

describe('schema.org JSON-LD', () => {
  it('imports the Recipe of an @graph: sections, ISO durations, nutrition, no rating', async () => {
    const summary = await importRecipes(database.db, {
      file: fixture('recipe-graph.jsonld.json'),
      reportPath: reportPath('graph'),
    });
    expect(summary).toMatchObject({ format: 'jsonld', records: 1, imported: 1, rejected: 0 });
    const ragu = await row('https://cooking.example.org/recipes/test-ragu');
    expect(ragu).toMatchObject({
      name: 'Slow Test Ragù & Pappardelle',
      description: 'A synthetic test recipe: beef ragù with wide noodles.',
      image: 'https://cooking.example.org/images/ragu.jpg',
      prep_time_minutes: 20,
      cooking_minutes: 150,
      total_time_minutes: 170,
      servings: 6,
      cuisine: 'Italian',
      tags: ['Main Course', 'ragu', 'pasta', 'sunday dinner'],
      meal_type: ['Dinner'],
      dietary: [],
      instructions: [
        'For the sauce: Brown the beef in the oil.',
        'Add the tomatoes and simmer for 2 1/2 hours.',
        'To serve: Cook the pappardelle and toss with the sauce.',
      ],
      calories: 640,
      total_fat: 28,
      saturated_fat: 9.5,
      carbohydrates: 60,
      sugar: 9,
      protein: 38,
      fiber: 5,
      sodium: 720,
      rating: null,
      review_count: 0,
      source: 'cooking.example.org',
      source_url: 'https://cooking.example.org/recipes/test-ragu',
    });
  });

  it('streams an array: hash ids without a url, string instructions, non-recipes and rejects reported', async () => {
    const summary = await importRecipes(database.db, {
      file: fixture('recipes-array.json'),
      reportPath: reportPath('array'),
    });
    expect(summary).toMatchObject({ format: 'jsonld', records: 4, imported: 2, rejected: 2 });
    expect(readReport(summary.reportPath)).toEqual([
      { line: 3, sourceId: null, reason: 'no schema.org Recipe in this JSON-LD' },
      { line: 4, sourceId: 'https://tacos.example.net/no-steps', reason: 'no instructions' },
    ]);
    const oats = await database.db('recipes').where('name', 'Overnight Test Oats').first();
    expect(oats).toMatchObject({
      source_id: expect.stringMatching(/^jsonld:[0-9a-f]{32}$/),
      servings: 2,
      total_time_minutes: 485,
      instructions: ['Stir everything together in a jar.', 'Refrigerate overnight.', 'Eat cold.'],
      meal_type: ['Breakfast'],
      dietary: ['Vegetarian', 'Vegan', 'Dairy-Free'],
      source: null,
      source_url: null,
    });
    expect(await row('https://tacos.example.net/shrimp-tacos')).toMatchObject({
      servings: null, // "8 tacos" is a yield, not servings
      cooking_minutes: null, // PT0M
      instructions: ['Sear the shrimp 2 minutes a side.', 'Fill the warm tortillas and squeeze over the lime.'],
      meal_type: ['Dinner'],
      dietary: [],
      image: 'https://tacos.example.net/img/tacos.jpg',
      source: 'tacos.example.net',
    });
  });
});
