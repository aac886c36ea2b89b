/**
 * NPC templates and prepared encounters (issue 18) through the real handlers over a real SQLite
 * campaign: CRUD with names unique per campaign, edge refusals naming the field, starting an
 * encounter into a real combat (teams, 4 × template NPCs, a PC, a vehicle with a pilot, stances)
 * in both editions, starting twice, starting with a deleted template or character, and Quick NPCs
 * from the GM screen straight into a team.
 */
import { describe, expect, it, vi } from 'vitest';
import type { CombatView } from '../../../shared/core/combat/view';
import type { Encounter, NpcTemplate } from '../../../shared/encounters/schemas';
import { AppError } from '../../../shared/ipc/result';
import { useHandlerRig } from '../../helpers/handler-rig';
import { fixtureFiles } from '../../helpers/ares-fixtures';


const rig = useHandlerRig();
type Started = { combatId: string; view: CombatView; warnings: string[] };
type Rig = ReturnType<typeof rig>;

async function failure(r: Rig, method: string, input: unknown): Promise<{ code: string; message: string }> {
  const res = await r.dispatch(method, input);
  if (res.ok) throw new Error(`${method} was accepted`);
  return res.error;
}

const CENTURION = { name: 'Centurion', concept: 'Legion veteran', ratings: [{ name: 'Firearms', rating: 6 }, { name: 'Melee', rating: 5 }], defaultRating: 3, weapon: 'Assault Rifle', armor: 'Light Vest', stance: 'cautious' };

async function fs32(r: Rig) {
  await r.ctx.campaigns.create({ name: 'Legion', template: 'sample' });
  const pc = await r.call<{ id: string; name: string }>('character.create', { name: 'Okafor', kind: 'pc' });
  const template = await r.call<NpcTemplate>('npcTemplate.save', { template: CENTURION });
  return { pc, template };
}

function prepared(template: NpcTemplate, pc: { id: string; name: string }, extra: Record<string, unknown> = {}) {
  return {
    name: 'Ambush at the ford',
    teams: [{ name: 'Legion' }, { name: 'Raiders' }],
    groups: [{ templateId: template.id, templateName: template.name, count: 4, team: 2, stance: null, seat: null }],
    characters: [{ characterId: pc.id, name: pc.name, team: 1, weapon: 'Pistol', armor: null, stance: 'evade', seat: { vehicle: 'v1', role: 'pilot' } }],
    vehicles: [{ key: 'v1', vehicle: 'Light Truck', name: 'Truck' }],
    ...extra,
  };
}

describe('NPC templates', () => {
  it('are saved, listed, renamed and deleted; names are unique per campaign in any spelling', async () => {
    const r = rig();
    const { template } = await fs32(r);
    expect(template).toMatchObject({ name: 'Centurion', chart: 'Humanoid', level: null, ratings: CENTURION.ratings });
    const clash = await failure(r, 'npcTemplate.save', { template: { name: '  centurion ' } });
    expect(clash).toEqual({ code: 'encounter/template.name', message: "Name: there is already a template named 'Centurion'." });
    // Saving a template under its own name is no clash.
    const renamed = await r.call<NpcTemplate>('npcTemplate.save', { id: template.id, template: { ...CENTURION, name: 'Centurion Prime' } });
    expect(renamed.id).toBe(template.id);
    expect((await r.call<{ templates: NpcTemplate[] }>('npcTemplate.list')).templates.map((t) => t.name)).toEqual(['Centurion Prime']);
    expect(await r.call('npcTemplate.delete', { id: template.id })).toEqual({ deleted: true });
    expect(await r.call('npcTemplate.list')).toEqual({ templates: [] });
    expect(r.ctx.emitted.filter((e) => e.event === 'encounter.changed')).toHaveLength(3);
  });

  it('are refused at the edge with the field named: sizes, ratings, gear, stance, level', async () => {
    const r = rig();
    await fs32(r);
    const edge = await failure(r, 'npcTemplate.save', { template: { name: 'x'.repeat(121) } });
    expect(edge.code).toBe('bad-request');
    expect(edge.message).toContain('template.name: A template name has at most 120 characters');
    expect((await failure(r, 'npcTemplate.save', { template: { name: 'A', ratings: [{ name: 'Firearms', rating: 16 }] } })).message).toContain('template.ratings.0.rating');
    expect((await failure(r, 'npcTemplate.save', { template: { name: 'A', ratings: [{ name: 'Melee', rating: 2 }, { name: 'melee', rating: 3 }] } })).message).toContain('template.ratings: An ability is listed twice');
    expect(await failure(r, 'npcTemplate.save', { template: { name: 'A', weapon: 'Phaser' } })).toEqual({ code: 'encounter/template.weapon', message: `Weapon: there is no weapon called "Phaser" in this campaign's gear.` });
    expect((await failure(r, 'npcTemplate.save', { template: { name: 'A', armor: 'Mithril' } })).code).toBe('encounter/template.armor');
    expect((await failure(r, 'npcTemplate.save', { template: { name: 'A', stance: 'Aggressive' } })).message).toMatch(/^Stance: "Aggressive" is not a stance of this game/);
    expect((await failure(r, 'npcTemplate.save', { template: { name: 'A', level: 'Boss' } })).message).toBe('NPC level: this game\'s edition has no NPC levels; leave it empty.');
    expect((await failure(r, 'npcTemplate.save', { template: { name: 'A', extra: 1 } })).code).toBe('bad-request');
    expect(await r.call('npcTemplate.list')).toMatchObject({ templates: [{ name: 'Centurion' }] });
  });

  it('are at most 500 per campaign (a work budget for every list), and so are encounters', async () => {
    const r = rig();
    const { pc, template } = await fs32(r);
    const { db } = r.ctx.campaigns.requireSession();
    const fill = (table: string, n: number, body: string) => {
      const put = db.prepare(`INSERT INTO ${table} (id, name, name_key, body_json, ${table === 'encounters' ? 'created_at, ' : ''}updated_at) VALUES (?, ?, ?, ?, ${table === 'encounters' ? "'x', " : ''}'x')`);
      db.transaction(() => {
        for (let i = 0; i < n; i++) put.run(`${table}-${i}`, `Filler ${i}`, `filler ${i}`, body);
      })();
    };
    fill('npc_templates', 499, JSON.stringify({ name: 'Filler' }));
    expect(await failure(r, 'npcTemplate.save', { template: { name: 'One too many' } })).toEqual({ code: 'encounter/too-many', message: 'A campaign keeps at most 500 NPC templates: delete one first.' });
    // Editing one of the 500 is still fine.
    expect((await r.call<NpcTemplate>('npcTemplate.save', { id: template.id, template: { ...CENTURION, concept: 'Still here' } })).concept).toBe('Still here');
    const saved = await r.call<Encounter>('encounter.save', { encounter: prepared(template, pc) });
    fill('encounters', 499, JSON.stringify(prepared(template, pc)));
    expect((await failure(r, 'encounter.save', { encounter: prepared(template, pc, { name: 'Another' }) })).code).toBe('encounter/too-many');
    expect((await failure(r, 'encounter.duplicate', { id: saved.id })).message).toBe('A campaign keeps at most 500 encounters: delete one first.');
  });
});

describe('prepared encounters', () => {
  it('are saved, listed, duplicated under a free name, edited and deleted', async () => {
    const r = rig();
    const { pc, template } = await fs32(r);
    const saved = await r.call<Encounter>('encounter.save', { encounter: prepared(template, pc) });
    expect(saved.body.groups[0]).toMatchObject({ count: 4, team: 2, baseName: '' });
    const copy = await r.call<Encounter>('encounter.duplicate', { id: saved.id });
    const copy2 = await r.call<Encounter>('encounter.duplicate', { id: saved.id });
    expect([copy.body.name, copy2.body.name]).toEqual(['Ambush at the ford (copy)', 'Ambush at the ford (copy 2)']);
    expect(copy.body.characters).toEqual(saved.body.characters);
    const clash = await failure(r, 'encounter.save', { id: copy.id, encounter: prepared(template, pc) });
    expect(clash).toEqual({ code: 'encounter/name', message: "Name: there is already an encounter named 'Ambush at the ford'." });
    await r.call('encounter.save', { id: copy.id, encounter: prepared(template, pc, { name: 'Second ambush', mock: true }) });
    const list = await r.call<{ encounters: { name: string; combatants: number; teams: number; vehicles: number }[] }>('encounter.list');
    expect(list.encounters.map((e) => [e.name, e.combatants, e.teams, e.vehicles])).toEqual([
      ['Ambush at the ford', 5, 2, 1],
      ['Ambush at the ford (copy 2)', 5, 2, 1],
      ['Second ambush', 5, 2, 1],
    ]);
    expect(await r.call('encounter.delete', { id: copy2.id })).toEqual({ deleted: true });
    expect(await r.call('encounter.delete', { id: copy2.id })).toEqual({ deleted: false });
    expect((await failure(r, 'encounter.get', { id: copy2.id })).code).toBe('encounter/not-found');
  });

  it('are refused at the edge with the field named: teams, seats, pilots, sizes, vehicles, gear', async () => {
    const r = rig();
    const { pc, template } = await fs32(r);
    const bad = async (extra: Record<string, unknown>) => (await failure(r, 'encounter.save', { encounter: prepared(template, pc, extra) })).message;
    expect(await bad({ teams: [] })).toContain('encounter.teams: An encounter has at least one team');
    expect(await bad({ groups: [{ templateId: template.id, count: 4, team: 3 }] })).toContain('encounter.groups.0.team: There is no team 3 (the encounter has 2)');
    expect(await bad({ groups: [{ templateId: template.id, count: 51, team: 1 }] })).toContain('encounter.groups.0.count: A group has at most 50 NPCs');
    expect(await bad({ groups: [{ templateId: template.id, count: 4, team: 1, seat: { vehicle: 'v9', role: 'passenger' } }] })).toContain('encounter.groups.0.seat.vehicle');
    expect(await bad({ groups: [{ templateId: template.id, templateName: 'Centurion', count: 2, team: 2, seat: { vehicle: 'v1', role: 'pilot' } }] })).toContain(
      'encounter.characters.0.seat.role: Okafor and Centurion both pilot the same vehicle',
    );
    expect(await bad({ characters: [{ characterId: pc.id, name: 'Okafor', team: 1 }, { characterId: pc.id, name: 'Okafor', team: 2 }] })).toContain('encounter.characters.1.characterId: Okafor is listed twice');
    expect(await bad({ name: '' })).toContain('encounter.name: Give the encounter a name');
    expect(await failure(r, 'encounter.save', { encounter: prepared(template, pc, { vehicles: [{ key: 'v1', vehicle: 'Zeppelin', name: null }] }) })).toEqual({
      code: 'encounter/vehicles.0.vehicle',
      message: `Vehicle 1: there is no vehicle called "Zeppelin" in this campaign's gear.`,
    });
    expect((await failure(r, 'encounter.save', { encounter: prepared(template, pc, { characters: [{ characterId: pc.id, name: 'Okafor', team: 1, weapon: 'Bow' }] }) })).message).toBe(
      `Okafor weapon: there is no weapon called "Bow" in this campaign's gear.`,
    );
    expect(await r.call('encounter.list')).toEqual({ encounters: [] });
  });

  it('start a real combat: named teams, Centurion 1…4 in team 2 with the template gear and stance, the PC piloting the truck; twice gives two fights', async () => {
    const r = rig();
    const { pc, template } = await fs32(r);
    const encounter = await r.call<Encounter>('encounter.save', { encounter: prepared(template, pc) });
    const first = await r.call<Started>('encounter.start', { id: encounter.id });
    expect(first.warnings).toEqual([]);
    const v = first.view;
    expect(v.phase).toBe('setup');
    // Issue 35: team 1 has the PC, whom the players see (public number 1); the Centurions joined hidden.
    expect(v.teams).toEqual([{ id: 1, name: 'Legion', shown: 1 }, { id: 2, name: 'Raiders' }]);
    const byName = new Map(v.combatants.map((c) => [c.name, c]));
    expect([...byName.keys()].sort()).toEqual(['Centurion 1', 'Centurion 2', 'Centurion 3', 'Centurion 4', 'Okafor']);
    for (let i = 1; i <= 4; i++) expect(byName.get(`Centurion ${i}`)).toMatchObject({ team: 2, kind: 'npc', weapon: 'Assault Rifle', armor: 'Light Vest', stance: 'cautious', vehicleId: null });
    const okafor = byName.get('Okafor')!;
    expect(okafor).toMatchObject({ team: 1, kind: 'pc', weapon: 'Pistol', armor: null, stance: 'evade', characterId: pc.id });
    expect(v.vehicles).toHaveLength(1);
    expect(v.vehicles[0]).toMatchObject({ name: 'Truck', vehicle: 'Light Truck', pilotId: okafor.id, passengerIds: [] });
    expect(okafor.vehicleId).toBe(v.vehicles[0]!.id);
    // The NPCs are campaign characters with the template's ratings.
    const ids = new Set(v.combatants.map((c) => c.characterId));
    const npcs = (await r.call<{ characters: { id: string; name: string }[] }>('character.list', { kind: 'npc' })).characters.filter((c) => ids.has(c.id));
    expect(npcs.map((n) => n.name).sort()).toEqual(['Centurion 1', 'Centurion 2', 'Centurion 3', 'Centurion 4']);
    const sheet = await r.call<{ character: { concept: string; npc: unknown } }>('character.get', { id: byName.get('Centurion 3')!.characterId });
    expect(sheet.character).toMatchObject({ concept: 'Legion veteran', npc: { ratings: CENTURION.ratings, defaultRating: 3 } });
    // Setup is undoable step by step: 2 team names, one step for everyone, the vehicle, the seat.
    expect(v.history).toMatchObject({ position: 5, length: 5 });
    // The log tells the setup.
    const log = (await r.call<{ steps: { lines: string[] }[] }>('combat.log', { combatId: first.combatId })).steps.flatMap((s) => s.lines).join('\n');
    expect(log).toContain('Centurion 4 joins Raiders (Assault Rifle, Light Vest)');

    const second = await r.call<Started>('encounter.start', { id: encounter.id });
    expect(second.combatId).not.toBe(first.combatId);
    expect(second.view.combatants).toHaveLength(5);
    // Numbered past the roster, which holds the first fight's Centurions.
    expect(second.view.combatants.map((c) => c.name).sort()).toEqual(['Centurion 5', 'Centurion 6', 'Centurion 7', 'Centurion 8', 'Okafor']);
    const combats = (await r.call<{ combats: { name: string }[] }>('combat.list')).combats;
    expect(combats.map((c) => c.name)).toEqual(['Ambush at the ford', 'Ambush at the ford']);
    // The first fight is untouched by the second, and the encounter stays as prepared.
    expect((await r.call<CombatView>('combat.get', { combatId: first.combatId })).combatants.map((c) => c.id).sort()).toEqual(v.combatants.map((c) => c.id).sort());
    expect(await r.call('encounter.get', { id: encounter.id })).toEqual(encounter);
    // The fight plays: start, quick-declare, resolve a turn.
    await r.call('combat.command', { combatId: second.combatId, command: { type: 'combat.start' } });
    await r.call('combat.command', { combatId: second.combatId, command: { type: 'action.quickDeclare' } });
    const pilot = second.view.combatants.find((c) => c.name === 'Okafor')!;
    await r.call('combat.command', { combatId: second.combatId, command: { type: 'action.declare', declarations: [{ combatantId: pilot.id, action: { kind: 'pass' } }] } });
    const rolled = await r.call<CombatView>('combat.command', { combatId: second.combatId, command: { type: 'initiative.roll' } });
    expect(rolled.phase).toBe('resolving');
  });

  it('start with a located warning when a template, a character or a vehicle type is gone since, never crashing', async () => {
    const r = rig();
    const { pc, template } = await fs32(r);
    const grunt = await r.call<NpcTemplate>('npcTemplate.save', { template: { name: 'Grunt', defaultRating: 2, weapon: 'Knife' } });
    const encounter = await r.call<Encounter>('encounter.save', {
      encounter: prepared(template, pc, {
        groups: [
          { templateId: template.id, templateName: 'Centurion', count: 4, team: 2 },
          { templateId: grunt.id, templateName: 'Grunt', count: 2, team: 2, seat: { vehicle: 'v1', role: 'passenger' } },
        ],
      }),
    });
    await r.call('npcTemplate.delete', { id: template.id });
    await r.call('character.delete', { id: pc.id });
    r.ctx.campaigns.requireSession().repos.gear.remove('vehicles', 'Light Truck');
    r.ctx.campaigns.requireSession().repos.gear.remove('weapons', 'Knife');
    const started = await r.call<Started>('encounter.start', { id: encounter.id });
    expect(started.warnings).toEqual([
      "Vehicle 'Truck': 'Light Truck' is no longer in the gear catalog; skipped, its crew starts on foot.",
      "Character 'Okafor' (row 1) no longer exists: skipped.",
      "Template 'Centurion' no longer exists: 4 NPCs skipped.",
      "Template 'Grunt': weapon 'Knife' is no longer in the gear catalog; given Pistol instead.",
    ]);
    expect(started.view.combatants.map((c) => [c.name, c.weapon, c.vehicleId])).toEqual([
      ['Grunt 1', 'Pistol', null],
      ['Grunt 2', 'Pistol', null],
    ]);
    expect(started.view.teams.map((t) => t.name)).toEqual(['Legion', 'Raiders']);
  });

  it('leave nothing half set up when a step is refused midway: no combat, no NPCs made', async () => {
    const r = rig();
    const { pc, template } = await fs32(r);
    const encounter = await r.call<Encounter>('encounter.save', { encounter: prepared(template, pc) });
    const { repos } = r.ctx.campaigns.requireSession();
    const characters = repos.characters.list().length;
    // The host refuses the vehicle, after the teams and the five fighters were already added.
    const host = r.ctx.combat();
    const refuse = vi.spyOn(host, 'addVehicle').mockImplementation(() => {
      throw new AppError('combat/not-allowed', 'The truck will not start.');
    });
    expect(await failure(r, 'encounter.start', { id: encounter.id })).toEqual({ code: 'combat/not-allowed', message: 'The truck will not start.' });
    expect(refuse).toHaveBeenCalledOnce();
    expect(repos.combats.list()).toEqual([]);
    expect(repos.characters.list().length).toBe(characters);
    refuse.mockRestore();
    expect((await r.call<Started>('encounter.start', { id: encounter.id })).view.vehicles).toHaveLength(1);
  });

  it('refuse a row edited behind the app\'s back by name, and replace a stance the game no longer has with a warning', async () => {
    const r = rig();
    const { pc, template } = await fs32(r);
    const encounter = await r.call<Encounter>('encounter.save', { encounter: prepared(template, pc) });
    const { db } = r.ctx.campaigns.requireSession();
    db.prepare("UPDATE encounters SET body_json = json_set(body_json, '$.characters[0].stance', 'Hidden') WHERE id = ?").run(encounter.id);
    const started = await r.call<Started>('encounter.start', { id: encounter.id });
    expect(started.warnings).toEqual(["Okafor: stance 'Hidden' is not a stance of this game; starts normal."]);
    db.prepare("UPDATE encounters SET body_json = json_set(body_json, '$.groups[0].count', 999) WHERE id = ?").run(encounter.id);
    const broken = await failure(r, 'encounter.start', { id: encounter.id });
    expect(broken.code).toBe('encounter/broken-row');
    expect(broken.message).toBe('Encounter "Ambush at the ford" is stored with a bad field (groups.0.count: A group has at most 50 NPCs).');
    // The list still shows it (with its problem) beside the others.
    expect((await r.call<{ encounters: { name: string; problem: string | null }[] }>('encounter.list')).encounters).toMatchObject([{ name: 'Ambush at the ford', problem: broken.message }]);
  });
});

describe('the campaign export', () => {
  it('carries templates and encounters across export → import (ids, bodies and dates as they were)', async () => {
    const r = rig();
    const { pc, template } = await fs32(r);
    const encounter = await r.call<Encounter>('encounter.save', { encounter: prepared(template, pc) });
    const { json } = await r.call<{ json: string }>('campaign.exportJson');
    const doc = JSON.parse(json) as { npcTemplates: unknown[]; encounters: unknown[] };
    expect(doc.npcTemplates).toEqual([template]);
    expect(doc.encounters).toEqual([encounter]);
    await r.call('campaign.importJson', { json });
    expect((await r.call<{ templates: NpcTemplate[] }>('npcTemplate.list')).templates).toEqual([template]);
    expect(await r.call('encounter.get', { id: encounter.id })).toEqual(encounter);
    // And the imported encounter starts.
    expect((await r.call<Started>('encounter.start', { id: encounter.id })).view.combatants).toHaveLength(5);
    // Two templates under one name are refused by name, and nothing is imported.
    const twice = JSON.stringify({ ...doc, npcTemplates: [template, { ...template, id: 'other' }] });
    expect(await failure(r, 'campaign.importJson', { json: twice })).toMatchObject({ code: 'campaign/invalid-export', message: expect.stringContaining('npcTemplates.1: the name "Centurion" is already used by npcTemplates.0.') });
  });
});

describe('an AresMUSH Third Edition campaign', () => {
  it('§C.22 templates carry an NPC level from npc_types; the encounter starts with the config stances, levels and gear', async () => {
    const r = rig();
    await r.call('campaign.create', { name: 'Ares', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: fixtureFiles() }, gear: 'from-source' });
    const options = await r.call<{ stances: { id: string }[]; npcLevels?: { choices: { id: string }[]; default: string }; weapons: string[] }>('encounter.options');
    expect(options.npcLevels?.default).toBe('Goon');
    expect(options.npcLevels?.choices.map((c) => c.id)).toEqual(['Goon', 'Henchman', 'Miniboss', 'Boss']);
    expect(options.stances.map((s) => s.id)).toContain('Aggressive');
    expect((await failure(r, 'npcTemplate.save', { template: { name: 'Boss', level: 'Overlord' } })).message).toBe('NPC level: "Overlord" is not one of Goon, Henchman, Miniboss, Boss.');
    const boss = await r.call<NpcTemplate>('npcTemplate.save', { template: { name: 'Warlord', level: 'Boss', weapon: 'Rifle+Ap', armor: 'Tactical', stance: 'Aggressive', defaultRating: 5 } });
    const goon = await r.call<NpcTemplate>('npcTemplate.save', { template: { name: 'Thug', weapon: 'Pistol', defaultRating: 3 } });
    const ann = await r.call<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' });
    const encounter = await r.call<Encounter>('encounter.save', {
      encounter: {
        name: 'Raid',
        teams: [{ name: 'Crew' }, { name: 'Gang' }],
        groups: [
          { templateId: boss.id, templateName: 'Warlord', count: 1, team: 2 },
          { templateId: goon.id, templateName: 'Thug', count: 3, team: 2, stance: 'Defensive' },
        ],
        characters: [{ characterId: ann.id, name: 'Ann', team: 1, weapon: 'Rifle', armor: 'Tactical', stance: 'Evasive' }],
      },
    });
    const started = await r.call<Started>('encounter.start', { id: encounter.id });
    expect(started.warnings).toEqual([]);
    const by = new Map(started.view.combatants.map((c) => [c.name, c]));
    expect(by.get('Warlord')).toMatchObject({ level: 'Boss', weapon: 'Rifle+Ap', armor: 'Tactical', stance: 'Aggressive', team: 2 });
    for (const n of [1, 2, 3]) expect(by.get(`Thug ${n}`)).toMatchObject({ level: 'Goon', weapon: 'Pistol', stance: 'Defensive' });
    expect(by.get('Ann')).toMatchObject({ stance: 'Evasive', weapon: 'Rifle', team: 1 });
    expect(by.get('Ann')!.level).toBeUndefined();
  });
});

describe('Quick NPCs from the GM screen into a team', () => {
  it('makes the NPCs and adds them to the chosen team in one step, numbered after those already fighting', async () => {
    const r = rig();
    const { pc, template } = await fs32(r);
    const encounter = await r.call<Encounter>('encounter.save', { encounter: prepared(template, pc) });
    const { combatId, view } = await r.call<Started>('encounter.start', { id: encounter.id });
    await r.call('combat.command', { combatId, command: { type: 'combat.start' } });
    const fromTemplate = await r.call<{ view: CombatView; names: string[] }>('encounter.addNpcs', { combatId, baseName: 'Centurion', count: 2, team: 2, templateId: template.id });
    expect(fromTemplate.names).toEqual(['Centurion 5', 'Centurion 6']);
    expect(fromTemplate.view.history.position).toBe(view.history.position + 2);
    expect(fromTemplate.view.combatants.find((c) => c.name === 'Centurion 6')).toMatchObject({ team: 2, weapon: 'Assault Rifle', stance: 'cautious' });
    // The newcomers wait for a declaration like everyone else.
    expect(fromTemplate.view.undeclared).toContain(fromTemplate.view.combatants.find((c) => c.name === 'Centurion 5')!.id);
    const ratings = await r.call<{ view: CombatView; names: string[] }>('encounter.addNpcs', { combatId, baseName: 'Militia', count: 3, team: 3, ratings: [{ name: 'Firearms', rating: 4 }], defaultRating: 2 });
    expect(ratings.names).toEqual(['Militia 1', 'Militia 2', 'Militia 3']);
    expect(ratings.view.teams.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(ratings.view.combatants.filter((c) => c.team === 3).map((c) => c.weapon)).toEqual(['Pistol', 'Pistol', 'Pistol']);
    const names = (await r.call<{ characters: { name: string }[] }>('character.list', { kind: 'npc' })).characters.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Centurion 5', 'Centurion 6', 'Militia 1', 'Militia 3']));
    expect((await failure(r, 'encounter.addNpcs', { combatId, baseName: 'X', count: 2, team: 1, weapon: 'Phaser' })).code).toBe('encounter/gear');
    expect((await failure(r, 'encounter.addNpcs', { combatId, baseName: '', count: 2, team: 1 })).message).toContain('baseName: The NPCs need a name');
    expect((await failure(r, 'encounter.addNpcs', { combatId, baseName: 'X', count: 2, team: 1, ratings: [{ name: 'Firearms', rating: 99 }] })).message).toContain('ratings.0.rating');
    // Nothing was made by the refusals.
    expect((await r.call<{ characters: { name: string }[] }>('character.list', { kind: 'npc' })).characters.some((c) => c.name.startsWith('X'))).toBe(false);
  });
});
