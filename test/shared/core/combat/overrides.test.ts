import { describe, expect, it } from 'vitest';
import { createWound } from '../../../../shared/core/mechanics/wounds';
import { Driver, spec } from './fixtures';

const wound = (severity: 'light' | 'serious', location = 'Chest') => createWound({ location, severity, type: 'wound', source: 'Earlier fight' });

describe('storyteller overrides', () => {
  it('adds, edits and removes wounds; a removed campaign wound is remembered for the campaign', () => {
    const d = new Driver().add(spec('a', 1, { wounds: [wound('light')], woundIds: ['w-1'] }));
    d.send({ type: 'wound.add', targetId: 'a', wound: wound('serious', 'Head') });
    expect(d.combatant('a').woundIds).toEqual(['w-1', null]);
    d.send({ type: 'wound.edit', targetId: 'a', index: 1, wound: { ...wound('light', 'Head'), healingStarted: true } });
    expect(d.combatant('a').wounds[1]).toMatchObject({ severity: 'light', healingStarted: true });
    expect(d.log.at(-1)).toMatchObject({ text: "Storyteller: a's serious wound to the Head (Earlier fight) is now a light wound to the Head (Earlier fight)." });
    d.send({ type: 'wound.remove', targetId: 'a', index: 0 });
    expect(d.combatant('a')).toMatchObject({ woundIds: [null], wounds: [{ location: 'Head' }] });
    expect(d.snapshot.context.removedWoundIds).toEqual(['w-1']);
    expect(d.send({ type: 'wound.remove', targetId: 'a', index: 3 }, true)).toBe('a has no wound number 4.');
  });

  it('knocks out and revives, with or without a luck point', () => {
    const d = new Driver().add(spec('a', 1, { luckPoints: 1 }), spec('b', 2, { luckPoints: 0 }));
    d.send({ type: 'combat.start' });
    expect(d.send({ type: 'combatant.revive', targetId: 'a' }, true)).toBe('a is not knocked out.');
    d.send({ type: 'combatant.knockOut', targetId: 'a' });
    d.send({ type: 'combatant.knockOut', targetId: 'b' });
    expect(d.send({ type: 'combatant.knockOut', targetId: 'a' }, true)).toBe('a is already knocked out.');
    d.send({ type: 'combatant.revive', targetId: 'a', useLuck: true });
    expect(d.combatant('a')).toMatchObject({ knockedOut: false, luckPoints: 0 });
    expect(d.send({ type: 'combatant.revive', targetId: 'b', useLuck: true }, true)).toBe('No luck points left.');
    d.send({ type: 'combatant.revive', targetId: 'b' });
    expect(d.combatant('b')).toMatchObject({ knockedOut: false, luckPoints: 0 });
  });

  it('adds and removes custom modifiers', () => {
    const d = new Driver().add(spec('a', 1));
    const m = { id: 'm1', combatantId: 'a', dice: -1, reason: 'Darkness', roll: 'all' as const, duration: 'combat' as const };
    d.send({ type: 'modifier.add', modifier: m });
    expect(d.log.at(-1)).toMatchObject({ text: "Storyteller: Darkness -1 on a's every roll, until removed." });
    expect(d.send({ type: 'modifier.add', modifier: m }, true)).toBe('A modifier with id m1 already exists.');
    expect(d.send({ type: 'modifier.add', modifier: { ...m, id: 'm2', dice: 0 } }, true)).toBe('A modifier of 0 dice changes nothing.');
    d.send({ type: 'modifier.remove', modifierId: 'm1' });
    expect(d.snapshot.context.modifiers).toEqual([]);
    expect(d.send({ type: 'modifier.remove', modifierId: 'm1' }, true)).toBe('No modifier with id m1.');
  });

  it('work in every running phase, including mid-resolution', () => {
    const d = new Driver('mid').add(spec('a', 1), spec('b', 2));
    d.send({ type: 'combat.start' });
    d.send({ type: 'action.quickDeclare' });
    d.send({ type: 'initiative.roll' });
    expect(d.snapshot.value).toBe('resolving');
    d.send({ type: 'wound.add', targetId: 'b', wound: wound('light') });
    d.send({ type: 'combatant.add', combatants: [spec('late', 1)] });
    // Someone joining mid-turn acts from the next turn on.
    expect(d.snapshot.context.order?.slots.map((s) => s.id)).not.toContain('late');
    d.send({ type: 'action.resolveAll' });
    expect(d.snapshot.value).toBe('knockouts');
  });
});
