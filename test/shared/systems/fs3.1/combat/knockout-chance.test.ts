/**
 * Issue 39 item 6 (remainder): FS3.1's knockout odds reach the GM screen's view. Seed 002
 * "Knockout": "If you roll lower than your total Wound Modifier, you are knocked out." Two Moderate
 * wounds (−40) and Toughness 5 (no modifier): faces 1–39 knock out, 39%; the machine's knockout
 * roll counts the same faces (`isKnockedOut`), and a storyteller's toughness modifier moves both.
 */
import { describe, expect, it } from 'vitest';
import { createWound } from '../../../../../shared/core/mechanics/wounds';
import { toCombatView } from '../../../../../shared/core/combat/view';
import { PISTOL } from '../../../core/mechanics/fixtures';
import { base, fight, pools } from './helpers';

const stats = pools({ Firearms: 5, Melee: 5, Reflexes: 5, Toughness: 5, 'First Aid': 5 });
const moderate = () => createWound({ location: 'Chest', severity: 'moderate', type: 'wound', source: 'Pistol' });
const SYSTEM = { edition: 'FS3.1', revision: 1, campaignRevision: 1, lists: { luckOptions: [] } } as never;

function wounded() {
  const f = fight();
  f.send({ type: 'combatant.add', combatants: [{ ...base, id: 'ann', name: 'Ann', team: 1, pools: stats, weapon: PISTOL }, { ...base, id: 'cat', name: 'Cat', team: 2, pools: stats, weapon: PISTOL, wounds: [moderate(), moderate()] }] as never });
  return f;
}
const chanceOf = (f: ReturnType<typeof fight>, id: string) => toCombatView(f.rules, f.actor.getSnapshot(), { position: 0, length: 0, canUndo: false, canRedo: false } as never, SYSTEM).combatants.find((c) => c.id === id)?.knockoutChance;

describe('FS3.1 knockout odds on the GM screen (seed 002 "Knockout")', () => {
  it('shows 39% for −40 of wounds at Toughness 5; none for the unhurt', () => {
    const f = wounded();
    expect(chanceOf(f, 'cat')).toBeCloseTo(0.39);
    expect(chanceOf(f, 'ann')).toBeUndefined();
  });

  it('a storyteller toughness modifier of +10 lowers it to 29% (the knockout roll adds it too); knocked out: none', () => {
    const f = wounded();
    f.send({ type: 'modifier.add', modifier: { id: 'm1', combatantId: 'cat', dice: 10, reason: 'Stim', roll: 'toughness', duration: 'combat' } });
    expect(chanceOf(f, 'cat')).toBeCloseTo(0.29);
    f.send({ type: 'combat.start' });
    f.send({ type: 'combatant.knockOut', targetId: 'cat' });
    expect(chanceOf(f, 'cat')).toBeUndefined();
  });

  it("a storyteller's modifier on every roll counts too, as the knockout roll adds it: −10 raises it to 49%", () => {
    const f = wounded();
    f.send({ type: 'modifier.add', modifier: { id: 'm1', combatantId: 'cat', dice: -10, reason: 'Dazed', roll: 'all', duration: 'combat' } });
    expect(chanceOf(f, 'cat')).toBeCloseTo(0.49);
  });
});
