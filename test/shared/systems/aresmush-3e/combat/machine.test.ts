import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput, type CombatMachineEvent } from '../../../../../shared/core/combat/commands';
import type { CombatLogEntry } from '../../../../../shared/core/combat/log-entries';
import { createCombatMachine } from '../../../../../shared/core/combat/machine';
import { planCommand } from '../../../../../shared/core/combat/plan';
import { replayEvents, replayLog } from '../../../../../shared/core/combat/replay';
import { npcPool } from '../../../../../shared/core/dice/ability-roll';
import type { CombatRules } from '../../../../../shared/core/combat/procedures';
import { FS32_COMBAT_RULESET } from '../../../../../shared/systems/fs3.2/combat/ruleset';
import { createSeededRng } from '../../../../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { findEdition } from '../../../../../shared/systems/registry';
import type { GameSystem } from '../../../../../shared/systems/types';
import { PISTOL, RIFLE, VEST } from '../../../core/mechanics/fixtures';
import { defaultConfig } from './helpers';

const ABILITIES = { initiative: 'Alertness', toughness: 'Composure', firstAid: 'Medicine' };
const INPUT = { combatId: 'c3e', abilities: ABILITIES };

function rules3e(): CombatRules {
  const edition = findEdition('aresmush-3e')!;
  const system = { config: defaultConfig() } as GameSystem;
  return { ...FS32_COMBAT_RULESET, id: 'aresmush-3e', procedures: edition.combatProcedures!(system) };
}

const pools = (ratings: Record<string, number>) => Object.fromEntries(Object.entries(ratings).map(([k, v]) => [k, npcPool(FS32_COMBAT_RULESET.core, k, v)]));

export function play(seed: string) {
  const rules = rules3e();
  const machine = createCombatMachine(rules);
  const actor = createActor(machine, { input: INPUT }).start();
  const rng = createSeededRng(seed);
  const events: CombatMachineEvent[] = [];
  const log: CombatLogEntry[][] = [];
  const send = (input: CombatCommandInput) => {
    const plan = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
    expect(actor.getSnapshot().status).not.toBe('error');
    events.push(plan.event);
    log.push(plan.entries);
  };
  const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal' as const, cover: null, wounds: [], luckPoints: null };
  send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, luckPoints: 2, pools: pools({ Firearms: 7, Alertness: 4, Composure: 4, Reflexes: 3, Brawn: 3, Medicine: 2 }), weapon: { ...RIFLE, name: 'Rifle+Ap' }, armor: { ...VEST, name: 'Tactical' } },
      { ...base, id: 'goon', name: 'Goon', kind: 'npc', team: 2, pools: pools({ Firearms: 6, Alertness: 4, Composure: 4, Reflexes: 2, Brawn: 2, Medicine: 4 }), weapon: PISTOL, armor: null },
    ],
  });
  send({ type: 'combat.start' });
  for (let turn = 1; turn <= 3; turn++) {
    const up = (id: string) => !actor.getSnapshot().context.combatants.find((c) => c.id === id)!.knockedOut;
    const declarations = [
      ...(up('ann') ? [{ combatantId: 'ann', action: turn === 1 ? { kind: 'aim' as const, target: 'goon' } : { kind: 'attack' as const, target: 'goon' }, luck: turn === 2 ? { roll: 'attack' as const, effect: 'bonus' as const } : null }] : []),
      ...(up('goon') ? [{ combatantId: 'goon', action: { kind: 'attack' as const, target: 'ann' } }] : []),
    ];
    if (declarations.length) send({ type: 'action.declare', declarations });
    send({ type: 'initiative.roll' });
    send({ type: 'action.resolveAll' });
    send({ type: 'knockout.roll' });
    send({ type: 'turn.end' });
  }
  return { rules, machine, actor, events, log };
}

const lines = (log: CombatLogEntry[][]) => log.flat().flatMap((e) => (e.kind === 'note' ? [e.text] : e.kind === 'turn-end' ? e.lines : []));

describe('§C.3 the GM screen\'s machine plays a Third Edition turn', () => {
  it('three turns: initiative by Alertness, aim then attacks with the config\'s gear, 3E damage levels and hit locations, luck paid once', () => {
    const { actor, log } = play('ares3e-machine');
    const text = lines(log);
    expect(text.filter((l) => l.startsWith('Initiative (Alertness), turn'))).toHaveLength(3);
    expect(text).toContain('Ann takes careful aim at Goon.');
    expect(text).toContain('Ann spends a luck point on attack.');
    const hits = text.filter((l) => / HITS! /.test(l));
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) expect(h).toMatch(/HITS! (Graze wound|Flesh Wound|Impaired wound|Incapacitated wound) to (Head|Neck|Chest|Abdomen|Left Arm|Right Arm|Left Leg|Right Leg|Left Hand|Right Hand|Left Foot|Right Foot|Groin)\./);
    expect(text.some((l) => l.includes('Ann attacks Goon with Rifle+Ap'))).toBe(true);
    const ctx = actor.getSnapshot().context;
    const ann = ctx.combatants.find((c) => c.id === 'ann')!;
    expect(ann.luckPoints).toBe(1);
    expect(ctx.turn).toBe(4);
    // stress replaces suppression: the context's suppression is the 3E stress (0..5)
    for (const c of ctx.combatants) expect(c.suppression).toBeLessThanOrEqual(5);
    // 3E wounds map to the domain severities (light/serious/critical, never moderate)
    for (const c of ctx.combatants) for (const w of c.wounds) expect(['light', 'serious', 'critical']).toContain(w.severity);
  });

  it('replaying the stored events (dice in the events) gives the same snapshot and the same log', () => {
    const { rules, machine, actor, events, log } = play('ares3e-replay');
    const replayed = replayEvents(machine, INPUT, events);
    expect(JSON.stringify(replayed.context)).toBe(JSON.stringify(actor.getSnapshot().context));
    expect(JSON.stringify(replayLog(rules, INPUT, events))).toBe(JSON.stringify(log));
  });

  it('different seeds give different fights; the same seed the same fight', () => {
    expect(JSON.stringify(play('a').log)).toBe(JSON.stringify(play('a').log));
    expect(JSON.stringify(play('a').log)).not.toBe(JSON.stringify(play('b').log));
  });
});

describe('§C.5 stances on the GM screen', () => {
  it('§C.5 a Third Edition combat accepts the config\'s stances (Reckless, Hidden …) and FS3.2 refuses them', async () => {
    const { stanceRefusal } = await import('../../../../../shared/core/combat/steps');
    expect(stanceRefusal(FS32_COMBAT_RULESET, ['Reckless'])).toMatch(/Unknown stance "Reckless"/);
    expect(stanceRefusal(FS32_COMBAT_RULESET, ['banzai', undefined])).toBeNull();
    const rules = rules3e();
    expect(stanceRefusal(rules, ['Reckless', 'Hidden', 'normal', 'cover', 'Aggressive'])).toBeNull();
    expect(stanceRefusal(rules, ['Berserk'])).toMatch(/Unknown stance "Berserk"/);
  });
});
