import { rmSync } from 'node:fs';

/** Temporary directories helpers made in this process, removed after each test file (test-cleanup.ts). */
const made = new Set<string>();

export function rememberTempDir(dir: string): string {
  made.add(dir);
  return dir;
}

export function removeRememberedTempDirs(): void {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made.clear();
}
