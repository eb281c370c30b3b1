import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseDataFile } from './data-file';

const table = z.array(z.strictObject({ slug: z.string(), minutes: z.number(), steps: z.array(z.string()) }));
const entry = (slug: string) => ({ slug, minutes: 5, steps: ['stir'] });

describe('parseDataFile', () => {
  it('returns the parsed data when the file matches', () => {
    expect(parseDataFile('x.json', table, [entry('a')])).toEqual([entry('a')]);
  });

  it('names the file, the entry and the field of every problem', () => {
    const data = [entry('a'), { ...entry('b'), minutes: '5' }, { ...entry('c'), steps: ['stir', 3] }];
    expect(() => parseDataFile('content/x.json', table, data)).toThrow(
      [
        'content/x.json does not match its schema:',
        '- entry 1 (b), field minutes: Invalid input: expected number, received string',
        '- entry 2 (c), field steps.1: Invalid input: expected string, received number',
      ].join('\n'),
    );
  });

  it('names a nested list, an unknown field and a file of the wrong shape', () => {
    const feed = z.strictObject({ items: table });
    expect(() => parseDataFile('feed.json', feed, { items: [{ ...entry('a'), minuts: 5 }] })).toThrow(
      '- items entry 0 (a): Unrecognized key: "minuts"',
    );
    expect(() => parseDataFile('feed.json', feed, [])).toThrow('- the file as a whole: Invalid input: expected object');
  });
});
