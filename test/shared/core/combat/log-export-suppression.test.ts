import { describe, expect, it } from 'vitest';
import { formatCombatLog } from '../../../../shared/core/combat/log-format';
import { Driver, PISTOL, spec } from './fixtures';

/** Bob suppresses Jane; Jim passes; Jane shoots Bob (her hit's suppression has no nested line). */
function suppressFight(): Driver {
  const d = new Driver('issue18-suppression').add(spec('bob', 1, { weapon: PISTOL }), spec('jane', 2), spec('jim', 2));
  d.send({ type: 'combat.start' });
  d.send({
    type: 'action.declare',
    declarations: [
      { combatantId: 'bob', action: { kind: 'suppress', targets: ['jane'] } },
      { combatantId: 'jane', action: { kind: 'attack', target: 'bob', burst: false } },
      { combatantId: 'jim', action: { kind: 'pass' } },
    ],
  });
  d.send({ type: 'initiative.roll' });
  d.send({ type: 'action.resolveAll' });
  return d;
}

// Issue 18 defect 6: the Markdown export said each suppression change twice, nested under the
// suppress action and again as a top-level "Suppression:" line.
describe('the log export says each suppression change once', () => {
  for (const format of ['markdown', 'mush'] as const) {
    it(`${format}: a suppress action's changes are not repeated at the top level`, () => {
      const d = suppressFight();
      const text = formatCombatLog(d.log, format, 'Suppression');
      const lines = format === 'markdown' ? text.split('\n') : text.split('%r');
      const arrow = format === 'markdown' ? '→' : '->';
      // Jane's change is told under Bob's suppress action, once.
      expect(lines.filter((l) => l.includes(`jane: suppression 0 ${arrow} 1 (Fired upon by bob)`))).toHaveLength(1);
      expect(lines.filter((l) => l.includes(`jane 0 ${arrow} 1`)), text).toEqual([]);
      // Bob's change came from Jane's plain attack: its top-level line stays, once.
      expect(lines.filter((l) => l.includes(`Suppression: bob 0 ${arrow} 1`))).toHaveLength(1);
    });
  }
});
