/**
 * Issue 16 as a storyteller meets it, across features (the worst defects live between them): a
 * real AresMUSH game imported (Third Edition), a new PC, a fight where she spends luck and takes a
 * wound, her sheet followed during the fight, End combat, a week on the game calendar with daily
 * healing and weekly XP, its undo, and an opposed roll from the roller. Real campaign file
 * through the dispatcher, seeded dice, fake clock.
 */
import { describe, expect, it } from 'vitest';
import { createWound } from '../../../shared/systems';
import { useHandlerRig } from '../../helpers/handler-rig';
import { fixtureFiles } from '../../helpers/ares-fixtures';


type Rated = { name: string; rating: number };
type Sheet = {
  character: { id: string; luckPoints: number; xp: number; attributes: Rated[] };
  wounds: { location: string; severity: string; treated: boolean; firstAid?: string }[];
  luckLedger: { delta: number; reason: string }[];
  xpLedger: { delta: number; reason: string }[];
};
type View = { combatId: string; combatants: { id: string; characterId: string | null }[] };

const rig = useHandlerRig();

describe('issue 16 end to end on an imported AresMUSH game', () => {
  it('import → new PC at the §B.4 start → fight with luck and a wound seen on the sheet → End combat → a week of §D.6 healing and weekly XP → undo → an opposed roll', async () => {
    const { call } = rig({ now: () => new Date('2026-03-01T12:00:00Z') });
    await call('campaign.create', { name: 'Ares', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: fixtureFiles() }, gear: 'from-source' });

    // A new PC gets AresMUSH's reset (§B.4: attributes 2) and starting luck (§B.8: 1).
    const ann = await call<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' });
    const sheet = () => call<Sheet>('character.sheet', { id: ann.id });
    const start = await sheet();
    expect(start.character.attributes.length).toBeGreaterThan(0);
    expect(start.character.attributes.every((a) => a.rating === 2)).toBe(true);
    expect(start.character.luckPoints).toBe(1);
    // A rating outside §B.2's range is refused with the field named.
    const stored = await call<{ character: Record<string, unknown> }>('character.get', { id: ann.id });
    const bad = { ...stored.character, attributes: start.character.attributes.map((a, i) => (i === 0 ? { ...a, rating: 99 } : a)) };
    await expect(call('character.update', { character: bad })).rejects.toThrow(new RegExp(`${start.character.attributes[0]!.name}: 99`));

    const goon = (await call<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Goon', count: 1, defaultRating: 5 })).characters[0]!;

    // The fight: Ann's attack luck leaves her sheet when the step is committed; a wound the
    // storyteller deals her is on the sheet before End combat.
    const combatId = (await call<View>('combat.create', { name: 'Ambush' })).combatId;
    await call('combat.addCharacter', { combatId, characterId: ann.id, team: 1, weapon: 'Rifle', armor: 'Tactical' });
    const view = await call<View>('combat.addCharacter', { combatId, characterId: goon.id, team: 2, weapon: 'Pistol', armor: null });
    const a = view.combatants.find((c) => c.characterId === ann.id)!;
    const g = view.combatants.find((c) => c.characterId === goon.id)!;
    const cmd = (command: unknown) => call<View>('combat.command', { combatId, command });
    await cmd({ type: 'combat.start' });
    await cmd({ type: 'action.declare', declarations: [{ combatantId: a.id, action: { kind: 'attack', target: g.id }, luck: { roll: 'attack', effect: 'bonus' } }] });
    await cmd({ type: 'action.declare', declarations: [{ combatantId: g.id, action: { kind: 'attack', target: a.id }, luck: null }] });
    await cmd({ type: 'initiative.roll' });
    let mid = await sheet();
    expect(mid.character.luckPoints).toBe(0);
    expect(mid.luckLedger.at(-1)).toMatchObject({ delta: -1, reason: "Luck in combat 'Ambush', turn 1: attack bonus" });
    await cmd({ type: 'wound.add', targetId: a.id, wound: createWound({ location: 'Chest', severity: 'serious', type: 'wound', source: 'Pistol' }) });
    mid = await sheet();
    expect(mid.wounds.map((w) => [w.location, w.severity])).toEqual([['Chest', 'serious']]);
    // While the fight holds her wounds, the sheet points to the GM screen instead of taking an
    // edit the fight's next step would overwrite.
    expect((await call<{ fight: string | null }>('healing.sheet', { id: ann.id })).fight).toBe('Ambush');
    await expect(call('healing.addWound', { characterId: ann.id, location: 'Head', severity: 'light', damageType: 'wound', description: '' }))
      .rejects.toThrow('Ann is in the unfinished fight "Ambush": change their wounds on its GM screen');
    await cmd({ type: 'combat.end' });
    expect((await call<{ fight: string | null }>('healing.sheet', { id: ann.id })).fight).toBeNull();
    const after = await sheet();
    expect(after.character.luckPoints).toBe(0);
    expect(after.wounds.map((w) => [w.location, w.severity])).toEqual([['Chest', 'serious']]);

    // A week on the game calendar: XP follows it, so the advance gives the weekly award, and
    // Ann's daily §D.6 recovery rolls heal her wound; the report comes first, then undo.
    await call('calendar.setDate', { date: '2026-01-01' });
    await setGameClock(call);
    const preview = await call<{ planId: string; weeklyXp: { weeks: number } | null; report: { days: { entries: { id: string; rolls: { role: string }[] }[] }[] } }>('calendar.preview', { days: 7 });
    expect(preview.weeklyXp?.weeks).toBe(1);
    expect(preview.report.days).toHaveLength(7);
    const annDay1 = preview.report.days[0]!.entries.find((e) => e.id === ann.id)!;
    expect(annDay1.rolls.map((r) => r.role)).toEqual(['recovery']);
    expect(preview.report.days[0]!.entries.some((e) => e.id === goon.id)).toBe(false); // §D.6: NPCs never heal
    const beforeAdvance = await sheet();
    await call('calendar.commit', { planId: preview.planId });
    const advanced = await sheet();
    expect(advanced.character.xp).toBe(beforeAdvance.character.xp + 1); // §B.7 periodic_xp 1
    expect(advanced.xpLedger.at(-1)?.reason).toMatch(/^Weekly XP/);
    // 7 days at 1–2 points against IMPAIR's 10: still a wound, now healing (counts a third).
    expect(advanced.wounds).toHaveLength(1);
    expect(advanced.wounds[0]).toMatchObject({ treated: true });
    await call('calendar.undo');
    const undone = await sheet();
    expect(undone.character.xp).toBe(beforeAdvance.character.xp);
    expect(undone.wounds).toEqual(beforeAdvance.wounds);

    // The roller: Ann against the goon, with the exact odds logged beside the outcome.
    const out = await call<{ entries: { outcome?: unknown; odds?: unknown }[] }>('roll.opposed', {
      first: { id: ann.id, ability: 'Firearms' },
      second: { id: goon.id, ability: 'Firearms' },
      luck: [],
    });
    expect(out.entries).toHaveLength(2);
  });
});

/** Sets XP to follow the game calendar, as the Game system screen saves it. */
async function setGameClock(call: <T>(m: string, i?: unknown) => Promise<T>): Promise<void> {
  const state = await call<{ setting: { ruleset: { xp: Record<string, unknown> } }; choice: unknown; revision: number }>('system.get');
  const setting = { ...state.setting, ruleset: { ...state.setting.ruleset, xp: { ...state.setting.ruleset.xp, clock: 'game' } } };
  await call('system.save', { setting, choice: state.choice, label: 'XP follows the game calendar', expectedRevision: state.revision });
}
