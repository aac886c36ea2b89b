/**
 * Third Edition luck in a fight on the GM screen host (issue 16, reference §C.21, §C.14): the
 * point is paid when a reason is first set in a turn (at initiative, or before the next action
 * when set later), switching reasons is free, NPCs have none, hero costs a point, and every point
 * leaves the character's sheet as the step is committed, with a ledger entry.
 */
import { describe, expect, it } from 'vitest';
import { useHandlerRig } from '../../../helpers/handler-rig';
import { fixtureFiles } from '../../../helpers/ares-fixtures';


const rig = useHandlerRig();

type View = { combatId: string; phase: string; combatants: { id: string; name: string; luckPoints: number | null; luckUsed: number; knockedOut: boolean }[] };
type Sheet = { character: { luckPoints: number }; luckLedger: { delta: number; reason: string }[] };

describe('§C.21 luck in a Third Edition fight reaches the sheet', () => {
  it('§C.21 1 point when a reason is first set in a turn, switching free, NPCs refused; §C.14 hero costs 1; each leaves the sheet at once', async () => {
    const r = rig();
    const { call } = r;
    await call('campaign.create', { name: 'Ares', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: fixtureFiles() }, gear: 'from-source' });
    const ann = await call<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' });
    await call('character.awardLuck', { ids: [ann.id], amount: 3, reason: 'Good scene' });
    const goon = (await call<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Goon', count: 1, defaultRating: 5 })).characters[0]!;
    const sheet = () => call<Sheet>('character.sheet', { id: ann.id });
    const combatLedger = async () => (await sheet()).luckLedger.filter((e) => e.reason.startsWith('Luck in combat')).map((e) => [e.delta, e.reason]);
    expect((await sheet()).character.luckPoints).toBe(3);

    const combatId = (await call<View>('combat.create', { name: 'Ambush' })).combatId;
    await call('combat.addCharacter', { combatId, characterId: ann.id, team: 1, weapon: 'Rifle', armor: 'Tactical' });
    const view = await call<View>('combat.addCharacter', { combatId, characterId: goon.id, team: 2, weapon: 'Pistol', armor: null });
    const [a, g] = [view.combatants[0]!, view.combatants[1]!];
    const cmd = (command: unknown) => call<View>('combat.command', { combatId, command });
    const declare = (id: string, target: string, luck: string | null) =>
      cmd({ type: 'action.declare', declarations: [{ combatantId: id, action: { kind: 'attack', target }, luck: luck ? { roll: luck, effect: 'bonus' } : null }] });
    await cmd({ type: 'combat.start' });

    // NPCs have no luck; Third Edition has no penalty on someone else's roll.
    await expect(declare(g.id, a.id, 'attack')).rejects.toThrow(': NPCs have no luck.');
    await expect(cmd({ type: 'action.declare', declarations: [{ combatantId: a.id, action: { kind: 'attack', target: g.id }, luck: { roll: 'defense', effect: 'penalty', target: g.id } }] }))
      .rejects.toThrow(/no re-roll, penalty or cancel/);

    // Turn 1: attack luck set before initiative is paid at initiative.
    await declare(a.id, g.id, 'attack');
    await declare(g.id, a.id, null);
    await cmd({ type: 'initiative.roll' });
    expect((await sheet()).character.luckPoints).toBe(2);
    expect(await combatLedger()).toEqual([[-1, "Luck in combat 'Ambush', turn 1: attack bonus"]]);
    // Switching the reason within the turn is free (refused by the seed's one-roll rule before).
    const switched = await declare(a.id, g.id, 'defense');
    expect(switched.combatants.find((c) => c.id === a.id)).toMatchObject({ luckPoints: 2, luckUsed: 1 });
    await cmd({ type: 'action.resolveAll' });
    await cmd({ type: 'knockout.roll' });
    await cmd({ type: 'turn.end' });
    expect((await sheet()).character.luckPoints).toBe(2);

    // Turn 2: luck set after initiative is paid before the next action.
    const now = await call<View>('combat.get', { combatId });
    const up = (id: string) => !now.combatants.find((c) => c.id === id)!.knockedOut;
    // The seeded dice leave Ann standing after turn 1.
    expect(up(a.id)).toBe(true);
    await declare(a.id, g.id, null);
    if (up(g.id)) await declare(g.id, a.id, null);
    await cmd({ type: 'initiative.roll' });
    expect((await sheet()).character.luckPoints).toBe(2);
    await declare(a.id, g.id, 'attack');
    await cmd({ type: 'action.resolveNext' });
    expect((await sheet()).character.luckPoints).toBe(1);
    expect((await combatLedger()).at(-1)).toEqual([-1, "Luck in combat 'Ambush', turn 2: attack bonus"]);
    const balanceBeforeHero = (await sheet()).character.luckPoints;

    // §C.14 hero: a KO'd PC spends 1 and is back.
    await cmd({ type: 'combatant.knockOut', targetId: a.id });
    await cmd({ type: 'combatant.revive', targetId: a.id, useLuck: true });
    expect((await sheet()).character.luckPoints).toBe(balanceBeforeHero - 1);
    expect((await combatLedger()).at(-1)![1]).toMatch(/^Luck in combat 'Ambush', turn 2: recovery from a knockout$/);

    // Undoing the hero gives the point back.
    await call('combat.undo', { combatId });
    expect((await sheet()).character.luckPoints).toBe(balanceBeforeHero);
  });
});
