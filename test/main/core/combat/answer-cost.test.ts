/**
 * Issue 38 item 1: a step's answer costs what the step changed. The knockout roll keeps the view
 * rows of everyone it did not knock out (it used to rebuild all of them, every turn), and the
 * step's read-out (`lastStep`) stops after its first lines while the log keeps the whole step.
 */
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../shared/core/combat/commands';
import { LAST_STEP_LINES } from '../../../../main/core/combat/last-step';
import { useTempDirs } from '../../../helpers/db-temp';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const stats = { pools: pools({ Reflexes: 3, Brawn: 2, Medicine: 2 }) };

function bigTurn(seed: string, size: number) {
  const r = rig(seed);
  const combatId = r.host.create({ name: 'Big' }).combatId;
  const send = (command: CombatCommandInput) => r.host.step(combatId, { kind: 'command', command: CombatCommandSchema.parse(command) });
  send({ type: 'combatant.add', combatants: Array.from({ length: size }, (_, i) => spec(`n${i}`, (i % 2) + 1, stats)) });
  send({ type: 'combat.start' });
  send({ type: 'action.quickDeclare' });
  send({ type: 'initiative.roll' });
  return { r, combatId, send };
}

describe('the answer of a step (issue 38 item 1)', () => {
  it('a knockout roll keeps the view row of everyone it did not change, and the kept view equals a fresh build', () => {
    const { r, combatId, send } = bigTurn('knockouts', 40);
    send({ type: 'action.resolveAll' });
    const before = r.changes.at(-1)!.view;
    expect(before.phase).toBe('knockouts');
    send({ type: 'knockout.roll' });
    const after = r.changes.at(-1)!.view;
    const context = r.host.openCombat(combatId).snapshot.context;
    const knockedOut = new Set(context.combatants.filter((c) => c.knockedOut).map((c) => c.id));
    after.combatants.forEach((row, i) => {
      if (!knockedOut.has(row.id)) expect(row).toBe(before.combatants[i]);
    });
    expect(after).toEqual(r.reopen().view(combatId));
  });

  it('reads out the first lines of a large step and says how many more the log holds; a small step whole', () => {
    const { r, combatId, send } = bigTurn('read-out', 40);
    const one = send({ type: 'action.resolveNext' });
    const step = one.log.add[0]!;
    expect(step.lines.length).toBeLessThan(LAST_STEP_LINES);
    expect(one.lastStep).toEqual(step.lines.map((l) => (l.startsWith('  ') ? `  - ${l.slice(2)}` : `- ${l}`)));

    const all = send({ type: 'action.resolveAll' });
    const lines = all.log.add[0]!.lines;
    expect(lines.length).toBeGreaterThan(LAST_STEP_LINES);
    expect(all.lastStep).toHaveLength(LAST_STEP_LINES);
    expect(all.lastStep[0]).toBe(`- ${lines[0]}`);
    expect(all.lastStep.at(-1)).toBe(`- … and ${(lines.length - LAST_STEP_LINES + 1).toLocaleString('en')} more lines in the log.`);
    // The log itself has the whole step.
    expect(r.host.logPage(combatId, { limit: 1 }).steps[0]!.lines).toEqual(lines);
  });
});
