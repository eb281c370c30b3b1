import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFigures } from './support/figures';
import { generousLimits, startWorld, type World } from './support/world';

/*
 * sqlmap (Debian's package: `apt-get install -y sqlmap`) against a running server with a signed-in
 * session, on the search and filter parameters. Part of `npm run test:reliability` only: it takes
 * minutes. SQLMAP_LEVEL / SQLMAP_RISK change the depth (default 3 / 2).
 */
const LEVEL = process.env.SQLMAP_LEVEL ?? '3';
const RISK = process.env.SQLMAP_RISK ?? '2';
const outputDir = path.resolve('.data/sqlmap');

const TARGETS: Array<{ name: string; path: string; as: 'premium' | 'admin' }> = [
  {
    name: 'recipe search and filters',
    path: '/api/recipes?search=egg&cuisine=Italian&difficulty=Beginner&mealType=Dinner&dietary=Vegetarian&maxCookingTime=60&minRating=3&page=1&limit=24&featured=false',
    as: 'premium',
  },
  { name: 'recipes by ingredients', path: '/api/recipes/by-ingredients?have=egg,tomato&limit=10', as: 'premium' },
  { name: 'skill video filters', path: '/api/videos?category=Knife%20Skills&difficulty=Beginner', as: 'premium' },
  {
    name: 'recipe ratings paging (and the id in the path)',
    path: '/api/recipes/1*/ratings?page=1&limit=20',
    as: 'premium',
  },
  { name: 'admin review filter', path: '/api/admin/reviews?status=approved&page=1&limit=50', as: 'admin' },
];

let world: World;
beforeAll(async () => {
  const version = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    throw new Error('sqlmap is not installed. Install it with: apt-get install -y sqlmap (Debian/Ubuntu package)');
  }
  world = await startWorld(generousLimits);
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });
});
afterAll(() => world?.server.close());

function runSqlmap(url: string, cookie: string, resultsFile: string) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(
      'sqlmap',
      [
        '-u',
        url,
        `--cookie=${cookie}`,
        '--batch',
        `--level=${LEVEL}`,
        `--risk=${RISK}`,
        '--threads=4',
        '--time-sec=2',
        '--timeout=15',
        '--retries=1',
        '--flush-session',
        '--disable-coloring',
        '--skip-waf',
        '--user-agent=sqlmap-reliability',
        // The session cookie is the credential, not input: mutating it just signs sqlmap out (401).
        '--skip=sous_session',
        `--output-dir=${outputDir}`,
        `--results-file=${resultsFile}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

describe(`sqlmap (level ${LEVEL}, risk ${RISK})`, () => {
  for (const target of TARGETS) {
    it(`finds no injectable parameter in ${target.name}`, async (context) => {
      const url = `${world.server.url.replace('localhost', '127.0.0.1')}${target.path}`;
      const resultsFile = path.join(outputDir, `${target.name.replace(/\W+/g, '-')}.csv`);
      const { code, output, ms } = await runSqlmap(url, world.actors[target.as].client.cookieHeader, resultsFile);
      const tail = output.slice(-3000);
      expect(code, tail).toBe(0);
      // In its multi-target mode sqlmap reports the all-clear itself as an [ERROR]; anything else is a real one.
      expect(output).toMatch(/all tested parameters do not appear to be injectable/i);
      const errors = output
        .split('\n')
        .filter((line) => /\[(CRITICAL|ERROR)\]/.test(line) && !/do not appear to be injectable/.test(line));
      expect(errors, tail).toEqual([]);
      expect(output, tail).not.toMatch(/identified the following injection point/i);
      const injectable = [...output.matchAll(/parameter '([^']+)' (?:is|appears to be) '[^']+' injectable/gi)].map(
        (match) => match[1],
      );
      expect(injectable).toEqual([]);
      // sqlmap's CSV lists one row per injection point found: only the header may be there.
      const rows = readFileSync(resultsFile, 'utf8').trim().split('\n');
      expect(rows[0]).toMatch(/^Target URL,Place,Parameter/);
      expect(rows.slice(1)).toEqual([]);
      const tested = new Set(
        [...output.matchAll(/testing for SQL injection on \w+ parameter '([^']+)'/gi)].map((m) => m[1]),
      );
      const requests = [...output.matchAll(/^(\d{3}) \([^)]*\) - (\d+) times/gm)].reduce(
        (sum, m) => sum + Number(m[2]),
        0,
      );
      expect(tested.size).toBeGreaterThan(0);
      recordFigures(
        context,
        `${tested.size} parameters (${[...tested].join(', ')}), 0 injectable, ${requests}+ non-200 answers, ${Math.round(ms / 1000)} s`,
      );
    });
  }
});
