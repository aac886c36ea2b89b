/** Builders and a small driver for the combat machine tests. */
import { createActor, type Actor } from 'xstate';
import { npcPool, type PoolSpec } from '../../../../shared/core/dice/ability-roll';
import { FS32_COMBAT_RULESET } from '../../../../shared/systems/fs3.2/combat/ruleset';
import { createSeededRng, type Rng } from '../../../../shared/core/dice/rng';
import type { CombatCommand, CombatCommandInput, CombatMachineEvent, CombatantSpec } from '../../../../shared/core/combat/commands';
import { CombatCommandSchema } from '../../../../shared/core/combat/commands';
import type { CombatLogEntry } from '../../../../shared/core/combat/log-entries';
import type { CombatInput } from '../../../../shared/core/combat/context';
import type { CombatMachine } from '../../../../shared/core/combat/machine';
import { combatMachine } from '../../../helpers/fs32-machine';
import { planCommand, type CombatMachineSnapshot } from '../../../../shared/core/combat/plan';
import { HUMANOID_HIT_CHART } from '../../../../shared/core/content/hit-charts';
import { GRENADE, KNIFE, PISTOL, RIFLE, VEST } from '../mechanics/fixtures';

export { GRENADE, KNIFE, PISTOL, RIFLE, VEST };
export const RULES = FS32_COMBAT_RULESET;
export const ABILITIES = { initiative: 'Alertness', toughness: 'Toughness', firstAid: 'First Aid' };

/** NPC single-rating pools (seed 001), named after the ability so the log reads naturally. */
export const pools = (over: Record<string, number> = {}): Record<string, PoolSpec> => {
  const ratings = { Alertness: 3, Firearms: 5, Melee: 4, Athletics: 4, Toughness: 3, 'First Aid': 3, ...over };
  return Object.fromEntries(Object.entries(ratings).map(([k, v]) => [k, npcPool(RULES.core, k, v)]));
};

/** A combatant spec as the IPC edge would parse it. */
export function spec(id: string, team: number, over: Partial<CombatantSpec> = {}): CombatantSpec {
  return {
    id,
    name: id,
    characterId: null,
    kind: 'npc',
    team,
    pools: pools(),
    weapon: PISTOL,
    armor: null,
    chart: HUMANOID_HIT_CHART,
    stance: 'normal',
    cover: null,
    wounds: [],
    luckPoints: null,
    ...over,
  };
}

/** Parses a command the way the contract does (defaults applied). */
export const cmd = (input: CombatCommandInput): CombatCommand => CombatCommandSchema.parse(input);

/** Drives an actor like the host does: plan with dice, then send. Throws on refusal. */
export class Driver {
  readonly actor: Actor<CombatMachine>;
  readonly events: CombatMachineEvent[] = [];
  readonly log: CombatLogEntry[] = [];
  rng: Rng;

  /** `input` overrides the machine input (e.g. `resolutionRevision`; absent: a pre-issue-16 combat). */
  constructor(seed: string | number = 'driver', machine: CombatMachine = combatMachine, input: Partial<CombatInput> = {}) {
    this.actor = createActor(machine, { input: { combatId: 'combat-1', abilities: ABILITIES, ...input } }).start();
    this.rng = createSeededRng(seed);
  }

  get snapshot(): CombatMachineSnapshot {
    return this.actor.getSnapshot();
  }

  /** Sends a command; returns the refusal reason instead of throwing when `tolerate` is set. */
  send(input: CombatCommandInput, tolerate = false): string | null {
    const parsed = CombatCommandSchema.safeParse(input);
    if (!parsed.success) {
      if (tolerate) return `Invalid command: ${parsed.error.message}`;
      throw parsed.error;
    }
    const plan = planCommand(RULES, this.snapshot, parsed.data, this.rng);
    if (!plan.ok) {
      if (tolerate) return plan.reason;
      throw new Error(plan.reason);
    }
    this.actor.send(plan.event);
    if (this.snapshot.status === 'error') throw new Error(`machine error: ${String(this.snapshot.error)}`);
    this.events.push(plan.event);
    this.log.push(...plan.entries);
    return null;
  }

  add(...specs: CombatantSpec[]): this {
    for (const s of specs) this.send({ type: 'combatant.add', combatants: [s] });
    return this;
  }

  combatant(id: string) {
    const c = this.snapshot.context.combatants.find((x) => x.id === id);
    if (!c) throw new Error(`no combatant ${id}`);
    return c;
  }
}
