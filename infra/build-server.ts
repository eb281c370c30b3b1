/**
 * Bundles the web and worker processes (backend/src/main.ts, workers/src/main.ts) and the release step
 * (db/migrate.ts) with esbuild into
 * .build/server/ (git-ignored), npm packages left external, so that production runs them under plain
 * `node`. Under tsx, each process also carries tsx's loader: a second V8 isolate in its own thread,
 * plus every module compiled from TypeScript at start-up (docs/performance.md, "API under load and
 * memory"). `npm run build` runs this; infra/serve.js picks the bundle or the sources.
 *
 * The manifest beside the bundle records the SHA-256 of every source file that went into it and the
 * names of the migrations; infra/serve.js runs the bundle only while they all still match.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUILD_DIR = path.join(root, '.build/server');
const MIGRATIONS_DIR = path.join(root, 'db/migrations');

export interface ServerBuildManifest {
  builtAt: string;
  /** Source files (repo-relative) → SHA-256 of their content when bundled. */
  inputs: Record<string, string>;
  /** db/migrations' file names: a new migration must not be missed by a stale bundle. */
  migrations: string[];
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const posix = (file: string) => file.split(path.sep).join('/');

/**
 * Our sources find files next to themselves (`import.meta.dirname`, `new URL('./x', import.meta.url)`):
 * the media folder, the assistant's prompts, seed content, migrations. In the bundle, `import.meta`
 * is the bundle's, so each source's own location is put back, relative to the bundle (which keeps
 * the build relocatable with the checkout, as in the Docker image).
 */
const ownLocation = (outDir: string): Plugin => ({
  name: 'own-location',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const fromBundle = (target: string) => JSON.stringify(posix(path.relative(outDir, target)));
      const file = `__sousJoin(import.meta.dirname, ${fromBundle(args.path)})`;
      const contents = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.dirname', `__sousJoin(import.meta.dirname, ${fromBundle(path.dirname(args.path))})`)
        .replaceAll('import.meta.filename', file)
        .replaceAll('import.meta.url', `__sousFileUrl(${file}).href`);
      return { contents, loader: 'ts' };
    });
  },
});

const listMigrations = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .sort();

/** Builds into `outDir` (tests build their own; infra/serve.js reads SERVER_BUILD_DIR then). */
export async function buildServer(outDir = SERVER_BUILD_DIR): Promise<ServerBuildManifest> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { web: 'backend/src/main.ts', worker: 'workers/src/main.ts', migrate: 'db/migrate.ts' },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [ownLocation(outDir)],
    banner: {
      js: "import { join as __sousJoin } from 'node:path'; import { pathToFileURL as __sousFileUrl } from 'node:url';",
    },
  });
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs)
      .sort()
      .map((input) => [input, sha256(path.join(root, input))]),
  );
  const manifest: ServerBuildManifest = { builtAt: new Date().toISOString(), inputs, migrations: listMigrations() };
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const manifest = await buildServer();
  console.log(
    `Server bundle: ${path.relative(root, SERVER_BUILD_DIR)}/ (${Object.keys(manifest.inputs).length} sources)`,
  );
}
