import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The browser-mode host (out/host/host.js) is built on its own: bundled together with the Electron
 * main entry, the bundler placed its runtime helpers in index.js and the host then required
 * Electron on plain Node.
 */
export default defineConfig({
  root,
  logLevel: 'warn',
  build: {
    // The campaign import's worker thread (issue 35) and the turn forecast's are entries of their own, beside host.js.
    ssr: true,
    outDir: 'out/host',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      input: { host: 'main/http/index.ts', 'import-worker': 'main/core/campaign/import-worker.ts', 'forecast-worker': 'main/core/combat/forecast-worker.ts' },
      output: { format: 'cjs', entryFileNames: '[name].js' },
    },
  },
});
