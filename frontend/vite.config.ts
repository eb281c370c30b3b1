import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

const frontendRoot = import.meta.dirname;

/** Lists every built file so the service worker can precache the whole app (lazy routes included). */
function precacheManifest(): Plugin {
  return {
    name: 'sous-precache-manifest',
    apply: 'build',
    generateBundle: {
      // After Vite's own hooks, which drop chunks that turned out to hold only CSS: listing one of
      // those would make the worker's install fail on a 404.
      order: 'post',
      handler(_options, bundle) {
        const files = Object.keys(bundle)
          .filter((file) => !file.endsWith('.map'))
          .map((file) => `/${file}`);
        this.emitFile({ type: 'asset', fileName: 'precache-manifest.json', source: JSON.stringify(files) });
      },
    },
  };
}

const alias = { '@contracts': path.resolve(frontendRoot, '../backend/src/contracts') };

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
    result = result.replace(tag, () => `<style>${css}</style>`);
  }
  return result;
}

/** Where the prerendered pages go: a dot folder, which the static middleware never serves by URL. */
export const PRERENDER_DIR = '.prerendered';

/**
 * After the client build: an SSR build of src/prerender.tsx renders the visitor's landing page,
 * which is written into a copy of the built index.html for each prerendered path
 * (dist/.prerendered/index.html for `/`, landing.html for `/landing`). The server sends those to
 * requests without a session cookie (backend/src/platform/http/static-files.ts); the browser
 * hydrates them (src/main.tsx).
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
      const serverDir = path.resolve(frontendRoot, '../node_modules/.cache/sous-prerender');
      await build({
        configFile: false,
        root: frontendRoot,
        logLevel: 'warn',
        plugins: [react()],
        resolve: { alias },
        build: {
          ssr: path.resolve(frontendRoot, 'src/prerender.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          target: 'node20',
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      try {
        const entry = `${pathToFileURL(path.join(serverDir, 'prerender.mjs')).href}?t=${Date.now()}`;
        const { render, prerenderedPaths } = (await import(entry)) as {
          render: (pathname: string) => string;
          prerenderedPaths: string[];
        };
        const shell = await inlineStylesheets(await readFile(path.join(outDir, 'index.html'), 'utf8'), outDir);
        if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
        await mkdir(path.join(outDir, PRERENDER_DIR), { recursive: true });
        for (const pathname of prerenderedPaths) {
          const html = shell.replace(
            '<div id="root"></div>',
            () => `<div id="root" data-prerendered>${render(pathname)}</div>`,
          );
          const file = pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
          await writeFile(path.join(outDir, PRERENDER_DIR, file), html);
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig({
  root: frontendRoot,
  plugins: [react(), precacheManifest(), prerenderLanding()],
  resolve: { alias },
  build: {
    outDir: path.resolve(frontendRoot, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/admin/queues': 'http://localhost:3000' },
  },
});
