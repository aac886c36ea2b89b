/** Types the declare panel and its parts share (kept apart so the parts never import the panel). */
import type { DeclaredAction } from '../../../shared/core/combat/declarations';
import type { CombatView } from '../../../shared/core/combat/view';
import type { CombatAction } from './combat-queries';

/** The parts of the view the panel reads (a new initiative order alone does not re-render it). */
export type DeclareViewPart = Pick<CombatView, 'combatants' | 'vehicles' | 'allowed' | 'modifiers'> & {
  position: number;
  lists: CombatView['system']['lists'];
  unit?: CombatView['system']['modifierUnit'];
  /** Issue 22: the edition's turn shape (absent: FS3.2's turn, one action) and the phase, for when declarations are open. */
  turnShape?: CombatView['system']['turnShape'];
  phase?: CombatView['phase'];
};

/** An FS3 action's kind (attack, aim, reload …). */
export type ActionKind = DeclaredAction['kind'];

/** Runs one GM-screen action; the new view, or null when main refused (the error is shown). */
export type DeclareRun = (a: CombatAction) => Promise<CombatView | null>;
