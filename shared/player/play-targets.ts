/**
 * Issue 42 (follow-up): the vehicles and called shots a player's device may choose, decided where
 * the player's bytes are built. A vehicle the players do not know is there is in no list, and its
 * key reads exactly as an unknown one; an edition that lacks vehicle targets or called shots
 * (`lists.lacks`) offers neither and refuses both with its own reason.
 */
import type { CombatView } from '../core/combat/view';
import type { DeclaredAction } from '../core/combat/declarations';
import { rowKey } from './build';
import type { PlayerPrivacy } from './privacy';
import { peopleOf } from './lens';
import { publicFightOf } from './public-input';

type Visible = Map<string, { id: string; name: string; team: number }>;
/** Kept per view object (one per step) and privacy: every link's picture and every declaration of a step share it. */
const visibleMemo = new WeakMap<CombatView, { privacy: string; keys: Visible }>();

/** Row key ↔ combatant id for those the players see (a hidden combatant has no key here). */
export function visibleKeys(view: CombatView, privacy: PlayerPrivacy): Visible {
  const privacyKey = JSON.stringify(privacy);
  const known = visibleMemo.get(view);
  if (known?.privacy === privacyKey) return known.keys;
  const people = peopleOf(publicFightOf(view), privacy);
  const out: Visible = new Map();
  view.combatants.forEach((c, i) => {
    if (!people[i]!.hidden) out.set(rowKey(view.combatId, c.id), { id: c.id, name: people[i]!.publicName, team: c.team });
  });
  visibleMemo.set(view, { privacy: privacyKey, keys: out });
  return out;
}
type Lacks = NonNullable<CombatView['system']['lists']['lacks']>;

/** A vehicle as a device may name it: its catalog type (never the storyteller's name for it). */
export type ShownVehicle = { id: string; type: string; pilotId: string | null };

const vehicleMemo = new WeakMap<CombatView, { privacy: string; keys: Map<string, ShownVehicle> }>();

/**
 * Row key → vehicle, for the vehicles players may see. A vehicle is hidden while its pilot is
 * hidden, or, with nobody at the controls, while everyone aboard is (the table does not know it is
 * there); an empty vehicle is seen, as the players' log already names it by its type.
 */
export function visibleVehicles(view: CombatView, privacy: PlayerPrivacy): Map<string, ShownVehicle> {
  const privacyKey = JSON.stringify(privacy);
  const known = vehicleMemo.get(view);
  if (known?.privacy === privacyKey) return known.keys;
  const seen = new Set([...visibleKeys(view, privacy).values()].map((k) => k.id));
  const out = new Map<string, ShownVehicle>();
  for (const v of view.vehicles) {
    const aboard = [...(v.pilotId === null ? [] : [v.pilotId]), ...v.passengerIds];
    const hidden = v.pilotId !== null ? !seen.has(v.pilotId) : aboard.length > 0 && aboard.every((id) => !seen.has(id));
    if (!hidden) out.set(rowKey(view.combatId, v.id), { id: v.id, type: v.vehicle, pilotId: v.pilotId });
  }
  vehicleMemo.set(view, { privacy: privacyKey, keys: out });
  return out;
}

/** Every action of a declaration (the first and the edition's further ones). */
type Actions = readonly DeclaredAction[];

const targetIds = (a: DeclaredAction): string[] => {
  switch (a.kind) {
    case 'attack': case 'aim': case 'subdue': case 'rally': case 'treat': return [a.target];
    case 'full-auto': case 'suppress': return [...a.targets];
    case 'explode': return a.targets.map((t) => t.id);
    case 'task': return a.target === undefined ? [] : [a.target];
    default: return [];
  }
};

/** The edition's reason when a declaration uses a choice it lacks (a vehicle target, a called shot); null: none. */
export function lackedChoice(lacks: Lacks | undefined, actions: Actions, vehicleIds: ReadonlySet<string>): string | null {
  if (!lacks) return null;
  for (const a of actions) {
    if (lacks.vehicleTargets !== undefined && targetIds(a).some((id) => vehicleIds.has(id))) return lacks.vehicleTargets;
    if (lacks.calledShots !== undefined && a.kind === 'attack' && a.location !== undefined) return lacks.calledShots;
  }
  return null;
}

/**
 * The called-shot locations of each chart a device's targets use, once per chart (the lists would
 * otherwise repeat for every target): `charts[i]` the rows of one chart, a target's `chart` its index.
 */
export class ChartIndex {
  readonly charts: string[][] = [];
  private readonly at = new Map<string, number>();

  constructor(private readonly rowsOf: (chart: string) => readonly string[] | undefined) {}

  /** The index of `chart`'s rows; null when the chart is unknown or has none. */
  of(chart: string | undefined): number | null {
    if (chart === undefined) return null;
    const known = this.at.get(chart);
    if (known !== undefined) return known;
    const rows = this.rowsOf(chart);
    if (!rows || rows.length === 0) return null;
    this.at.set(chart, this.charts.push([...rows]) - 1);
    return this.charts.length - 1;
  }
}
