import { rmSync } from 'node:fs';

/**
 * Temporary directories helpers made in this process, removed after each test file (test-cleanup.ts)
 * and at the end of `npm run bench` (run.mts). Kept on globalThis: under tsx the bench runner (ESM)
 * and the benches (loaded as CommonJS) get two instances of this module, and a set of its own in
 * each left every bench's test-context folder behind in the temp folder.
 */
const registry = globalThis as typeof globalThis & { __fs3TempDirs?: Set<string> };
const made: Set<string> = (registry.__fs3TempDirs ??= new Set<string>());

export function rememberTempDir(dir: string): string {
  made.add(dir);
  return dir;
}

export function removeRememberedTempDirs(): void {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made.clear();
}
