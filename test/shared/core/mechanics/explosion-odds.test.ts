/**
 * Issue 39 item 11: the exact odds of a target caught in a blast, checked against
 * `resolveExplosion` run on every combination of scripted dice (throw, defense, concussion d100).
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { resolveExplosion } from '../../../../shared/core/mechanics/explosion';
import { explosionOdds } from '../../../../shared/core/mechanics/explosion-odds';
import { SEVERITIES } from '../../../../shared/core/mechanics/combat-ruleset';
import { attacker, defender, GRENADE, raw, RULES, VEST, weapon } from './fixtures';

/** A concussion grenade: no fragments, so every outcome is the throw, the defense and one d100. */
const CONCUSSION = weapon({ ...GRENADE, name: 'Concussion Grenade', shrapnel: false, lethality: 10 });

/** Every face sequence of `n` d8s. */
function allFaces(n: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((f) => Array.from({ length: 8 }, (_, k) => [...f, k + 1]));
  return out;
}

/** P(final zone) and P(each severity) over every die the resolution can roll. */
function enumerate(attackDice: number, defenseDice: number, zone: 0 | 1, armored: boolean) {
  const zones = new Map<number | null, number>();
  const severities: Record<string, number> = { light: 0, moderate: 0, serious: 0, critical: 0 };
  const throws = allFaces(attackDice);
  const dodges = allFaces(defenseDice);
  const w = 1 / (throws.length * dodges.length);
  for (const a of throws)
    for (const d of dodges)
      for (let roll = 1; roll <= 100; roll++) {
        // Armor (seed 001: a vest covers chest and abdomen, never the head) rolls nothing here.
        const r = resolveExplosion(
          RULES,
          { weapon: CONCUSSION, attacker: attacker('Jesse', raw(attackDice)), targets: [{ defender: defender('Mike', raw(defenseDice), armored ? { armor: VEST } : {}), zone }] },
          createScriptedRng([...a, ...d, roll]),
        ).targets[0]!;
        zones.set(r.zone, (zones.get(r.zone) ?? 0) + w / 100);
        const s = r.concussion?.damage?.severity;
        if (s && r.concussion?.wound) severities[s]! += w / 100;
      }
  return { zones, severities };
}

describe('explosion odds (issue 39 item 11)', () => {
  for (const zone of [0, 1] as const) {
    it(`zone ${zone}: the zone and concussion odds equal every scripted roll of the resolution`, () => {
      const o = explosionOdds(RULES, { weapon: CONCUSSION, attacker: attacker('Jesse', raw(2)), defender: defender('Mike', raw(2), { armor: VEST }), zone });
      const e = enumerate(o.attackDice, o.defenseDice, zone, true);
      expect(o.zones.map((z) => z.zone)).toEqual([...e.zones.keys()].sort((x, y) => (x ?? 99) - (y ?? 99)));
      for (const z of o.zones) expect(z.p).toBeCloseTo(e.zones.get(z.zone)!, 12);
      for (const s of SEVERITIES) expect(o.severities[s]).toBeCloseTo(e.severities[s]!, 12);
      expect(o.pSeriousOrWorse).toBeCloseTo(e.severities.serious! + e.severities.critical!, 12);
      expect(o.zones.reduce((t, z) => t + z.p, 0)).toBeCloseTo(1, 12);
    });
  }

  it('a better defender is pushed out of the blast more often, and no roll moves anyone inward', () => {
    const weak = explosionOdds(RULES, { weapon: GRENADE, attacker: attacker('Jesse', raw(2)), defender: defender('Mike', raw(1)), zone: 0 });
    const strong = explosionOdds(RULES, { weapon: GRENADE, attacker: attacker('Jesse', raw(2)), defender: defender('Mike', raw(8)), zone: 0 });
    const out = (o: typeof weak) => o.zones.find((z) => z.zone === null)?.p ?? 0;
    expect(out(strong)).toBeGreaterThan(out(weak));
    expect(strong.pSeriousOrWorse).toBeLessThan(weak.pSeriousOrWorse);
    // Nothing moves anyone inward: a target starting in zone 1 never ends in zone 0.
    const far = explosionOdds(RULES, { weapon: GRENADE, attacker: attacker('Jesse', raw(2)), defender: defender('Mike', raw(1)), zone: 1 });
    expect(far.zones.some((z) => z.zone === 0)).toBe(false);
    expect(far.pSeriousOrWorse).toBeLessThan(weak.pSeriousOrWorse);
  });
});
