/**
 * A campaign with one long real combat (seeded dice, fake clock), for the export round trip test
 * and bench (issue 17 item 5). The combat is made and started through the combat host; the long
 * middle is planned and applied with the combat's own machine and rules (the host's planning,
 * without a transaction per step) and appended to the log in one go, with an undo and a redo
 * marker every 50 steps, then the snapshot for the end of the log is stored as the host would.
 * A 10,000-step fight is ready in seconds instead of the host's ~25 s.
 */
import { CombatHost } from '../../main/core/combat/combat-host';
import { combatSystemFrom, recordedSystem } from '../../main/core/combat/combat-system';
import { storedSnapshot } from '../../main/core/combat/combat-store';
import type { CampaignSession } from '../../main/core/campaign/campaign-session';
import { CombatCommandSchema, type CombatCommandInput } from '../../shared/core/combat/commands';
import { HISTORY_REDO, HISTORY_UNDO, toStoredPayload } from '../../shared/core/combat/history';
import { phaseOf, planCommand } from '../../shared/core/combat/plan';
import { replayEvent } from '../../shared/core/combat/replay';
import { COMBAT_MACHINE_VERSION } from '../../shared/core/combat/version';
import type { NewCombatEvent } from '../../shared/domain/combat-log';
import { createSeededRng } from '../../shared/core/dice/rng';
import type { FakeClock } from './db-temp';
import { pools, spec } from '../shared/core/combat/fixtures';

export type LongCombat = { combatId: string; steps: number };

/** A host over the session's store, as the app builds one (seeded dice, the fake clock). */
export function hostFor(session: CampaignSession, clock: FakeClock, seed: string): CombatHost {
  let n = 0;
  return new CombatHost({
    store: { repos: session.repos, transact: (fn) => session.transact(fn) },
    rng: createSeededRng(seed),
    now: () => {
      clock.advance(1000);
      return clock.now();
    },
    newId: () => `${seed}-${++n}`,
    appVersion: '0.1.0-test',
  });
}

/**
 * Writes a fight of `size` NPCs with `steps` logged events. It never ends: the knocked out are
 * revived and the oldest wounds healed at each turn's end, so its state stays the size of a real
 * fight's while the log grows.
 */
export function writeLongCombat(session: CampaignSession, clock: FakeClock, o: { steps: number; size?: number; seed?: string }): LongCombat {
  const seed = o.seed ?? 'long-combat';
  const host = hostFor(session, clock, seed);
  const combatId = host.create({ name: 'The long siege' }).combatId;
  const stats = { pools: pools({ Reflexes: 3, Brawn: 4, Medicine: 2 }) };
  host.command(combatId, CombatCommandSchema.parse({ type: 'combatant.add', combatants: Array.from({ length: o.size ?? 4 }, (_, i) => spec(`n${i}`, i % 2, stats)) }));
  host.command(combatId, CombatCommandSchema.parse({ type: 'combat.start' }));
  const c = host.openCombat(combatId);
  let snapshot = c.snapshot;
  host.close(combatId);

  const combat = session.repos.combats.get(combatId)!;
  const { system, machine } = combatSystemFrom(recordedSystem(combat, session.repos));
  const rng = createSeededRng(`${seed}-middle`);
  const at = () => {
    clock.advance(1000);
    return clock.now().toISOString();
  };
  const events: NewCombatEvent[] = [];
  let cursor = c.history.cursor;
  let stack = c.history.stack.length;
  let steps = 2;
  const step = (input: CombatCommandInput) => {
    const plan = planCommand(system.combat, snapshot, CombatCommandSchema.parse(input), rng);
    if (!plan.ok) throw new Error(plan.reason);
    snapshot = replayEvent(machine, snapshot, plan.event);
    const { type, payload, dice } = toStoredPayload(plan.event);
    events.push({ combatId, round: snapshot.context.turn, type, actorId: null, payload, dice, recordedAt: at() });
    cursor++;
    stack = cursor;
    steps++;
  };
  while (steps < o.steps) {
    if (steps % 50 === 0) {
      // Undo the last step and redo it: the log holds history markers, the state is unchanged.
      for (const type of [HISTORY_UNDO, HISTORY_REDO]) events.push({ combatId, round: snapshot.context.turn, type, actorId: null, payload: {}, dice: [], recordedAt: at() });
      steps += 2;
      continue;
    }
    const { context } = snapshot;
    const phase = phaseOf(snapshot);
    if (phase === 'declaring') {
      step({ type: 'action.quickDeclare' });
      step({ type: 'initiative.roll' });
    } else if (phase === 'resolving') step({ type: 'action.resolveNext' });
    else if (phase === 'knockouts') step({ type: 'knockout.roll' });
    else if (phase === 'turnEnd') {
      for (const k of context.combatants) if (k.knockedOut) step({ type: 'combatant.revive', targetId: k.id });
      for (const k of context.combatants) if (k.wounds.length > 2) step({ type: 'wound.remove', targetId: k.id, index: 0 });
      step({ type: 'turn.end' });
    } else throw new Error(`unexpected phase ${JSON.stringify(phase)}`);
  }
  session.transact((repos) => {
    const written = repos.combatLog.appendMany(events);
    repos.combatLog.saveSnapshot({
      combatId, eventSeq: written.at(-1)!.seq, machineVersion: COMBAT_MACHINE_VERSION, appVersion: '0.1.0-test', savedAt: at(),
      snapshot: storedSnapshot(machine, snapshot, { cursor, length: stack }),
    });
  });
  return { combatId, steps };
}
