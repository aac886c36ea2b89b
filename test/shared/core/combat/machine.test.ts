import { describe, expect, it } from 'vitest';
import { COMBAT_COMMAND_TYPES } from '../../../../shared/core/combat/commands';
import { combatMachine } from '../../../helpers/fs32-machine';
import { persistSnapshot } from '../../../../shared/core/combat/persist';
import { replayEvents, replayLog } from '../../../../shared/core/combat/replay';
import { allowedCommands } from '../../../../shared/core/combat/view';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { ABILITIES, Driver, RULES, spec } from './fixtures';
import { randomCommand } from './random-commands';

const INPUT = { combatId: 'combat-1', abilities: ABILITIES };

describe('the combat machine', () => {
  it('refuses an event whose stored dice do not match its step (the actor errors, nothing is half-applied)', () => {
    const d = new Driver('tape').add(spec('a', 1), spec('b', 2));
    d.send({ type: 'combat.start' });
    d.send({ type: 'action.quickDeclare' });
    const errors: unknown[] = [];
    d.actor.subscribe({ error: (e) => errors.push(e) });
    d.actor.send({ type: 'initiative.roll', dice: [{ label: 'forged', sides: 8, faces: [8] }] });
    expect(d.snapshot.status).toBe('error');
    expect(String(errors[0])).toMatch(/stored dice ran out|not used/);
  });

  it('persists exactly what getPersistedSnapshot() gives, minus undefined fields', () => {
    const d = new Driver('persist');
    const chooser = createSeededRng('persist-choices');
    for (let i = 0; i < 120 && d.snapshot.status === 'active'; i++) {
      d.send(randomCommand(chooser, d.snapshot.context, i, String(d.snapshot.value)), true);
      expect(JSON.stringify(persistSnapshot(combatMachine, d.snapshot))).toBe(JSON.stringify(combatMachine.getPersistedSnapshot(d.snapshot)));
    }
  });

  it('folding its events from the start gives the same snapshot, and the same log', () => {
    const d = new Driver('fold');
    const chooser = createSeededRng('fold-choices');
    for (let i = 0; i < 150 && d.snapshot.status === 'active'; i++) d.send(randomCommand(chooser, d.snapshot.context, i, String(d.snapshot.value)), true);
    const folded = replayEvents(combatMachine, INPUT, d.events);
    expect(JSON.stringify(persistSnapshot(combatMachine, folded))).toBe(JSON.stringify(persistSnapshot(combatMachine, d.snapshot)));
    // The log rebuilt from the stored events is the log written while playing.
    expect(replayLog(RULES, INPUT, d.events).flat()).toEqual(d.log);
  });

  it('lists in the view exactly the payload-free commands the machine can take', () => {
    const d = new Driver('allowed').add(spec('a', 1), spec('b', 2));
    const allowed = () => Object.entries(allowedCommands(d.snapshot)).filter(([, ok]) => ok).map(([t]) => t);
    expect(allowed()).toEqual(expect.arrayContaining(['combatant.add', 'combat.start', 'combat.end']));
    expect(allowed()).not.toContain('initiative.roll');
    d.send({ type: 'combat.start' });
    expect(allowed()).not.toContain('initiative.roll');
    expect(allowed()).toContain('action.quickDeclare');
    d.send({ type: 'action.quickDeclare' });
    expect(allowed()).toContain('initiative.roll');
    expect(allowed()).not.toContain('action.quickDeclare');
    expect(Object.keys(allowedCommands(d.snapshot))).toEqual([...COMBAT_COMMAND_TYPES]);
    d.send({ type: 'combat.end' });
    expect(allowed()).toEqual([]);
  });
});
