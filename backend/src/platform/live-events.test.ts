import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { waitFor } from '../testing/wait-for';
import { createLiveEvents, REPLAY_WINDOW_MS, type LiveEvent, type LiveEvents } from './live-events';

let database: TestDatabase;
let live: LiveEvents;
const cook = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  database = await createTestDatabase();
  live = createLiveEvents({ db: database.db, databaseUrl: database.url });
  await live.ready;
});
afterAll(async () => {
  await live?.close();
  await database?.drop();
});

describe('live events', () => {
  it('replays what came after an id, and cannot vouch for ids from before it listened or past the window', async () => {
    const heard: LiveEvent[] = [];
    const unsubscribe = live.subscribe(cook, (event) => heard.push(event));
    await live.publish(cook, 'list.changed', 'hint-a');
    await live.publish(cook, 'planner.changed', null);
    await waitFor(() => heard.length === 2);
    unsubscribe();
    const [list, plan] = heard;
    expect(plan.id).toBeGreaterThan(list.id);
    expect(live.since(cook, list.id)).toEqual([plan]);
    expect(live.since(cook, plan.id)).toEqual([]);
    expect(live.latestId()).toBe(plan.id);

    // A second process started now heard neither: a resume from before it started gets null (resync).
    const later = createLiveEvents({ db: database.db, databaseUrl: database.url });
    await later.ready;
    try {
      expect(later.since(cook, list.id)).toBeNull();
      expect(later.since(cook, plan.id)).toEqual([]);
    } finally {
      await later.close();
    }

    // Past the window, the events are forgotten and a resume from before them cannot be vouched for.
    const realNow = Date.now;
    Date.now = () => realNow() + REPLAY_WINDOW_MS + 1000;
    try {
      expect(live.since(cook, list.id)).toBeNull();
      expect(live.since(cook, plan.id)).toEqual([]);
    } finally {
      Date.now = realNow;
    }
  });
});
