import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { constants as zlib } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { PRERENDER_DIR, PRERENDERED_PATHS, prerenderedFile } from '../common/contracts/first-paint';

const frontendRoot = import.meta.dirname;

/** `common/` (contracts and the kitchen library), shared with the server under the same name. */
const alias = { '@common': path.resolve(frontendRoot, '../common') };

/**
 * The entry's stylesheet (a few KB compressed) written into the page: the prerendered HTML can then
 * paint as it arrives, without waiting for another round trip. Only these pages, a visitor's first.
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)">/g)];
  let result = html;
  for (const [tag, href] of links) {
    const css = await readFile(path.join(outDir, href), 'utf8');
    if (css.includes('</style')) continue;
    // The disabled link is never fetched, but it tells Vite's loader for lazy chunks that this
    // stylesheet is on the page: without it, opening the recipe browser's chunk appended the same
    // stylesheet again, a second download and a style recalculation of the whole hydrating page.
    result = result.replace(tag, () => `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`);
  }
  return result;
}

/** The server entry (src/prerender.tsx) built for Node, kept for the web server's signed-in renders. */
export const SSR_DIR = '.ssr';

/**
 * The code a server-rendered recipe browser needs besides the entry: its page and the signed-in
 * header (both lazy). Their stylesheets are written into the page's head with the entry's, so the
 * HTML paints styled as it arrives (their scripts follow from the entry, off the first paint's path).
 */
const SERVER_RENDERED_CHUNKS = ['src/app/routes/recipe-browser.tsx', 'src/app/layouts/signed-in-header.tsx'];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Stylesheets of `sources` and everything they import statically, minus the entry's. */
function chunkStylesheets(manifest: Record<string, ManifestChunk>, sources: string[]): string[] {
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const child of manifest[key]?.imports ?? []) walk(child, into);
  };
  const entry = new Set<string>();
  walk('index.html', entry);
  const needed = new Set<string>();
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
    walk(source, needed);
  }
  const css = [...needed].filter((key) => !entry.has(key)).flatMap((key) => manifest[key].css ?? []);
  return [...new Set(css)].map((file) => `/${file}`);
}

/**
 * After the client build: an SSR build of src/prerender.tsx into dist/.ssr/render.mjs.
 * - It renders each route whose first paint for a visitor is prerendered (common/contracts/first-paint.ts)
 *   into a copy of the built index.html (dist/.prerendered/index.html for `/`, landing.html for `/landing`).
 *   The server sends those to requests without a session cookie (backend/src/platform/http/static-files.ts);
 *   the browser hydrates them (src/main.tsx).
 * - It stays, with dist/.ssr/page-shell.html (index.html with the recipe browser's stylesheets
 *   inlined), for the web server to render a signed-in user's recipe browser per request
 *   (backend/src/platform/http/server-render.ts).
 */
function prerenderLanding(): Plugin {
  let ssrBuild = false;
  let outDir = '';
  return {
    name: 'sous-prerender-landing',
    apply: 'build',
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr);
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (ssrBuild) return;
      // Inside the project, so the bundle's bare imports (react, react-dom/server…) resolve.
      const serverDir = path.join(outDir, SSR_DIR);
      await build({
        configFile: false,
        root: frontendRoot,
        // public/ is the client build's to copy, not the server entry's.
        publicDir: false,
        logLevel: 'warn',
        plugins: [react()],
        resolve: { alias },
        // Self-contained, with React's production build whatever NODE_ENV the server runs under: a
        // development React would render several times slower and check every render twice.
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: path.resolve(frontendRoot, 'src/prerender.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          target: 'node20',
          rollupOptions: { output: { entryFileNames: 'render.mjs' } },
        },
      });
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      const pageLinks = chunkStylesheets(manifest, SERVER_RENDERED_CHUNKS)
        .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
        .join('');
      await writeFile(
        path.join(serverDir, 'page-shell.html'),
        await inlineStylesheets(
          index.replace('</head>', () => `${pageLinks}</head>`),
          outDir,
        ),
      );
      const entry = `${pathToFileURL(path.join(serverDir, 'render.mjs')).href}?t=${Date.now()}`;
      const { renderVisitor } = (await import(entry)) as {
        renderVisitor: (pathname: string) => Promise<{ html: string; state: unknown }>;
      };
      const shell = await inlineStylesheets(index, outDir);
      if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
      await mkdir(path.join(outDir, PRERENDER_DIR), { recursive: true });
      for (const pathname of PRERENDERED_PATHS) {
        const { html: body, state } = await renderVisitor(pathname);
        // As the server writes a signed-in page's state (platform/http/server-render.ts): JSON, `<` and `>` escaped.
        const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
        const html = shell.replace(
          '<div id="root"></div>',
          () =>
            `<div id="root" data-prerendered>${body}</div>` +
            `<script type="application/json" id="sous-state">${json}</script>`,
        );
        await writeFile(path.join(outDir, prerenderedFile(pathname)), html);
      }
    },
  };
}

/**
 * Which build a page comes from, in `<meta name="sous-build">`: SOUS_BUILD_ID, else the commit the
 * build was made from. Support reads it off a cook's page; the update journey tells two builds apart.
 */
function buildId(): string | undefined {
  if (process.env.SOUS_BUILD_ID) return process.env.SOUS_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: frontendRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    // No git (the image's build context has no .git): the page simply names no build.
    return undefined;
  }
}

function buildIdMeta(): Plugin {
  const id = buildId();
  return {
    name: 'sous-build-id',
    apply: 'build',
    transformIndexHtml: () =>
      id ? [{ tag: 'meta', attrs: { name: 'sous-build', content: id }, injectTo: 'head' }] : [],
  };
}

/**
 * The service worker (src/sw.ts), built with the list of this build's files to precache, each with
 * its revision: a build that changes any of them is a new worker, which the page offers to the cook
 * (app/service-worker.ts registers it). The web app manifest stays public/manifest.webmanifest.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  // The page registers it itself (app/service-worker.ts): the plugin's register code would add
  // workbox-window's 2 KB to every page.
  injectRegister: false,
  manifest: false,
  injectManifest: {
    // The shell, the app's code and styles (lazy pages included), and what the shell's head names.
    // Not the prerendered pages or the server's files (dot folders), nor the icons and screenshots.
    globPatterns: ['index.html', 'assets/*.{js,css}', 'manifest.webmanifest', 'favicon.svg'],
    // Hashed names change with their content: the name is the revision.
    dontCacheBustURLsMatching: /^assets\//,
    // A classic worker script: every workbox module bundled in, no import statements left.
    rollupFormat: 'iife',
  },
});

/**
 * Every script and stylesheet compressed once, at the build, at the highest settings: koa-send
 * (platform/http/static-files.ts) serves the `.br` or `.gz` copy a browser accepts. Compressed per
 * request instead, at the quick settings a server can afford each time, the framework's chunk is 17 kB
 * larger, all of it on a visitor's first paint. Only these, whose names change with their content, so
 * that a copy can never be older than its file; pages are compressed as they are sent (koa-compress).
 */
const precompressed = compression({
  include: /\.(js|css)$/,
  threshold: 1024,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  logLevel: 'silent',
});

export default defineConfig({
  root: frontendRoot,
  plugins: [react(), buildIdMeta(), serviceWorker, precompressed, prerenderLanding()],
  resolve: { alias },
  build: {
    outDir: path.resolve(frontendRoot, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // dist/.vite/manifest.json: which files each source became (prerenderLanding reads it).
    manifest: true,
    // React, React Router and react-query in one chunk of their own, beside the app's entry. Left to
    // itself, the bundler split what the entry shares with the lazy pages into six small chunks
    // (each moved by unrelated edits), 1.6 kB more than one chunk on a visitor's landing page, whose
    // budget is 120 kB (bench/web.ts). One chunk also stays cached across releases of the app. Mutations
    // are left out: no page a visitor lands on changes anything, so they load with the pages that do.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/](?!.*(useMutation|mutationObserver)\.js$)|src[\\/]lib[\\/]api\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/admin/queues': 'http://localhost:3000' },
  },
});
