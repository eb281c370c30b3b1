import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * License check of what Sous ships: every package the lockfile marks as a production dependency
 * (the server's runtime and everything the frontend bundle is built from), read from the lockfile and
 * node_modules. Copyleft licenses (GPL, AGPL, LGPL and kin) fail, and so does a package with no license.
 * An SPDX "A OR B" passes when one side is allowed. Run: `npm run lint:licenses`.
 */
const COPYLEFT = /\b(A?GPL|LGPL|SSPL|EUPL|OSL|CPAL|RPL|CC-BY-SA|CC-BY-NC)/i;

/** Reviewed exceptions: packages (by name pattern) and why each is acceptable. */
const REVIEWED: Array<[pattern: RegExp, why: string]> = [
  [
    /^@img\/sharp-(libvips-|wasm32$|win32-)/,
    "sharp's per-platform builds of libvips (LGPL-3.0-or-later), shipped unmodified as a separate library " +
      "that sharp loads at run time (dynamic linking the LGPL allows); only this platform's build is installed",
  ],
  [
    /^libheif-js$/,
    'libheif and libde265 (LGPL-3.0) compiled to WebAssembly, the HEVC decoder heic-decode loads at run time ' +
      'for HEIC photos: its own package, shipped unmodified and replaceable (as the LGPL asks), never bundled ' +
      'into our code; every HEVC decoder there is comes under the LGPL or the GPL',
  ],
];
const reviewed = (name: string) => REVIEWED.some(([pattern]) => pattern.test(name));

interface LockPackage {
  version?: string;
  license?: string | { type?: string };
  dev?: boolean;
  devOptional?: boolean;
  link?: boolean;
}

/** True when an SPDX expression can be satisfied without a copyleft license. */
export function permissive(expression: string): boolean {
  const text = expression.replace(/[()]/g, ' ').trim();
  if (!text) return false;
  return text
    .split(/\s+OR\s+/i)
    .some((alternative) => alternative.split(/\s+AND\s+/i).every((part) => part.trim() && !COPYLEFT.test(part)));
}

export function checkLicenses(root = process.cwd()) {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockPackage>;
  };
  const shipped: Array<{ name: string; version: string; license: string }> = [];
  const problems: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (!location || entry.dev || entry.devOptional || entry.link) continue;
    const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    let license = typeof entry.license === 'string' ? entry.license : entry.license?.type;
    const manifest = path.join(root, location, 'package.json');
    if (!license && existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
        license?: string | { type?: string };
        licenses?: Array<{ type?: string }>;
      };
      license =
        typeof pkg.license === 'string'
          ? pkg.license
          : (pkg.license?.type ?? pkg.licenses?.map((l) => l.type).join(' OR '));
    }
    shipped.push({ name, version: entry.version ?? '?', license: license ?? 'UNKNOWN' });
    if (reviewed(name)) continue;
    if (!license) problems.push(`${name}@${entry.version}: no license declared`);
    else if (!permissive(license)) problems.push(`${name}@${entry.version}: ${license}`);
  }
  return { shipped, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { shipped, problems } = checkLicenses();
  const counts = new Map<string, number>();
  for (const { license } of shipped) counts.set(license, (counts.get(license) ?? 0) + 1);
  const summary = [...counts].sort((a, b) => b[1] - a[1]).map(([license, count]) => `${license} ${count}`);
  console.log(`licenses of ${shipped.length} shipped packages: ${summary.join(', ')}`);
  if (problems.length) {
    console.error(`copyleft or missing licenses in shipped packages:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}
