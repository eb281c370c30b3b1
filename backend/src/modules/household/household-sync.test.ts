import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/http-client';
import { startHousehold } from '../../testing/household';
import { seededServerPerFile, seedRecipeId } from '../../testing/seeded-server';

let chili: number;
const server = seededServerPerFile(async (started) => {
  chili = await seedRecipeId(started, 'american-beef-and-bean-chili');
});

interface ListView {
  items: Array<{ id: string; ingredient: string; completed: boolean }>;
  completed: string[];
}

type Write = (client: TestClient) => Promise<unknown>;

const listOf = async (client: TestClient): Promise<ListView> => {
  const { json } = await client.get('/api/shopping-list');
  return { items: json.items as ListView['items'], completed: json.completed as string[] };
};

/** What one member did offline, in the order they did it, as their browser's queue replays it. */
const replay = async (client: TestClient, writes: Write[]) => {
  for (const write of writes) await write(client);
};

/**
 * Two members go offline with the same list, each ticks, unticks and adds, and they reconnect one after
 * the other (`ownerFirst` says who). The times are the taps' own, minutes before the replays.
 */
async function offlineTogether(ownerFirst: boolean) {
  const { owner, member } = await startHousehold(server.url);
  await owner.post('/api/shopping-list/recipes', { recipeId: chili, servings: 4 });
  const { items } = await listOf(member);
  expect(items.length).toBeGreaterThanOrEqual(4);
  const [onlyOwner, onlyMember, tickThenUntick, untickThenTick] = items.map((item) => item.id);
  const tapped = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const mark = (id: string, completed: boolean, at: string) => (client: TestClient) =>
    client.patch(`/api/shopping-list/items/${id}`, { completed, at });
  const add = (id: string, text: string) => (client: TestClient) =>
    client.post('/api/shopping-list/items', { id, text });
  const [ownersLine, membersLine] = [randomUUID(), randomUUID()];

  const ownersQueue = [
    mark(onlyOwner, true, tapped(10)),
    mark(tickThenUntick, true, tapped(9)),
    add(ownersLine, 'owner’s limes'),
    mark(untickThenTick, true, tapped(3)),
  ];
  const membersQueue = [
    mark(onlyMember, true, tapped(8)),
    mark(untickThenTick, false, tapped(7)),
    add(membersLine, 'member’s tortillas'),
    mark(tickThenUntick, false, tapped(5)),
  ];
  if (ownerFirst) {
    await replay(owner, ownersQueue);
    await replay(member, membersQueue);
  } else {
    await replay(member, membersQueue);
    await replay(owner, ownersQueue);
  }
  // A replay cut off and run again changes nothing.
  await replay(member, membersQueue);

  // Both see one list, line for line.
  expect((await member.get('/api/shopping-list')).json).toEqual((await owner.get('/api/shopping-list')).json);
  const ownersView = await listOf(owner);
  const completedOf = (id: string) => ownersView.items.find((item) => item.id === id)?.completed;
  return {
    view: ownersView,
    completedOf,
    ids: { onlyOwner, onlyMember, tickThenUntick, untickThenTick },
  };
}

describe('two members offline at once', () => {
  for (const ownerFirst of [true, false]) {
    it(`keeps every tick and added line once, the later action winning on a line, ${ownerFirst ? 'owner' : 'member'} back first`, async () => {
      const { view, completedOf, ids } = await offlineTogether(ownerFirst);
      expect(completedOf(ids.onlyOwner)).toBe(true);
      expect(completedOf(ids.onlyMember)).toBe(true);
      // Ticked by the owner, unticked by the member four minutes later: unticked.
      expect(completedOf(ids.tickThenUntick)).toBe(false);
      // Unticked by the member, ticked by the owner four minutes later: ticked.
      expect(completedOf(ids.untickThenTick)).toBe(true);
      // Each added line once (the list names the food as it files it: "lime", "tortilla").
      const added = view.items.map((item) => item.ingredient).filter((text) => /lime|tortilla/.test(text));
      expect(added).toHaveLength(2);
      expect(added.filter((text) => text.includes('lime'))).toHaveLength(1);
    });
  }

  it('breaks a tie of the same instant towards the tick, and counts a time ahead of the server as now', async () => {
    const { owner, member } = await startHousehold(server.url);
    await owner.post('/api/shopping-list/recipes', { recipeId: chili, servings: 4 });
    const [first, second] = (await listOf(owner)).items.map((item) => item.id);
    const at = new Date(Date.now() - 60_000).toISOString();
    await member.patch(`/api/shopping-list/items/${first}`, { completed: true, at });
    await owner.patch(`/api/shopping-list/items/${first}`, { completed: false, at });
    expect((await listOf(owner)).completed).toContain(first);

    // A phone whose clock runs a day ahead: its tick counts as now, and an untick a moment later wins.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await member.patch(`/api/shopping-list/items/${second}`, { completed: true, at: tomorrow });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await owner.patch(`/api/shopping-list/items/${second}`, { completed: false });
    expect((await listOf(owner)).completed).not.toContain(second);

    const bad = await owner.patch(`/api/shopping-list/items/${second}`, { completed: true, at: 'yesterday' });
    expect([bad.status, bad.json.field]).toEqual([400, 'at']);
  });
});
