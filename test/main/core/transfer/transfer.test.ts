/**
 * Issue 43 item 7 through the real handlers over a real SQLite campaign (temp folders removed
 * after the file): CSV preview with located errors and nothing stored, all-or-nothing import,
 * name clashes (refused, renamed, kept), lossless CSV round trips, Improved Initiative's export
 * into a startable encounter, one character and one encounter moved to another campaign.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../shared/domain/character';
import type { Encounter, NpcTemplate } from '../../../../shared/encounters/schemas';
import type { ExportedFile, TransferImported, TransferPreview } from '../../../../shared/ipc/transfer-contract';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();
type Rig = ReturnType<typeof rig>;
const II = readFileSync(join(process.cwd(), 'test/fixtures/transfer/improved-initiative-encounter.json'), 'utf8');
const PARTY = readFileSync(join(process.cwd(), 'test/fixtures/transfer/party-with-bad-rows.csv'), 'utf8');

async function sample(r: Rig, name = 'Legion') {
  await r.ctx.campaigns.create({ name, template: 'sample' });
}
const names = async (r: Rig) => (await r.call<{ characters: { name: string }[] }>('character.list', {})).characters.map((c) => c.name).sort();
async function refusal(r: Rig, method: string, input: unknown) {
  const res = await r.dispatch(method, input);
  if (res.ok) throw new Error(`${method} was accepted`);
  return res.error;
}
const strip = ({ id: _id, ...c }: Character) => c;
// A CSV row lists ratings in the setting's column order; the order a sheet stored them in is not kept.
const byName = <T extends { name: string }>(list: readonly T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
const sorted = (c: Omit<Character, 'id'>) => ({ ...c, attributes: byName(c.attributes), actionSkills: byName(c.actionSkills), npc: c.npc && { ...c.npc, ratings: byName(c.npc.ratings) } });

describe('characters CSV', () => {
  it('previews bad rows located by row and column, and an import of them stores nothing', async () => {
    const r = rig();
    await sample(r);
    const before = await names(r);
    const preview = await r.call<TransferPreview>('transfer.preview', { format: 'characters-csv', text: PARTY });
    expect(preview.columns).toEqual(['Name', 'Kind', 'Athletic', 'Reactive', 'Firearms', 'Viper Piloting', 'Luck']);
    expect(preview.rows).toHaveLength(4);
    expect(preview.errors.map((e) => e.text)).toEqual([
      "row 3, column 'Firearms': 13 is above the highest rating, 12",
      "row 5, column 'Kind': 'Cylon' is neither PC nor NPC",
    ]);
    expect(preview.count).toBe(2);
    const refused = await refusal(r, 'transfer.import', { format: 'characters-csv', text: PARTY });
    expect(refused.code).toBe('transfer/invalid');
    expect(refused.message).toBe("Nothing was imported: row 3, column 'Firearms': 13 is above the highest rating, 12; row 5, column 'Kind': 'Cylon' is neither PC nor NPC.");
    expect(await names(r)).toEqual(before);
  });

  it('imports all rows in one step and round-trips the roster losslessly into another campaign', async () => {
    const r = rig();
    await sample(r);
    const good = PARTY.split(/\r?\n/).filter((l) => !/Cylon|,13,/.test(l)).join('\r\n');
    const done = await r.call<TransferImported>('transfer.import', { format: 'characters-csv', text: good });
    expect(done.created.map((c) => c.name)).toEqual(['Kara Thrace', 'Karl Agathon']);
    expect(r.ctx.emitted.some((e) => e.event === 'character.changed')).toBe(true);
    const exported = await r.call<ExportedFile>('transfer.exportCharactersCsv', {});
    expect(exported).toMatchObject({ fileName: 'Legion characters.csv', mime: 'text/csv' });
    const originals = (await r.ctx.campaigns.requireSession().repos.characters.listAll()).map(strip);
    await sample(r, 'Second legion');
    const again = await r.call<TransferImported>('transfer.import', { format: 'characters-csv', text: exported.text, onClash: 'rename' });
    const copies = r.ctx.campaigns.requireSession().repos.characters.listAll().filter((c) => again.created.some((x) => x.id === c.id));
    const renamedBack = copies.map((c) => sorted({ ...strip(c), name: c.name.replace(/ \(2\)$/, '') }));
    expect(byName(renamedBack)).toEqual(byName(originals.map(sorted)));
  });

  it('never replaces a record of the same name: refuses by name, renames, or keeps the existing one', async () => {
    const r = rig();
    await sample(r);
    const text = 'Name,Kind\r\nKara Thrace,PC\r\nSam Anders,PC\r\n';
    await r.call('transfer.import', { format: 'characters-csv', text: 'Name,Kind\r\nKara Thrace,PC\r\n' });
    const preview = await r.call<TransferPreview>('transfer.preview', { format: 'characters-csv', text });
    expect(preview.clashes).toEqual(['Kara Thrace']);
    const refused = await refusal(r, 'transfer.import', { format: 'characters-csv', text });
    expect(refused).toEqual({ code: 'transfer/name-taken', message: "Already in this campaign: 'Kara Thrace'. Nothing was imported: choose to import them under new names or to keep the existing ones." });
    expect((await names(r)).filter((n) => /Kara|Sam/.test(n))).toEqual(['Kara Thrace']);
    const kept = await r.call<TransferImported>('transfer.import', { format: 'characters-csv', text, onClash: 'use-existing' });
    expect(kept.created.map((c) => c.name)).toEqual(['Sam Anders']);
    expect(kept.warnings).toEqual(["Kept the campaign's own 'Kara Thrace' (not imported again)."]);
    const renamed = await r.call<TransferImported>('transfer.import', { format: 'characters-csv', text, onClash: 'rename' });
    expect(renamed.created.map((c) => c.name)).toEqual(['Kara Thrace (2)', 'Sam Anders (2)']);
  });

  it('refuses a file over the size budget at the edge', async () => {
    const r = rig();
    await sample(r);
    const refused = await refusal(r, 'transfer.preview', { format: 'characters-csv', text: 'x'.repeat(2 * 1024 * 1024 + 1) });
    expect(refused.message).toContain('larger than 2.0 MB');
  });
});

describe('NPC templates CSV', () => {
  it('round-trips templates and locates gear the campaign lacks', async () => {
    const r = rig();
    await sample(r);
    const centurion = await r.call<NpcTemplate>('npcTemplate.save', { template: { name: 'Centurion', concept: 'Legion veteran', ratings: [{ name: 'Firearms', rating: 6 }, { name: 'Melee', rating: 5 }], defaultRating: 3, weapon: 'Assault Rifle', armor: 'Light Vest', stance: 'cautious' } });
    const csv = await r.call<ExportedFile>('transfer.exportTemplatesCsv', {});
    await sample(r, 'Other');
    await r.call('transfer.import', { format: 'templates-csv', text: csv.text });
    const [copy] = (await r.call<{ templates: NpcTemplate[] }>('npcTemplate.list', {})).templates;
    const { id: _a, updatedAt: _b, ...body } = centurion;
    expect(copy).toMatchObject(body);
    const bad = await r.call<TransferPreview>('transfer.preview', { format: 'templates-csv', text: 'Name,Weapon\r\nRaider,Lightsaber\r\n' });
    expect(bad.errors.map((e) => e.text)).toEqual(["row 2, column 'Weapon': there is no weapon called \"Lightsaber\" in this campaign's gear."]);
  });
});

describe('Improved Initiative', () => {
  it('brings its combatants into a new encounter that starts as a fight', async () => {
    const r = rig();
    await sample(r);
    const preview = await r.call<TransferPreview>('transfer.preview', { format: 'json', text: II });
    expect(preview.kind).toBe('improved-initiative');
    expect(preview.errors).toEqual([]);
    expect(preview.rows.map((row) => row.cells)).toEqual([
      ['Goblin', 'NPC', '3', 'a new NPC template (no ratings yet)'],
      ['Bugbear', 'NPC', '1', 'a new NPC template (no ratings yet)'],
      ['Okafor', 'PC', '1', 'a new PC (edition\'s starting sheet)'],
      ['Ruiz', 'PC', '1', 'a new PC (edition\'s starting sheet)'],
    ]);
    expect(preview.warnings[0]).toMatch(/^Not used by FS3/);
    const done = await r.call<TransferImported>('transfer.import', { format: 'json', text: II });
    const encounter = await r.call<Encounter>('encounter.get', { id: done.encounterId });
    expect(encounter.body).toMatchObject({
      name: 'Goblin ambush',
      teams: [{ name: 'Players' }, { name: 'Opponents' }],
      groups: [{ baseName: 'Goblin', count: 3, team: 2 }, { baseName: 'Bugbear', count: 1, team: 2 }],
      characters: [{ name: 'Okafor', team: 1 }, { name: 'Ruiz', team: 1 }],
    });
    const started = await r.call<{ view: { combatants: { name: string }[] } }>('encounter.start', { id: done.encounterId });
    expect(started.view.combatants.map((c) => c.name).sort()).toEqual(['Bugbear', 'Goblin 1', 'Goblin 2', 'Goblin 3', 'Okafor', 'Ruiz']);
    // A second import of the same file uses the templates and PCs it made, and asks about the encounter's name.
    expect((await refusal(r, 'transfer.import', { format: 'json', text: II })).code).toBe('transfer/name-taken');
    const second = await r.call<TransferImported>('transfer.import', { format: 'json', text: II, onClash: 'rename' });
    expect(second.created).toEqual([{ id: second.encounterId, name: 'Goblin ambush (2)', what: 'encounter' }]);
  });
});

describe('one character or encounter as JSON', () => {
  it('moves a character and an encounter (with its template and PC) to another campaign', async () => {
    const r = rig();
    await sample(r);
    const pc = await r.call<Character>('character.create', { name: 'Okafor', kind: 'pc', concept: 'Pilot' });
    const template = await r.call<NpcTemplate>('npcTemplate.save', { template: { name: 'Centurion', ratings: [{ name: 'Firearms', rating: 6 }], defaultRating: 3 } });
    const encounter = await r.call<Encounter>('encounter.save', { encounter: {
      name: 'Ambush at the ford', teams: [{ name: 'Legion' }, { name: 'Raiders' }],
      groups: [{ templateId: template.id, templateName: 'Centurion', count: 4, team: 2 }],
      characters: [{ characterId: pc.id, name: 'Okafor', team: 1, weapon: 'Pistol' }],
      vehicles: [{ key: 'v1', vehicle: 'Light Truck' }],
    } });
    const oneCharacter = await r.call<ExportedFile>('transfer.exportCharacter', { id: pc.id });
    expect(oneCharacter.fileName).toBe('Okafor.character.json');
    const oneEncounter = await r.call<ExportedFile>('transfer.exportEncounter', { id: encounter.id });
    await sample(r, 'Elsewhere');
    const asPreview = await r.call<TransferPreview>('transfer.preview', { format: 'json', text: oneEncounter.text });
    expect(asPreview).toMatchObject({ kind: 'encounter', errors: [], clashes: [], count: 1 });
    const moved = await r.call<TransferImported>('transfer.import', { format: 'json', text: oneEncounter.text });
    const copy = await r.call<Encounter>('encounter.get', { id: moved.encounterId });
    const newTemplate = moved.created.find((c) => c.what === 'template')!;
    const newPc = moved.created.find((c) => c.what === 'character')!;
    expect(copy.body).toEqual({ ...encounter.body, groups: [{ ...encounter.body.groups[0]!, templateId: newTemplate.id }], characters: [{ ...encounter.body.characters[0]!, characterId: newPc.id }] });
    // The character file: Okafor is now here (from the encounter), so it asks.
    expect((await refusal(r, 'transfer.import', { format: 'json', text: oneCharacter.text })).code).toBe('transfer/name-taken');
    const renamed = await r.call<TransferImported>('transfer.import', { format: 'json', text: oneCharacter.text, onClash: 'rename' });
    const stored = r.ctx.campaigns.requireSession().repos.characters.get(renamed.created[0]!.id)!;
    expect({ ...strip(stored), name: 'Okafor' }).toEqual(strip(pc));
  });
});
