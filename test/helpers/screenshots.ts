import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Screenshots are CI artifacts: written under test-results/screenshots (git-ignored), looked at by people. */
export function screenshotPath(name: string): string {
  const dir = join(process.cwd(), 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}
