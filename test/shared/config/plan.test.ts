import { describe, expect, it } from 'vitest';
import { summarizeDiff } from '../../../shared/config/diff';
import { GameConfigSchema, jsonEqual } from '../../../shared/config/model';
import { planImport, type ImportProgress } from '../../../shared/config/plan';
import { formatProblem } from '../../../shared/config/problems';
import { fixtureFiles, fixtureText, importedDefault, withFile } from './fixtures';

describe('importing the AresMUSH default config', () => {
  const plan = planImport(null, fixtureFiles());

  it('imports with exactly the documented counts', () => {
    expect(plan.next).not.toBeNull();
    expect(plan.counts).toMatchObject({
      weapons: 23, weaponSpecials: 5, armor: 13, armorSpecials: 1, vehicles: 8, mounts: 2, npcTypes: 4,
      hitCharts: 7, hitChartAreas: 44, tenEntryAreas: 44,
      stances: 7, combatantTypes: 11, attributes: 6, actionSkills: 11, backgroundSkills: 9, languages: 7, advantages: 2,
    });
    expect(plan.imported).toHaveLength(17);
    expect(plan.skipped).toEqual([]);
    expect(GameConfigSchema.safeParse(plan.next).success).toBe(true);
  });

  it('finds no errors, only the known quirks as warnings, each located in its file', () => {
    expect(plan.problems.filter((p) => p.severity !== 'info').map(formatProblem)).toEqual([
      'fs3combat_vehicles.yml:22:9 warning: Vehicle "Raider" carries the weapon "Nuke", which does not exist.',
      'fs3combat_vehicles.yml:29:7 warning: Armor "Raptor" of vehicle "Raptor" leaves Cabin of chart "Transport" unprotected.',
      'fs3combat_vehicles.yml:43:7 warning: Armor "Heavy Raider" of vehicle "Heavy Raider" leaves Cabin of chart "Transport" unprotected.',
      'fs3combat_vehicles.yml:72:7 warning: Armor "Truck" of vehicle "Truck" leaves Wheel and Bed of chart "Truck" unprotected.',
      'fs3combat_vehicles.yml:81:7 warning: Armor "Aa Battery" of vehicle "Aa Battery" leaves Crew of chart "Aa Battery" unprotected.',
      'fs3combat_weapons.yml:87:7 warning: Weapon "Rocket" has the key "Ammo", which AresMUSH does not read (keys are case-sensitive); did you mean "ammo"? The value is kept as it is.',
    ]);
    expect(plan.problems.find((p) => p.message.includes('Nuke'))!.path).toEqual(['fs3combat', 'vehicles', 'Raider', 'weapons', 2]);
  });

  it('keeps AresMUSH-only values and unknown keys verbatim', () => {
    const c = plan.next!.fs3combat;
    expect(c.weapons!.Rocket).toMatchObject({ Ammo: 4 });
    expect(c.weapons!.Rocket!.ammo).toBeUndefined();
    expect(c.weapons!.Shrapnel!.skill).toBe(3);
    expect(c.achievements).toMatchObject({ fs3_hero: { type: 'fs3', message: 'Heroed from a knockout.' } });
    expect(plan.next!.fs3skills.shortcuts).toMatchObject({ 'xp/add': 'xp/award' });
    const custom = planImport(null, withFile('fs3combat_weapons.yml', (t) =>
      t.replace('    Pistol:\n', '    Pistol:\n      firearm_type: handgun\n      npc_only: false\n')));
    expect(custom.next!.fs3combat.weapons!.Pistol).toMatchObject({ firearm_type: 'handgun', npc_only: false, penetration: 5 });
    expect(Object.keys(custom.next!.fs3combat.weapons!.Pistol!).slice(0, 3)).toEqual(['firearm_type', 'npc_only', 'description']);
    // A game's own key is not a problem, but it is listed: stored and exported, not used in play.
    expect(custom.problems.filter((p) => p.message.includes('firearm_type'))).toMatchObject([
      { severity: 'info', code: 'stored-only', file: 'fs3combat_weapons.yml', path: ['fs3combat', 'weapons', 'Pistol', 'firearm_type'] },
    ]);
  });

  it('shows everything as added when the campaign had no configuration', () => {
    expect(plan.diff.removed).toEqual([]);
    expect(plan.diff.changed).toEqual([]);
    expect(plan.diff.added.filter((c) => c.kind === 'weapon')).toHaveLength(23);
    expect(plan.diff.added.find((c) => c.kind === 'setting' && c.name === 'max_ap')).toMatchObject({ after: 40, before: null });
  });
});

describe('safe import', () => {
  it('refuses a wrong type with the file, key path, line and column, and proposes nothing to write', () => {
    const plan = planImport(null, withFile('fs3combat_weapons.yml', (t) => t.replace('      penetration: 6\n      weapon_type: Ranged\n      is_automatic: true\n      ammo: 100', '      penetration: lots\n      weapon_type: Ranged\n      is_automatic: true\n      ammo: 100')));
    expect(plan.next).toBeNull();
    expect(plan.diff).toEqual({ added: [], changed: [], removed: [] });
    expect(plan.problems).toMatchObject([{
      severity: 'error', code: 'wrong-type', file: 'fs3combat_weapons.yml', line: 121, column: 7,
      path: ['fs3combat', 'weapons', 'Lmg', 'penetration'],
      message: 'weapons › Lmg › penetration must be a number, not the text "lots". Write a number there, or delete the line (AresMUSH then reads nothing there).',
    }]);
  });

  it('imports what AresMUSH\'s config check would report, with a warning located by key path', () => {
    const plan = planImport(null, withFile('fs3combat_misc.yml', (t) => t.replace('      weapon: Rifle\n', '      weapon: Blaster\n')));
    expect(plan.next).not.toBeNull();
    expect(plan.problems.find((p) => p.message.includes('Blaster'))).toMatchObject({
      severity: 'warning', code: 'unknown-reference', file: 'fs3combat_misc.yml', line: 32, column: 7, path: ['fs3combat', 'combatant_types', 'Soldier', 'weapon'],
    });
  });

  it('never changes the configuration it was given', () => {
    const current = importedDefault();
    const before = JSON.stringify(current);
    planImport(current, withFile('fs3combat_weapons.yml', (t) => t.replace('penetration: 6', 'penetration: 9')));
    planImport(current, withFile('fs3combat_weapons.yml', 'fs3combat: [broken'));
    expect(JSON.stringify(current)).toBe(before);
  });

  it('reports progress through every stage up to the total', () => {
    const seen: ImportProgress[] = [];
    planImport(null, fixtureFiles(), { onProgress: (p) => seen.push(p) });
    expect(seen.filter((p) => p.stage === 'read').map((p) => p.file)).toEqual(fixtureFiles().map((f) => f.name));
    expect([...new Set(seen.map((p) => p.stage))]).toEqual(['read', 'validate', 'lint', 'compare']);
    expect(seen.at(-1)).toMatchObject({ done: 20, total: 20 });
    expect(seen.every((p, i) => i === 0 || p.done >= seen[i - 1]!.done)).toBe(true);
  });

  it('refuses two files with the same name, and one key in two files', () => {
    const twice = planImport(null, [...fixtureFiles(), { name: 'fs3combat_mounts.yml', text: fixtureText('fs3combat_mounts.yml') }]);
    expect(twice.next).toBeNull();
    expect(twice.problems[0]!.message).toMatch(/Two files are named fs3combat_mounts.yml/);
    const clash = planImport(null, [...fixtureFiles(), { name: 'more_mounts.yml', text: 'fs3combat:\n  mounts: {}\n' }]);
    expect(clash.next).toBeNull();
    expect(clash.problems[0]).toMatchObject({ code: 'duplicate-section', file: 'more_mounts.yml', line: 2, column: 3 });
  });

  it('leaves out files with no FS3 section, and refuses when nothing is left', () => {
    const plan = planImport(null, [...fixtureFiles(), { name: 'website.yml', text: 'website:\n  title: My Game\n' }]);
    expect(plan.next).not.toBeNull();
    expect(plan.skipped).toEqual(['website.yml']);
    const none = planImport(null, [{ name: 'website.yml', text: 'website:\n  title: My Game\n' }]);
    expect(none.next).toBeNull();
    expect(none.problems[0]!.message).toMatch(/nothing to import/);
  });

  it('skips an FS3-named file whose section is misspelled with a located warning, as AresMUSH still loads the game', () => {
    const plan = planImport(null, withFile('fs3combat_mounts.yml', (t) => t.replace(/^fs3combat:/m, 'fs3combats:')));
    expect(plan.next).not.toBeNull();
    expect(plan.skipped).toEqual(['fs3combat_mounts.yml']);
    expect(plan.counts.mounts).toBe(0);
    const warning = plan.problems.find((p) => p.code === 'not-a-config-file')!;
    expect(warning).toMatchObject({ severity: 'warning', file: 'fs3combat_mounts.yml', line: 2, column: 1 });
    expect(warning.message).toMatch(/"fs3combats", which looks like a misspelling.*Rename the key to fs3combat/);
  });
});

describe('importing a subset on top of a stored configuration', () => {
  const current = importedDefault();

  it('replaces only the files given and lists what is added, changed and removed', () => {
    const text = fixtureText('fs3combat_weapons.yml')
      .replace('      penetration: 6\n      weapon_type: Ranged\n      is_automatic: true\n      ammo: 20', '      penetration: 7\n      weapon_type: Ranged\n      is_automatic: true\n      ammo: 20')
      .replace(/ {4}Tazer:\n(?: {6}.*\n)+/, '')
      .replace('  weapon specials:\n', '    Nuke:\n      description: Tactical nuke\n      skill: Gunnery\n      lethality: 100\n      penetration: 50\n      weapon_type: Explosive\n      recoil: 0\n      damage_type: Physical\n      accuracy: 0\n      init_mod: 0\n  weapon specials:\n');
    const plan = planImport(current, [{ name: 'fs3combat_weapons.yml', text }]);
    expect(plan.next).not.toBeNull();
    expect(plan.diff.added.map((c) => `${c.kind} ${c.name}`)).toEqual(['weapon Nuke']);
    expect(plan.diff.removed.map((c) => `${c.kind} ${c.name}`)).toEqual(['weapon Tazer']);
    expect(plan.diff.changed).toMatchObject([{ kind: 'weapon', name: 'Rifle', fields: ['penetration'] }]);
    expect(summarizeDiff(plan.diff)).toBe('1 added, 1 changed, 1 removed');
    // The Raider's missing weapon now exists, so that warning is gone.
    expect(plan.problems.some((p) => p.message.includes('"Nuke", which does not exist'))).toBe(false);
    const untouched = { ...plan.next!.fs3combat, weapons: undefined };
    expect(jsonEqual(untouched, { ...current.fs3combat, weapons: undefined })).toBe(true);
    expect(plan.next!.fs3skills).toEqual(current.fs3skills);
  });

  it('imports one file into an empty campaign without judging references it cannot see', () => {
    const plan = planImport(null, [{ name: 'fs3combat_weapons.yml', text: fixtureText('fs3combat_weapons.yml') }]);
    expect(plan.counts).toMatchObject({ weapons: 23, weaponSpecials: 5, vehicles: 0, attributes: 0 });
    expect(plan.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('moves a key to the file that now holds it, so it is exported once', () => {
    const plan = planImport(current, [{ name: 'zz_house_rules.yml', text: 'fs3combat:\n  pc_knockout_bonus: 2\n' }]);
    expect(plan.next!.fs3combat.pc_knockout_bonus).toBe(2);
    const damage = plan.next!.layout.files.find((f) => f.name === 'fs3combat_damage.yml')!;
    expect(damage.sections[0]!.keys).not.toContain('pc_knockout_bonus');
    expect(plan.diff.changed).toMatchObject([{ kind: 'setting', name: 'pc_knockout_bonus', before: 1, after: 2 }]);
  });
});
