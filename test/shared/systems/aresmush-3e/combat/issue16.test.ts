/**
 * Issue 16's combat fixes checked against the Third Edition: where AresMUSH's code behaves
 * differently from the FS3.2 seeds, the edition keeps AresMUSH's behaviour (NOTES.md 23).
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../../shared/core/combat/commands';
import { declarationOdds } from '../../../../../shared/core/combat/declaration-odds';
import { createCombatMachine } from '../../../../../shared/core/combat/machine';
import { planCommand } from '../../../../../shared/core/combat/plan';
import { applyCommand } from '../../../../../shared/core/combat/steps';
import { npcPool } from '../../../../../shared/core/dice/ability-roll';
import { createWound } from '../../../../../shared/core/mechanics/wounds';
import type { CombatRules } from '../../../../../shared/core/combat/procedures';
import { FS32_COMBAT_RULESET } from '../../../../../shared/systems/fs3.2/combat/ruleset';
import { createScriptedRng, createSeededRng } from '../../../../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { resolveAction, type A3Fighter } from '../../../../../shared/systems/aresmush-3e/combat';
import { findEdition } from '../../../../../shared/systems/registry';
import type { GameSystem } from '../../../../../shared/systems/types';
import { PISTOL, RIFLE } from '../../../core/mechanics/fixtures';
import { vehicleSpec } from '../../../core/combat/random-commands';
import { battle, defaultCombat, defaultConfig, equip, pc } from './helpers';

const ANN = { Firearms: 5, Reflexes: 3, Alertness: 4, Composure: 4, Brawn: 3, Melee: 4, Medicine: 4 };

/**
 * Dice used by one burst or full-auto action in which every die misses (3s): attack and defense
 * rolls only, no location, armor or damage draws.
 */
function diceUsed(kind: 'burst' | 'fullauto', luck: { ann?: A3Fighter['luck']; bob?: A3Fighter['luck'] }): number {
  const rng = createScriptedRng(Array.from({ length: 400 }, () => 3));
  // A rifle without recoil, so every bullet's pool is the same and the luck's 3 dice show plainly.
  const cfg = defaultCombat();
  cfg.weapons = { ...cfg.weapons, Rifle: { ...cfg.weapons['Rifle']!, recoil: 0 } };
  const b = battle(cfg, [pc('Ann', { ...ANN }), pc('Bob', { Reflexes: 3, Composure: 3 })], rng);
  equip(b, b.fighters.Ann!, 'Soldier');
  b.fighters.Ann!.luck = luck.ann ?? null;
  b.fighters.Bob!.luck = luck.bob ?? null;
  b.fighters.Ann!.action = kind === 'burst' ? { kind: 'attack', targets: ['Bob'], burst: true } : { kind: 'fullauto', targets: ['Bob'] };
  resolveAction(b, b.fighters.Ann!);
  expect(b.log.filter((l) => l.includes('MISSES'))).toHaveLength(kind === 'burst' ? 3 : 8);
  return rng.used;
}

describe('§C.21 luck in a burst or full-auto (AresMUSH keeps a reason for the whole turn)', () => {
  it('§C.21 defense luck: +3 dice on the defense against every bullet of a burst (FS3.2: the first only)', () => {
    expect(diceUsed('burst', { bob: 'Defense' }) - diceUsed('burst', {})).toBe(3 * 3);
  });

  it('§C.21 attack luck: +3 dice on all 8 full-auto bullets', () => {
    expect(diceUsed('fullauto', { ann: 'Attack' }) - diceUsed('fullauto', {})).toBe(8 * 3);
  });
});

function rules3e(): CombatRules {
  const edition = findEdition('aresmush-3e')!;
  const system = { config: defaultConfig() } as GameSystem;
  return { ...FS32_COMBAT_RULESET, id: 'aresmush-3e', procedures: edition.combatProcedures!(system) };
}

/** A Third Edition fight on the machine: Ann (rifle) and a Goon, a Viper with a wound. */
function fight() {
  const rules = rules3e();
  const actor = createActor(createCombatMachine(rules), { input: { combatId: 'c3e', abilities: { initiative: 'Alertness', toughness: 'Composure', firstAid: 'Medicine', juryRig: 'Medicine' }, resolutionRevision: 2 } }).start();
  const rng = createSeededRng('issue16-3e');
  const send = (input: CombatCommandInput) => {
    const parsed = CombatCommandSchema.safeParse(input);
    if (!parsed.success) throw new Error(`${input.type}: ${parsed.error.message}`);
    const plan = planCommand(rules, actor.getSnapshot(), parsed.data, rng);
    if (plan.ok) actor.send(plan.event);
    return plan.ok ? null : plan.reason;
  };
  const pools = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, npcPool(FS32_COMBAT_RULESET.core, k, v)]));
  const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal', cover: null, wounds: [], luckPoints: null, armor: null };
  send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, pools: pools({ Firearms: 7, Alertness: 4, Composure: 4, Medicine: 4 }), weapon: { ...RIFLE, name: 'Rifle' } },
      { ...base, id: 'goon', name: 'Goon', kind: 'npc', team: 2, pools: pools({ Firearms: 6, Alertness: 4, Composure: 4 }), weapon: PISTOL },
    ],
  });
  send({ type: 'vehicle.add', vehicle: vehicleSpec('v1') });
  send({ type: 'wound.add', targetId: 'v1', wound: createWound({ location: 'Body', severity: 'serious', type: 'wound', source: 'Rocket', vehicle: true }) });
  send({ type: 'combat.start' });
  return { rules, actor, send };
}

describe('§C.18 and §C.15 on the GM screen of a Third Edition fight', () => {
  it('§C.18 vehicles are never treated: Treat on a vehicle is refused (FS3.2 jury-rigs it)', () => {
    const { send } = fight();
    expect(send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'treat', target: 'v1', woundIndex: 0 } }] })).toBe(
      'Ann: vehicles cannot be treated in this game\'s rules.',
    );
  });

  it('§C.15 Suppress odds are the stress each margin gives (margin + 2, never a wound); bursts and full-auto get none', () => {
    const { rules, actor } = fight();
    const ctx = actor.getSnapshot().context;
    for (const action of ['burst', 'full-auto'] as const) {
      expect(declarationOdds(rules, ctx, { attackerId: 'ann', targetId: 'goon', luck: null, action })).toBeNull();
    }
    expect(declarationOdds(rules, ctx, { attackerId: 'ann', targetId: 'goon', luck: null, action: 'attack' })?.pHit).toBeGreaterThan(0);
    const o = declarationOdds(rules, ctx, { attackerId: 'ann', targetId: 'goon', luck: null, action: 'suppress' })!;
    expect(o).toMatchObject({ action: 'suppress', pWounded: 0, pSeriousOrWorse: 0 });
    const total = o.suppression!.reduce((a, s) => a + s.p, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(o.suppression!.find((s) => s.points === 0)?.p ?? 0).toBeCloseTo(1 - o.pHit, 12);
    // Against the edition's own resolution, step by step on the machine's context.
    const runs = 3000;
    const rng = createSeededRng('suppress-3e');
    const labelled = { die: (n: number) => rng.die(n), mark: () => undefined };
    const seen = new Map<number, number>();
    for (let i = 0; i < runs; i++) {
      let c = applyCommand(rules, ctx, CombatCommandSchema.parse({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'suppress', targets: ['goon'] } }, { combatantId: 'goon', action: { kind: 'pass' } }] }), labelled).context;
      c = applyCommand(rules, c, CombatCommandSchema.parse({ type: 'initiative.roll' }), labelled).context;
      c = applyCommand(rules, c, CombatCommandSchema.parse({ type: 'action.resolveAll' }), labelled).context;
      const stress = c.combatants.find((x) => x.id === 'goon')!.suppression;
      seen.set(stress, (seen.get(stress) ?? 0) + 1);
    }
    for (const { points, p } of o.suppression!) {
      expect(Math.abs((seen.get(points) ?? 0) / runs - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / runs) + 1e-9);
    }
  });
});
