import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('runs calls made together as one batch and answers each with its own output', async () => {
    const batches: number[][] = [];
    const double = createBatcher(async (inputs: number[]) => {
      batches.push(inputs);
      return inputs.map((input) => input * 2);
    });
    await expect(Promise.all([double(1), double(2), double(3)])).resolves.toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('gathers the calls made while a batch runs into the next batch, one batch at a time', async () => {
    const batches: number[][] = [];
    let running = 0;
    let mostAtOnce = 0;
    let release!: () => void;
    const echo = createBatcher(async (inputs: number[]) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      batches.push(inputs);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      running -= 1;
      return inputs;
    });
    const first = echo(1);
    await tick();
    const later = [echo(2), echo(3)];
    await tick();
    const more = echo(4);
    expect(batches).toEqual([[1]]);
    release();
    await expect(Promise.all([first, ...later, more])).resolves.toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(mostAtOnce).toBe(1);
  });

  it('splits at maxBatch', async () => {
    const sizes: number[] = [];
    const echo = createBatcher(
      async (inputs: number[]) => {
        sizes.push(inputs.length);
        return inputs;
      },
      { maxBatch: 2 },
    );
    await Promise.all([1, 2, 3, 4, 5].map(echo));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('rejects every call of a failed batch and keeps serving the next ones', async () => {
    let fail = true;
    const echo = createBatcher(async (inputs: string[]) => {
      if (fail) throw new Error('database gone');
      return inputs;
    });
    const failed = await Promise.allSettled([echo('a'), echo('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(echo('c')).resolves.toBe('c');
  });

  it('rejects when the batch answers a different number of outputs', async () => {
    const broken = createBatcher(async (inputs: number[]) => inputs.slice(1));
    await expect(Promise.all([broken(1), broken(2)])).rejects.toThrow('batch answered 1 of 2');
  });
});
