/**
 * Issue 42: what one personal link's device is told about the fight (pure): its characters in the
 * fight with their legal choices, whom they may name (only those the players see: a hidden
 * combatant is not in any list), and the turn as it concerns them. Built in main per link from
 * the storyteller's view, through the same lens as the players' view.
 */
import type { CombatantView, CombatView } from '../core/combat/view';
import type { DeclaredAction } from '../core/combat/declarations';
import type { Weapon } from '../domain/gear';
import { rowKey } from './build';
import type { PlayCombatant, PlayMe } from './play-protocol';
import type { PlayerPrivacy } from './privacy';
import { ChartIndex, visibleKeys, visibleVehicles } from './play-targets';
import { playerDeclaredText } from './play-words';

/** The actions a weapon allows (the GM screen's declare panel offers the same; the step has the last word). */
export function legalActions(weapon: Weapon | undefined, c: Pick<CombatantView, 'clip' | 'subduedBy'>): DeclaredAction['kind'][] {
  const out: DeclaredAction['kind'][] = [];
  if (!weapon || (weapon.type !== 'explosive' && weapon.type !== 'defensive')) out.push('attack');
  if (weapon?.automatic) out.push('full-auto');
  if (weapon?.type === 'explosive') out.push('explode');
  if (weapon?.type !== 'melee') out.push('suppress');
  out.push('aim');
  if (c.clip !== null) out.push('reload');
  if (weapon?.type === 'melee') out.push('subdue');
  if (c.subduedBy !== null) out.push('escape');
  out.push('rally', 'treat', 'pass');
  return out;
}

export { visibleKeys };

export type PlayMeInput = {
  label: string;
  characterIds: readonly string[];
  characterNames: readonly string[];
  claimable: readonly { ref: string; name: string }[];
  claimPending: boolean;
  fight: { view: CombatView; version: number } | null;
  privacy: PlayerPrivacy;
  showWaiting: boolean;
  weaponOf: (name: string) => Weapon | undefined;
  /** The hit chart a vehicle type uses, and a chart's called-shot rows (game data from the gear catalog); absent: no called shots offered. */
  vehicleChart?: (type: string) => string | undefined;
  chartRows?: (chart: string) => readonly string[] | undefined;
};

/**
 * Issue 38 item 3: what every link's picture of the fight shares under one privacy lens: who the
 * players see (by key), the targets and vehicles they may name, the called-shot charts. Built once
 * per refresh and handed to each link's `buildPlayMe`, not built again per player.
 */
export type PlayLens = {
  visibleIds: Set<string>;
  targets: { id: string; key: string; name: string; team: number; chart: number | null; aboard?: string }[];
  vehicleTargets: { key: string; name: string; pilotId: string | null; chart: number | null }[];
  charts: string[][];
};

export function buildPlayLens(input: Pick<PlayMeInput, 'privacy' | 'vehicleChart' | 'chartRows'> & { view: CombatView }): PlayLens {
  const { view } = input;
  const keys = visibleKeys(view, input.privacy);
  const vehicles = visibleVehicles(view, input.privacy);
  const lists = view.system.lists;
  // Called shots and vehicle targets only where the edition has them (lists.lacks).
  const rowsOf = lists.lacks?.calledShots === undefined ? input.chartRows : undefined;
  const charts = new ChartIndex((chart) => rowsOf?.(chart));
  const byId = new Map(view.combatants.map((c) => [c.id, c]));
  const aboard = new Map<string, string>();
  for (const v of vehicles.values()) {
    const full = view.vehicles.find((x) => x.id === v.id)!;
    for (const id of [...(full.pilotId === null ? [] : [full.pilotId]), ...full.passengerIds]) aboard.set(id, v.type);
  }
  const targets = [...keys.entries()].map(([key, k]) => ({
    id: k.id, key, name: k.name, team: k.team, chart: charts.of(byId.get(k.id)?.chart),
    ...(aboard.has(k.id) ? { aboard: aboard.get(k.id)! } : {}),
  }));
  const vehicleTargets = lists.lacks?.vehicleTargets !== undefined ? [] : [...vehicles.entries()].map(([key, v]) => ({ key, name: v.type, pilotId: v.pilotId, chart: charts.of(input.vehicleChart?.(v.type)) }));
  return { visibleIds: new Set([...keys.values()].map((k) => k.id)), targets, vehicleTargets, charts: charts.charts };
}

/** `lens`: the fight's lens part, when the caller builds pictures for several links of one moment. */
export function buildPlayMe(input: PlayMeInput & { lens?: PlayLens }): PlayMe {
  const base = { label: input.label, characters: [...input.characterNames], claimable: [...input.claimable], claimPending: input.claimPending };
  if (!input.fight) return { ...base, version: null, phase: null, yourTurn: false, waiting: null, combatants: [], charts: [] };
  const { view, version } = input.fight;
  const lens = input.lens ?? buildPlayLens({ ...input, view });
  const { visibleIds, vehicleTargets } = lens;
  const mine = new Set(input.characterIds);
  const declaring = view.phase === 'declaring';
  const undeclared = new Set(declaring ? view.undeclared : []);
  const lists = view.system.lists;
  const own = view.combatants.filter((c) => c.characterId !== null && mine.has(c.characterId) && visibleIds.has(c.id));
  const ownIds = new Set(own.map((o) => o.id));
  const targets = lens.targets.map((t) => ({ key: t.key, name: t.name, team: t.team, own: ownIds.has(t.id), chart: t.chart, ...(t.aboard !== undefined ? { aboard: t.aboard } : {}) }));
  const labelOf = new Map(lists.actions.map((a) => [a.id, a.label]));
  const combatants = own.map((c): PlayCombatant => ({
    key: rowKey(view.combatId, c.id),
    name: c.name,
    weapon: c.weapon,
    stance: c.stance,
    luckPoints: c.luckPoints,
    luckUsed: c.luckUsed,
    // In the players' names, never the storyteller's (play-words.ts); "Declared" if it names anyone hidden.
    declared: c.declaration ? playerDeclaredText(view, input.privacy, c.declarationText ?? '') : null,
    // The edition's own list, kept to what this weapon and state allow.
    actions: [...legalActions(input.weaponOf(c.weapon), c), ...(c.tasks ? ['task' as const] : [])].filter((k) => labelOf.has(k)).map((k) => ({ id: k, label: labelOf.get(k)! })),
    tasks: c.tasks ? { characteristics: c.tasks.characteristics.map((x) => x.name), skills: c.tasks.skills.map((x) => x.name) } : null,
    stances: lists.stances.map(({ id, label }) => ({ id, label })),
    luckOptions: lists.luckOptions.map(({ id, label }) => ({ id, label })),
    rangeBands: lists.rangeBands.map(({ id, label }) => ({ id, label })),
    targets,
    // As the GM screen: never the vehicle it pilots.
    vehicles: vehicleTargets.filter((v) => v.pilotId !== c.id).map(({ key, name, chart }) => ({ key, name, chart })),
  }));
  const waiting = input.showWaiting && declaring
    ? view.combatants.filter((c) => c.kind === 'pc' && undeclared.has(c.id) && visibleIds.has(c.id)).map((c) => c.name)
    : null;
  return {
    ...base,
    version,
    phase: view.phase,
    yourTurn: declaring && own.some((c) => undeclared.has(c.id)),
    waiting,
    combatants,
    charts: lens.charts,
  };
}
