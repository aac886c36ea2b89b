import type { CombatView } from '../../../shared/core/combat/view';

/** The header's words for the machine's phases. */
export const PHASE_WORDS: Record<CombatView['phase'], string> = {
  setup: 'Setting up',
  initiative: 'Initiative',
  declaring: 'Declaring',
  resolving: 'Resolving',
  knockouts: 'Knockouts',
  turnEnd: 'End of turn',
  ended: 'Ended',
};
