/**
 * Issue 18: holding an action and per-combatant conditions on the combat machine, for both
 * editions (FS3.2's own turn and AresMUSH Third Edition's procedures): refusals in words, the
 * order after hold/release, expiry at the right step, and replay/undo exactness (dice as data).
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput, type CombatMachineEvent } from '../../../../shared/core/combat/commands';
import type { CombatInput } from '../../../../shared/core/combat/context';
import type { CombatLogEntry } from '../../../../shared/core/combat/log-entries';
import { entryLines } from '../../../../shared/core/combat/log-format';
import { createCombatMachine } from '../../../../shared/core/combat/machine';
import { persistSnapshot } from '../../../../shared/core/combat/persist';
import { planCommand } from '../../../../shared/core/combat/plan';
import { replayEvents, replayLog } from '../../../../shared/core/combat/replay';
import type { CombatRules } from '../../../../shared/core/combat/procedures';
import { FS32_COMBAT_RULESET } from '../../../../shared/systems/fs3.2/combat/ruleset';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { findEdition } from '../../../../shared/systems/registry';
import type { GameSystem } from '../../../../shared/systems/types';
import { defaultConfig } from '../../systems/aresmush-3e/combat/helpers';
import { spec } from './fixtures';

const INPUT: CombatInput = { combatId: 'i18', abilities: { initiative: 'Alertness', toughness: 'Toughness', firstAid: 'First Aid' }, resolutionRevision: 2 };

function rules3e(): CombatRules {
  const system = { config: defaultConfig() } as GameSystem;
  return { ...FS32_COMBAT_RULESET, id: 'aresmush-3e', procedures: findEdition('aresmush-3e')!.combatProcedures!(system) };
}

const EDITIONS: [string, () => CombatRules][] = [
  ['FS3.2', () => FS32_COMBAT_RULESET],
  ['AresMUSH 3E', rules3e],
];

/** A fight of four (two a side) driven like the host: plan with seeded dice, then send. */
function fight(rules: CombatRules, seed = 'i18') {
  const machine = createCombatMachine(rules);
  const actor = createActor(machine, { input: INPUT }).start();
  const rng = createSeededRng(seed);
  const events: CombatMachineEvent[] = [];
  const log: CombatLogEntry[][] = [];
  const attempt = (input: CombatCommandInput) => planCommand(rules, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
  const send = (input: CombatCommandInput): CombatLogEntry[] => {
    const plan = attempt(input);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
    events.push(plan.event);
    log.push(plan.entries);
    return plan.entries;
  };
  const refusal = (input: CombatCommandInput) => {
    const plan = attempt(input);
    return plan.ok ? null : plan.reason;
  };
  send({ type: 'combatant.add', combatants: [spec('ann', 1, { name: 'Ann' }), spec('bob', 1, { name: 'Bob' }), spec('cat', 2, { name: 'Cat' }), spec('dan', 2, { name: 'Dan' })] });
  const ctx = () => actor.getSnapshot().context;
  const phase = () => String(actor.getSnapshot().value);
  const pending = () => ctx().order!.slots.slice(ctx().order!.next).map((s) => s.id);
  return { machine, actor, events, log, send, refusal, ctx, phase, pending };
}

function toResolving(f: ReturnType<typeof fight>) {
  f.send({ type: 'combat.start' });
  f.send({ type: 'action.quickDeclare' });
  f.send({ type: 'initiative.roll' });
  expect(f.phase()).toBe('resolving');
}

describe.each(EDITIONS)('issue 18 hold and release (%s)', (_name, rulesOf) => {
  it('refuses holds outside the rolled order, in words', () => {
    const f = fight(rulesOf());
    expect(f.refusal({ type: 'action.hold', combatantId: 'ann' })).toBe('"action.hold" is not allowed while the combat is being set up.');
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.quickDeclare' });
    expect(f.refusal({ type: 'action.hold', combatantId: 'ann' })).toMatch(/not allowed while the combat is/);
    f.send({ type: 'initiative.roll' });
    expect(f.refusal({ type: 'action.hold', combatantId: 'nobody' })).toBe('No combatant with id nobody.');
    expect(f.refusal({ type: 'action.release', combatantId: 'ann' })).toBe('Ann is not holding an action.');
    const first = f.pending()[0]!;
    f.send({ type: 'action.resolveNext' });
    const name = f.ctx().combatants.find((c) => c.id === first)!.name;
    expect(f.refusal({ type: 'action.hold', combatantId: first })).toBe(`${name} has already acted this turn.`);
    const second = f.pending()[0]!;
    f.send({ type: 'action.hold', combatantId: second });
    expect(f.refusal({ type: 'action.hold', combatantId: second })).toMatch(/is already holding their action\.$/);
  });

  it('a held combatant leaves the pending order, "act now" puts them next, and the log says so', () => {
    const f = fight(rulesOf());
    toResolving(f);
    const [a, b, c, d] = f.pending() as [string, string, string, string];
    const nameOf = (id: string) => f.ctx().combatants.find((x) => x.id === id)!.name;
    const held = f.send({ type: 'action.hold', combatantId: a });
    expect(held.map((e) => entryLines(e).head)).toEqual([`${nameOf(a)} holds their action.`]);
    expect(f.pending()).toEqual([b, c, d]);
    expect(f.ctx().order!.held!.map((s) => s.id)).toEqual([a]);
    f.send({ type: 'action.resolveNext' });
    expect(f.pending()).toEqual([c, d]);
    const released = f.send({ type: 'action.release', combatantId: a });
    expect(entryLines(released[0]!).head).toBe(`${nameOf(a)} acts now (held action released).`);
    expect(f.pending()).toEqual([a, c, d]);
    expect(f.ctx().order!.held).toBeUndefined();
    // The next resolution is the released combatant's action.
    const acted = f.send({ type: 'action.resolveNext' });
    expect(JSON.stringify(acted)).toContain(nameOf(a));
    expect(f.pending()).toEqual([c, d]);
  });

  it('whoever still holds when the pending order runs out acts last; knockouts wait for them', () => {
    const f = fight(rulesOf());
    toResolving(f);
    const [a, b, c, d] = f.pending() as [string, string, string, string];
    f.send({ type: 'action.hold', combatantId: b });
    f.send({ type: 'action.hold', combatantId: a });
    f.send({ type: 'action.resolveNext' });
    f.send({ type: 'action.resolveNext' });
    expect(f.pending()).toEqual([]);
    // Nobody pending but two holding: still resolving, not knockouts.
    expect(f.phase()).toBe('resolving');
    const late = f.send({ type: 'action.resolveNext' });
    expect(entryLines(late[0]!).head).toBe(`${f.ctx().combatants.find((x) => x.id === b)!.name} held to the end of the turn: acts last.`);
    expect(f.ctx().order!.slots.map((s) => s.id)).toEqual([c, d, b]);
    expect(f.ctx().order!.held!.map((s) => s.id)).toEqual([a]);
    f.send({ type: 'action.resolveAll' });
    expect(f.ctx().order!.slots.map((s) => s.id)).toEqual([c, d, b, a]);
    expect(f.phase()).toBe('knockouts');
  });

  it('replays exactly: folding the events gives the same snapshot and log; undo is the fold without the last step', () => {
    const f = fight(rulesOf(), 'replay');
    toResolving(f);
    const [a, b] = f.pending() as [string, string];
    f.send({ type: 'action.hold', combatantId: a });
    f.send({ type: 'action.hold', combatantId: b });
    f.send({ type: 'action.resolveNext' });
    f.send({ type: 'action.release', combatantId: b });
    f.send({ type: 'action.resolveAll' });
    f.send({ type: 'knockout.roll' });
    f.send({ type: 'turn.end' });
    const folded = replayEvents(f.machine, INPUT, f.events);
    expect(JSON.stringify(persistSnapshot(f.machine, folded))).toBe(JSON.stringify(persistSnapshot(f.machine, f.actor.getSnapshot())));
    expect(replayLog(rulesOf(), INPUT, f.events)).toEqual(f.log);
    // Undo of the release: the fold of every earlier event still has b held, a held.
    const atHold = replayEvents(f.machine, INPUT, f.events.slice(0, f.events.findIndex((e) => e.type === 'action.release')));
    expect(atHold.context.order!.held!.map((s) => s.id)).toEqual([a, b]);
    // Redo: the stored release event applies again to the same state.
    const redone = replayEvents(f.machine, INPUT, [f.events.find((e) => e.type === 'action.release')!], atHold);
    expect(redone.context.order!.held!.map((s) => s.id)).toEqual([a]);
  });
});

describe.each(EDITIONS)('issue 18 conditions and notes (%s)', (_name, rulesOf) => {
  function toTurn(f: ReturnType<typeof fight>, turn: number) {
    if (f.phase() === 'setup') f.send({ type: 'combat.start' });
    while (f.ctx().turn < turn) {
      f.send({ type: 'action.quickDeclare' });
      f.send({ type: 'initiative.roll' });
      f.send({ type: 'action.resolveAll' });
      f.send({ type: 'knockout.roll' });
      f.send({ type: 'turn.end' });
    }
  }

  const names = (f: ReturnType<typeof fight>, id: string) => (f.ctx().combatants.find((c) => c.id === id)!.conditions ?? []).map((k) => k.name);
  const turnOf = (f: ReturnType<typeof fight>) => {
    f.send({ type: 'action.quickDeclare' });
    f.send({ type: 'initiative.roll' });
    f.send({ type: 'action.resolveAll' });
    f.send({ type: 'knockout.roll' });
  };

  it('"Blinded, 2 turns" set in turn 3 ends at the end of turn 4, with a log line of turn 4', () => {
    const f = fight(rulesOf());
    toTurn(f, 3);
    const added = f.send({ type: 'condition.add', combatantId: 'cat', condition: { id: 'k1', name: 'Blinded', turns: 2 } });
    expect(entryLines(added[0]!).head).toBe('Cat: Blinded (2 turns, to the end of turn 4).');
    expect(added[0]!.facts).toEqual([{ kind: 'condition', who: 'Cat', name: 'Blinded', change: 'start' }]);
    f.send({ type: 'condition.add', combatantId: 'cat', condition: { id: 'k2', name: 'On fire' } });
    turnOf(f);
    const end3 = f.send({ type: 'turn.end' });
    expect(names(f, 'cat')).toEqual(['Blinded', 'On fire']);
    expect(JSON.stringify(end3)).not.toContain('Blinded');
    turnOf(f);
    // Still there after turn 4's actions and knockouts: it lasts to the end of the turn.
    expect(names(f, 'cat')).toEqual(['Blinded', 'On fire']);
    const end4 = f.send({ type: 'turn.end' });
    expect(names(f, 'cat')).toEqual(['On fire']);
    const ended = end4.find((e) => e.kind === 'note')!;
    expect(ended).toMatchObject({ turn: 4, text: 'Blinded ends for Cat (2 turns from turn 3).', facts: [{ kind: 'condition', who: 'Cat', name: 'Blinded', change: 'end' }] });
    // Its line comes before the edition's "Turn 5 begins."
    expect(end4.at(-1)!.kind).toBe('turn-end');
    expect(f.ctx().turn).toBe(5);
  });

  it('a condition set during setup counts turn 1 as its first; no duration lasts until removed', () => {
    const f = fight(rulesOf());
    f.send({ type: 'condition.add', combatantId: 'ann', condition: { id: 'k1', name: 'Prone', turns: 1 } });
    expect(f.ctx().combatants[0]!.conditions![0]).toEqual({ id: 'k1', name: 'Prone', turns: 1, since: 1, endsAfter: 1 });
    f.send({ type: 'combat.start' });
    turnOf(f);
    f.send({ type: 'turn.end' });
    expect(names(f, 'ann')).toEqual([]);
    expect(f.ctx().combatants[0]!.conditions).toBeUndefined();
  });

  it('edits and removals, refused in words when they make no sense; the note is set and cleared', () => {
    const f = fight(rulesOf());
    toTurn(f, 2);
    expect(f.refusal({ type: 'condition.add', combatantId: 'zed', condition: { id: 'k1', name: 'Dazed' } })).toBe('No combatant with id zed.');
    f.send({ type: 'condition.add', combatantId: 'bob', condition: { id: 'k1', name: 'Dazed', turns: 3 } });
    expect(f.refusal({ type: 'condition.add', combatantId: 'bob', condition: { id: 'k1', name: 'Again' } })).toBe('Bob already has a condition with id k1.');
    expect(f.refusal({ type: 'condition.edit', combatantId: 'bob', conditionId: 'k9', name: 'X' })).toBe('Bob has no condition with id k9.');
    expect(f.refusal({ type: 'condition.edit', combatantId: 'bob', conditionId: 'k1' })).toBe('Nothing to change.');
    turnOf(f);
    f.send({ type: 'turn.end' });
    // Set in turn 2; in turn 3 a duration of 1 would have ended after turn 2.
    expect(f.refusal({ type: 'condition.edit', combatantId: 'bob', conditionId: 'k1', turns: 1 })).toBe('Dazed was set in turn 2: 1 turn would have ended after turn 2. Remove it instead.');
    const edited = f.send({ type: 'condition.edit', combatantId: 'bob', conditionId: 'k1', name: 'Stunned', turns: null });
    expect(entryLines(edited[0]!).head).toBe('Bob: Dazed is now Stunned (until removed).');
    expect(f.ctx().combatants[1]!.conditions).toEqual([{ id: 'k1', name: 'Stunned', turns: null, since: 2, endsAfter: null }]);
    f.send({ type: 'condition.remove', combatantId: 'bob', conditionId: 'k1' });
    expect(f.refusal({ type: 'condition.remove', combatantId: 'bob', conditionId: 'k1' })).toBe('Bob has no condition with id k1.');
    f.send({ type: 'note.set', combatantId: 'dan', note: 'Wants revenge on Ann' });
    expect(f.ctx().combatants[3]!.note).toBe('Wants revenge on Ann');
    expect(f.refusal({ type: 'note.set', combatantId: 'dan', note: 'Wants revenge on Ann' })).toBe('The note is unchanged.');
    f.send({ type: 'note.set', combatantId: 'dan', note: '' });
    expect('note' in f.ctx().combatants[3]!).toBe(false);
    for (let i = 0; i < 20; i++) f.send({ type: 'condition.add', combatantId: 'ann', condition: { id: `c${i}`, name: `C${i}` } });
    expect(f.refusal({ type: 'condition.add', combatantId: 'ann', condition: { id: 'c99', name: 'One more' } })).toBe('Ann already has 20 conditions: remove one first.');
  });

  it('replays exactly, and undoing the turn end brings the expired condition back', () => {
    const f = fight(rulesOf(), 'cond-replay');
    f.send({ type: 'combat.start' });
    f.send({ type: 'condition.add', combatantId: 'dan', condition: { id: 'k1', name: 'Blinded', turns: 1 } });
    f.send({ type: 'note.set', combatantId: 'dan', note: 'Bleeding' });
    turnOf(f);
    f.send({ type: 'turn.end' });
    expect(names(f, 'dan')).toEqual([]);
    const folded = replayEvents(f.machine, INPUT, f.events);
    expect(JSON.stringify(persistSnapshot(f.machine, folded))).toBe(JSON.stringify(persistSnapshot(f.machine, f.actor.getSnapshot())));
    expect(replayLog(rulesOf(), INPUT, f.events)).toEqual(f.log);
    const undone = replayEvents(f.machine, INPUT, f.events.slice(0, -1));
    expect(undone.context.combatants[3]!.conditions!.map((k) => k.name)).toEqual(['Blinded']);
  });

  it('an old snapshot without the new fields means the same (no conditions, no holds)', () => {
    const f = fight(rulesOf());
    toResolving(f);
    const ctx = f.ctx();
    expect('held' in ctx.order!).toBe(false);
    expect(ctx.combatants.every((c) => !('conditions' in c) && !('note' in c))).toBe(true);
  });
});
