import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/http-client';
import { startHousehold } from '../../testing/household';
import { openEventStream, type OpenEventStream } from '../../testing/sse-client';
import { startSeededServer } from '../../testing/seeded-server';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
const streams: OpenEventStream[] = [];
beforeAll(async () => {
  server = await startSeededServer();
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
});

async function open(client: TestClient, headers: Record<string, string> = {}) {
  const stream = await openEventStream(client, '/api/events', headers);
  streams.push(stream);
  return stream;
}

const within = (ms: number) => new Promise((resolve) => setTimeout(() => resolve('still open'), ms));
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('household.changed', () => {
  it('reaches every member on join, rename, invite revoke and a member leaving, and nobody else', async () => {
    const { owner, member, join } = await startHousehold(server.url);
    const [onOwner, onMember] = [await open(owner), await open(member)];
    const stranger = await startHousehold(server.url, 'Next door');
    const onStranger = await open(stranger.owner);

    const joiner = await join();
    await Promise.all([onOwner.next('household.changed'), onMember.next('household.changed')]);
    const onJoiner = await open(joiner.client);

    expect((await owner.patch('/api/household', { name: 'Renamed' })).status).toBe(200);
    await Promise.all([onOwner, onMember, onJoiner].map((stream) => stream.next('household.changed')));
    expect((await owner.delete('/api/household/invites')).status).toBe(204);
    await Promise.all([onOwner, onMember, onJoiner].map((stream) => stream.next('household.changed')));

    expect((await joiner.client.post('/api/household/leave')).status).toBe(204);
    await Promise.all([onOwner, onMember, onJoiner].map((stream) => stream.next('household.changed')));
    await settle();
    expect(onStranger.events.map((event) => event.event)).not.toContain('household.changed');
  });

  it("ends a removed member's open streams within 1 s, and sends them nothing of the household after", async () => {
    const { owner, member, memberId } = await startHousehold(server.url);
    const [onOwner, onMember] = [await open(owner), await open(member)];
    await owner.post('/api/shopping-list/items', { text: 'shared basil' });
    await onMember.next('list.changed');

    const removed = Date.now();
    expect((await owner.delete(`/api/household/members/${memberId}`)).status).toBe(204);
    expect(await Promise.race([onMember.ended.then(() => 'ended'), within(1000)])).toBe('ended');
    console.info(`the removed member's stream ended ${Date.now() - removed} ms after the removal was sent`);
    // Its last word was the change itself, so the member's screen shows them out of the household.
    expect(onMember.events.at(-1)?.event).toBe('household.changed');
    await onOwner.next('household.changed');

    // Reconnected (as the browser does, from its last event id): the removal is not replayed, the
    // household's changes do not arrive, the member's own do.
    const lastId = onMember.raw().match(/id: (\d+)\n\n(?![\s\S]*id: )/)?.[1];
    expect(lastId).toMatch(/^\d+$/);
    const again = await open(member, { 'Last-Event-ID': lastId! });
    await owner.post('/api/shopping-list/items', { text: 'household only' });
    await owner.post('/api/planner/entries', { date: '2026-12-03', meal: 'dinner', note: 'household supper' });
    await onOwner.next('planner.changed');
    await settle();
    expect(again.events).toEqual([]);
    expect(await Promise.race([again.ended.then(() => 'ended'), within(200)])).toBe('still open');
    await member.post('/api/shopping-list/items', { text: 'my own lemons' });
    await again.next('list.changed');
  });

  it("ends every member's streams when the owner leaves and the household ends", async () => {
    const { owner, member } = await startHousehold(server.url);
    const [onOwner, onMember] = [await open(owner), await open(member)];
    expect((await owner.post('/api/household/leave')).status).toBe(204);
    for (const stream of [onOwner, onMember]) {
      expect(await Promise.race([stream.ended.then(() => 'ended'), within(1000)])).toBe('ended');
      expect(stream.events.map((event) => event.event)).toEqual(['household.changed']);
    }
  });
});

describe('collections.changed', () => {
  it("reaches the household for a shared collection's changes, and only the cook's screens for a private one", async () => {
    const { owner, member } = await startHousehold(server.url);
    const [onOwner, onMember] = [await open(owner), await open(member)];
    const mine = await owner.post('/api/collections', { name: 'Just mine' });
    await onOwner.next('collections.changed');
    await owner.patch(`/api/collections/${String(mine.json.id)}`, { visibility: 'household' });
    await Promise.all([onOwner, onMember].map((stream) => stream.next('collections.changed')));
    await member.patch(`/api/collections/${String(mine.json.id)}`, { name: 'Ours now' });
    await Promise.all([onOwner, onMember].map((stream) => stream.next('collections.changed')));

    await owner.patch(`/api/collections/${String(mine.json.id)}`, { visibility: 'private' });
    await onMember.next('collections.changed'); // it left their list
    const seen = onMember.events.length;
    await owner.patch(`/api/collections/${String(mine.json.id)}`, { name: 'Mine again' });
    await onOwner.next('collections.changed');
    await settle();
    expect(onMember.events.slice(seen)).toEqual([]);
  });
});
