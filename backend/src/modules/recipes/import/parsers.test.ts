import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isoDurationMinutes } from './iso-duration';
import { parsePythonList } from './python-literal';
import { readJsonLd, type InputFile, type SourceRecord } from './read-records';
import { instructionsOf, servingsOf } from './sources/jsonld';
import { htmlToText, isoDate, normalizeSpace, usableImageUrl } from './text';

describe('parsePythonList', () => {
  it.each([
    ["['a', 'b']", ['a', 'b']],
    ['[]', []],
    ['[ ]', []],
    [`["mom's pie", 'x']`, ["mom's pie", 'x']],
    ["['it\\'s', 'tab\\there']", ["it's", 'tab\there']],
    ['[51.5, 0.0, 13.0, -1, 2e3]', [51.5, 0, 13, -1, 2000]],
    ["['a, b', 'c']", ['a, b', 'c']],
  ])('%s', (text, expected) => {
    expect(parsePythonList(text)).toEqual(expected);
  });

  it.each(['not a list', "['unterminated]", "['a' 'b']", '[a]', '', "['a',, 'b']"])('rejects %j', (text) => {
    expect(parsePythonList(text)).toBeNull();
  });
});

describe('isoDurationMinutes', () => {
  it.each([
    ['PT20M', 20],
    ['PT1H30M', 90],
    ['P0DT2H50M', 170],
    ['PT0.5H', 30],
    ['P1D', 1440],
    ['PT90S', 2],
    ['pt45m', 45],
    ['PT0M', null],
    ['P0Y0M0DT0H35M0S', 35],
    ['P1M', null],
    ['PT', null],
    ['20 minutes', null],
    [45, null],
  ])('%j → %j', (value, expected) => {
    expect(isoDurationMinutes(value)).toBe(expected);
  });
});

describe('servingsOf', () => {
  it.each([
    [4, 4],
    ['4', 4],
    ['Serves 4', 4],
    ['4-6 servings', 4],
    [['6', '6 servings'], 6],
    ['24 cookies', null],
    ['1 loaf', null],
    [0, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(servingsOf(value)).toBe(expected);
  });
});

describe('instructionsOf', () => {
  it('flattens HowToSection with the section name on its first step', () => {
    expect(
      instructionsOf([
        {
          '@type': 'HowToSection',
          name: 'Dough',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Mix.' },
            { '@type': 'HowToStep', text: 'Knead.' },
          ],
        },
        { '@type': 'HowToStep', text: 'Bake.' },
      ]),
    ).toEqual(['Dough: Mix.', 'Knead.', 'Bake.']);
  });

  it('splits a text block and drops step numbers', () => {
    expect(instructionsOf('1. Stir.\n2) Chill.\n\nStep 3: Serve.')).toEqual(['Stir.', 'Chill.', 'Serve.']);
    expect(instructionsOf('<ol><li>Stir.</li><li>Chill &amp; serve.</li></ol>')).toEqual(['Stir.', 'Chill & serve.']);
  });
});

describe('text helpers', () => {
  it('keeps only usable image URLs', () => {
    expect(usableImageUrl('https://a.example/x.jpg')).toBe('https://a.example/x.jpg');
    expect(usableImageUrl('http://a.example/x.jpg')).toBe('http://a.example/x.jpg');
    expect(usableImageUrl('https://a.example/img?url=undefined')).toBeNull();
    expect(usableImageUrl('/relative.jpg')).toBeNull();
    expect(usableImageUrl('data:image/png;base64,AAA')).toBeNull();
    expect(usableImageUrl(42)).toBeNull();
  });

  it('normalises space, NUL and lone surrogates', () => {
    expect(normalizeSpace('  a \t b\u00a0 c ')).toBe('a b c');
    expect(normalizeSpace('a\u0000b')).toBe('a b');
    expect(normalizeSpace('ok \ud800 text')).toBe('ok \ufffd text');
    expect(normalizeSpace('already clean')).toBe('already clean');
  });

  it('turns HTML into text', () => {
    expect(htmlToText('<p>Rag&#249; &amp; <b>pasta</b></p>')).toBe('Ragù & pasta');
  });

  it('accepts only real calendar dates', () => {
    expect(isoDate('2005-09-16')).toBe('2005-09-16');
    expect(isoDate('2021-03-04T10:00:00+00:00')).toBe('2021-03-04');
    expect(isoDate('2011-02-30')).toBeNull();
    expect(isoDate('yesterday')).toBeNull();
  });
});

describe('readJsonLd', () => {
  const inputOf = (chunks: string[]): InputFile => ({
    stream: Readable.from(chunks.map((chunk) => Buffer.from(chunk))),
    bytesRead: () => 0,
    totalBytes: 0,
    close() {},
  });
  const collect = async (chunks: string[]) => {
    const out: SourceRecord[] = [];
    for await (const record of readJsonLd(inputOf(chunks))) out.push(record);
    return out;
  };

  it('streams array elements across chunk boundaries, strings with brackets and escapes included', async () => {
    const text = JSON.stringify([{ name: 'a ] }', n: [1, { x: '"{' }] }, { name: 'b' }, 7]);
    for (const size of [1, 3, 7, text.length]) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) as string[];
      const records = await collect(chunks);
      expect(records.map((record) => record.value)).toEqual([{ name: 'a ] }', n: [1, { x: '"{' }] }, { name: 'b' }, 7]);
      expect(records.map((record) => record.line)).toEqual([1, 2, 3]);
    }
  });

  it('reads an object root whole, and reports broken JSON', async () => {
    expect((await collect(['{"@type":', '"Recipe"}']))[0].value).toEqual({ '@type': 'Recipe' });
    expect((await collect(['[{"a": 1}, {"b": ]']))[1].error).toMatch(/invalid JSON/);
  });
});
