/**
 * Issue 35: the players' view builder reads the storyteller's fight only through this projection.
 * It is an allow-list: each field copied here either has a public form the builder applies (a
 * combatant's name through the lens, wounds through the display) or is the storyteller's explicit
 * player-facing choice (the players' title, a team's player name). Everything else the storyteller
 * names or writes — the fight's own name, team names, notes, conditions, modifiers and their
 * reasons, gear, vehicles' names — is not copied, so the builder cannot show it, and a field added
 * to the combat view later stays private until someone adds it here with its public form.
 *
 * Vehicles: a vehicle's name is the storyteller's ("The Duke's Gunship", or after a hidden NPC);
 * its public form is its catalog type ("Viper"), game data. The name is here only so the lens can
 * find it in the log's words and put the type in its place (lens.ts), never to be sent.
 */
import type { CombatView } from '../core/combat/view';
import type { CombatantPrivacy } from './privacy';

type Lists = CombatView['system']['lists'];

/** One combatant as the builder may know it. `id` and `name` are the storyteller's: the builder never sends them as they are (rows get an opaque key, names go through the lens). */
export type PublicCombatant = {
  id: string;
  name: string;
  kind: 'pc' | 'npc';
  team: number;
  wounds: readonly { severity: string; location: string }[];
  knockedOut: boolean;
  privacy: CombatantPrivacy | undefined;
  /** Given when the players first saw it (combat/shown.ts); undefined: never shown. */
  shown: { order: number; npc?: number } | undefined;
};

/** A vehicle as the builder may know it: `name` the storyteller's (replaced by the lens), `type` its catalog vehicle. */
export type PublicVehicle = { id: string; name: string; type: string; pilotId: string | null };

export type PublicFight = {
  /** Only to make rows' opaque keys (hashed with the combatant's id). */
  combatId: string;
  /** The storyteller's title for the players; null: none given (the players see "Fight"). */
  title: string | null;
  turn: number;
  phase: CombatView['phase'];
  /** Teams with their player-facing name (null: none) and public number (null: never shown). */
  teams: readonly { id: number; publicName: string | null; shown: number | null }[];
  combatants: readonly PublicCombatant[];
  vehicles: readonly PublicVehicle[];
  order: readonly { id: string; resolved: boolean }[] | null;
  undeclared: readonly string[];
  nextActorId: string | null;
  lists: Pick<Lists, 'woundSeverities'> & { unlocatedWounds?: true };
};

const projections = new WeakMap<CombatView, PublicFight>();

/** The projection of a storyteller's view (kept per view object: a push and a preview of one step share it). */
export function publicFightOf(view: CombatView): PublicFight {
  const known = projections.get(view);
  if (known) return known;
  const lists = view.system.lists;
  const fight: PublicFight = {
    combatId: view.combatId,
    title: view.playerTitle ?? null,
    turn: view.turn,
    phase: view.phase,
    teams: view.teams.map((t) => ({ id: t.id, publicName: t.publicName ?? null, shown: t.shown ?? null })),
    combatants: view.combatants.map((c) => ({
      id: c.id,
      name: c.name,
      kind: c.kind,
      team: c.team,
      wounds: c.wounds.map((w) => ({ severity: w.severity, location: w.location })),
      knockedOut: c.knockedOut,
      privacy: c.privacy,
      shown: c.shown,
    })),
    vehicles: view.vehicles.map((v) => ({ id: v.id, name: v.name, type: v.vehicle, pilotId: v.pilotId })),
    order: view.order?.map((s) => ({ id: s.id, resolved: s.resolved })) ?? null,
    undeclared: view.undeclared,
    nextActorId: view.nextActorId,
    lists: { woundSeverities: lists.woundSeverities, ...(lists.unlocatedWounds ? { unlocatedWounds: true as const } : {}) },
  };
  projections.set(view, fight);
  return fight;
}
