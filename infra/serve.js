/**
 * `npm run web` / `npm run worker` (Procfile, Docker image, bench/load.ts): starts the web or the
 * worker process. Plain JavaScript, so that it runs under plain `node`.
 *
 * When the server bundle (.build/server, made by `npm run build`, see infra/build-server.ts) is there
 * and fresh, it runs that: no tsx loader thread and its V8 isolate, no TypeScript compiled at start.
 * Otherwise it runs the TypeScript sources through tsx, as before. "Fresh" is checked by content:
 * every source file that went into the bundle still has the same SHA-256, and db/migrations holds
 * the same files. A stale bundle is never run.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const entries = { web: 'backend/src/main.ts', worker: 'workers/src/main.ts' };
const name = process.argv[2];
if (!Object.hasOwn(entries, name)) {
  console.error(`usage: node infra/serve.js ${Object.keys(entries).join('|')}`);
  process.exit(2);
}
// SERVER_BUILD_DIR: tests build their own bundle elsewhere.
const buildDir = path.resolve(root, process.env.SERVER_BUILD_DIR ?? '.build/server');

/** Why the bundle cannot be used, or undefined when it is fresh. */
function staleness() {
  const manifestFile = path.join(buildDir, 'manifest.json');
  if (!existsSync(manifestFile)) return 'no server bundle';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const [input, hash] of Object.entries(manifest.inputs)) {
    const file = path.join(root, input);
    if (!existsSync(file) || createHash('sha256').update(readFileSync(file)).digest('hex') !== hash) {
      return `${input} changed since the server bundle was built`;
    }
  }
  const migrations = readdirSync(path.join(root, 'db/migrations'))
    .filter((file) => file.endsWith('.ts'))
    .sort();
  if (migrations.join('\n') !== manifest.migrations.join('\n')) return 'db/migrations changed since the build';
  return undefined;
}

const stale = staleness();
if (stale) {
  console.error(`${name}: running the TypeScript sources through tsx (${stale}; \`npm run build\` bundles them)`);
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(root, entries[name])).href);
} else {
  await import(pathToFileURL(path.join(buildDir, `${name}.mjs`)).href);
}
