import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fromConfigExtras, toConfigExtras } from '../../../shared/config/config-extras';
import { exportGameConfig } from '../../../shared/config/export';
import { cloneJson, type GameConfig } from '../../../shared/config/model';
import { planImport } from '../../../shared/config/plan';
import { psychTags } from '../../../shared/config/yaml-source';
import { fixtureFiles, importedDefault } from './fixtures';

/** What Ruby's Psych would load: maps kept as Maps so number keys stay numbers. */
const load = (text: string): unknown => parse(text, { version: '1.1', customTags: psychTags, mapAsMap: true, uniqueKeys: false });
const reimport = (config: GameConfig) => planImport(null, exportGameConfig(config).map((f) => ({ name: f.name, text: f.text })));

describe('exporting to AresMUSH', () => {
  const config = importedDefault();
  const files = exportGameConfig(config);

  it('writes the same 17 files', () => {
    expect(files.map((f) => f.name)).toEqual(fixtureFiles().map((f) => f.name));
  });

  it('writes files equal to the input key by key and value by value, number keys included', () => {
    for (const input of fixtureFiles()) {
      const output = files.find((f) => f.name === input.name)!;
      expect(load(output.text), input.name).toEqual(load(input.text));
    }
  });

  it('keeps key order, the misspelled key and the YAML style AresMUSH writes', () => {
    const weapons = files.find((f) => f.name === 'fs3combat_weapons.yml')!.text;
    expect(weapons.startsWith('---\nfs3combat:\n  weapons:\n    Flash Grenade:\n')).toBe(true);
    expect(weapons).toContain('      is_automatic: false\n      Ammo: 4\n      recoil: 0\n');
    expect(weapons).toContain('      allowed_specials:\n      - Ap\n      - Bipod\n');
    const misc = files.find((f) => f.name === 'fs3skills_misc.yml')!.text;
    expect(misc).toContain('  luck_for_scene:\n    0: 0.1\n    10: 0.075\n');
    // Psych would read an unquoted "yes" or an unquoted number-like text differently.
    const tricky = exportGameConfig({ ...config, fs3skills: { ...config.fs3skills, roll_channel: 'yes', action_skills_blurb: '017' } });
    expect(tricky.find((f) => f.name === 'fs3skills_misc.yml')!.text).toContain("  roll_channel: 'yes'\n");
    const reread = reimport({ ...config, fs3skills: { ...config.fs3skills, roll_channel: 'yes', action_skills_blurb: '017' } });
    expect(reread.next!.fs3skills).toMatchObject({ roll_channel: 'yes', action_skills_blurb: '017' });
  });

  it('is the identity on the stored model: import, export, import', () => {
    const again = reimport(config);
    expect(again.next).toEqual(config);
    expect(JSON.stringify(again.next)).toBe(JSON.stringify(config));
    const onTop = planImport(config, exportGameConfig(config));
    expect(onTop.diff).toEqual({ added: [], changed: [], removed: [] });
    expect(onTop.next).toEqual(config);
  });

  it('writes whole numbers that were floats as floats, and keeps a game\'s extra keys', () => {
    const files2 = fixtureFiles().map((f) => (f.name === 'fs3skills_misc.yml' ? { ...f, text: f.text.replace('max_luck: 3', 'max_luck: 3.0') } : f));
    const plan = planImport(null, files2.map((f) => (f.name === 'fs3combat_mounts.yml' ? { ...f, text: `${f.text}    Pony:\n      description: Small\n      toughness: 2\n      mod_vs_unmounted: 0\n      npc_only: true\n` } : f)));
    const out = exportGameConfig(plan.next!);
    expect(out.find((f) => f.name === 'fs3skills_misc.yml')!.text).toContain('  max_luck: 3.0\n');
    expect(out.find((f) => f.name === 'fs3combat_mounts.yml')!.text).toContain('      npc_only: true\n');
    expect(reimport(plan.next!).next).toEqual(plan.next);
  });

  it('writes edits: deleted keys vanish, new keys go to the file AresMUSH keeps them in', () => {
    const edited = cloneJson(config as never) as GameConfig;
    delete edited.fs3combat.mounts;
    edited.fs3combat.gear_blurb = 'Check your gear.';
    delete edited.fs3skills.max_ap;
    edited.fs3skills.max_ap = 50;
    const out = exportGameConfig(edited);
    expect(load(out.find((f) => f.name === 'fs3combat_mounts.yml')!.text)).toEqual(new Map([['fs3combat', new Map()]]));
    expect(out.find((f) => f.name === 'fs3skills_chargen.yml')!.text).toContain('  max_ap: 50\n');
    const fresh = exportGameConfig({ fs3combat: { weapons: {} }, fs3skills: { use_advantages: true }, other: {}, layout: { files: [], keyHints: [], floatPaths: [] } });
    expect(fresh.map((f) => [f.name, f.text])).toEqual([
      ['fs3combat_weapons.yml', '---\nfs3combat:\n  weapons: {}\n'],
      ['fs3skills_advantages.yml', '---\nfs3skills:\n  use_advantages: true\n'],
    ]);
  });

  it('survives storage as config_extras rows in any order, and JSON', () => {
    const rows = toConfigExtras(config).sort((a, b) => a.source.localeCompare(b.source) || a.keyPath.localeCompare(b.keyPath));
    const back = fromConfigExtras(JSON.parse(JSON.stringify(rows)));
    expect(back).toEqual(config);
    expect(exportGameConfig(back!)).toEqual(files);
    expect(fromConfigExtras(rows.filter((r) => r.source !== 'fs3-console'))).toBeNull();
  });
});
