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
    ssr: 'main/http/index.ts',
    outDir: 'out/host',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { format: 'cjs', entryFileNames: 'host.js' } },
  },
});
