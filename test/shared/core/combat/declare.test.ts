import { describe, expect, it } from 'vitest';
import { undeclared } from '../../../../shared/core/combat/context';
import type { DeclaredAction } from '../../../../shared/core/combat/declarations';
import { Driver, GRENADE, KNIFE, RIFLE, spec } from './fixtures';

function declaring(...specs: Parameters<typeof spec>[]) {
  const d = new Driver().add(...specs.map((s) => spec(...s)));
  d.send({ type: 'combat.start' });
  return d;
}

describe('declaring', () => {
  it('records each action and shows who has not declared', () => {
    const d = declaring(['a', 1, { kind: 'pc' }], ['b', 2], ['c', 2]);
    expect(undeclared(d.snapshot.context)).toEqual(['a', 'b', 'c']);
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'attack', target: 'b', burst: false }, stance: 'banzai' }] });
    expect(d.combatant('a')).toMatchObject({ stance: 'banzai', declaration: { action: { kind: 'attack', target: 'b' }, luck: null } });
    expect(undeclared(d.snapshot.context)).toEqual(['b', 'c']);
    expect(d.log.at(-1)).toMatchObject({ text: 'a will attack b in banzai stance.' });
  });

  it.each([
    [{ kind: 'attack', target: 'ghost' }, 'a: no target with id ghost.'],
    [{ kind: 'attack', target: 'a' }, 'a cannot target themselves.'],
    [{ kind: 'attack', target: 'b', burst: true }, 'Pistol cannot fire bursts.'],
    [{ kind: 'full-auto', targets: ['b'] }, 'Pistol cannot fire full-auto.'],
    [{ kind: 'explode', targets: [{ id: 'b', zone: 0 }] }, 'Pistol is not an explosive.'],
    [{ kind: 'subdue', target: 'b' }, 'Subduing needs a melee weapon, not Pistol.'],
    [{ kind: 'rally', target: 'b' }, 'b is not knocked out.'],
    [{ kind: 'treat', target: 'b', woundIndex: 0 }, 'b has no wound number 1.'],
    [{ kind: 'attack', target: 'b', location: 'Tail' }, 'Humanoid has no target row Tail.'],
  ] as [DeclaredAction, string][])('refuses %j: %s', (action, reason) => {
    const d = declaring(['a', 1], ['b', 2]);
    expect(d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action }] }, true)).toBe(reason);
    expect(d.combatant('a').declaration).toBeNull();
  });

  it('makes an explosive explode and an empty weapon reload first', () => {
    const d = declaring(['g', 1, { weapon: GRENADE, ammo: 0 }], ['b', 2]);
    expect(d.send({ type: 'action.declare', declarations: [{ combatantId: 'g', action: { kind: 'attack', target: 'b' } }] }, true)).toBe("g's Frag Grenade is empty: reload first.");
    d.send({ type: 'combatant.update', combatantId: 'g', patch: { ammo: 1 } });
    expect(d.send({ type: 'action.declare', declarations: [{ combatantId: 'g', action: { kind: 'attack', target: 'b' } }] }, true)).toBe('Frag Grenade is an explosive: declare it as an explosion.');
  });

  it('allows one combat luck use per turn, and only with a luck point left', () => {
    const d = declaring(['a', 1, { luckPoints: 0 }], ['b', 2, { luckPoints: 2 }]);
    const attack = (who: string, target: string) => ({ combatantId: who, action: { kind: 'attack' as const, target }, luck: { roll: 'attack' as const, effect: 'bonus' as const } });
    expect(d.send({ type: 'action.declare', declarations: [attack('a', 'b')] }, true)).toBe('a: No luck points left.');
    d.send({ type: 'action.declare', declarations: [attack('b', 'a')] });
    expect(d.combatant('b').declaration?.luck).toEqual({ roll: 'attack', effect: 'bonus' });
  });

  it('refuses knocked-out combatants and double entries', () => {
    const d = declaring(['a', 1], ['b', 2]);
    d.send({ type: 'combatant.knockOut', targetId: 'a' });
    expect(d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'pass' } }] }, true)).toBe('a is knocked out and cannot act.');
    expect(d.send({ type: 'action.declare', declarations: [{ combatantId: 'b', action: { kind: 'pass' } }, { combatantId: 'b', action: { kind: 'reload' } }] }, true)).toBe('b is declared twice.');
    expect(undeclared(d.snapshot.context)).toEqual(['b']);
  });

  it('quick-declares NPCs: reload when empty, explosives explode, otherwise attack the enemies in turn', () => {
    const d = declaring(['pc', 1, { kind: 'pc' }], ['e1', 1], ['e2', 1], ['n1', 2], ['n2', 2, { weapon: RIFLE, ammo: 0 }], ['n3', 2, { weapon: GRENADE }], ['n4', 2, { weapon: KNIFE }]);
    d.send({ type: 'combatant.update', combatantId: 'n4', patch: { kind: 'npc' } });
    d.send({ type: 'action.quickDeclare', combatantIds: ['n1', 'n2', 'n3'] });
    const action = (id: string) => d.combatant(id).declaration?.action;
    expect(action('n1')).toEqual({ kind: 'attack', target: 'pc' });
    expect(action('n2')).toEqual({ kind: 'reload' });
    expect(action('n3')).toEqual({ kind: 'explode', targets: [{ id: 'e1', zone: 0 }] });
    expect(action('n4')).toBeUndefined();
    d.send({ type: 'action.quickDeclare' });
    // Team 1's NPCs spread over team 2 in roster order; each quick-declare starts at the first enemy.
    expect(action('e1')).toEqual({ kind: 'attack', target: 'n1' });
    expect(action('e2')).toEqual({ kind: 'attack', target: 'n2' });
    expect(action('n4')).toEqual({ kind: 'attack', target: 'pc' });
    expect(action('pc')).toBeUndefined();
    expect(d.send({ type: 'action.quickDeclare', combatantIds: ['pc'] }, true)).toBe('pc is a player character: declare their action yourself.');
    expect(d.send({ type: 'action.quickDeclare' }, true)).toBe('Every NPC who can act has already declared.');
  });

  it('rolls initiative only when everyone who can act has declared', () => {
    const d = declaring(['a', 1, { kind: 'pc' }], ['b', 2], ['c', 2]);
    d.send({ type: 'combatant.knockOut', targetId: 'c' });
    d.send({ type: 'action.quickDeclare' });
    expect(d.send({ type: 'initiative.roll' }, true)).toBe('Not everyone has declared: a.');
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'pass' } }] });
    d.send({ type: 'initiative.roll' });
    expect(d.snapshot.value).toBe('resolving');
    // Knocked-out combatants roll no initiative (seed 004).
    expect(d.snapshot.context.order?.slots.map((s) => s.id).sort()).toEqual(['a', 'b']);
  });
});
