import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The import-boundary rules need no type information; switching it off (the lint's one program,
// `project`) lets us lint probe files that do not exist on disk.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [{ ...tseslint.configs.disableTypeChecked, languageOptions: { parserOptions: { project: false } } }],
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
    const found = await violations('shared/core/dice/probe.ts', code);
    expect(found.some((m) => message.test(m)), found.join('\n')).toBe(true);
  });

  it('lets shared/ import shared/ and zod', async () => {
    expect(await violations('shared/core/dice/probe.ts', "import { z } from 'zod';\nimport { rollPool } from './pool';\nexport const a = [z, rollPool];")).toEqual([]);
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

  // Issue 36: every edition in its own folder, the core neutral, no edition leaning on another.
  it.each([
    ['shared/core/combat/probe.ts', "import { FS32_COMBAT_RULESET } from '../../systems/fs3.2/combat/ruleset';"],
    ['shared/core/mechanics/probe.ts', "import { EDITIONS } from '../../systems/registry';"],
    ['shared/core/dice/probe.ts', "import type { GameSystem } from '../../systems/types';"],
  ])('the core (%s) refuses an import of shared/systems', async (file, code) => {
    const found = await violations(file, code);
    expect(found.some((m) => /edition-neutral/.test(m)), found.join('\n')).toBe(true);
  });

  it.each([
    ['shared/systems/aresmush-3e/index.ts', "import { FS32_LISTS } from '../fs3.2/lists';"],
    ['shared/systems/fs3.1/combat/ruleset.ts', "import { FS32_COMBAT_RULESET } from '../../fs3.2/combat/ruleset';"],
    ['shared/systems/fading-suns-etkin/probe.ts', "import { FS31_LISTS } from '../fs3.1/combat/lists';"],
    ['shared/systems/fs3.2/probe.ts', "import { ETKIN_LISTS } from '../fading-suns-etkin/combat';"],
    ['shared/systems/fs3.2/probe.ts', "import { EDITIONS } from '../registry';"],
  ])('an edition (%s) refuses another edition: %s', async (file, code) => {
    const found = await violations(file, code);
    expect(found.some((m) => /never imports another edition/.test(m)), found.join('\n')).toBe(true);
  });

  it('lets an edition import its own folder, the core and the interface types', async () => {
    const code = "import { FS32_LISTS } from './lists';\nimport { STANDARD_RULESET } from '../../core/dice/ruleset';\nimport type { Edition } from '../types';\nexport const a = [FS32_LISTS, STANDARD_RULESET] as unknown as Edition;";
    expect(await violations('shared/systems/fs3.2/probe.ts', code)).toEqual([]);
  });

  it.each([
    ['main/core/probe.ts', "import { STANDARD_COMBAT_RULESET } from '../../shared/core/mechanics/combat-ruleset';"],
    ['main/core/probe.ts', "import { FS32_LISTS } from '../../shared/systems/fs3.2/lists';"],
    ['renderer/features/probe.ts', "import { rollPool } from '../../shared/core/dice/pool';"],
    ['renderer/features/probe.ts', "import { BSG_SETTING } from '../../shared/core/content';"],
  ])('%s reaches rules only through the interface: %s', async (file, code) => {
    const found = await violations(file, code);
    expect(found.some((m) => /game-system interface/.test(m)), found.join('\n')).toBe(true);
  });

  it('lets main/ use the edition-neutral combat machine and the interface', async () => {
    const code = "import { applyCommand } from '../../shared/core/combat/steps';\nimport { resolveSystem } from '../../shared/systems';\nexport const a = [applyCommand, resolveSystem];";
    expect(await violations('main/core/probe.ts', code)).toEqual([]);
  });
});
