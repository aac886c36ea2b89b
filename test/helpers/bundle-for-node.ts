// Used by the tests (bundle-child.ts) and the benches (shipped.ts) alike: no vitest import here.
import { join } from 'node:path';
import { build } from 'vite';

/**
 * Bundles `entry` with Vite for plain Node, as `npm run build` bundles main: ES module, Node 20,
 * not minified, packages external. Writes `<outDir>/<name>.mjs` and returns its path. `root`: the
 * repository, so the packages left external resolve from its node_modules.
 */
export async function bundleForNode(root: string, entry: string, outDir: string, name: string): Promise<string> {
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: { input: { [name]: entry }, output: { format: 'es', entryFileNames: '[name].mjs' } },
    },
  });
  return join(outDir, `${name}.mjs`);
}
