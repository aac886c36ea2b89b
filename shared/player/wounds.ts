/**
 * Issue 21: a combatant's wounds as the storyteller lets the players see them. Edition-neutral:
 * the severity words and their order come from the view's `system.lists.woundSeverities`.
 */
import type { HealthStatus, WoundDisplay } from './privacy';
import type { PublicCombatant, PublicFight } from './public-input';
import type { PlayerWounds } from './view-schema';

type Severities = PublicFight['lists']['woundSeverities'];

const labelOf = (severities: Severities, id: string) => severities.find((s) => s.id === id)?.label ?? id;

/**
 * The one word of `status` display. "out": knocked out. "badly hurt": the worst open wound sits in
 * the upper half of the edition's severity order (lightest first), i.e. its rank ≥ half the count
 * (FS3.2's four: Serious and Critical; a three-level edition: its worst only). "hurt": any other
 * open wound (one of a severity the list does not know counts as hurt); "unhurt": none.
 */
export function healthStatus(c: Pick<PublicCombatant, 'wounds' | 'knockedOut'>, severities: Severities): HealthStatus {
  if (c.knockedOut) return 'out';
  const open = c.wounds.filter((w) => w.severity !== 'healed');
  if (open.length === 0) return 'unhurt';
  const worst = Math.max(...open.map((w) => severities.findIndex((s) => s.id === w.severity)));
  return worst >= 0 && worst >= severities.length / 2 ? 'badly hurt' : 'hurt';
}

export function playerWounds(c: PublicCombatant, display: WoundDisplay, lists: PublicFight['lists']): PlayerWounds {
  const severities = lists.woundSeverities;
  const open = c.wounds.filter((w) => w.severity !== 'healed');
  switch (display) {
    case 'exact':
      return {
        display,
        // An edition without hit locations stores a placeholder location: none is shown.
        list: open.map((w) => ({ severity: labelOf(severities, w.severity), location: lists.unlocatedWounds ? null : w.location })),
        out: c.knockedOut,
      };
    case 'severity':
      return { display, list: open.map((w) => labelOf(severities, w.severity)), out: c.knockedOut };
    case 'status':
      return { display, status: healthStatus(c, severities) };
    case 'none':
      return { display };
  }
}
