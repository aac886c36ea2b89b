import { describe, expect, it } from 'vitest';
import { combatHandlers } from '../../../../main/core/handlers/combat';
import { FS32_EDITION } from '../../../../shared/systems/fs3.2';
import { useTempDirs } from '../../../helpers/db-temp';
import { spec } from '../../../shared/core/combat/fixtures';
import { callHandler as call, useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);

// Issue 18 defect 6: suppression changes were said twice (nested under the suppress action and
// again at the top level), in the Markdown export and on the GM screen's log alike.
describe('the combat log tells each suppression change once', () => {
  it('on the GM screen and in the Markdown export', () => {
    const r = rig();
    r.repos.gear.replaceCatalog(FS32_EDITION.builtinGear());
    const handlers = combatHandlers({ host: () => r.host });
    const combatId = call(handlers, 'combat.create', { name: 'Pinned' }).combatId;
    call(handlers, 'combat.command', { combatId, command: { type: 'combatant.add', combatants: [spec('bob', 1), spec('jane', 2)] } });
    call(handlers, 'combat.command', { combatId, command: { type: 'combat.start' } });
    call(handlers, 'combat.command', {
      combatId,
      command: { type: 'action.declare', declarations: [{ combatantId: 'bob', action: { kind: 'suppress', targets: ['jane'] } }, { combatantId: 'jane', action: { kind: 'pass' } }] },
    });
    call(handlers, 'combat.command', { combatId, command: { type: 'initiative.roll' } });
    call(handlers, 'combat.command', { combatId, command: { type: 'action.resolveAll' } });
    const lines = call(handlers, 'combat.log', { combatId }).steps.flatMap((s) => s.lines);
    expect(lines.filter((l) => /^ {2}jane: suppression 0 → [12] \([A-Z][a-z ]+ by bob\)$/.test(l))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('Suppression:'))).toEqual([]);
    const md = call(handlers, 'combat.exportLog', { combatId, format: 'markdown' });
    const text = typeof md === 'string' ? md : JSON.stringify(md);
    expect(text.match(/jane: suppression 0 → [12]/g)).toHaveLength(1);
    expect(text).not.toContain('Suppression: jane');
  });
});
