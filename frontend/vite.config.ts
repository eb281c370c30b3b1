import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const frontendRoot = import.meta.dirname;

export default defineConfig({
  root: frontendRoot,
  plugins: [react()],
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
