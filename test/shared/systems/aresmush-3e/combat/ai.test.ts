// Issue 41: AresMUSH's `ai_action` and `find_ai_target` (reference §C.20; AresMUSH's own specs in
// plugins/fs3combat/specs/action_helper_specs.rb test the same cases) on the GM screen's machine.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput, type CombatMachineEvent } from '../../../../../shared/core/combat/commands';
import type { CombatantState, CombatContext } from '../../../../../shared/core/combat/context';
import { createCombatMachine } from '../../../../../shared/core/combat/machine';
import { decideFor, judgeOf } from '../../../../../shared/core/combat/npc-auto';
import { planCommand } from '../../../../../shared/core/combat/plan';
import type { CombatRules } from '../../../../../shared/core/combat/procedures';
import { npcPool } from '../../../../../shared/core/dice/ability-roll';
import { createScriptedRng, createSeededRng } from '../../../../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { WeaponSchema } from '../../../../../shared/domain/gear';
import { FS32_COMBAT_RULESET } from '../../../../../shared/systems/fs3.2/combat/ruleset';
import { findEdition } from '../../../../../shared/systems/registry';
import type { GameSystem } from '../../../../../shared/systems/types';
import { GRENADE, PISTOL, RIFLE } from '../../../core/mechanics/fixtures';
import { defaultConfig } from './helpers';

const INPUT = { combatId: 'ai3e', abilities: { initiative: 'Alertness', toughness: 'Composure', firstAid: 'Medicine' } };
const FLASH = WeaponSchema.parse({ ...PISTOL, name: 'Flash Grenade', type: 'defensive' });
const RULES: CombatRules = { ...FS32_COMBAT_RULESET, id: 'aresmush-3e', procedures: findEdition('aresmush-3e')!.combatProcedures!({ config: defaultConfig() } as GameSystem) };
const pools = (ratings: Record<string, number>) => Object.fromEntries(Object.entries(ratings).map(([k, v]) => [k, npcPool(FS32_COMBAT_RULESET.core, k, v)]));
const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal', cover: null, wounds: [], armor: null, luckPoints: null, pools: pools({ Firearms: 4 }), weapon: PISTOL };

function fight(extra: Partial<CombatCommandInput & { type: 'combatant.add' }>['combatants'] = []) {
  const actor = createActor(createCombatMachine(RULES), { input: INPUT }).start();
  const rng = createSeededRng('ai-3e');
  const events: CombatMachineEvent[] = [];
  const send = (input: CombatCommandInput, tolerate = false) => {
    const plan = planCommand(RULES, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
    if (!plan.ok) {
      if (tolerate) return plan.reason;
      throw new Error(plan.reason);
    }
    actor.send(plan.event);
    events.push(plan.event);
    return null;
  };
  send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'goon', name: 'Goon', kind: 'npc', team: 2 },
      { ...base, id: 't1', name: 'T1', kind: 'npc', team: 2 },
      { ...base, id: 't2', name: 'T2', kind: 'pc', team: 1 },
      { ...base, id: 't3', name: 'T3', kind: 'pc', team: 3 },
      ...(extra ?? []),
    ],
  });
  send({ type: 'combat.start' });
  const ctx = () => actor.getSnapshot().context;
  return { send, ctx, events, who: (id: string) => ctx().combatants.find((c) => c.id === id)! };
}

/** `ai_action` for `c` with scripted dice (each die's face as written: die(n) = face). */
function decide(ctx: CombatContext, c: CombatantState, faces: number[] = []) {
  const rng = { ...createScriptedRng(faces), mark() {} };
  return decideFor(RULES, ctx, c, rng, new Map(), judgeOf(RULES, ctx));
}
const patch = (ctx: CombatContext, id: string, over: Partial<CombatantState>): CombatContext => ({ ...ctx, combatants: ctx.combatants.map((c) => (c.id === id ? { ...c, ...over } : c)) });
const goon = (ctx: CombatContext) => ctx.combatants.find((c) => c.id === 'goon')!;

describe('ai_action (§C.20), in AresMUSH\'s order', () => {
  it('1. subdued → Escape, before the ammo check (held by an undeclared or subduing holder)', () => {
    const { ctx } = fight();
    const held = patch(ctx(), 'goon', { subduedBy: 't2', ammo: 0 });
    expect(decide(held, goon(held)).action).toEqual({ kind: 'escape' });
    // `is_subdued?` needs the holder still subduing: a holder now doing something else lets go.
    const letGo = patch(held, 't2', { declaration: { action: { kind: 'pass' }, luck: null } });
    expect(decide(letGo, goon(letGo)).action).toEqual({ kind: 'reload' });
  });

  it('2. out of ammo → Reload; a weapon with no ammo stat never runs out (check_ammo, max_ammo 0)', () => {
    const { ctx } = fight();
    const empty = patch(ctx(), 'goon', { ammo: 0 });
    expect(decide(empty, goon(empty)).action).toEqual({ kind: 'reload' });
    const grenade = patch(ctx(), 'goon', { weapon: GRENADE.name, ammo: 0 });
    expect(decide(grenade, goon(grenade), [1]).action).toEqual({ kind: 'explode', targets: [{ id: 't2', zone: 0 }] });
  });

  it('3. by weapon_type: Explosive → Explode, Suppressive → Suppress, anything else → Attack', () => {
    const { ctx } = fight();
    const g = patch(ctx(), 'goon', { weapon: GRENADE.name });
    expect(decide(g, goon(g), [2]).action).toEqual({ kind: 'explode', targets: [{ id: 't3', zone: 0 }] });
    const f = patch(ctx(), 'goon', { weapon: FLASH.name });
    expect(decide(f, goon(f), [2]).action).toEqual({ kind: 'suppress', targets: ['t3'] });
    expect(decide(ctx(), goon(ctx()), [1]).action).toEqual({ kind: 'attack', target: 't2' });
  });

  it('4. no target → Pass (team_targets naming an empty team)', () => {
    const { ctx } = fight();
    const c = { ...goon(ctx()), npcAuto: { targetTeams: [4] } };
    expect(decide(ctx(), c).action).toEqual({ kind: 'pass' });
  });
});

describe('find_ai_target (§C.20)', () => {
  it('any other team by default, never the own team; team_targets limits the teams', () => {
    const { ctx } = fight();
    // Two candidates (T2, T3): one die of 2 sides; the own team's T1 is never one.
    expect(decide(ctx(), goon(ctx()), [1]).action).toEqual({ kind: 'attack', target: 't2' });
    expect(decide(ctx(), goon(ctx()), [2]).action).toEqual({ kind: 'attack', target: 't3' });
    const onlyThree = { ...goon(ctx()), npcAuto: { targetTeams: [3, 4] } };
    expect(decide(ctx(), onlyThree).action).toEqual({ kind: 'attack', target: 't3' });
  });

  it('omits the Hidden and the knocked out', () => {
    const { ctx } = fight();
    const hidden = patch(ctx(), 't2', { stance: 'Hidden' });
    expect(decide(hidden, goon(hidden)).action).toEqual({ kind: 'attack', target: 't3' });
    const out = patch(hidden, 't3', { knockedOut: true });
    expect(decide(out, goon(out)).action).toEqual({ kind: 'pass' });
  });

  it('on the machine: the whole team declares, the dice are in the step, and a replay of the step agrees', () => {
    const { send, who, events, ctx } = fight([{ ...base, id: 'boss', name: 'Boss', kind: 'npc', team: 2, weapon: RIFLE }]);
    send({ type: 'npc.setAuto', teams: [2], change: { mode: 'automatic' } });
    send({ type: 'npc.autoDeclare' });
    for (const id of ['goon', 't1', 'boss']) expect(['t2', 't3']).toContain((who(id).declaration!.action as { target: string }).target);
    const step = events.at(-1)!;
    expect(step.dice.map((d) => d.label)).toEqual(['Goon: NPC target', 'T1: NPC target', 'Boss: NPC target']);
    const again = createActor(createCombatMachine(RULES), { input: INPUT }).start();
    for (const e of events) again.send(e);
    expect(again.getSnapshot().context).toEqual(ctx());
  });
});
