/** Issue 21: the player page's words for what the view carries (kept pure for tests). */
import type { PlayerWounds } from '../../shared/player/view-schema';

/** A combatant's wounds as the storyteller lets players see them; '' when nothing is shown. */
export function woundsText(w: PlayerWounds): string {
  switch (w.display) {
    case 'exact': {
      const list = w.list.map((x) => (x.location ? `${x.severity} (${x.location})` : x.severity));
      return [...list, ...(w.out ? ['out'] : [])].join(', ') || 'unhurt';
    }
    case 'severity':
      return [...w.list, ...(w.out ? ['out'] : [])].join(', ') || 'unhurt';
    case 'status':
      return w.status;
    case 'none':
      return '';
  }
}

/** Out of the fight (for the row's look): only when the view says so. */
export function isOut(w: PlayerWounds): boolean {
  return (w.display === 'exact' || w.display === 'severity') ? w.out : w.display === 'status' && w.status === 'out';
}
