import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../../../shared/core/dice/rng';
import { resolveTurn } from '../../../../../shared/systems/fs3.2/combat/whole-turn';
import type { TurnAction, TurnCombatant } from '../../../../../shared/core/mechanics/turn-state';
import { HUMANOID_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { KNIFE, PISTOL, raw, RIFLE, RULES, VEST } from '../../../core/mechanics/fixtures';

const ABILITIES = { initiative: 'Alertness', toughness: 'Toughness', firstAid: 'First Aid' };

function combatant(
  id: string,
  action: TurnAction,
  over: Partial<TurnCombatant> = {},
): TurnCombatant {
  return {
    id,
    name: id,
    pools: {
      Alertness: raw(2),
      Firearms: raw(4),
      Melee: raw(4),
      Toughness: raw(2),
      'First Aid': raw(3),
    },
    weapon: PISTOL,
    ammo: 12,
    armor: null,
    chart: HUMANOID_HIT_CHART,
    stance: 'normal',
    wounds: [],
    suppression: 0,
    aim: null,
    knockedOut: false,
    subduedBy: null,
    action,
    ...over,
  };
}

describe('a whole turn (seed 004 "Combat Turns")', () => {
  it('Kid and Jesse: Kid goes first and wounds Jesse, who shoots back hurt, and is knocked out after all actions', () => {
    const kid = combatant('Kid', { kind: 'attack', target: 'Jesse' });
    const jesse = combatant(
      'Jesse',
      { kind: 'attack', target: 'Kid' },
      { pools: { ...kid.pools, Firearms: raw(7) } },
    );
    const rng = createScriptedRng([
      8,
      8,
      2,
      2, // initiative: Kid 2 hits, Jesse 0
      8,
      8,
      2,
      2,
      2,
      2,
      2,
      8,
      8,
      90, // Kid: 2 hits vs 0, location 16 + 2 → Chest, damage 90 + 15 → Critical
      2,
      2,
      2,
      2,
      2, // Jesse: 7 − 4 wounds − 1 suppression = 2 dice, Kid defends with 3
      // Knockout: Toughness 2 − 4 → no dice, no hits.
    ]);
    const r = resolveTurn(RULES, { turn: 1, combatants: [kid, jesse], abilities: ABILITIES }, rng);
    expect(r.initiative.map((s) => s.id)).toEqual(['Kid', 'Jesse']);
    const [first, second] = r.actions;
    expect(first).toMatchObject({
      actorId: 'Kid',
      kind: 'attack',
      result: { result: 'wounded', wound: { severity: 'critical', location: 'Chest' } },
    });
    if (second?.kind !== 'attack') throw new Error('Jesse should have attacked');
    expect(second.result.exchange.attack.pool.modifiers.map((m) => m.source)).toEqual([
      'Wounds -4',
      'Suppression -1',
    ]);
    expect(second.result.result).toBe('miss');
    expect(r.knockouts).toEqual([
      expect.objectContaining({ name: 'Jesse', due: true, knockedOut: true }),
    ]);
    expect(r.combatants.map((c) => [c.id, c.knockedOut, c.suppression, c.ammo])).toEqual([
      ['Kid', false, 0, 11],
      ['Jesse', true, 0, 11],
    ]);
    expect(r.suppression.map((s) => [s.id, s.change.after])).toEqual([
      ['Jesse', 1],
      ['Kid', 1],
    ]);
    expect(rng.used).toBe(4 + 10 + 5);
  });

  it('knocked-out combatants neither roll initiative nor act; the subdued can only escape', () => {
    const out = combatant('Out', { kind: 'attack', target: 'A' }, { knockedOut: true });
    const held = combatant('Held', { kind: 'attack', target: 'A' }, { subduedBy: 'A' });
    const a = combatant('A', { kind: 'subdue', target: 'Held' }, { weapon: KNIFE, ammo: null });
    const r = resolveTurn(
      RULES,
      { turn: 2, combatants: [out, held, a], abilities: ABILITIES },
      createSeededRng(5),
    );
    expect(r.initiative.map((s) => s.id).sort()).toEqual(['A', 'Held']);
    expect(r.actions.find((x) => x.actorId === 'Held')).toMatchObject({ kind: 'skipped' });
    expect(r.actions.find((x) => x.actorId === 'A')).toMatchObject({
      kind: 'skipped',
      reason: 'A keeps Held subdued',
    });
    expect(r.combatants.find((c) => c.id === 'Held')?.subduedBy).toBe('A');
  });

  it('a subduer who does anything else lets the captive go', () => {
    const held = combatant('Held', { kind: 'pass' }, { subduedBy: 'A' });
    const a = combatant('A', { kind: 'aim', target: 'Held' });
    const r = resolveTurn(
      RULES,
      { turn: 2, combatants: [held, a], abilities: ABILITIES },
      createSeededRng(6),
    );
    expect(r.combatants.find((c) => c.id === 'Held')?.subduedBy).toBeNull();
    expect(r.combatants.find((c) => c.id === 'A')?.aim).toEqual({ targetId: 'Held', turn: 2 });
  });

  it("uses last turn's aim, spends ammo on full-auto, reloads, and decays suppression", () => {
    const gunner = combatant(
      'G',
      { kind: 'full-auto', targets: ['X', 'Y'] },
      { weapon: RIFLE, ammo: 30, aim: { targetId: 'Y', turn: 2 } },
    );
    const x = combatant('X', { kind: 'reload' }, { ammo: 0, suppression: 4 });
    const y = combatant('Y', { kind: 'pass' }, { armor: VEST });
    const r = resolveTurn(
      RULES,
      { turn: 3, combatants: [gunner, x, y], abilities: ABILITIES },
      createSeededRng(7),
    );
    const fire = r.actions.find((a) => a.actorId === 'G');
    if (fire?.kind !== 'full-auto') throw new Error('expected full-auto');
    expect(fire.result.volleys.map((v) => v.bullets.length)).toEqual([5, 4]);
    expect(
      fire.result.volleys[1]!.bullets.every((b) =>
        b.exchange.attack.pool.modifiers.some((m) => m.tag === 'aim'),
      ),
    ).toBe(true);
    expect(
      fire.result.volleys[0]!.bullets.some((b) =>
        b.exchange.attack.pool.modifiers.some((m) => m.tag === 'aim'),
      ),
    ).toBe(false);
    const after = Object.fromEntries(r.combatants.map((c) => [c.id, c]));
    expect(after.G!.ammo).toBe(20);
    expect(after.X!.ammo).toBe(12);
    expect(after.X!.suppression).toBe(3);
    expect(after.Y!.suppression).toBe(0);
  });

  it('the same seed gives the same turn, die for die (property)', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const cs = [
          combatant('a', { kind: 'attack', target: 'b', burst: true }, { weapon: RIFLE, ammo: 30 }),
          combatant(
            'b',
            { kind: 'attack', target: 'a', location: 'Head' },
            { stance: 'cover', armor: VEST },
          ),
          combatant(
            'c',
            { kind: 'attack', target: 'a' },
            { weapon: KNIFE, ammo: null, stance: 'banzai' },
          ),
        ];
        const one = resolveTurn(
          RULES,
          { turn: 1, combatants: cs, abilities: ABILITIES },
          createSeededRng(seed),
        );
        const two = resolveTurn(
          RULES,
          { turn: 1, combatants: cs, abilities: ABILITIES },
          createSeededRng(seed),
        );
        expect(two).toEqual(one);
      }),
      { numRuns: 50 },
    );
  });

  it("resolves 500 combatants and leaves everyone's state JSON-serialisable", () => {
    const cs = Array.from({ length: 500 }, (_, i) =>
      combatant(
        `c${i}`,
        { kind: 'attack', target: `c${(i + 1) % 500}` },
        { armor: i % 2 ? VEST : null },
      ),
    );
    const r = resolveTurn(
      RULES,
      { turn: 1, combatants: cs, abilities: ABILITIES },
      createSeededRng('big'),
    );
    expect(r.actions).toHaveLength(500);
    expect(r.combatants).toHaveLength(500);
    expect(JSON.parse(JSON.stringify(r.combatants))).toEqual(r.combatants);
    const wounded = r.combatants.filter((c) => c.wounds.length > 0).length;
    expect(wounded).toBeGreaterThan(50);
  });
});
