/**
 * Property (issue 16): for any sequence of combat steps with luck, undo and redo, each
 * character's luck balance (after every step and after End combat) equals the starting balance
 * minus the luck spent in the steps still in effect, and the luck ledger explains the balance.
 * The steps in effect are modelled here independently of the host (a stack with a cursor); the
 * luck each step spent is read off the combat's own views before and after it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../shared/ipc/result';
import type { CombatCommandInput } from '../../../../shared/core/combat/commands';
import { CombatCommandSchema } from '../../../../shared/core/combat/commands';
import type { CombatView } from '../../../../shared/core/combat/view';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { TEST_GEAR, testCharacter } from '../../../helpers/db-fixtures';
import { useTempDirs } from '../../../helpers/db-temp';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);

const LUCKS = [null, ['attack', 'bonus'], ['defense', 'bonus'], ['initiative', 'reroll'], ['attack', 'reroll'], ['defense', 'penalty'], ['attack', 'penalty'], ['defense', 'cancel']] as const;

const op = fc.oneof(
  fc.record({ t: fc.constant('declare' as const), who: fc.integer({ min: 0, max: 2 }), luck: fc.integer({ min: 0, max: LUCKS.length - 1 }), target: fc.integer({ min: 0, max: 2 }) }),
  fc.constantFrom(
    { t: 'quick' as const }, { t: 'init' as const }, { t: 'next' as const }, { t: 'all' as const }, { t: 'ko' as const }, { t: 'end' as const },
    { t: 'undo' as const }, { t: 'undo' as const }, { t: 'redo' as const },
  ),
  fc.record({ t: fc.constant('hero' as const), who: fc.integer({ min: 0, max: 1 }) }),
  // Issue 39 item 2: on to the next action, then luck re-rolls one of its rolls (one of the view's offers).
  fc.record({ t: fc.constant('after' as const), pick: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ t: fc.constant('edit' as const), who: fc.integer({ min: 0, max: 1 }), luck: fc.integer({ min: 0, max: 3 }) }),
);

const PCS = ['dane', 'ann'] as const;
const START = { dane: 2, ann: 1 } as const;

describe('combat luck and the characters\' balances (property, issue 16)', () => {
  it('balance = start − luck spent in the steps in effect, after every step, undo, redo and End combat; the ledger explains it', () => {
    // Not vacuous: the runs together must spend luck, and undo some of it.
    let spentSteps = 0;
    let undoneSpends = 0;
    let rerollsAfter = 0;
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 1_000_000 }), (ops, seed) => {
        const r = rig(`p${seed}`, { rng: createSeededRng(seed) });
        r.repos.gear.replaceCatalog(TEST_GEAR);
        for (const id of PCS) r.repos.characters.insert(testCharacter(id, { name: id, luckPoints: START[id] }));
        const combatId = r.host.create({ name: 'Prop' }).combatId;
        for (const id of PCS) r.host.addCharacter(combatId, { characterId: id, team: 1, weapon: 'Revolver', armor: null, chart: 'Humanoid', stance: 'normal' });
        r.host.command(combatId, CombatCommandSchema.parse({ type: 'combatant.add', combatants: [spec('goon', 2, { pools: pools({ Reflexes: 3 }) })] }));
        r.host.command(combatId, CombatCommandSchema.parse({ type: 'combat.start' }));
        // Undo may take the setup back: a combatant no longer (or not yet) in the fight is "missing".
        const idOf = (v: CombatView, i: number) => (i < 2 ? (v.combatants.find((c) => c.characterId === PCS[i])?.id ?? 'missing') : 'goon');
        const luckIn = (v: CombatView) => Object.fromEntries(PCS.map((id) => [id, v.combatants.find((c) => c.characterId === id)?.luckPoints ?? null]));

        // The model: what each step in effect spent, per character.
        let view = r.host.view(combatId);
        // The setup steps (joining, start) spent nothing; undo may take them back too.
        const stack: Record<string, number>[] = Array.from({ length: view.history.position }, () => ({ dane: 0, ann: 0 }));
        let cursor = view.history.position;
        const step = (command: CombatCommandInput) => {
          const before = luckIn(view);
          try {
            view = r.host.command(combatId, CombatCommandSchema.parse(command));
          } catch (e) {
            if (e instanceof AppError) return;
            throw e;
          }
          const after = luckIn(view);
          stack.length = cursor;
          // Joining or leaving brings the balance along: no spend.
          stack.push(Object.fromEntries(PCS.map((id) => [id, before[id] === null || after[id] === null || before[id] === undefined || after[id] === undefined ? 0 : before[id] - after[id]])));
          cursor++;
        };
        const check = () => {
          for (const id of PCS) {
            const spent = stack.slice(0, cursor).reduce((sum, s) => sum + s[id]!, 0);
            const balance = r.repos.characters.get(id)!.luckPoints;
            expect(balance).toBe(START[id] - spent);
            expect(START[id] + r.repos.ledgers.luckHistory(id).reduce((sum, e) => sum + e.delta, 0)).toBe(balance);
            if (luckIn(view)[id] !== null) expect(luckIn(view)[id]).toBe(balance);
          }
          // One entry per character per step that moved their luck, and only for steps in effect.
          const tagged = r.repos.ledgers.combatLuck(combatId);
          expect(tagged).toHaveLength(stack.slice(0, cursor).reduce((n, s) => n + PCS.filter((id) => s[id] !== 0).length, 0));
          for (const e of tagged) expect(e.reason).toMatch(/^Luck in combat 'Prop', turn \d+: .+/);
        };

        for (const o of ops) {
          switch (o.t) {
            case 'declare': {
              const l = LUCKS[o.luck]!;
              const target = idOf(view, o.target);
              const luck = l === null ? null : { roll: l[0], effect: l[1], ...(l[1] === 'penalty' ? { target } : {}) };
              const who = idOf(view, o.who);
              step({ type: 'action.declare', declarations: [{ combatantId: who, action: who === 'goon' ? { kind: 'attack', target: idOf(view, 0) } : { kind: 'attack', target: 'goon' }, luck: who === 'goon' ? null : luck }] });
              break;
            }
            case 'quick': step({ type: 'action.quickDeclare' }); break;
            case 'init': step({ type: 'initiative.roll' }); break;
            case 'next': step({ type: 'action.resolveNext' }); break;
            case 'all': step({ type: 'action.resolveAll' }); break;
            case 'ko': step({ type: 'knockout.roll' }); break;
            case 'end': step({ type: 'turn.end' }); break;
            case 'hero':
              step({ type: 'combatant.knockOut', targetId: idOf(view, o.who) });
              step({ type: 'combatant.revive', targetId: idOf(view, o.who), useLuck: true });
              break;
            case 'after': {
              // Whatever is missing of a turn first (each its own step): declarations, initiative, the next action.
              for (const command of [{ type: 'action.quickDeclare' }, { type: 'initiative.roll' }, { type: 'action.resolveNext' }] as const) {
                step(command);
                check();
              }
              const offers = view.luckAfter ?? [];
              const o2 = offers[o.pick % Math.max(1, offers.length)];
              if (o2) {
                rerollsAfter++;
                step({ type: 'luck.reroll', combatantId: o2.combatantId, roll: o2.roll });
              }
              break;
            }
            case 'edit': step({ type: 'combatant.update', combatantId: idOf(view, o.who), patch: { luckPoints: o.luck } }); break;
            case 'undo':
              if (view.history.canUndo) {
                view = r.host.undo(combatId);
                cursor--;
                if (PCS.some((id) => stack[cursor]![id] !== 0)) undoneSpends++;
              }
              break;
            case 'redo':
              if (view.history.canRedo) { view = r.host.redo(combatId); cursor++; }
              break;
          }
          check();
        }
        step({ type: 'combat.end' });
        check();
        spentSteps += stack.slice(0, cursor).filter((st) => PCS.some((id) => st[id]! > 0)).length;
        r.db.close();
      }),
      { numRuns: 40, seed: 16, endOnFailure: true },
    );
    expect(spentSteps).toBeGreaterThan(5);
    expect(rerollsAfter).toBeGreaterThan(0);
    expect(undoneSpends).toBeGreaterThan(0);
  });
});
