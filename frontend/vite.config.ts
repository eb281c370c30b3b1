import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: frontendRoot,
  plugins: [react(), precacheManifest()],
  resolve: {
    alias: { '@contracts': path.resolve(frontendRoot, '../backend/src/contracts') },
  },
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
