import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectFormat, detectFormatFromText, UnknownFormatError } from './detect-format';
import { fixture, gzippedFixture } from './fixtures/paths';

describe('detectFormatFromText', () => {
  it.each([
    ['dataset line', '{"file": "index/a/a.json", "title": "A"}\n{"file": "index/b/b.json"}\n', 'jsonl'],
    ['a single JSON Lines record', '{"title": "A", "ingredients": []}\n', 'jsonl'],
    ['JSON-LD Recipe per line', '{"@context":"https://schema.org","@type":"Recipe"}\n{"@type":"Recipe"}\n', 'jsonl'],
    ['one-line JSON-LD document', '{"@context":"https://schema.org","@type":"Recipe","name":"A"}', 'jsonld'],
    ['pretty-printed JSON-LD', '{\n  "@context": "https://schema.org",\n  "@graph": []\n}\n', 'jsonld'],
    ['JSON-LD array', '\uFEFF  [\n {"@type": "Recipe"}\n]', 'jsonld'],
    [
      'Food.com header',
      'name,id,minutes,contributor_id,submitted,tags,nutrition,n_steps,steps,description,ingredients,n_ingredients\r\nx,1',
      'foodcom-csv',
    ],
    ['quoted CSV header', '"name","id","steps","ingredients"\n', 'foodcom-csv'],
  ])('%s → %s', (_name, head, expected) => {
    expect(detectFormatFromText(head)).toBe(expected);
  });

  it.each([
    ['plain text', 'hello world\n'],
    ['a CSV with other columns', 'title,url\nx,y\n'],
  ])('rejects %s', (_name, head) => {
    expect(() => detectFormatFromText(head)).toThrow(UnknownFormatError);
  });

  it('does not call a broken .jsonl file JSON-LD', () => {
    expect(() => detectFormatFromText('{\n "title": "x"\n}', 'recipes.jsonl')).toThrow(UnknownFormatError);
  });
});

describe('detectFormat', () => {
  it.each([
    ['synthetic-recipes.jsonl', 'jsonl', false],
    ['synthetic-recipes.jsonl.gz', 'jsonl', true],
    ['foodcom.csv', 'foodcom-csv', false],
    ['recipe-graph.jsonld.json', 'jsonld', false],
    ['recipes-array.json', 'jsonld', false],
  ])('%s → %s (gzip %s)', async (name, format, gzip) => {
    const file = name.endsWith('.gz') ? gzippedFixture(name.slice(0, -'.gz'.length)) : fixture(name);
    expect(await detectFormat(file)).toEqual({ format, gzip });
  });

  it('sniffs gzip by its magic bytes, not the file name', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sous-detect-'));
    const file = path.join(dir, 'recipes.data');
    writeFileSync(file, gzipSync('name,id,steps,ingredients\n1,2,[],[]\n'));
    expect(await detectFormat(file)).toEqual({ format: 'foodcom-csv', gzip: true });
  });
});
