import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The import-boundary rules need no type information; switching it off lets us lint probe files
// that do not exist on disk.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [{ ...tseslint.configs.disableTypeChecked, languageOptions: { parserOptions: { projectService: false } } }],
});

async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('no-restricted')).map((m) => m.message);
}

describe('runtime boundaries', () => {
  it.each([
    ["import { app } from 'electron';", /Electron/],
    ["import { readFileSync } from 'node:fs';", /no Node built-ins/],
    ["import path from 'path';", /no Node built-ins/],
    ["import { useState } from 'react';", /no React/],
    ["import { openDb } from '../../main/core/db/open';", /imports only shared/],
    ['export const x = Math.random();', /injected Rng/],
    ['export const t = Date.now();', /No clock/],
    ['export const d = new Date();', /No clock/],
    ['export const w = window.innerWidth;', /window/],
  ])('shared/ refuses %s', async (code, message) => {
    const found = await violations('shared/rules/probe.ts', code);
    expect(found.some((m) => message.test(m)), found.join('\n')).toBe(true);
  });

  it('lets shared/ import shared/ and zod', async () => {
    expect(await violations('shared/rules/probe.ts', "import { z } from 'zod';\nimport { rollPool } from './pool';\nexport const a = [z, rollPool];")).toEqual([]);
  });

  it.each([
    ["import { createHandlers } from '../../main/core/handlers';", /may not import from main/],
    ["import { ipcRenderer } from 'electron';", /Electron/],
    ["import fs from 'node:fs';", /contract/],
  ])('renderer/ refuses %s', async (code, message) => {
    const found = await violations('renderer/features/probe.ts', code);
    expect(found.some((m) => message.test(m)), found.join('\n')).toBe(true);
  });

  it('keeps Electron out of main/core and the HTTP host', async () => {
    expect(await violations('main/core/probe.ts', "import { app } from 'electron';")).not.toEqual([]);
    expect(await violations('main/http/probe.ts', "import { app } from 'electron';")).not.toEqual([]);
    expect(await violations('main/electron/probe.ts', "import { app } from 'electron';\nexport const a = app;")).toEqual([]);
  });

  it('lets the preload import only the zod-free name lists', async () => {
    expect(await violations('main/preload/probe.ts', "import { contract } from '../../shared/ipc/contract';")).not.toEqual([]);
    expect(await violations('main/preload/probe.ts', "import { METHOD_NAMES } from '../../shared/ipc/names';\nexport const m = METHOD_NAMES;")).toEqual([]);
  });
});
