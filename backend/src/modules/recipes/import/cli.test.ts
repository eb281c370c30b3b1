import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../../../testing/run-script';
import { testDatabasePerFile } from '../../../testing/test-db';
import { parseCliArgs, UsageError } from './cli-args';
import { describeProgress } from './progress';
import { gzippedFixture } from './fixtures/paths';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const cli = path.join(import.meta.dirname, 'cli.ts');

const runCli = (args: string[], env: Record<string, string>) =>
  runScript(cli, args, { cwd: repoRoot, env: { ...process.env, ...env } });

const database = testDatabasePerFile();

describe('npm run import (cli.ts)', () => {
  it('imports a file, prints the counts and writes the reject report', async () => {
    const report = path.join(mkdtempSync(path.join(tmpdir(), 'sous-cli-')), 'report.jsonl');
    const { code, stdout, stderr } = await runCli(
      [gzippedFixture('synthetic-recipes.jsonl'), '--report', report, '--batch', '2'],
      {
        DATABASE_URL: database.url,
      },
    );
    expect(stderr).not.toMatch(/Error/);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Read 8 recipes from synthetic-recipes\.jsonl\.gz \(jsonl, gzip\)/);
    expect(stdout).toMatch(/imported \(new\): 4/);
    expect(stdout).toMatch(/rejected: +4/);
    expect(readFileSync(report, 'utf8').trim().split('\n')).toHaveLength(4);
    expect(Number((await database.db('recipes').count({ n: '*' }))[0].n)).toBeGreaterThanOrEqual(4);
  });

  it('explains a file it cannot read', async () => {
    const { code, stderr } = await runCli([path.join(import.meta.dirname, 'classify.ts')], {
      DATABASE_URL: database.url,
    });
    expect(code).toBe(2);
    expect(stderr).toMatch(/Unrecognised file format/);
  });
});

describe('parseCliArgs', () => {
  it('reads the options', () => {
    expect(parseCliArgs(['f.jsonl', '--report', 'r.jsonl', '--batch', '500', '--limit', '10'])).toEqual({
      file: 'f.jsonl',
      reportPath: 'r.jsonl',
      batchSize: 500,
      limit: 10,
      writer: 'json',
      remap: false,
    });
    expect(parseCliArgs(['f.jsonl', '--remap'])).toMatchObject({ file: 'f.jsonl', remap: true });
    expect(parseCliArgs(['--help'])).toBe('help');
  });

  it.each([[[]], [['a', 'b']], [['f', '--batch', '0']], [['f', '--limit', 'x']], [['f', '--writer', 'copy']]])(
    'rejects %j',
    (args) => {
      expect(() => parseCliArgs(args)).toThrow(UsageError);
    },
  );
});

describe('describeProgress', () => {
  it('shows count, rate and ETA from byte progress', () => {
    expect(describeProgress({ records: 1000, bytesRead: 250, totalBytes: 1000 }, 2000, 8)).toBe(
      '[##------]  25%  1,000 of ~4,000 recipes  500/s  ETA 6s',
    );
  });
});
