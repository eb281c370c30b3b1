import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

/** A write the test finishes by hand, recording what each call was given. */
function controlledWrite() {
  const calls: Array<{ items: number[]; finish: (error?: Error) => void }> = [];
  const write = (items: number[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ items, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { calls, write };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('writes a lone item at once, on its own', async () => {
    const { calls, write } = controlledWrite();
    const group = new GroupCommit(write);
    const done = group.add(1);
    expect(calls.map((call) => call.items)).toEqual([[1]]);
    calls[0].finish();
    await expect(done).resolves.toBeUndefined();
  });

  it('gathers items added during a write into one next write, and acknowledges each only after its write', async () => {
    const { calls, write } = controlledWrite();
    const group = new GroupCommit(write);
    const settled: number[] = [];
    const track = (item: number) => group.add(item).then(() => settled.push(item));
    const first = track(1);
    const rest = [2, 3, 4].map(track);
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1]]);
    expect(settled).toEqual([]);

    calls[0].finish();
    await first;
    await tick();
    expect(settled).toEqual([1]);
    expect(calls.map((call) => call.items)).toEqual([[1], [2, 3, 4]]);

    calls[1].finish();
    await Promise.all(rest);
    expect(settled).toEqual([1, 2, 3, 4]);
  });

  it('never writes more than maxBatch items at once', async () => {
    const written: number[][] = [];
    const group = new GroupCommit<number>(async (items) => {
      written.push(items);
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((item) => group.add(item)));
    expect(written.flat().sort()).toEqual([1, 2, 3, 4, 5]);
    expect(Math.max(...written.map((items) => items.length))).toBeLessThanOrEqual(2);
  });

  it('retries a failed shared write item by item, so only the bad item fails', async () => {
    const written: number[][] = [];
    let holdFirst: (() => void) | undefined;
    const group = new GroupCommit<number>(async (items) => {
      written.push(items);
      if (items.length === 1 && items[0] === 0) await new Promise<void>((resolve) => (holdFirst = resolve));
      if (items.includes(13)) throw new Error('bad item 13');
    });
    const first = group.add(0);
    const results = Promise.allSettled([12, 13, 14].map((item) => group.add(item)));
    holdFirst!();
    await first;
    const [ok12, bad13, ok14] = await results;
    expect(ok12.status).toBe('fulfilled');
    expect(ok14.status).toBe('fulfilled');
    expect(bad13).toMatchObject({ status: 'rejected', reason: new Error('bad item 13') });
    expect(written).toEqual([[0], [12, 13, 14], [12], [13], [14]]);
  });

  it('fails a lone item with its own error and keeps working afterwards', async () => {
    let fail = true;
    const group = new GroupCommit<number>(async () => {
      if (fail) throw new Error('database down');
    });
    await expect(group.add(1)).rejects.toThrow('database down');
    fail = false;
    await expect(group.add(2)).resolves.toBeUndefined();
  });
});
