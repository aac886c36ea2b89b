import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      rollupOptions: {
        input: { index: resolve('main/index.ts') },
      },
      // electron-store is ESM-only; bundling it keeps the CommonJS main loadable everywhere.
      externalizeDeps: { exclude: ['electron-store'] },
    },
  },
  preload: {
    build: {
      rollupOptions: { input: { index: resolve('main/preload/index.ts') } },
      // A sandboxed preload cannot require() node_modules: bundle everything it uses.
      externalizeDeps: false,
    },
  },
  renderer: {
    root: 'renderer',
    base: './',
    resolve: { dedupe: ['pdfkit'] },
    build: {
      outDir: resolve('out/renderer'),
      minify: true,
      rollupOptions: { input: resolve('renderer/index.html') },
    },
    plugins: [react()],
  },
});
