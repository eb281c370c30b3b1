import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { enqueue, PENDING_KEY, readPending, readStored, replayPending, sendOrQueue, type Sender } from './offline-sync';

/** A localStorage stand-in (the unit tests run in Node). */
function installStorage() {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  };
  vi.stubGlobal('window', { localStorage: storage, addEventListener() {}, removeEventListener() {} });
  return data;
}

const op = (url: string, key?: string) => ({
  method: 'PATCH' as const,
  url,
  body: { completed: true },
  key,
  invalidates: ['/api/shopping-list'],
});

describe('offline sync queue', () => {
  let data: Map<string, string>;
  beforeEach(() => {
    data = installStorage();
  });

  it('treats corrupt storage as empty, never throwing', () => {
    data.set(PENDING_KEY, '{not json');
    expect(readPending()).toEqual([]);
    data.set(PENDING_KEY, JSON.stringify([{ nope: true }, 42]));
    expect(readPending()).toEqual([]);
    expect(readStored('missing', Array.isArray)).toBeNull();
  });

  it('replays in order, drops an op answered with a 4xx and empties the queue', async () => {
    enqueue(op('/api/shopping-list/items/a'));
    enqueue(op('/api/shopping-list/items/gone'));
    enqueue(op('/api/shopping-list/items/b'));
    const sent: string[] = [];
    const send: Sender = async (_method, url) => {
      sent.push(url);
      if (url.endsWith('/gone')) throw new ApiError(404, '404: gone', { message: 'gone' });
      return {};
    };
    const result = await replayPending(send);
    expect(sent).toEqual(['/api/shopping-list/items/a', '/api/shopping-list/items/gone', '/api/shopping-list/items/b']);
    expect(result).toMatchObject({ sent: 2, dropped: 1, remaining: 0, invalidates: ['/api/shopping-list'] });
    expect(data.has(PENDING_KEY)).toBe(false);
  });

  it('stops at a network failure or a 5xx and keeps that op and the rest, in order', async () => {
    enqueue(op('/api/shopping-list/items/a'));
    enqueue(op('/api/shopping-list/items/b'));
    enqueue(op('/api/shopping-list/items/c'));
    let calls = 0;
    const flaky: Sender = async () => {
      calls += 1;
      if (calls === 2) throw new TypeError('Failed to fetch');
      return {};
    };
    expect(await replayPending(flaky)).toMatchObject({ sent: 1, remaining: 2 });
    expect(readPending().map((pending) => pending.url)).toEqual([
      '/api/shopping-list/items/b',
      '/api/shopping-list/items/c',
    ]);
    const serverDown: Sender = async () => {
      throw new ApiError(503, '503: down', null);
    };
    expect(await replayPending(serverDown)).toMatchObject({ sent: 0, remaining: 2 });
  });

  it('lets a newer op with the same key supersede the older one (latest absolute state wins)', () => {
    enqueue({ ...op('/api/shopping-list/items/a', 'item:a'), body: { completed: true } });
    enqueue(op('/api/shopping-list/items/b', 'item:b'));
    enqueue({ ...op('/api/shopping-list/items/a', 'item:a'), body: { completed: false } });
    expect(readPending().map((pending) => [pending.url, pending.body])).toEqual([
      ['/api/shopping-list/items/b', { completed: true }],
      ['/api/shopping-list/items/a', { completed: false }],
    ]);
  });

  it('runs one replay at a time', async () => {
    enqueue(op('/api/shopping-list/items/a'));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = vi.fn<Sender>(async () => {
      await gate;
      return {};
    });
    const first = replayPending(send);
    const second = replayPending(send);
    release();
    expect(await first).toBe(await second);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a write after the queued ones, and queues it instead when the server is unreachable', async () => {
    enqueue(op('/api/shopping-list/items/a'));
    const sent: string[] = [];
    const send: Sender = async (_method, url) => {
      sent.push(url);
      return { url };
    };
    expect(await sendOrQueue(op('/api/shopping-list/items/b'), { send })).toEqual({
      queued: false,
      answer: { url: '/api/shopping-list/items/b' },
    });
    expect(sent).toEqual(['/api/shopping-list/items/a', '/api/shopping-list/items/b']);

    const refused: Sender = async () => {
      throw new ApiError(400, '400: bad', null);
    };
    await expect(sendOrQueue(op('/api/shopping-list/items/x'), { send: refused })).rejects.toThrow('400');
    expect(readPending()).toEqual([]);

    const unreachable: Sender = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await sendOrQueue(op('/api/shopping-list/items/c'), { send: unreachable })).toEqual({ queued: true });
    expect(readPending().map((pending) => pending.url)).toEqual(['/api/shopping-list/items/c']);
    // A write that may not be replayed fails instead of queueing.
    await expect(
      sendOrQueue(op('/api/shopping-list/items/d'), { send: unreachable, replayable: false }),
    ).rejects.toThrow('Failed to fetch');
    expect(readPending().map((pending) => pending.url)).toEqual(['/api/shopping-list/items/c']);
  });
});
