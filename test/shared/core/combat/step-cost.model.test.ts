/**
 * Issue 38: a step looks only at what it changed. The shortcuts (rows kept by place, combatants
 * written back only where the step made a working copy, players' marks and the luck index checked
 * only where the list changed) must give exactly what a look at everyone gives. Random storyteller
 * sequences, with hiding and revealing, team changes and luck earmarked against others, are
 * checked against the whole look after every step.
 */
import { describe, expect, it } from 'vitest';
import type { CombatCommandInput } from '../../../../shared/core/combat/commands';
import type { CombatContext } from '../../../../shared/core/combat/context';
import { createViewMemo, toCombatView, type HistoryView } from '../../../../shared/core/combat/view';
import { buildWorld } from '../../../../shared/core/combat/world';
import { luckBook } from '../../../../shared/core/combat/world-luck';
import { writeBack } from '../../../../shared/core/combat/world-write-back';
import { createRecordingRng } from '../../../../shared/core/combat/dice-tape';
import type { Rng } from '../../../../shared/core/dice/rng';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { Driver, RULES, spec } from './fixtures';
import { randomCommand } from './random-commands';

const HISTORY: HistoryView = { position: 0, length: 0, canUndo: false, canRedo: false };
const SYSTEM = { edition: 'FS3.2', revision: 1, campaignRevision: 1, lists: { luckOptions: [] } } as never;
const pick = <T,>(rng: Rng, xs: readonly T[]): T => xs[rng.die(xs.length) - 1]!;

/** Commands the model test's storyteller never gives: hiding, revealing, moving teams, luck against someone. */
function privacyCommand(rng: Rng, ctx: CombatContext, phase: string): CombatCommandInput | null {
  const ids = ctx.combatants.map((c) => c.id);
  if (ids.length === 0) return null;
  // A pending action changed while the order resolves: its slot's words change with it.
  if (phase === 'resolving' && ctx.order && rng.die(2) === 1) {
    const pending = ctx.order.slots.slice(ctx.order.next).map((slot) => slot.id);
    if (pending.length > 0) {
      const who = pick(rng, pending);
      return { type: 'action.declare', declarations: [{ combatantId: who, action: pick(rng, [{ kind: 'aim', target: pick(rng, ids) }, { kind: 'pass' }, { kind: 'attack', target: pick(rng, ids) }] as const), luck: null }] };
    }
  }
  switch (rng.die(4)) {
    case 1:
      return { type: 'privacy.set', combatantIds: [pick(rng, ids)], change: { hidden: rng.die(2) === 1 } };
    case 2:
      return { type: 'combatant.update', combatantId: pick(rng, ids), patch: { team: rng.die(4) } };
    case 3: {
      if (phase !== 'declaring') return null;
      const who = pick(rng, ids);
      return {
        type: 'action.declare',
        declarations: [{ combatantId: who, action: { kind: 'attack', target: pick(rng, ids) }, luck: { roll: pick(rng, ['attack', 'defense'] as const), effect: 'penalty', target: pick(rng, ids) } }],
      };
    }
    default:
      return { type: 'combatant.add', combatants: [spec(`h${rng.die(1000)}`, rng.die(4), { privacy: { hidden: rng.die(2) === 1 } })] };
  }
}

/** Everyone the players see is marked, and so is every team with someone they see (looked at whole). */
function unmarked(ctx: CombatContext): string[] {
  const out: string[] = [];
  const visible = ctx.combatants.filter((c) => c.privacy?.hidden !== true);
  for (const c of visible) if (c.shown === undefined) out.push(`combatant ${c.id}`);
  for (const t of ctx.teams) if (t.shown === undefined && visible.some((c) => c.team === t.id)) out.push(`team ${t.id}`);
  return out;
}

/** The luck index read from every declaration. */
function luckIndexOf(ctx: CombatContext) {
  const against = new Map<string, string[]>();
  const earmarked = new Set<string>();
  for (const c of ctx.combatants) {
    const luck = c.declaration?.luck;
    if (!luck) continue;
    earmarked.add(c.id);
    if (luck.effect === 'penalty' && luck.target !== undefined) against.set(luck.target, [...(against.get(luck.target) ?? []), c.id]);
  }
  return { against, earmarked };
}

describe('a step looks only at what it changed (issue 38)', () => {
  it('keeps the players’ marks, the view and the luck index exactly as a look at everyone gives them', () => {
    for (let seed = 0; seed < 40; seed++) {
      const d = new Driver(`step-cost-${seed}`);
      const chooser = createSeededRng(`step-cost-choose-${seed}`);
      const memo = createViewMemo();
      d.send({ type: 'combatant.add', combatants: [spec('a', 1), spec('b', 2, { privacy: { hidden: true } }), spec('c', 3, { privacy: { hidden: true } })] });
      let previous = toCombatView(RULES, d.snapshot, HISTORY, SYSTEM, memo);
      for (let i = 0; i < 120 && d.snapshot.status !== 'done'; i++) {
        const before = d.snapshot;
        const phase = String(before.value);
        const command = (chooser.die(3) === 1 ? privacyCommand(chooser, before.context, phase) : null) ?? randomCommand(chooser, before.context, i, phase);
        d.send(command, true);
        const ctx = d.snapshot.context;
        expect(unmarked(ctx), `after step ${i} (${command.type})`).toEqual([]);
        const view = toCombatView(RULES, d.snapshot, HISTORY, SYSTEM, memo);
        expect(view, `view after step ${i} (${command.type})`).toEqual(toCombatView(RULES, d.snapshot, HISTORY, SYSTEM));
        // A combatant the step left as it was keeps its row object when the view's inputs stayed.
        const was = before.context;
        const sameInputs = (['gear', 'vehicles', 'statBlocks', 'turn', 'modifiers'] as const).every((k) => ctx[k] === was[k]);
        const sameNames = ctx.combatants.length === was.combatants.length && ctx.combatants.every((c, k) => c.id === was.combatants[k]!.id && c.name === was.combatants[k]!.name);
        if (sameInputs && sameNames) {
          ctx.combatants.forEach((c, k) => {
            if (c === was.combatants[k]) expect(view.combatants[k]).toBe(previous.combatants[k]);
          });
        }
        previous = view;
        const book = luckBook(RULES, ctx);
        const whole = luckIndexOf(ctx);
        expect(book.against).toEqual(whole.against);
        expect(book.earmarked).toEqual(whole.earmarked);
      }
    }
  });

  it('writes back only the combatants a step made working copies of, as a pass over everyone does', () => {
    const d = new Driver('write-back');
    d.send({ type: 'combatant.add', combatants: Array.from({ length: 30 }, (_, i) => spec(`c${i}`, (i % 2) + 1, { luckPoints: 3 })) });
    d.send({ type: 'combat.start' });
    const ctx = d.snapshot.context;
    const rng = createRecordingRng(createSeededRng('write-back'));
    const touch = (lazy: boolean) => {
      const world = buildWorld(RULES, ctx, rng);
      world.tc.live.get('c3')!.wounds.push({ severity: 'light', healingStarted: false } as never);
      world.tc.live.get('c7')!.ammo = 1;
      world.tc.live.get('c9');
      // Luck spent by someone without a working copy.
      world.luck.get('c12')!.used += 1;
      if (!lazy) expect([...world.tc.live.keys()]).toHaveLength(30);
      return writeBack(ctx, world, ctx.order);
    };
    const sparse = touch(true);
    const full = touch(false);
    expect(sparse).toEqual(full);
    const changed = sparse.combatants.flatMap((c, i) => (c === ctx.combatants[i] ? [] : [c.id]));
    expect(changed).toEqual(['c3', 'c7', 'c12']);
    expect(sparse.combatants[12]!.luckUsed).toBe(1);
    // Nothing changed: the list itself is kept.
    const world = buildWorld(RULES, ctx, rng);
    world.tc.live.get('c1');
    expect(writeBack(ctx, world, ctx.order).combatants).toBe(ctx.combatants);
  });
});
