/**
 * Issue 38: prepared steps. The GM screen shows a prepared step the moment it is clicked, so what
 * the host commits must be exactly the update it handed over, and preparing must change no die:
 * a fight played with every step prepared (and some preparations thrown away) rolls the same
 * dice, logs the same steps and ends in the same state as the same fight played without.
 */
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommand } from '../../../../shared/core/combat/commands';
import type { CombatStepAction } from '../../../../shared/ipc/combat-contract';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { useTempDirs } from '../../../helpers/db-temp';
import { randomCommand } from '../../../shared/core/combat/random-commands';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { nextCommand, useHost, type HostRig } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const stats = { pools: pools({ Reflexes: 3, Brawn: 4, Medicine: 2 }) };

/** One random fight; `prepared`: every step is prepared first (with Undo), and taken as prepared. */
function play(r: HostRig, seed: string, prepared: boolean, size = 6, steps = 120): { combatId: string; outcomes: string[] } {
  const combatId = r.host.create({ name: `Fight ${seed}` }).combatId;
  const chooser = createSeededRng(`choose-${seed}`);
  r.host.step(combatId, { kind: 'command', command: CombatCommandSchema.parse({ type: 'combatant.add', combatants: Array.from({ length: size }, (_, i) => spec(`n${i}`, (i % 2) + 1, stats)) }) });
  const open = r.host.openCombat(combatId);
  const outcomes: string[] = [];
  for (let step = 0; step < steps; step++) {
    const roll = chooser.die(10);
    let action: CombatStepAction;
    if (roll === 1 && open.history.cursor > 0) action = { kind: 'undo' };
    else if (roll === 2 && open.history.cursor < open.history.stack.length) action = { kind: 'redo' };
    else {
      // Half the time the banner's next step, else anything (refusals included).
      const raw = roll <= 6 ? nextCommand(r.host, combatId) : randomCommand(chooser, open.snapshot.context, step, String(open.snapshot.value));
      const parsed = CombatCommandSchema.safeParse(raw);
      if (!parsed.success || parsed.data.type === 'combat.end') continue;
      action = { kind: 'command', command: parsed.data };
    }
    const version = r.host.version(combatId);
    try {
      if (!prepared) {
        r.host.step(combatId, action, { version });
        continue;
      }
      // What the screen would have asked for: the banner's step and Undo; sometimes something else is clicked.
      const banner: CombatStepAction = { kind: 'command', command: CombatCommandSchema.parse(nextCommand(r.host, combatId)) };
      const ready = r.host.prepare(combatId, version, [banner, { kind: 'undo' }]);
      const mine = ready.find((p, i) => p !== null && JSON.stringify([banner, { kind: 'undo' }][i]) === JSON.stringify(action));
      if (!mine) {
        r.host.step(combatId, action, { version });
        continue;
      }
      const before = r.changes.length;
      const { update, outcome } = r.host.stepPrepared(combatId, action, mine.id, { version });
      outcomes.push(outcome);
      // The prepared update is exactly what was committed, answered and pushed.
      expect(outcome).toBe('same');
      expect(update).toEqual(mine.update);
      const { view: _whole, ...pushed } = r.changes.at(-1)!;
      expect(r.changes.length).toBe(before + 1);
      expect(pushed).toEqual(mine.update);
    } catch (error) {
      if (!(error instanceof Error) || !('code' in error)) throw error;
    }
  }
  return { combatId, outcomes };
}

describe('prepared steps (issue 38)', () => {
  it('a fight played with prepared steps rolls, logs and ends exactly as the same fight played without', () => {
    for (const seed of ['a', 'b', 'c']) {
      const plain = rig(`dice-${seed}`);
      const ready = rig(`dice-${seed}`);
      const p = play(plain, seed, false);
      const q = play(ready, seed, true);
      expect(q.outcomes.length).toBeGreaterThan(30);
      expect(ready.host.logSteps(q.combatId)).toEqual(plain.host.logSteps(p.combatId));
      expect(ready.host.view(q.combatId)).toEqual(plain.host.view(p.combatId));
      // And from the file: a restart reads the same fight.
      expect(ready.reopen().logSteps(q.combatId)).toEqual(plain.reopen().logSteps(p.combatId));
    }
  });

  it('a prepared step not taken consumes no die: the step taken instead rolls what it would have', () => {
    const runs = ['plain', 'prepared'].map((kind) => {
      const r = rig('not-taken');
      const combatId = r.host.create({ name: 'Fight' }).combatId;
      const send = (command: unknown) => r.host.step(combatId, { kind: 'command', command: CombatCommandSchema.parse(command) });
      send({ type: 'combatant.add', combatants: Array.from({ length: 8 }, (_, i) => spec(`n${i}`, (i % 2) + 1, stats)) });
      send({ type: 'combat.start' });
      send({ type: 'action.quickDeclare' });
      if (kind === 'prepared') {
        const [roll] = r.host.prepare(combatId, r.host.version(combatId), [{ kind: 'command', command: CombatCommandSchema.parse({ type: 'initiative.roll' }) }]);
        expect(roll).not.toBeNull();
        // The storyteller renames someone instead (no dice), then rolls: the roll is the one prepared.
        send({ type: 'combatant.update', combatantId: 'n0', patch: { name: 'Renamed' } });
        const taken = send({ type: 'initiative.roll' });
        // The same dice (the lines differ only by the new name).
        expect(taken.log.add[0]!.lines).toEqual(roll!.update.log.add[0]!.lines.map((l) => l.replace(/\bn0\b/, 'Renamed')));
      } else {
        send({ type: 'combatant.update', combatantId: 'n0', patch: { name: 'Renamed' } });
        send({ type: 'initiative.roll' });
      }
      send({ type: 'action.resolveAll' });
      return r.host.logSteps(combatId);
    });
    expect(runs[1]).toEqual(runs[0]);
  });

  it('a prepared step that no longer stands is refused or taken afresh, never as prepared', () => {
    const r = rig('stale');
    const combatId = r.host.create({ name: 'Fight' }).combatId;
    const send = (command: unknown) => r.host.step(combatId, { kind: 'command', command: CombatCommandSchema.parse(command) });
    send({ type: 'combatant.add', combatants: Array.from({ length: 4 }, (_, i) => spec(`n${i}`, (i % 2) + 1, stats)) });
    send({ type: 'combat.start' });
    send({ type: 'action.quickDeclare' });
    const roll: CombatStepAction = { kind: 'command', command: CombatCommandSchema.parse({ type: 'initiative.roll' }) as CombatCommand };
    const version = r.host.version(combatId);
    const [ready] = r.host.prepare(combatId, version, [roll]);
    // Another window steps first: a step made against the old version is refused.
    send({ type: 'combatant.update', combatantId: 'n0', patch: { name: 'Renamed' } });
    expect(() => r.host.stepPrepared(combatId, roll, ready!.id, { version })).toThrow(/fight changed/);
    // Without a version, the id no longer stands: the step is taken afresh.
    expect(r.host.stepPrepared(combatId, roll, ready!.id).outcome).toBe('afresh');
    // An id for another action, or one never handed out, is never taken as prepared.
    const [undo] = r.host.prepare(combatId, r.host.version(combatId), [{ kind: 'undo' }]);
    const rename: CombatStepAction = { kind: 'command', command: CombatCommandSchema.parse({ type: 'combatant.update', combatantId: 'n1', patch: { name: 'Other' } }) };
    expect(r.host.stepPrepared(combatId, rename, undo!.id).outcome).toBe('afresh');
    expect(r.host.stepPrepared(combatId, { kind: 'undo' }, 'p999').outcome).toBe('afresh');
    // Prepared for a version that is not the fight's: nothing.
    expect(r.host.prepare(combatId, version, [roll])).toEqual([null]);
  });

  it('prepares nothing a step would refuse, and nothing for dice that cannot be read ahead', () => {
    const r = rig('refused');
    const combatId = r.host.create({ name: 'Fight' }).combatId;
    const version = r.host.version(combatId);
    expect(r.host.prepare(combatId, version, [{ kind: 'undo' }, { kind: 'command', command: CombatCommandSchema.parse({ type: 'initiative.roll' }) }])).toEqual([null, null]);
    const scripted = rig('scripted', { rng: { die: () => 1 } });
    const other = scripted.host.create({ name: 'Scripted' }).combatId;
    scripted.host.step(other, { kind: 'command', command: CombatCommandSchema.parse({ type: 'combatant.add', combatants: [spec('a', 1, stats), spec('b', 2, stats)] }) });
    expect(scripted.host.prepare(other, scripted.host.version(other), [{ kind: 'command', command: CombatCommandSchema.parse({ type: 'combat.start' }) }])).toEqual([null]);
  });
});
