/** Issue 37 item 2: a step carries the version it was made against and an id; main does it once. */
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema } from '../../../../shared/core/combat/commands';
import { useTempDirs } from '../../../helpers/db-temp';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const stats = { pools: pools({ Reflexes: 3, Brawn: 4 }) };

describe('step guard (issue 37)', () => {
  it('answers a repeated request id with its first answer and refuses a stale version', () => {
    const r = rig('guard');
    const combatId = r.host.create({ name: 'Guarded' }).combatId;
    const add = { kind: 'command' as const, command: CombatCommandSchema.parse({ type: 'combatant.add', combatants: [spec('a', 1, stats), spec('b', 2, stats)] }) };
    const version = r.host.version(combatId);
    const first = r.host.step(combatId, add, { version, requestId: 'r1' });
    expect(first.version).toBeGreaterThan(version);
    // A retry of the same request: the same answer, no second step.
    expect(r.host.step(combatId, add, { version, requestId: 'r1' })).toBe(first);
    expect(r.host.version(combatId)).toBe(first.version);
    // The same step made against the old version under a new id: refused, nothing changes.
    expect(() => r.host.step(combatId, add, { version, requestId: 'r2' })).toThrow(/^Not done: the fight changed since this was asked for/);
    expect(r.host.version(combatId)).toBe(first.version);
    // Made against the current version: done.
    const start = { kind: 'command' as const, command: CombatCommandSchema.parse({ type: 'combat.start' }) };
    expect(r.host.step(combatId, start, { version: first.version, requestId: 'r3' }).base).toBe(first.version);
  });
});
