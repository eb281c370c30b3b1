import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { updateOnce } from './handle-once';

describe('updateOnce', () => {
  let database: TestDatabase;
  const counter = (id: number) => database.db('once_counters').where({ id });
  const bump = (id: number) =>
    counter(id)
      .update({ n: database.db.raw('n + 1') })
      .returning('*');
  const markers = (eventId: string) => database.db('processed_events').where({ event_id: eventId });

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.raw('create table once_counters (id int primary key, n int not null)');
    await database.db('once_counters').insert([
      { id: 1, n: 0 },
      { id: 2, n: 0 },
      { id: 3, n: 0 },
    ]);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('applies the update with its marker once, returning the updated rows', async () => {
    const eventId = randomUUID();
    const first = await updateOnce<{ id: number; n: number }>(database.db, eventId, 'bump', bump(1));
    expect(first).toEqual({ applied: true, rows: [{ id: 1, n: 1 }] });
    const again = await updateOnce(database.db, eventId, 'bump', bump(1));
    expect(again).toEqual({ applied: false, rows: [] });
    expect((await counter(1).first()).n).toBe(1);
    expect(await markers(eventId)).toHaveLength(1);
    // Another handler of the same event is its own once.
    expect((await updateOnce(database.db, eventId, 'bump-again', bump(1))).applied).toBe(true);
    expect((await counter(1).first()).n).toBe(2);
  });

  it('commits the marker even when the update matches nothing, as handleOnce would', async () => {
    const eventId = randomUUID();
    expect(await updateOnce(database.db, eventId, 'bump', bump(999))).toEqual({ applied: true, rows: [] });
    expect(await markers(eventId)).toHaveLength(1);
    expect(await updateOnce(database.db, eventId, 'bump', bump(999))).toEqual({ applied: false, rows: [] });
  });

  it('applies exactly once when the same event is handled concurrently', async () => {
    const eventId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => updateOnce(database.db, eventId, 'bump', bump(2))),
    );
    expect(results.filter((result) => result.applied)).toHaveLength(1);
    expect((await counter(2).first()).n).toBe(1);
  });

  it('changes nothing, marker included, when the statement fails', async () => {
    const eventId = randomUUID();
    const failing = counter(3)
      .update({ n: database.db.raw('n / 0') })
      .returning('*');
    await expect(updateOnce(database.db, eventId, 'bump', failing)).rejects.toThrow(/division by zero/);
    expect(await markers(eventId)).toHaveLength(0);
    expect((await counter(3).first()).n).toBe(0);
  });
});
