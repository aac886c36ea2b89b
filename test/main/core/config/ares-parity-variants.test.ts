/**
 * Issue 40: import → fight → export → re-import on generated variants of AresMUSH's default
 * config (each file missing in turn, advantages turned off), and the refusal of tab-indented lines
 * in two files, through the real handlers on real campaign files.
 */
import { describe, expect, it } from 'vitest';
import { useHandlerRig } from '../../../helpers/handler-rig';
import { fixtureFiles, type FixtureFile } from '../../../helpers/ares-fixtures';

type File = FixtureFile;

const rig = useHandlerRig();

type View = { combatId: string; combatants: { id: string; knockedOut: boolean; weapon: string }[] };
type Problem = { severity: string; code: string; file: string | null; message: string; line: number | null };

/** Makes a campaign from `files`, fights two turns with Unarmed, exports, and re-imports the export. */
async function roundTrip(files: File[]) {
  const r = rig();
  const { call } = r;
  await call('campaign.create', { name: 'Variant', setting: { kind: 'aresmush', files }, gear: 'from-source' });
  const ann = await call<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' });
  const bob = await call<{ id: string }>('character.create', { name: 'Bob', kind: 'pc' });
  let view = await call<View>('combat.create', { name: 'Brawl' });
  const combatId = view.combatId;
  await call('combat.addCharacter', { combatId, characterId: ann.id, team: 1, weapon: 'Unarmed', armor: null });
  view = await call<View>('combat.addCharacter', { combatId, characterId: bob.id, team: 2, weapon: 'Unarmed', armor: null });
  const [a, b] = view.combatants;
  const cmd = (command: unknown) => call<View>('combat.command', { combatId, command });
  await cmd({ type: 'combat.start' });
  for (let turn = 0; turn < 2; turn++) {
    await cmd({ type: 'action.declare', declarations: [{ combatantId: a!.id, action: { kind: 'attack', target: b!.id } }, { combatantId: b!.id, action: { kind: 'attack', target: a!.id } }] });
    await cmd({ type: 'initiative.roll' });
    await cmd({ type: 'action.resolveAll' });
    await cmd({ type: 'knockout.roll' });
    await cmd({ type: 'turn.end' });
  }
  const lines = (await call<{ steps: { lines: string[] }[] }>('combat.log', { combatId })).steps.flatMap((s) => s.lines);
  expect(lines.some((l) => l.includes('Ann attacks Bob with Unarmed'))).toBe(true);
  const exported = (await call<{ files: File[] }>('config.exportAres')).files;
  // The re-import makes the same game: its own export is the same files, byte for byte.
  const again = rig();
  await again.call('campaign.create', { name: 'Again', setting: { kind: 'aresmush', files: exported }, gear: 'from-source' });
  expect((await again.call<{ files: File[] }>('config.exportAres')).files).toEqual(exported);
  return { exported, call };
}

/** The plan's problems for `files` on a campaign that never imported (a new game). */
async function planned(files: File[]): Promise<{ problems: Problem[]; refused: boolean }> {
  const r = rig();
  await r.call('campaign.create', { name: 'Plain', edition: 'aresmush-3e', template: 'blank' });
  const plan = await r.call<{ problems: Problem[]; planId: string | null; counts: unknown; next?: unknown }>('config.planImport', { files });
  return { problems: plan.problems, refused: plan.problems.some((p) => p.severity === 'error') };
}

describe('each AresMUSH file missing in turn (issue 40 item 2)', () => {
  const names = fixtureFiles().map((f) => f.name);
  it.each(names)('without %s: imports, says what falls back, fights, exports and re-imports', async (missing) => {
    const files = fixtureFiles().filter((f) => f.name !== missing);
    const { problems, refused } = await planned(files);
    expect(refused).toBe(false);
    const said = problems.filter((p) => p.file === missing && p.severity === 'warning');
    expect(said.length, `a warning located at ${missing}`).toBe(1);
    expect(said[0]!.message).toMatch(missing === 'fs3skills_attrs.yml' ? /no attributes/ : /falls back to its shipped defaults/);
    const { exported } = await roundTrip(files);
    expect(exported.map((f) => f.name)).not.toContain(missing);
  });

  it('without a weapons file, Unarmed is in the fight\'s gear (was combat/unknown-gear)', async () => {
    const r = rig();
    await r.call('campaign.create', { name: 'NoWeapons', setting: { kind: 'aresmush', files: fixtureFiles().filter((f) => f.name !== 'fs3combat_weapons.yml') }, gear: 'from-source' });
    const gear = await r.call<{ weapons: { name: string }[] }>('combat.gear');
    expect(gear.weapons.map((w) => w.name)).toEqual(['Unarmed']);
  });
});

describe('a game that turned advantages off (issue 40 item 1)', () => {
  it('imports with located warnings, fights, and exports the file byte for byte', async () => {
    const files = fixtureFiles().map((f) => (f.name === 'fs3skills_advantages.yml' ? { ...f, text: 'fs3skills:\n  advantages: false\n  advantages_blurb: false\n  use_advantages: false\n' } : f));
    const { problems, refused } = await planned(files);
    expect(refused).toBe(false);
    expect(problems.filter((p) => p.file === 'fs3skills_advantages.yml' && p.severity === 'warning').map((p) => p.line)).toEqual([2, 3]);
    const { exported } = await roundTrip(files);
    expect(exported.find((f) => f.name === 'fs3skills_advantages.yml')!.text).toBe(files.find((f) => f.name === 'fs3skills_advantages.yml')!.text);
  });
});

describe('tab-indented lines in two files (issue 40 item 4)', () => {
  it('the refusal names both files\' first errors', async () => {
    const files = fixtureFiles().map((f) =>
      f.name === 'fs3combat_weapons.yml' ? { ...f, text: f.text.replace('\n      skill:', '\n\tskill:') }
      : f.name === 'fs3skills_action.yml' ? { ...f, text: f.text.replace('\n    linked_attr:', '\n\tlinked_attr:') }
      : f);
    const r = rig();
    const refused = await r.call('campaign.create', { name: 'Tabs', setting: { kind: 'aresmush', files }, gear: 'from-source' }).then(() => null, (e: Error) => e);
    expect(refused?.message).toMatch(/^setting\.files: the AresMUSH files cannot be used: fs3combat_weapons\.yml:7:1 error: YAML syntax: Tabs are not allowed as indentation\.; fs3skills_action\.yml:6:1 error: YAML syntax: Tabs are not allowed as indentation\./);
  });
});
