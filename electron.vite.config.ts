import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY } from './shared/app/csp';

/**
 * Puts the CSP into the built page itself: a file:// page gets no response headers to carry it.
 * Build only, because the dev server's React refresh preamble is an inline script.
 * (frame-ancestors is ignored in a meta tag; the headers still send it.)
 */
function cspMeta(): Plugin {
  const policy = CONTENT_SECURITY_POLICY.split('; ').filter((d) => !d.startsWith('frame-ancestors')).join('; ');
  return {
    name: 'fs3-csp-meta',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`),
  };
}

export default defineConfig({
  main: {
    build: {
      rollupOptions: {
        // The campaign import's worker thread (issue 35) and the turn forecast's are entries of their own, beside index.js.
        input: {
          index: resolve('main/index.ts'),
          'import-worker': resolve('main/core/campaign/import-worker.ts'),
          'forecast-worker': resolve('main/core/combat/forecast-worker.ts'),
        },
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
      // The players' page (issue 21) is its own entry, so its bundle holds none of the storyteller's app.
      rollupOptions: { input: { index: resolve('renderer/index.html'), player: resolve('renderer/player.html') } },
    },
    // Issue 38: the PDF worker (renderer/pdf/pdf-worker.ts) is a module worker, its chunks ES modules.
    worker: { format: 'es' },
    plugins: [react(), cspMeta()],
  },
});
