import { createActor } from 'xstate';
import { expect } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput, type CombatMachineEvent } from '../../../../../shared/core/combat/commands';
import type { CombatLogEntry } from '../../../../../shared/core/combat/log-entries';
import { createCombatMachine } from '../../../../../shared/core/combat/machine';
import { planCommand } from '../../../../../shared/core/combat/plan';
import type { PoolSpec } from '../../../../../shared/core/dice/ability-roll';
import type { CombatRules } from '../../../../../shared/core/combat/procedures';
import { createScriptedRng, type Rng } from '../../../../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { resolveSystem } from '../../../../../shared/systems';
import { etkinPool } from '../../../../../shared/systems/fading-suns-etkin/dice';
import { ETKIN_EDITION } from '../../../../../shared/systems/fading-suns-etkin';
import { PISTOL } from '../../../core/mechanics/fixtures';

export const ABILITIES = { initiative: 'Dexterity', toughness: 'Endurance', firstAid: 'First Aid' };
export const INPUT = { combatId: 'etkin', abilities: ABILITIES };

/** A campaign on the edition's minimal setting, resolved as main resolves it. */
export function etkinSystem() {
  return resolveSystem({ choice: { edition: ETKIN_EDITION.id, houseRules: {} }, setting: ETKIN_EDITION.templates[0]!.setting(), gear: { weapons: [], armor: [], vehicles: [], hitCharts: [] } });
}

/** The edition's combat rules with its procedures, as main builds them for a combat. */
export function etkinRules(): CombatRules {
  const system = etkinSystem();
  return { ...system.combat, procedures: ETKIN_EDITION.combatProcedures!(system) };
}

const SKILL_RULER: Record<string, string> = { Shoot: 'Dexterity', Dodge: 'Dexterity', Melee: 'Dexterity', Fight: 'Dexterity', Vigor: 'Endurance', 'Stoic Mind': 'Calm', Observe: 'Perception' };

/** Pools as the host builds them: one per characteristic (alone) and one per skill (with its ruling characteristic). */
export function pools(characteristics: Record<string, number>, skills: Record<string, number> = {}): Record<string, PoolSpec> {
  const out: Record<string, PoolSpec> = {};
  for (const [name, rating] of Object.entries(characteristics)) out[name] = etkinPool({ name, rating }, null);
  for (const [name, rating] of Object.entries(skills)) {
    const ruler = SKILL_RULER[name] ?? 'Dexterity';
    out[name] = etkinPool({ name: ruler, rating: characteristics[ruler] ?? 0 }, { name, rating });
  }
  return out;
}

export const base = { characterId: null, chart: HUMANOID_HIT_CHART, stance: 'normal' as const, cover: null, wounds: [], luckPoints: null, armor: null, weapon: PISTOL };

/** Dante the Brother Battle of seed 003's examples: Dex 7, Shoot 7, Calm 4, Stoic Mind 5 (Wits and Perception ours). */
export const DANTE = pools({ Dexterity: 7, Wits: 5, Perception: 6, Calm: 4, Endurance: 6 }, { Shoot: 7, Dodge: 4, 'Stoic Mind': 5, Melee: 3 });
/** The Kurgan he shoots at. */
export const KURGAN = pools({ Dexterity: 5, Wits: 4, Perception: 4, Endurance: 5 }, { Melee: 6, Dodge: 3, Shoot: 4 });

/** A machine driven by commands, each with its own dice (scripted: every die must be used). */
export function fight(rules: CombatRules = etkinRules()) {
  const machine = createCombatMachine(rules);
  const actor = createActor(machine, { input: INPUT }).start();
  const events: CombatMachineEvent[] = [];
  const log: CombatLogEntry[][] = [];
  const contexts: string[] = [];
  const send = (input: CombatCommandInput, dice: number[] | Rng = []): CombatLogEntry[] => {
    const rng = Array.isArray(dice) ? createScriptedRng(dice) : dice;
    const plan = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
    expect(actor.getSnapshot().status).not.toBe('error');
    if (Array.isArray(dice)) expect((rng as unknown as { used: number }).used, `${input.type} uses every scripted die`).toBe(dice.length);
    events.push(plan.event);
    log.push(plan.entries);
    contexts.push(JSON.stringify(actor.getSnapshot().context));
    return plan.entries;
  };
  /** The machine's refusal of a command, in words (null: it would be accepted). */
  const refusal = (input: CombatCommandInput): string | null => {
    const plan = planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(input), createScriptedRng(Array(50).fill(10)));
    return plan.ok ? null : plan.reason;
  };
  const ctx = () => actor.getSnapshot().context;
  const phase = () => actor.getSnapshot().value as string;
  const who = (id: string) => ctx().combatants.find((c) => c.id === id)!;
  return { rules, machine, actor, events, log, contexts, send, refusal, ctx, phase, who };
}

/** Every line of the notes (text and headline). */
export const texts = (entries: readonly CombatLogEntry[]): string[] =>
  entries.flatMap((e) => [...(e.kind === 'note' ? [e.text] : e.kind === 'turn-end' ? e.lines : []), ...(e.headline ? [e.headline] : [])]);
