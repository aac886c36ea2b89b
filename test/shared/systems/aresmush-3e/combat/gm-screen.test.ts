import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../../shared/core/combat/commands';
import type { CombatLogEntry } from '../../../../../shared/core/combat/log-entries';
import { createCombatMachine } from '../../../../../shared/core/combat/machine';
import { planCommand } from '../../../../../shared/core/combat/plan';
import { npcPool } from '../../../../../shared/core/dice/ability-roll';
import type { CombatRules } from '../../../../../shared/core/combat/procedures';
import { FS32_COMBAT_RULESET } from '../../../../../shared/systems/fs3.2/combat/ruleset';
import type { Wound } from '../../../../../shared/core/mechanics/wounds';
import { createSeededRng } from '../../../../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { findEdition } from '../../../../../shared/systems/registry';
import type { GameSystem } from '../../../../../shared/systems/types';
import { PISTOL, RIFLE } from '../../../core/mechanics/fixtures';
import { defaultConfig } from './helpers';

const INPUT = { combatId: 'gm3e', abilities: { initiative: 'Alertness', toughness: 'Composure', firstAid: 'Medicine' } };

function rules3e(): CombatRules {
  const system = { config: defaultConfig() } as GameSystem;
  return { ...FS32_COMBAT_RULESET, id: 'aresmush-3e', procedures: findEdition('aresmush-3e')!.combatProcedures!(system) };
}
const pools = (ratings: Record<string, number>) => Object.fromEntries(Object.entries(ratings).map(([k, v]) => [k, npcPool(FS32_COMBAT_RULESET.core, k, v)]));

const impaired = (location: string): Wound => ({
  location, severity: 'serious', initialSeverity: 'serious', type: 'wound', source: 'Pistol', vehicle: false,
  healingPoints: 0, healingStarted: false, firstAid: 'none', movedFrom: null,
});

function fight(rules: CombatRules = rules3e()) {
  const actor = createActor(createCombatMachine(rules), { input: INPUT }).start();
  const rng = createSeededRng('gm-screen-3e');
  const try_ = (input: CombatCommandInput) => planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
  const send = (input: CombatCommandInput): CombatLogEntry[] => {
    const plan = try_(input);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
    return plan.entries;
  };
  const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal' as const, cover: null, wounds: [], armor: null };
  send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, luckPoints: 2, pools: pools({ Firearms: 5, Alertness: 3 }), weapon: RIFLE, wounds: [impaired('Chest')] },
      { ...base, id: 'bob', name: 'Bob', kind: 'pc', team: 1, luckPoints: 0, pools: pools({ Firearms: 5 }), weapon: RIFLE },
      { ...base, id: 'goon', name: 'Goon', kind: 'npc', team: 2, luckPoints: null, pools: pools({ Firearms: 4 }), weapon: PISTOL },
    ],
  });
  send({ type: 'combat.start' });
  for (const id of ['ann', 'bob', 'goon']) send({ type: 'combatant.knockOut', targetId: id });
  const who = (id: string) => actor.getSnapshot().context.combatants.find((c) => c.id === id)!;
  return { send, try_, who };
}

describe('§C.14 hero and un-KO on the GM screen', () => {
  it('§C.14 combat/hero: a KO\'d PC spends 1 luck, is back, and the worst treatable wound heals 1 point', () => {
    const { send, who } = fight();
    const before = who('ann').wounds[0]!;
    const entries = send({ type: 'combatant.revive', targetId: 'ann', useLuck: true });
    const ann = who('ann');
    expect(ann.knockedOut).toBe(false);
    expect(ann.luckPoints).toBe(1);
    expect(entries.some((e) => e.kind === 'note' && e.text === 'Ann spends a luck point and is back in the fight!')).toBe(true);
    // IMPAIR needs healing_points IMPAIR (default 3) points: one is gathered, and healing has started.
    expect(ann.wounds[0]!.severity).toBe('serious');
    expect(ann.wounds[0]!.healingStarted).toBe(true);
    expect(ann.wounds[0]!.healingPoints).toBe(before.healingPoints + 1);
  });

  it('§C.14 combat/hero is refused without luck and for NPCs; the organizer\'s un-KO needs neither', () => {
    const { send, try_, who } = fight();
    const noLuck = try_({ type: 'combatant.revive', targetId: 'bob', useLuck: true });
    expect(noLuck.ok ? '' : noLuck.reason).toBe('Bob has no luck to spend.');
    const npc = try_({ type: 'combatant.revive', targetId: 'goon', useLuck: true });
    expect(npc.ok ? '' : npc.reason).toBe('NPCs have no luck.');
    send({ type: 'combatant.revive', targetId: 'bob', useLuck: false });
    send({ type: 'combatant.revive', targetId: 'goon', useLuck: false });
    expect([who('bob').knockedOut, who('bob').luckPoints, who('goon').knockedOut]).toEqual([false, 0, false]);
  });

  it('FS3.2 keeps its own luck revive (no wound healed)', () => {
    const { send, who } = fight(FS32_COMBAT_RULESET);
    send({ type: 'combatant.revive', targetId: 'ann', useLuck: true });
    expect(who('ann').wounds[0]!.healingPoints).toBe(0);
    expect(who('ann').luckPoints).toBe(1);
  });
});

describe('§C.13 / §C.14 / §D.1 the GM screen\'s words for a Third Edition fight', () => {
  it('§C.13 stress is "Stress"; §C.14 revive offers Un-KO and Hero; §D.1 wound levels by the game\'s names, three only; §E.9 combatant types', () => {
    const edition = findEdition('aresmush-3e')!;
    const lists = edition.listsFor!({ config: defaultConfig() } as GameSystem);
    expect(lists.words).toMatchObject({ stress: 'Stress', stressShort: 'Stress', revive: 'Un-KO', reviveWithLuck: 'Hero (1 luck)' });
    expect(lists.woundSeverities.map((s) => s.label)).toEqual(['Flesh Wound', 'Impaired', 'Incapacitated']);
    expect(lists.words.severityShort).toEqual({ light: 'F', serious: 'Im', critical: 'In' });
    // §E.9 combatant types with their default gear as the console names it.
    expect(lists.combatantTypes!.find((t) => t.id === 'Soldier')).toMatchObject({ weapon: 'Rifle+Ap', armor: 'Tactical' });
    expect(lists.combatantTypes!.find((t) => t.id === 'Observer')).toMatchObject({ weapon: null, armor: null });
    // §C.19 the config's mounts; §C.22 its NPC levels with Goon the default.
    expect(lists.mounts!.map((m) => m.id)).toEqual(['Horse', 'War Horse']);
    expect(lists.npcLevels).toMatchObject({ default: 'Goon' });
    const fs32 = findEdition('fs3.2')!.lists;
    expect(fs32.words).toMatchObject({ stressShort: 'Supp', revive: 'Revive', reviveWithLuck: 'Revive with luck (1 point)', moveInjury: 'Move with luck (1 point) to' });
    // Issue 16: FS3.2 offers luck to recover from a knockout and to move an injury (seed 004); Third Edition has no move (§C.21).
    expect(lists.words?.moveInjury ?? null).toBeNull();
    expect([fs32.npcLevels, fs32.mounts, fs32.combatantTypes]).toEqual([undefined, undefined, undefined]);
  });
});

describe('§C.22 / §A.5 NPC levels on the GM screen', () => {
  function roster(levels: { goon?: string; boss?: string }, rng = createSeededRng('levels')) {
    const rules = rules3e();
    const actor = createActor(createCombatMachine(rules), { input: INPUT }).start();
    const send = (input: CombatCommandInput): CombatLogEntry[] => {
      const plan = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
      if (!plan.ok) throw new Error(plan.reason);
      actor.send(plan.event);
      return plan.entries;
    };
    const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal' as const, cover: null, wounds: [], armor: null, luckPoints: null };
    // Both NPCs joined with the same small pools: a level replaces them.
    const small = pools({ Firearms: 1, Reflexes: 1, Alertness: 1 });
    send({
      type: 'combatant.add',
      combatants: [
        { ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, pools: pools({ Firearms: 7, Alertness: 3, Reflexes: 3 }), weapon: { ...RIFLE, name: 'Rifle' } },
        { ...base, id: 'goon', name: 'Goon', kind: 'npc', team: 2, pools: small, weapon: { ...PISTOL }, ...(levels.goon ? { level: levels.goon } : {}) },
        { ...base, id: 'boss', name: 'Boss', kind: 'npc', team: 2, pools: small, weapon: { ...PISTOL }, ...(levels.boss ? { level: levels.boss } : {}) },
      ],
    });
    return { rules, actor, send };
  }

  it('§A.5 an NPC with a level rolls the level\'s ratings (Firearms as listed, attributes Default/2), not its pools', () => {
    const { rules, actor, send } = roster({ goon: 'Goon', boss: 'Boss' });
    const odds = (attackerId: string, targetId: string) => rules.procedures!.odds!(actor.getSnapshot().context, { attackerId, targetId, luck: null })!;
    // Goon: Firearms 6; Boss: Firearms 13 (npc_types); Ann defends with her Reflexes 3.
    expect(odds('goon', 'ann').attackDice).toBe(6);
    expect(odds('boss', 'ann').attackDice).toBe(13);
    // Reflexes is an attribute: Boss Default 11 / 2 = 5, Goon 4 / 2 = 2.
    expect(odds('ann', 'boss').defenseDice).toBe(5);
    expect(odds('ann', 'goon').defenseDice).toBe(2);
    // §C.11 the level's Wounds bonus: Goon +30, Boss +0 on damage against them.
    expect(odds('ann', 'goon').pWounded).toBeGreaterThan(odds('ann', 'boss').pWounded);
    // Changeable: the Boss demoted to Goon rolls as one.
    send({ type: 'combatant.update', combatantId: 'boss', patch: { level: 'Goon' } });
    expect(odds('boss', 'ann').attackDice).toBe(6);
    expect(actor.getSnapshot().context.combatants.find((c) => c.id === 'boss')!.level).toBe('Goon');
  });

  it('§C.22 an NPC without a level keeps its own pools; an unknown level is refused, and FS3.2 has none', () => {
    const { rules, actor } = roster({});
    expect(rules.procedures!.odds!(actor.getSnapshot().context, { attackerId: 'goon', targetId: 'ann', luck: null })!.attackDice).toBe(1);
    const plan = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse({ type: 'combatant.update', combatantId: 'goon', patch: { level: 'Overlord' } }), createSeededRng(1));
    expect(plan.ok ? '' : plan.reason).toBe('Unknown NPC level "Overlord": choose one of Goon, Henchman, Miniboss, Boss.');
    const fs = createActor(createCombatMachine(FS32_COMBAT_RULESET), { input: INPUT }).start();
    const add = CombatCommandSchema.parse({ type: 'combatant.add', combatants: [{ id: 'g', name: 'G', kind: 'npc', team: 1, pools: {}, weapon: PISTOL, chart: HUMANOID_HIT_CHART, level: 'Goon' }] });
    const refused = planCommand(FS32_COMBAT_RULESET, fs.getSnapshot(), add, createSeededRng(1));
    expect(refused.ok ? '' : refused.reason).toBe('This combat\'s rules have no NPC levels ("Goon").');
  });

  it('§C.14 an NPC with a level at −7 or worse is KO\'d without a roll and is out of the fight at turn end (§C.3)', () => {
    // Every die at its highest: Ann's 7 Firearms hits beat the Goon's 2 Reflexes, the damage roll is rand(100) = 99 + 30.
    const max = { die: (n: number) => n };
    const { actor, send } = roster({ goon: 'Goon', boss: 'Boss' }, max);
    send({ type: 'combat.start' });
    send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'attack', target: 'goon' } }, { combatantId: 'goon', action: { kind: 'pass' } }, { combatantId: 'boss', action: { kind: 'pass' } }] });
    send({ type: 'initiative.roll' });
    const hit = send({ type: 'action.resolveAll' }).flatMap((e) => (e.kind === 'note' ? [e.text] : []));
    expect(hit.some((l) => l.includes('HITS! Incapacitated wound'))).toBe(true);
    const ko = send({ type: 'knockout.roll' }).flatMap((e) => (e.kind === 'note' ? [e.text] : []));
    // With every die at its highest a KO roll would succeed: the knockout is the automatic one.
    expect(ko).toContain("Goon has been KO'd!");
    expect(ko).toContain('Goon is out of the fight.');
    expect(actor.getSnapshot().context.combatants.find((c) => c.id === 'goon')!.knockedOut).toBe(true);
  });
});

describe('§C.19 mounts on the GM screen', () => {
  it('§C.19 a rider gets the mount\'s mod_vs_unmounted against the unmounted, the unmounted loses it; unknown mounts refused', () => {
    const rules = rules3e();
    const actor = createActor(createCombatMachine(rules), { input: INPUT }).start();
    const send = (input: CombatCommandInput) => {
      const plan = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(input), createSeededRng(1));
      if (!plan.ok) throw new Error(plan.reason);
      actor.send(plan.event);
    };
    const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal' as const, cover: null, wounds: [], armor: null, luckPoints: null, kind: 'pc' as const };
    const p = pools({ Firearms: 5, Reflexes: 3, Alertness: 3 });
    send({ type: 'combatant.add', combatants: [
      { ...base, id: 'rider', name: 'Rider', team: 1, pools: p, weapon: { ...RIFLE, name: 'Rifle' }, mount: 'War Horse' },
      { ...base, id: 'foot', name: 'Foot', team: 2, pools: p, weapon: { ...RIFLE, name: 'Rifle' } },
    ] });
    const odds = (attackerId: string, targetId: string) => rules.procedures!.odds!(actor.getSnapshot().context, { attackerId, targetId, luck: null })!;
    // War Horse: mod_vs_unmounted 2 (fs3combat_mounts.yml).
    expect(odds('rider', 'foot').attackDice).toBe(5 + 2);
    expect(odds('foot', 'rider').attackDice).toBe(5 - 2);
    send({ type: 'combatant.update', combatantId: 'rider', patch: { mount: null } });
    expect(odds('rider', 'foot').attackDice).toBe(5);
    expect(rules.procedures!.mounts).toEqual(['Horse', 'War Horse']);
    const bad = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse({ type: 'combatant.update', combatantId: 'foot', patch: { mount: 'Camel' } }), createSeededRng(1));
    expect(bad.ok ? '' : bad.reason).toBe('Unknown mount "Camel": choose one of Horse, War Horse.');
  });
});
