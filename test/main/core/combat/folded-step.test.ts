/**
 * Issue 38 item 1: a very large step is pushed folded (each entry's head, no dice); a page of the
 * log has it whole, the same heads with their details, and a window that applies the folded step
 * and then reads that page holds what a fresh fetch gives. Small steps are pushed whole as before.
 */
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../shared/core/combat/commands';
import { FOLD_ENTRIES } from '../../../../main/core/combat/log-cache';
import { LAST_STEP_LINES } from '../../../../main/core/combat/last-step';
import { useTempDirs } from '../../../helpers/db-temp';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const stats = { pools: pools({ Reflexes: 3, Brawn: 2, Medicine: 2 }) };

describe('folded steps (issue 38 item 1)', () => {
  it('pushes a step of more than FOLD_ENTRIES entries as heads only; the log page has it whole', () => {
    const r = rig('folded');
    const combatId = r.host.create({ name: 'Big' }).combatId;
    const send = (command: CombatCommandInput) => r.host.step(combatId, { kind: 'command', command: CombatCommandSchema.parse(command) });
    send({ type: 'combatant.add', combatants: Array.from({ length: FOLD_ENTRIES + 20 }, (_, i) => spec(`n${i}`, (i % 2) + 1, stats)) });
    const started = send({ type: 'combat.start' });
    expect(started.log.add[0]!.folded).toBeUndefined();
    send({ type: 'action.quickDeclare' });
    // One entry, but a line of dice for each of the 120 combatants: folded too.
    const rolled = send({ type: 'initiative.roll' });
    expect(rolled.log.add[0]!.folded).toBe(true);
    expect(rolled.log.add[0]!.lines).toHaveLength(1);

    const all = send({ type: 'action.resolveAll' });
    const folded = all.log.add[0]!;
    expect(folded.folded).toBe(true);
    expect(folded.lines.every((l) => !l.startsWith(' '))).toBe(true);
    expect(folded.lines.length).toBeGreaterThan(FOLD_ENTRIES);

    const whole = r.host.logPage(combatId, { limit: 1 }).steps[0]!;
    expect(whole.folded).toBeUndefined();
    expect(whole.step).toBe(folded.step);
    expect(whole.lines.filter((l) => !l.startsWith(' '))).toEqual(folded.lines);
    expect(whole.lines.length).toBeGreaterThan(folded.lines.length);
    // The read-out is the heads' first lines.
    expect(all.lastStep).toHaveLength(LAST_STEP_LINES);
    expect(all.lastStep[0]).toBe(`- ${folded.lines[0]}`);
    // Read once, the whole step is what the log (and a reopened host) holds from then on.
    expect(r.host.logSteps(combatId).at(-1)).toEqual(whole);
    expect(r.reopen().logSteps(combatId).at(-1)).toEqual(whole);
  });
});
