import { describe, expect, it } from 'vitest';
import { BUILTIN_GEAR } from '../../../shared/core/content/builtin-gear';
import { exportGameConfig } from '../../../shared/config/export';
import { exportSharedConfig, importSharedConfig, SHARED_CONFIG_FORMAT } from '../../../shared/config/json-share';
import { BSG_SETTING } from '../../../shared/core/content';
import { importedDefault } from './fixtures';

describe('sharing gear and settings as JSON', () => {
  it('round-trips the setting and gear catalog', () => {
    const text = exportSharedConfig({ setting: BSG_SETTING, gear: BUILTIN_GEAR });
    expect(JSON.parse(text)).toMatchObject({ format: SHARED_CONFIG_FORMAT, formatVersion: 1 });
    expect(importSharedConfig('gear.json', text)).toEqual({ ok: true, value: { setting: BSG_SETTING, gear: BUILTIN_GEAR } });
  });

  it('round-trips an imported AresMUSH configuration with its key order', () => {
    const config = importedDefault();
    const result = importSharedConfig('game.json', exportSharedConfig({ aresmush: config }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(JSON.stringify(result.value.aresmush)).toBe(JSON.stringify(config));
    expect(exportGameConfig(result.value.aresmush!)).toEqual(exportGameConfig(config));
  });

  it('locates JSON syntax errors', () => {
    const result = importSharedConfig('gear.json', '{\n  "format": "fs3-console-gear-and-setting",\n  "gear": [,]\n}');
    expect(result).toMatchObject({ ok: false, problems: [{ severity: 'error', code: 'json-syntax', file: 'gear.json', line: 3, column: 12 }] });
  });

  it('refuses other documents, newer formats and invalid content, naming the key path', () => {
    expect(importSharedConfig('x.json', '{"format":"something-else","formatVersion":1}')).toMatchObject({ ok: false, problems: [{ message: expect.stringMatching(/not an FS3 Console/) }] });
    expect(importSharedConfig('x.json', JSON.stringify({ format: SHARED_CONFIG_FORMAT, formatVersion: 9, gear: BUILTIN_GEAR }))).toMatchObject({
      ok: false, problems: [{ message: expect.stringMatching(/newer FS3 Console/) }],
    });
    const broken = structuredClone(BUILTIN_GEAR);
    broken.vehicles[0]!.armor = 'Cardboard';
    const result = importSharedConfig('x.json', exportSharedConfig({ gear: broken }));
    expect(result).toMatchObject({ ok: false, problems: [{ file: 'x.json', path: ['gear', 'vehicles', 0, 'armor'], message: "No armor named 'Cardboard'" }] });
    expect(importSharedConfig('x.json', JSON.stringify({ format: SHARED_CONFIG_FORMAT, formatVersion: 1 }))).toMatchObject({ ok: false });
  });
});
