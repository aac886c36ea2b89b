// Issue 38: the 500-combatant turn is compared with the engine's own turn. Run through tsx, both
// carry what tsx adds to every named function and closure (esbuild's keepNames wrappers), which the
// app's bundle does not: the main process is built by Vite without them. So those two benches run
// the way the app ships: their module is bundled by Vite (as `npm run build` bundles main), then
// run in a child Node process, which prints the figure.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundleForNode } from '../helpers/bundle-for-node';

/** Set in the child: the bench runs its own body there. */
export const SHIPPED_CHILD = 'FS3_BENCH_SHIPPED_CHILD';

export function inShippedChild(): boolean {
  return process.env[SHIPPED_CHILD] === '1';
}

/** Bundles `moduleFile` (a bench module, relative to test/bench) and runs its bench `name` in a child process. */
export async function runShipped(moduleFile: string, name: string): Promise<string> {
  const root = process.cwd();
  // Inside the repository (ignored by git), so the bundle's external packages resolve from node_modules.
  const dir = join(root, '.bench', `shipped-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  try {
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `import { benches } from ${JSON.stringify(resolve(root, 'test/bench', moduleFile))};\n` +
        `const bench = benches.find((b) => b.name === ${JSON.stringify(name)});\n` +
        `if (!bench) throw new Error('no bench named ' + ${JSON.stringify(name)});\n` +
        `process.stdout.write(JSON.stringify(await bench.run()));\n` +
        `process.exit(0);\n`,
    );
    const bundle = await bundleForNode(root, entry, join(dir, 'out'), 'bench');
    // FS3_BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the shipped run.
    const nodeArgs = (process.env['FS3_BENCH_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
    const out = execFileSync(process.execPath, [...nodeArgs, bundle], {
      env: { ...process.env, [SHIPPED_CHILD]: '1', NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    return `${JSON.parse(out) as string} (bundled as shipped)`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
