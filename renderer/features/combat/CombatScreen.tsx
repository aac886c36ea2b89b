import { useRouteRest } from '../../app/routes';
import { CombatList } from './CombatList';
import { CombatTracker } from './CombatTracker';
import './combat.css';

/** `#/combat`: the campaign's combats; `#/combat/<id>`: the tracker (GM screen). */
export function CombatScreen() {
  const [combatId] = useRouteRest();
  return combatId ? <CombatTracker key={combatId} combatId={combatId} /> : <CombatList />;
}
