import { describe, expect, it } from 'vitest';
import { combatHandlers } from '../../../../main/core/handlers/combat';
import { FS32_EDITION } from '../../../../shared/systems/fs3.2';
import { testCharacter } from '../../../helpers/db-fixtures';
import { useTempDirs } from '../../../helpers/db-temp';
import { spec } from '../../../shared/core/combat/fixtures';
import { callHandler as call, useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);

// Issue 18 defect 2: a roster card dropped on a vehicle seat added a second Brandt.
describe('one character is in a fight at most once', () => {
  it('refuses to add a character already fighting, by any path, and changes nothing', () => {
    const r = rig();
    r.repos.characters.insert(testCharacter('pc-1'));
    r.repos.gear.replaceCatalog(FS32_EDITION.builtinGear());
    const handlers = combatHandlers({ host: () => r.host });
    const combatId = call(handlers, 'combat.create', { name: 'Checkpoint' }).combatId;
    const first = call(handlers, 'combat.addCharacter', { combatId, characterId: 'pc-1', team: 1, weapon: 'Assault Rifle', armor: null });
    expect(first.combatants).toHaveLength(1);
    const name = first.combatants[0]!.name;
    // The path the seat drop took: addCharacter again with other gear.
    expect(() => call(handlers, 'combat.addCharacter', { combatId, characterId: 'pc-1', team: 2, weapon: 'Pistol', armor: null }))
      .toThrow(`${name} is already in this combat`);
    // A raw command carrying the same character id, and a batch naming them twice.
    expect(() => call(handlers, 'combat.command', { combatId, command: { type: 'combatant.add', combatants: [{ ...spec('x', 2), characterId: 'pc-1' }] } }))
      .toThrow('already in this combat');
    expect(() => call(handlers, 'combat.command', { combatId, command: { type: 'combatant.add', combatants: [{ ...spec('y', 1), characterId: 'pc-2' }, { ...spec('z', 1), characterId: 'pc-2' }] } }))
      .toThrow('already in this combat');
    const view = call(handlers, 'combat.get', { combatId });
    expect(view.combatants.map((c) => c.characterId)).toEqual(['pc-1']);
    expect(view.combatants[0]).toMatchObject({ weapon: 'Assault Rifle', team: 1 });
    // Plain NPC specs without a character still come in freely.
    const more = call(handlers, 'combat.command', { combatId, command: { type: 'combatant.add', combatants: [spec('a', 2), spec('b', 2)] } });
    expect(more.combatants).toHaveLength(3);
  });
});
