import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLicenses, permissive } from './hygiene/licenses';
import { recordFigures } from './support/figures';

/** The checks behind `npm run lint:deps`, kept in the fast suite too so a red lockfile shows up in `npm test`. */
describe('dependency hygiene', () => {
  it('takes every package from the npm registry: lockfile-lint, sha512 integrity, no git/http/file specs', (context) => {
    const output = execFileSync(
      'npx',
      ['--no-install', ...JSON.parse(readFileSync('package.json', 'utf8')).scripts['lint:lockfile'].split(' ')],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(output).toMatch(/No issues detected/);
    // This machine's npm writes lockfiles without `resolved` (omit-lockfile-registry-resolved=true), so
    // lockfile-lint's host check has nothing to refuse unless a non-registry source appears. Check the
    // rest directly: every package pinned by sha512, any resolved URL on the npm registry over https,
    // and no git/http/file/link specs in package.json.
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { resolved?: string; integrity?: string; link?: boolean }>;
    };
    const packages = Object.entries(lock.packages).filter(([location, entry]) => location && !entry.link);
    expect(
      packages.filter(([, entry]) => !entry.integrity?.startsWith('sha512-')).map(([location]) => location),
    ).toEqual([]);
    const resolved = packages.filter(([, entry]) => entry.resolved);
    expect(resolved.filter(([, entry]) => !entry.resolved!.startsWith('https://registry.npmjs.org/'))).toEqual([]);
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
    const specs = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.overrides });
    expect(specs.filter(([, spec]) => /^(git|https?|file|link|github):|\//.test(spec))).toEqual([]);
    recordFigures(
      context,
      `${packages.length} packages sha512-pinned, ${resolved.length} resolved URLs (all npm registry, https), ${specs.length} registry specs`,
    );
  });

  it('ships no copyleft-licensed package (server runtime and frontend bundle)', (context) => {
    const { shipped, problems } = checkLicenses();
    expect(shipped.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    recordFigures(context, `${shipped.length} production packages, 0 copyleft`);
  });

  it.each([
    ['MIT', true],
    ['(MIT OR GPL-3.0-or-later)', true],
    ['GPL-2.0', false],
    ['AGPL-3.0-only', false],
    ['LGPL-2.1-or-later', false],
    ['MIT AND LGPL-3.0', false],
    ['', false],
  ])('reads the SPDX expression %j as permissive: %s', (expression, expected) => {
    expect(permissive(expression)).toBe(expected);
  });
});
