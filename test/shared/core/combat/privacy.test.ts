/**
 * Issue 21 on the combat machine: `privacy.set` changes what the players see of one or many
 * combatants as one step with storyteller notes; `combatant.add` may carry overrides; the view
 * carries them, rebuilding only the combatants they changed; replays agree; an ended fight refuses.
 */
import { describe, expect, it } from 'vitest';
import { replayEvents } from '../../../../shared/core/combat/replay';
import { createViewMemo, toCombatView } from '../../../../shared/core/combat/view';
import { combatMachine } from '../../../helpers/fs32-machine';
import { ABILITIES, Driver, RULES, spec } from './fixtures';

const HISTORY = { position: 0, length: 0, canUndo: false, canRedo: false };
const SYSTEM = { edition: 'FS3', revision: 1, campaignRevision: 1, lists: { actions: [], stances: [], rangeBands: [], luckOptions: [], coverTypes: [], woundSeverities: [] } };

function fight(): Driver {
  const d = new Driver('privacy');
  d.send({
    type: 'combatant.add',
    combatants: [
      spec('ann', 1, { name: 'Ann', kind: 'pc' }),
      spec('c3', 2, { name: 'Centurion Three' }),
      spec('c4', 2, { name: 'Centurion Four', privacy: { hidden: true, publicName: 'Centurion' } }),
    ],
  });
  return d;
}

const notes = (d: Driver, from: number) => d.log.slice(from).map((e) => (e.kind === 'note' ? e.text : `(${e.kind})`));

describe('privacy.set', () => {
  it('hides, names, sets wound and roll display and reveals, each one step with its storyteller notes', () => {
    const d = fight();
    expect(d.combatant('c4').privacy).toEqual({ hidden: true, publicName: 'Centurion' });
    expect(d.combatant('c3').privacy).toBeUndefined();

    let at = d.log.length;
    d.send({ type: 'privacy.set', combatantIds: ['c3'], change: { hidden: true } });
    expect(notes(d, at)).toEqual(['Storyteller hides Centurion Three from the players.']);
    expect(d.combatant('c3').privacy).toEqual({ hidden: true });

    at = d.log.length;
    d.send({ type: 'privacy.set', combatantIds: ['c3'], change: { publicName: ' Centurion ', wounds: 'severity', rolls: 'shown' } });
    expect(notes(d, at)).toEqual([
      'Storyteller sets Centurion Three\'s player name to "Centurion".',
      "Storyteller sets Centurion Three's wound display to severity words.",
      "Storyteller sets Centurion Three's roll display to shown.",
    ]);
    expect(d.combatant('c3').privacy).toEqual({ hidden: true, publicName: 'Centurion', wounds: 'severity', rolls: 'shown' });

    // "Reveal all hidden": one step for both, naming only those it changes.
    at = d.log.length;
    const events = d.events.length;
    d.send({ type: 'privacy.set', combatantIds: ['c3', 'c4'], change: { hidden: false } });
    expect(d.events.length).toBe(events + 1);
    expect(notes(d, at)).toEqual(['Storyteller reveals Centurion Three and Centurion Four to the players.']);
    expect(d.combatant('c4').privacy).toEqual({ publicName: 'Centurion' });

    // null clears back to the campaign's setting; nothing left: no field at all.
    at = d.log.length;
    d.send({ type: 'privacy.set', combatantIds: ['c3', 'c4'], change: { publicName: null, wounds: null, rolls: null } });
    expect(notes(d, at)).toEqual([
      'Storyteller clears the player name of Centurion Three and Centurion Four.',
      "Storyteller sets Centurion Three's wound display to the campaign's setting.",
      "Storyteller sets Centurion Three's roll display to the campaign's setting.",
    ]);
    expect(d.combatant('c3').privacy).toBeUndefined();
    expect(d.combatant('c4').privacy).toBeUndefined();
    expect('privacy' in d.combatant('c3')).toBe(false);

    // A replay of the stored events gives the same state, byte for byte.
    const replayed = replayEvents(combatMachine, { combatId: 'combat-1', abilities: ABILITIES }, d.events);
    expect(JSON.stringify(combatMachine.getPersistedSnapshot(replayed))).toBe(JSON.stringify(d.actor.getPersistedSnapshot()));
  });

  it('refuses what changes nothing, unknown or repeated ids, and an empty change; accepts mid-turn; refuses after the end', () => {
    const d = fight();
    expect(d.send({ type: 'privacy.set', combatantIds: ['c4'], change: { hidden: true } }, true)).toBe('Centurion Four is already hidden from the players.');
    expect(d.send({ type: 'privacy.set', combatantIds: ['c3'], change: { hidden: false } }, true)).toBe('Centurion Three is already visible to the players.');
    expect(d.send({ type: 'privacy.set', combatantIds: ['c4', 'c3'], change: { publicName: 'Centurion', hidden: true } }, true)).toBeNull();
    expect(d.send({ type: 'privacy.set', combatantIds: ['c4', 'c3'], change: { publicName: 'Centurion' } }, true)).toBe('The players already see it that way.');
    expect(d.send({ type: 'privacy.set', combatantIds: ['ghost'], change: { hidden: true } }, true)).toBe('No combatant with id ghost.');
    expect(d.send({ type: 'privacy.set', combatantIds: ['ann', 'ann'], change: { hidden: true } }, true)).toBe('Ann is named twice.');
    expect(d.send({ type: 'privacy.set', combatantIds: ['ann'], change: {} }, true)).toBe('Nothing to change.');
    expect(d.send({ type: 'privacy.set', combatantIds: [], change: { hidden: true } }, true)).toMatch(/Invalid command/);
    expect(d.send({ type: 'privacy.set', combatantIds: ['ann'], change: { wounds: 'gory' } as never }, true)).toMatch(/Invalid command/);

    d.send({ type: 'combat.start' });
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'reload' } }] });
    d.send({ type: 'action.quickDeclare' });
    d.send({ type: 'initiative.roll' });
    expect(d.snapshot.value).toBe('resolving');
    expect(d.send({ type: 'privacy.set', combatantIds: ['ann'], change: { hidden: true } }, true)).toBeNull();
    d.send({ type: 'combat.end' });
    expect(d.send({ type: 'privacy.set', combatantIds: ['ann'], change: { hidden: false } }, true)).toBe('This combat has ended.');
  });

  it('puts the overrides in the combatant view and rebuilds only the views of the combatants it changed', () => {
    const d = fight();
    const memo = createViewMemo();
    const before = toCombatView(RULES, d.snapshot, HISTORY, SYSTEM, memo);
    expect(before.combatants.map((c) => c.privacy)).toEqual([undefined, undefined, { hidden: true, publicName: 'Centurion' }]);
    expect('privacy' in before.combatants[0]!).toBe(false);
    d.send({ type: 'privacy.set', combatantIds: ['c3', 'c4'], change: { hidden: true } });
    const after = toCombatView(RULES, d.snapshot, HISTORY, SYSTEM, memo);
    expect(after.combatants[1]!.privacy).toEqual({ hidden: true });
    expect(after.combatants[0]).toBe(before.combatants[0]);
    // Centurion Four was hidden already: its state and view stay the same objects.
    expect(after.combatants[2]).toBe(before.combatants[2]);
    expect(after.combatants[1]).not.toBe(before.combatants[1]);
  });
});
