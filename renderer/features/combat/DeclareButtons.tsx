import type { CombatantView, CombatView } from '../../../shared/core/combat/view';
import type { CombatAction } from './combat-queries';

/**
 * The declare form's buttons, the same for an FS3 declaration and a task declaration (issue 22):
 * Declare (or Change declaration) submits the form; an NPC not yet declared can be quick-declared.
 */
export function DeclareButtons({ c, view, declared, canDeclare, busy, run, submitLabel }: {
  c: CombatantView;
  view: Pick<CombatView, 'allowed'>;
  declared: boolean;
  canDeclare: boolean;
  busy: boolean;
  run: (a: CombatAction) => Promise<unknown>;
  /** Issue 42: the submit's own words where the form edits a player's pending declaration. */
  submitLabel?: string;
}) {
  return (
    <div className="row">
      <button type="submit" className="primary" disabled={!canDeclare || busy}>
        {submitLabel ?? (declared ? 'Change declaration' : 'Declare')}
      </button>
      {c.kind === 'npc' && !submitLabel && view.allowed['action.quickDeclare'] && !declared && (
        <button type="button" disabled={busy} onClick={() => void run({ kind: 'command', command: { type: 'action.quickDeclare', combatantIds: [c.id] } })}>
          Quick-declare
        </button>
      )}
    </div>
  );
}
