import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fromConfigExtras, toConfigExtras } from '../../../shared/config/config-extras';
import { exportGameConfig } from '../../../shared/config/export';
import { cloneJson, MAX_SOURCE_CHARS, type GameConfig } from '../../../shared/config/model';
import { planImport, type ConfigFileInput } from '../../../shared/config/plan';
import { parseConfigFile } from '../../../shared/config/yaml-source';
import { applyProductEdits, toProductModel } from '../../../shared/config/product';
import { BSG_SETTING } from '../../../shared/core/content';
import { fixtureFiles } from './fixtures';

/** The fixture files turned into another text form (line endings, BOM, comments). */
const variants: Record<string, (text: string) => string> = {
  'as shipped': (t) => t,
  CRLF: (t) => t.replace(/\n/g, '\r\n'),
  'a byte-order mark': (t) => `\uFEFF${t}`,
  'CRLF and a byte-order mark': (t) => `\uFEFF${t.replace(/\n/g, '\r\n')}`,
  'no final newline': (t) => t.replace(/\n+$/, ''),
  'many comments': withComments,
  'comments, CRLF, a BOM and no final newline': (t) => `\uFEFF${withComments(t).replace(/\n+$/, '').replace(/\n/g, '\r\n')}`,
};

/** A comment block on top, a comment after every key line, blank lines between top-level entries. */
function withComments(text: string): string {
  const lines = text.split('\n').map((line) => (/^\s*[\w ]+:\s*$/.test(line) ? `${line}   # ${line.trim()} follows` : line));
  return ['# Game config (edited by hand)', '#   keep this header', '', ...lines.flatMap((l) => (/^ {4}\S/.test(l) ? ['', '    # --- entry ---', l] : [l]))].join('\n');
}

function importAll(files: ConfigFileInput[]): GameConfig {
  const plan = planImport(null, files);
  if (!plan.next) throw new Error(plan.problems.map((p) => `${p.file}:${p.line} ${p.message}`).join('\n'));
  return plan.next;
}

/** The weapons a file's text reads back as (parsed as the import reads it, without the linter). */
const weaponsOf = (text: string) => (parseConfigFile('fs3combat_weapons.yml', text).data!.fs3combat as { weapons: unknown }).weapons;

/** The files `base` with `name` replaced by `text`, imported. */
const reimported = (base: readonly ConfigFileInput[], name: string, text: string) =>
  importAll(base.map((f) => (f.name === name ? { name, text } : f)));

const textOf = (files: readonly { name: string; text: string }[], name: string) => files.find((f) => f.name === name)!.text;

/** The lines taken out of `before` and put into `after` (a longest-common-subsequence line diff). */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const t = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) t[i]![j] = a[i] === b[j] ? t[i + 1]![j + 1]! + 1 : Math.max(t[i + 1]![j]!, t[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && t[i + 1]![j]! >= t[i]![j + 1]!)) removed.push(a[i++]!);
    else added.push(b[j++]!);
  }
  return { removed, added };
}

function edited(config: GameConfig, change: (c: GameConfig & { fs3combat: { weapons: Record<string, Record<string, unknown>> } }) => void): GameConfig {
  const copy = cloneJson(config as never) as GameConfig;
  change(copy as never);
  return copy;
}

describe('lossless export: untouched files come back byte for byte', () => {
  it.each(Object.entries(variants))('every default file, %s', (_name, change) => {
    const input = fixtureFiles().map((f) => ({ name: f.name, text: change(f.text) }));
    const config = importAll(input);
    const out = exportGameConfig(config);
    expect(out.map((f) => f.name)).toEqual(input.map((f) => f.name));
    for (const file of input) expect(textOf(out, file.name), file.name).toBe(file.text);
    // Also after storage as config_extras rows (JSON) and back.
    const back = fromConfigExtras(JSON.parse(JSON.stringify(toConfigExtras(config))));
    expect(exportGameConfig(back!)).toEqual(out);
  });

  it('an imported empty file and a comments-only file come back as they were', () => {
    const config = importAll([...fixtureFiles(), { name: 'fs3combat_extra.yml', text: '# nothing here yet\r\n---\r\n' }]);
    expect(textOf(exportGameConfig(config), 'fs3combat_extra.yml')).toBe('# nothing here yet\r\n---\r\n');
  });
});

describe('lossless export: an edit changes only its lines', () => {
  it.each(Object.entries(variants))("the Pistol's penetration changes exactly one line (%s)", (_name, change) => {
    const input = fixtureFiles().map((f) => ({ name: f.name, text: change(f.text) }));
    const config = importAll(input);
    const next = edited(config, (c) => (c.fs3combat.weapons.Pistol!.penetration = 9));
    const out = exportGameConfig(next);
    const before = textOf(input, 'fs3combat_weapons.yml');
    const after = textOf(out, 'fs3combat_weapons.yml');
    const eol = before.includes('\r\n') ? '\r' : '';
    expect(lineDiff(before, after)).toEqual({ removed: [`      penetration: 5${eol}`], added: [`      penetration: 9${eol}`] });
    // The other files are untouched, and the result reads back as the edited configuration.
    for (const file of input.filter((f) => f.name !== 'fs3combat_weapons.yml')) expect(textOf(out, file.name)).toBe(file.text);
    expect(planImport(null, out).next!.fs3combat).toEqual(next.fs3combat);
  });

  it('a weapon added goes in as new lines in the file\'s style (CRLF, indentation, list style); nothing else moves', () => {
    const input = fixtureFiles().map((f) => ({ name: f.name, text: variants['comments, CRLF, a BOM and no final newline']!(f.text) }));
    const config = importAll(input);
    const next = edited(config, (c) => {
      const weapons = c.fs3combat.weapons;
      const rebuilt: Record<string, Record<string, unknown>> = {};
      // Inserted after the Pistol, as a storyteller's catalog order would put it.
      for (const [name, w] of Object.entries(weapons)) {
        rebuilt[name] = w;
        if (name === 'Pistol') rebuilt.Laser = { ...w, description: 'Laser pistol', allowed_specials: ['Ap', 'Scope'] };
      }
      c.fs3combat.weapons = rebuilt;
    });
    const before = textOf(input, 'fs3combat_weapons.yml');
    const after = textOf(exportGameConfig(next), 'fs3combat_weapons.yml');
    expect(lineDiff(before, after)).toEqual({
      removed: [],
      added: [
        '    Laser:', '      description: Laser pistol', '      skill: Firearms', '      lethality: 0', '      penetration: 5', '      weapon_type: Ranged',
        '      is_automatic: false', '      ammo: 10', '      recoil: 0', '      damage_type: Physical', '      accuracy: 0', '      has_shrapnel: false',
        '      init_mod: 0', '      allowed_specials:', '      - Ap', '      - Scope',
      ].map((l) => `${l}\r`),
    });
    expect(after.startsWith('\uFEFF')).toBe(true);
    expect(after.endsWith('\n')).toBe(false);
    expect(weaponsOf(after)).toEqual(next.fs3combat.weapons);
  });

  it('a weapon removed takes its own lines out, and only those', () => {
    const input = fixtureFiles().map((f) => ({ name: f.name, text: withComments(f.text) }));
    const config = importAll(input);
    const next = edited(config, (c) => void delete c.fs3combat.weapons.Rifle);
    const before = textOf(input, 'fs3combat_weapons.yml');
    const after = textOf(exportGameConfig(next), 'fs3combat_weapons.yml');
    const { removed, added } = lineDiff(before, after);
    expect(added).toEqual([]);
    expect(removed[0]).toBe('    Rifle:   # Rifle: follows');
    expect(removed).toHaveLength(16);
    // The comment line above the Rifle belongs to the file, not to the Rifle: it stays.
    expect(removed.every((l) => l.startsWith('      ') || l.startsWith('    Rifle:'))).toBe(true);
    expect(weaponsOf(after)).toEqual(next.fs3combat.weapons);
  });

  it('list items added and removed, a quoted value and a float keep their style', () => {
    const input = fixtureFiles().map((f) =>
      f.name === 'fs3combat_weapons.yml' ? { ...f, text: f.text.replace('description: Pistol', 'description: "Pistol"') } : f,
    );
    const config = importAll(input);
    const next = edited(config, (c) => {
      c.fs3combat.weapons.Pistol!.description = 'Heavy pistol';
      c.fs3combat.weapons.Rifle!.allowed_specials = ['Scope', 'Bipod'];
      (c.fs3combat as Record<string, unknown>).damage_mods = { ...(c.fs3combat.damage_mods as object), FLESH: 0.5 };
    });
    const out = exportGameConfig(next);
    expect(lineDiff(textOf(input, 'fs3combat_weapons.yml'), textOf(out, 'fs3combat_weapons.yml'))).toEqual({
      removed: ['      description: "Pistol"', '      - Ap'],
      added: ['      description: "Heavy pistol"', '      - Bipod'],
    });
    expect(lineDiff(textOf(input, 'fs3combat_damage.yml'), textOf(out, 'fs3combat_damage.yml'))).toEqual({
      removed: ['    FLESH: 0.25'], added: ['    FLESH: 0.5'],
    });
  });

  it('an edit made in the gear editor (product model) changes only the lines of that field', () => {
    const config = importAll(fixtureFiles());
    const { product } = toProductModel(config, BSG_SETTING);
    const gear = cloneJson(product.gear as never) as typeof product.gear;
    const pistol = gear.weapons.find((w) => w.name === 'Pistol')!;
    (pistol as { ammo: number }).ammo = 12;
    const out = exportGameConfig(applyProductEdits(config, { ...product, gear }));
    expect(lineDiff(textOf(fixtureFiles(), 'fs3combat_weapons.yml'), textOf(out, 'fs3combat_weapons.yml'))).toEqual({
      removed: ['      ammo: 10'], added: ['      ammo: 12'],
    });
  });

  it('a reordered mapping is rewritten as that mapping only, and still reads back', () => {
    const config = importAll(fixtureFiles());
    const next = edited(config, (c) => {
      const { Pistol, ...rest } = c.fs3combat.weapons.Pistol!;
      void Pistol;
      const p = c.fs3combat.weapons.Pistol!;
      c.fs3combat.weapons.Pistol = { penetration: p.penetration, ...Object.fromEntries(Object.entries(rest).filter(([k]) => k !== 'penetration')) };
    });
    const before = textOf(fixtureFiles(), 'fs3combat_weapons.yml');
    const after = textOf(exportGameConfig(next), 'fs3combat_weapons.yml');
    const { removed, added } = lineDiff(before, after);
    expect(removed.length).toBeLessThanOrEqual(14);
    expect(added.length).toBe(removed.length);
    expect(weaponsOf(after)).toEqual(next.fs3combat.weapons);
  });

  it('keeps everything when a key moves from a commented file into another imported file', () => {
    const config = importAll(fixtureFiles().map((f) => ({ ...f, text: withComments(f.text) })));
    // pc_knockout_bonus moves into the misc file by a second import of that file.
    const misc = `${withComments(textOf(fixtureFiles(), 'fs3combat_misc.yml'))}\n  pc_knockout_bonus: 2\n`;
    const plan = planImport(config, [{ name: 'fs3combat_misc.yml', text: misc }]);
    const out = exportGameConfig(plan.next!);
    expect(textOf(out, 'fs3combat_misc.yml')).toBe(misc);
    const damage = lineDiff(withComments(textOf(fixtureFiles(), 'fs3combat_damage.yml')), textOf(out, 'fs3combat_damage.yml'));
    expect(damage).toEqual({ removed: ['  pc_knockout_bonus: 1'], added: [] });
  });
});

describe('lossless export: a real game\'s hand-kept weapons file', () => {
  /**
   * The default weapons written the way a game keeps them by hand: a header, notes, a separator
   * comment and a commented-out field in every weapon, a commented-out weapon after every other
   * one; 160 comment lines in all, CRLF line endings.
   */
  function realGameFile(): string {
    const weapons = importAll(fixtureFiles()).fs3combat.weapons as Record<string, Record<string, unknown>>;
    const lines: string[] = ['---', '# ===== Weapons for Example MUSH ====='];
    for (let i = 0; i < 4; i++) lines.push(`# Note ${i + 1}: house rules discussed on 2024-0${1 + i}-1${i}.`);
    lines.push('fs3combat:', '  weapons:');
    Object.entries(weapons).forEach(([name, weapon], i) => {
      lines.push('', `    # ----- ${name} -----`, `    ${name}:`);
      for (const [key, value] of Object.entries(weapon)) {
        lines.push(...stringify({ [key]: value }, { lineWidth: 0, indentSeq: false }).trimEnd().split('\n').map((l) => `      ${l}`));
        if (key === 'skill') lines.push('      # recoil: 2   (removed after playtest)');
      }
      if (i % 2 === 0) {
        lines.push(`#    Old ${name}:`, '#      description: Retired', '#      skill: Firearms', '#      penetration: 2', '#      ammo: 6');
        lines.push('#      allowed_specials:', '#      - Bipod', '#      # the old bipod rule', '#      recoil: 1');
      }
    });
    lines.push('', '# end of weapons');
    return lines.join('\r\n') + '\r\n';
  }

  it('has 160 comment lines, imports, and comes back byte for byte', () => {
    const text = realGameFile();
    expect(text.split('\r\n').filter((l) => l.trimStart().startsWith('#'))).toHaveLength(160);
    const config = reimported(fixtureFiles(), 'fs3combat_weapons.yml', text);
    expect(textOf(exportGameConfig(config), 'fs3combat_weapons.yml')).toBe(text);
  });

  it('an edit, an added and a removed weapon keep every comment line that is not the removed weapon\'s own', () => {
    const text = realGameFile();
    const config = reimported(fixtureFiles(), 'fs3combat_weapons.yml', text);
    const next = edited(config, (c) => {
      c.fs3combat.weapons.Pistol!.penetration = 7;
      c.fs3combat.weapons.Shotgun!.description = 'Shotgun, rebuilt';
      delete c.fs3combat.weapons.Mine;
      c.fs3combat.weapons.Laser = { ...c.fs3combat.weapons.Pistol!, description: 'Laser pistol' };
    });
    const after = textOf(exportGameConfig(next), 'fs3combat_weapons.yml');
    const { removed, added } = lineDiff(text, after);
    const at = text.indexOf('    Mine:');
    const mine = text.slice(at, text.indexOf('\r\n\r\n', at)).split('\r\n').map((l) => `${l}\r`);
    expect(mine).toHaveLength(13);
    expect(removed.sort()).toEqual(['      penetration: 5\r', '      description: Shotgun using solid shot\r', ...mine].sort());
    const laser = text.slice(text.indexOf('    Pistol:'), text.indexOf('    # ----- Rifle')).split('\r\n').slice(0, -2)
      .filter((l) => !l.includes('#'))
      .map((l) => `${l.replace('Pistol:', 'Laser:').replace('description: Pistol', 'description: Laser pistol').replace('penetration: 5', 'penetration: 7')}\r`);
    expect(added.sort()).toEqual(['      penetration: 7\r', '      description: Shotgun, rebuilt\r', ...laser].sort());
    // The Mine's own commented-out field went with it; every other comment line stayed.
    expect(after.split('\r\n').filter((l) => l.trimStart().startsWith('#'))).toHaveLength(159);
    expect(after).toContain('    # ----- Mine -----\r\n\r\n');
    expect(after).toContain('#    Old Grenade Launcher:\r\n');
    expect(weaponsOf(after)).toEqual(next.fs3combat.weapons);
    expect(reimported(fixtureFiles(), 'fs3combat_weapons.yml', after).fs3combat).toEqual(next.fs3combat);
  });
});

describe('lossless export: the size budget', () => {
  it('keeps a file above the budget as values only, with a warning, and exports it afresh', () => {
    const big = `${'# padding\n'.repeat(Math.ceil(MAX_SOURCE_CHARS / 10) + 1)}fs3combat:\n  pc_knockout_bonus: 1   # a comment\n`;
    const plan = planImport(null, [{ name: 'fs3combat_damage.yml', text: big }]);
    expect(plan.next!.layout.files[0]!.source).toBeUndefined();
    expect(plan.problems).toContainEqual(expect.objectContaining({ severity: 'warning', file: 'fs3combat_damage.yml', message: expect.stringMatching(/without its comments/) }));
    expect(textOf(exportGameConfig(plan.next!), 'fs3combat_damage.yml')).toBe('---\nfs3combat:\n  pc_knockout_bonus: 1\n');
  });
});

describe('lossless export: anchors and aliases', () => {
  it('keeps anchors, aliases and merge keys of an untouched file, and patches around them', () => {
    const text = [
      '---',
      'fs3combat:',
      '  house_guns:',
      '    Base: &base',
      '      description: Base gun',
      '      skill: Firearms',
      '      penetration: 3',
      '    Pistol:',
      '      <<: *base',
      '      description: Pistol',
      '    Rifle: *base',
      '  pc_knockout_bonus: 1',
      '',
    ].join('\n');
    const base = fixtureFiles().filter((f) => !['fs3combat_weapons.yml', 'fs3combat_damage.yml'].includes(f.name));
    const parsed = parseConfigFile('fs3combat_guns.yml', text);
    expect(parsed.data).toEqual({ fs3combat: {
      house_guns: { Base: { description: 'Base gun', skill: 'Firearms', penetration: 3 }, Pistol: { description: 'Pistol', skill: 'Firearms', penetration: 3 }, Rifle: { description: 'Base gun', skill: 'Firearms', penetration: 3 } },
      pc_knockout_bonus: 1,
    } });
    const plan = planImport(null, [...base, { name: 'fs3combat_guns.yml', text }]);
    const config = plan.next!;
    expect(textOf(exportGameConfig(config), 'fs3combat_guns.yml')).toBe(text);
    const next = edited(config, (c) => ((c.fs3combat as Record<string, unknown>).pc_knockout_bonus = 2));
    const after = textOf(exportGameConfig(next), 'fs3combat_guns.yml');
    expect(lineDiff(text, after)).toEqual({ removed: ['  pc_knockout_bonus: 1'], added: ['  pc_knockout_bonus: 2'] });
    // Changing the anchored weapon would change its aliases too: the file is rewritten so that it reads back right.
    const changed = edited(config, (c) => (((c.fs3combat as Record<string, Record<string, Record<string, unknown>>>).house_guns!.Base!).penetration = 4));
    const out = textOf(exportGameConfig(changed), 'fs3combat_guns.yml');
    const guns = (c: unknown) => (c as { fs3combat: { house_guns: unknown } }).fs3combat.house_guns;
    expect(guns(parseConfigFile('fs3combat_guns.yml', out).data)).toEqual(guns(changed));
    expect(guns(changed)).toMatchObject({ Base: { penetration: 4 }, Rifle: { penetration: 3 } });
  });
});

describe('lossless export: every single-value edit is a one-line change', () => {
  const input = fixtureFiles().map((f) => ({ name: f.name, text: variants['comments, CRLF, a BOM and no final newline']!(f.text) }));
  const config = importAll(input);
  /** Changes one leaf value and returns the lines of `file` the export changed. */
  function oneEdit(file: string, change: (c: GameConfig) => void) {
    const next = cloneJson(config as never) as GameConfig;
    change(next);
    const after = textOf(exportGameConfig(next), file);
    // The patched file reads back as the edited configuration, key by key.
    for (const [section, values] of Object.entries(parseConfigFile(file, after).data!)) {
      for (const [key, value] of Object.entries(values as Record<string, unknown>)) expect(value).toEqual((next as unknown as Record<string, Record<string, unknown>>)[section]![key]);
    }
    return lineDiff(textOf(input, file), after);
  }
  const changed = (v: unknown) => (typeof v === 'number' ? v + 1 : typeof v === 'boolean' ? !v : typeof v === 'string' ? `${v} (edited)` : 'edited');

  it('each scalar field of each weapon and armor', () => {
    let cases = 0;
    for (const [section, file] of [['weapons', 'fs3combat_weapons.yml'], ['armor', 'fs3combat_armor.yml']] as const) {
      for (const [name, entry] of Object.entries(config.fs3combat[section] as Record<string, Record<string, unknown>>)) {
        for (const [field, value] of Object.entries(entry)) {
          if (typeof value === 'object' && value !== null) continue;
          const diff = oneEdit(file, (c) => ((c.fs3combat[section] as Record<string, Record<string, unknown>>)[name]![field] = changed(value)));
          // One line, or the lines of a value written over several (a folded description).
          expect(diff.removed[0], `${name}.${field}`).toMatch(new RegExp(`^ {6}${field}:`));
          expect(diff.removed.length, `${name}.${field}`).toBe(String(value).length > 60 ? 2 : 1);
          expect(diff.added, `${name}.${field}`).toHaveLength(1);
          expect(diff.added[0]!.endsWith('\r'), `${name}.${field} keeps CRLF`).toBe(true);
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThan(250);
  });

  it('each location of each hit chart area, and each field of each action skill', () => {
    let cases = 0;
    for (const [chart, value] of Object.entries(config.fs3combat.hitloc as Record<string, { areas: Record<string, string[]> }>)) {
      for (const [area, list] of Object.entries(value.areas)) {
        const diff = oneEdit('fs3combat_hitloc.yml', (c) => ((c.fs3combat.hitloc as typeof config.fs3combat.hitloc & Record<string, { areas: Record<string, string[]> }>)[chart]!.areas[area]![list.length - 1] = 'Nowhere'));
        expect([diff.removed.length, diff.added], `${chart}.${area}`).toEqual([1, [`${' '.repeat(8)}- Nowhere\r`]]);
        cases++;
      }
    }
    (config.fs3skills.action_skills as Record<string, unknown>[]).forEach((skill, i) => {
      for (const [field, value] of Object.entries(skill)) {
        if (typeof value !== 'string') continue;
        const diff = oneEdit('fs3skills_action.yml', (c) => ((c.fs3skills.action_skills as Record<string, unknown>[])[i]![field] = `${value} (edited)`));
        expect([diff.removed.length, diff.added.length], `${String(skill.name)}.${field}`).toEqual([diff.removed.length, diff.removed.length]);
        expect(diff.removed.length, `${String(skill.name)}.${field}`).toBeLessThanOrEqual(2);
        cases++;
      }
    });
    expect(cases).toBeGreaterThan(60);
  });
});
