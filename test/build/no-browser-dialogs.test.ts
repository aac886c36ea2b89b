/**
 * Issue 37: every confirmation is the app's own dialog (focus-trapped, Escape closes, focus goes
 * back); the browser's confirm(), alert() and prompt() block the page, cannot be styled or
 * themed, and a desktop window shows them with the app's URL as the title.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERER = join(process.cwd(), 'renderer');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

describe('issue 37: no browser dialogs in the renderer', () => {
  it('calls none of confirm(), alert() or prompt()', () => {
    const calls: string[] = [];
    for (const file of sources(RENDERER)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const code = line.replace(/\/\/.*$/, '').replace(/(['"`]).*?\1/g, '""');
          if (/(^|[^.\w])(window\.)?(confirm|alert|prompt)\s*\(/.test(code) || /window\.(confirm|alert|prompt)\b/.test(code)) calls.push(`${file.slice(RENDERER.length + 1)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(calls).toEqual([]);
  });
});
