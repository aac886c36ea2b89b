import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readImprovedInitiative } from '../../../shared/transfer/improved-initiative';
import { encounterFromIi } from '../../../shared/transfer/improved-initiative-encounter';

const SAMPLE = readFileSync(join(process.cwd(), 'test/fixtures/transfer/improved-initiative-encounter.json'), 'utf8');

describe('Improved Initiative JSON', () => {
  it('reads a saved encounter: NPCs grouped by stat block, players as PCs, D&D numbers named as unused', () => {
    const read = readImprovedInitiative(SAMPLE);
    expect(read.errors).toEqual([]);
    expect(read.encounterName).toBe('Goblin ambush');
    expect(read.entries).toEqual([
      { name: 'Goblin', pc: false, count: 3, from: [1, 2, 3] },
      { name: 'Bugbear', pc: false, count: 1, from: [4] },
      { name: 'Okafor', pc: true, count: 1, from: [5] },
      { name: 'Ruiz', pc: true, count: 1, from: [6] },
    ]);
    expect(read.warnings[0]).toMatch(/^Not used by FS3 \(D&D numbers and details it has no place for\): HP, AC, InitiativeModifier, MaxHP, CurrentHP, TemporaryHP, Initiative, Abilities and \d+ more\.$/);
  });

  it('reads a bare list of stat blocks and a library export', () => {
    expect(readImprovedInitiative(JSON.stringify([{ Name: 'Orc', HP: { Value: 15 } }, { Name: 'Orc' }])).entries).toEqual([{ name: 'Orc', pc: false, count: 2, from: [1, 2] }]);
    expect(readImprovedInitiative(JSON.stringify({ 'Creatures.orc': { Name: 'Orc' }, 'Characters.x': { Name: 'Vex', Player: 'player' } })).entries).toEqual([
      { name: 'Orc', pc: false, count: 1, from: [1] },
      { name: 'Vex', pc: true, count: 1, from: [2] },
    ]);
  });

  it('never crashes on odd input: each problem is named', () => {
    expect(readImprovedInitiative('{').errors[0]!.message).toMatch(/^not JSON/);
    expect(readImprovedInitiative('42').errors[0]!.message).toMatch(/^not an Improved Initiative export/);
    expect(readImprovedInitiative('{"Combatants": []}').errors[0]!.message).toBe('the file holds no combatants');
    const odd = readImprovedInitiative(JSON.stringify({ Combatants: [null, { StatBlock: { HP: 3 } }, { Name: 7 }, { Name: 'Ok', Weird: { deep: [1] } }] }));
    expect(odd.errors.map((e) => e.message)).toEqual(['combatant 1: not an object', 'combatant 2: has no Name', 'combatant 3: has no Name']);
    expect(odd.entries).toEqual([{ name: 'Ok', pc: false, count: 1, from: [4] }]);
  });
});

describe('Improved Initiative into an FS3 encounter', () => {
  it('puts the sample\'s players in team 1 and each stat block as a group of opponents', () => {
    const read = readImprovedInitiative(SAMPLE);
    const ref = (prefix: string) => (name: string) => ({ id: `${prefix}-${name.toLowerCase()}`, name });
    const body = encounterFromIi(read, { template: ref('t'), character: ref('c') }, read.encounterName!);
    expect(body).toMatchObject({
      name: 'Goblin ambush',
      teams: [{ name: 'Players' }, { name: 'Opponents' }],
      groups: [
        { templateId: 't-goblin', templateName: 'Goblin', baseName: 'Goblin', count: 3, team: 2, stance: null, seat: null },
        { templateId: 't-bugbear', templateName: 'Bugbear', baseName: 'Bugbear', count: 1, team: 2 },
      ],
      characters: [{ characterId: 'c-okafor', name: 'Okafor', team: 1 }, { characterId: 'c-ruiz', name: 'Ruiz', team: 1 }],
      vehicles: [],
    });
  });

  it('splits a crowd into groups of at most 50 and, without players, has one team', () => {
    const read = readImprovedInitiative(JSON.stringify(Array.from({ length: 120 }, () => ({ Name: 'Zombie' }))));
    const body = encounterFromIi(read, { template: (n) => ({ id: 't1', name: n }), character: (n) => ({ id: 'c', name: n }) }, 'Horde');
    expect(body.teams).toEqual([{ name: 'Opponents' }]);
    expect(body.groups.map((g) => [g.count, g.team])).toEqual([[50, 1], [50, 1], [20, 1]]);
  });
});
