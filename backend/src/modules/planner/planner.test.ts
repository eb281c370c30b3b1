import ICAL from 'ical.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PLANNER_MAX_ENTRIES_PER_DAY } from '@common/contracts/planner';
import { signUp, TestClient } from '../../testing/http-client';
import { seededServerPerFile, seedRecipeId } from '../../testing/seeded-server';

let chili: number;
let carbonara: number;
const server = seededServerPerFile(async (started) => {
  chili = await seedRecipeId(started, 'american-beef-and-bean-chili');
  carbonara = await seedRecipeId(started, 'italian-spaghetti-carbonara');
});

type Entry = {
  id: string;
  date: string;
  meal: string;
  recipeId: number | null;
  servings: number | null;
  note: string | null;
};
const entries = (response: { json: Record<string, unknown> }) => response.json.entries as Entry[];

describe('the planner', () => {
  it('plans recipes and notes by date and meal, and reads a week in day and meal order', async () => {
    const { client } = await signUp(server.url);
    const dinner = await client.post('/api/planner/entries', {
      date: '2026-12-01',
      meal: 'dinner',
      recipeId: chili,
      servings: 6,
    });
    expect(dinner.status).toBe(201);
    expect(dinner.json).toMatchObject({ date: '2026-12-01', meal: 'dinner', recipeId: chili, servings: 6 });
    expect((dinner.json.recipe as { name: string }).name).toBe('Beef and Bean Chili');
    await client.post('/api/planner/entries', { date: '2026-12-01', meal: 'breakfast', note: 'leftovers' });
    await client.post('/api/planner/entries', { date: '2026-11-30', meal: 'snack', note: 'fruit' });
    await client.post('/api/planner/entries', { date: '2026-12-09', meal: 'lunch', note: 'out of range' });

    const week = await client.get('/api/planner?from=2026-11-30&to=2026-12-06');
    expect(week.status).toBe(200);
    expect(entries(week).map((entry) => `${entry.date} ${entry.meal} ${entry.note ?? entry.recipeId}`)).toEqual([
      '2026-11-30 snack fruit',
      '2026-12-01 breakfast leftovers',
      `2026-12-01 dinner ${chili}`,
    ]);
  });

  it('creates one entry for a create sent twice with the same client key', async () => {
    const { client } = await signUp(server.url);
    const body = { date: '2026-12-02', meal: 'lunch', note: 'soup', clientKey: randomUUID() };
    const [first, second] = await Promise.all([
      client.post('/api/planner/entries', body),
      client.post('/api/planner/entries', body),
    ]);
    expect(first.json.id).toBe(second.json.id);
    expect(entries(await client.get('/api/planner?from=2026-12-02&to=2026-12-02'))).toHaveLength(1);
  });

  it('names the failing field for a long range, an unknown meal or recipe, a date that does not exist, or an empty entry', async () => {
    const { client } = await signUp(server.url);
    const field = async (response: Promise<{ status: number; json: Record<string, unknown> }>) => {
      const answer = await response;
      expect(answer.status).toBe(400);
      return answer.json.field;
    };
    expect(await field(client.get('/api/planner?from=2026-01-01&to=2026-03-04'))).toBe('to');
    expect(await field(client.get('/api/planner?from=2026-01-10&to=2026-01-01'))).toBe('to');
    expect(await field(client.post('/api/planner/entries', { date: '2026-12-01', meal: 'brunch', note: 'x' }))).toBe(
      'meal',
    );
    expect(
      await field(client.post('/api/planner/entries', { date: '2026-12-01', meal: 'dinner', recipeId: 999_999 })),
    ).toBe('recipeId');
    expect(await field(client.post('/api/planner/entries', { date: '2026-02-30', meal: 'dinner', note: 'x' }))).toBe(
      'date',
    );
    expect(await field(client.post('/api/planner/entries', { date: '2026-12-01', meal: 'dinner' }))).toBe('recipeId');
    expect((await client.get('/api/planner?from=2026-01-01&to=2026-03-03')).status).toBe(200);
  });

  it('keeps each cook to their own plan', async () => {
    const alice = (await signUp(server.url)).client;
    const bob = (await signUp(server.url)).client;
    const entry = await alice.post('/api/planner/entries', { date: '2026-12-03', meal: 'dinner', note: 'private' });
    expect((await bob.patch(`/api/planner/entries/${entry.json.id}`, { note: 'mine now' })).status).toBe(404);
    expect((await bob.delete(`/api/planner/entries/${entry.json.id}`)).status).toBe(404);
    expect(entries(await bob.get('/api/planner?from=2026-12-03&to=2026-12-03'))).toEqual([]);
    expect(entries(await alice.get('/api/planner?from=2026-12-03&to=2026-12-03'))[0].note).toBe('private');
    expect((await new TestClient(server.url).get('/api/planner?from=2026-12-03&to=2026-12-03')).status).toBe(401);
  });

  it('moves, rescales and deletes an entry; a note has no servings', async () => {
    const { client } = await signUp(server.url);
    const entry = await client.post('/api/planner/entries', { date: '2026-12-04', meal: 'lunch', recipeId: carbonara });
    const moved = await client.patch(`/api/planner/entries/${entry.json.id}`, {
      date: '2026-12-05',
      meal: 'dinner',
      servings: 2,
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ date: '2026-12-05', meal: 'dinner', servings: 2 });
    const note = await client.post('/api/planner/entries', { date: '2026-12-04', meal: 'lunch', note: 'eat out' });
    const wrong = await client.patch(`/api/planner/entries/${note.json.id}`, { servings: 3 });
    expect([wrong.status, wrong.json.field]).toEqual([400, 'servings']);
    expect((await client.patch(`/api/planner/entries/${note.json.id}`, {})).status).toBe(400);
    expect((await client.delete(`/api/planner/entries/${entry.json.id}`)).status).toBe(204);
    expect((await client.delete(`/api/planner/entries/${entry.json.id}`)).status).toBe(404);
  });

  it('refuses more entries than a day holds, leaving the day as it was', async () => {
    const { client } = await signUp(server.url);
    for (let i = 0; i < PLANNER_MAX_ENTRIES_PER_DAY; i += 1)
      expect(
        (await client.post('/api/planner/entries', { date: '2026-12-06', meal: 'snack', note: `bite ${i}` })).status,
      ).toBe(201);
    const over = await client.post('/api/planner/entries', { date: '2026-12-06', meal: 'snack', note: 'one more' });
    expect([over.status, over.json.code, over.json.field]).toEqual([422, 'day_full', 'date']);
    const copied = await client.post('/api/planner/copy-week', { from: '2026-12-06', to: '2026-12-06' });
    expect(copied.status).toBe(400);
    expect(entries(await client.get('/api/planner?from=2026-12-06&to=2026-12-06'))).toHaveLength(
      PLANNER_MAX_ENTRIES_PER_DAY,
    );
  });

  it("copies a built-in plan's week onto chosen dates, and a week onto another", async () => {
    const { client } = await signUp(server.url);
    const copied = await client.post('/api/planner/copy-plan', { planId: 'beginner-week', startDate: '2026-12-07' });
    expect(copied.status).toBe(201);
    const plan = (await client.get('/api/meal-plans/beginner-week')).json as {
      dailyMeals: Array<Record<string, unknown>>;
    };
    const planned = plan.dailyMeals.reduce(
      (sum, day) => sum + ['breakfast', 'lunch', 'dinner'].filter((meal) => day[meal]).length,
      0,
    );
    expect(entries(copied)).toHaveLength(planned);
    const monday = entries(await client.get('/api/planner?from=2026-12-07&to=2026-12-07'));
    expect(monday.map((entry) => [entry.meal, entry.recipeId])).toEqual(
      ['breakfast', 'lunch', 'dinner']
        .filter((meal) => plan.dailyMeals[0][meal])
        .map((meal) => [meal, plan.dailyMeals[0][meal]]),
    );

    const again = await client.post('/api/planner/copy-week', { from: '2026-12-07', to: '2026-12-14' });
    expect(again.status).toBe(201);
    const next = entries(await client.get('/api/planner?from=2026-12-14&to=2026-12-20'));
    expect(next).toHaveLength(planned);
    expect(next[0].date).toBe('2026-12-14');
  });

  it('sends the planned recipes of a range to the shopping list at their servings together', async () => {
    const { client } = await signUp(server.url);
    await client.post('/api/planner/entries', { date: '2026-12-08', meal: 'dinner', recipeId: chili, servings: 4 });
    await client.post('/api/planner/entries', { date: '2026-12-10', meal: 'dinner', recipeId: chili, servings: 4 });
    await client.post('/api/planner/entries', { date: '2026-12-09', meal: 'lunch', recipeId: carbonara });
    await client.post('/api/planner/entries', { date: '2026-12-20', meal: 'lunch', recipeId: carbonara, servings: 9 });
    await client.post('/api/planner/entries', { date: '2026-12-09', meal: 'dinner', note: 'eat out' });
    const list = await client.post('/api/shopping-list/from-planner', { from: '2026-12-07', to: '2026-12-13' });
    expect(list.status).toBe(201);
    const recipes = list.json.recipes as Array<{ id: number; servings: number }>;
    const carbonaraServings = ((await client.get(`/api/recipes/${carbonara}`)).json as { servings: number }).servings;
    expect(recipes.map((recipe) => [recipe.id, recipe.servings]).sort()).toEqual(
      [
        [chili, 8],
        [carbonara, carbonaraServings],
      ].sort(),
    );
    const tooLong = await client.post('/api/shopping-list/from-planner', { from: '2026-12-01', to: '2027-02-01' });
    expect([tooLong.status, tooLong.json.field]).toEqual([400, 'to']);
  });

  it('serves a secret calendar feed that calendar apps parse, and stops when revoked or replaced', async () => {
    const { client } = await signUp(server.url);
    await client.post('/api/planner/entries', { date: '2026-12-01', meal: 'dinner', recipeId: chili, servings: 6 });
    await client.post('/api/planner/entries', { date: '2026-12-01', meal: 'breakfast', note: 'porridge <b>' });
    const link = await client.post('/api/planner/calendar-link');
    expect(link.status).toBe(201);
    const url = new URL(String(link.json.url));
    expect(url.pathname).toMatch(/^\/api\/planner\/calendar\/[\w-]{43}\.ics$/);
    const visitor = new TestClient(server.url);
    const feed = await visitor.get(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(feed.text))
      .getAllSubcomponents('vevent')
      .map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.summary).sort()).toEqual([
      'Breakfast: porridge <b>',
      'Dinner: Beef and Bean Chili (6 servings)',
    ]);
    const dinner = events.find((event) => event.summary.startsWith('Dinner'))!;
    expect(dinner.startDate.toString()).toBe('2026-12-01T19:00:00');

    const replaced = await client.post('/api/planner/calendar-link');
    expect((await visitor.get(url.pathname)).status).toBe(404);
    expect((await client.delete('/api/planner/calendar-link')).status).toBe(204);
    expect((await visitor.get(new URL(String(replaced.json.url)).pathname)).status).toBe(404);
  });
});
