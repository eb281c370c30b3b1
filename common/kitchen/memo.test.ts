import { describe, expect, it } from 'vitest';
import { memoize } from './memo';

describe('memoize', () => {
  it('computes each text once, null answers included', () => {
    const calls: string[] = [];
    const lookUp = memoize((text: string) => {
      calls.push(text);
      return text === 'none' ? null : text.length;
    });
    expect([lookUp('egg'), lookUp('egg'), lookUp('none'), lookUp('none')]).toEqual([3, 3, null, null]);
    expect(calls).toEqual(['egg', 'none']);
  });

  it('holds at most `max` answers, starting over when full', () => {
    const calls: string[] = [];
    const lookUp = memoize((text: string) => calls.push(text), 2);
    for (const text of ['a', 'b', 'c', 'a']) lookUp(text);
    // "c" found the map full and emptied it, so "a" is computed again.
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
