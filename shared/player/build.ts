/**
 * Issue 21: builds the players' view of a fight from the storyteller's view and log, applying the
 * campaign's privacy settings and each combatant's overrides. Pure: main calls it once per
 * committed step and sends the result to every player device.
 */
import type { CombatLogEntry } from '../combat/log-entries';
import type { CombatView } from '../combat/view';
import type { PlayerPrivacy } from './privacy';
import type { PlayerView } from './view-schema';

export type PlayerViewInput = {
  /** The fight shown (null: none running). */
  fight: { name: string; view: CombatView; steps: readonly (readonly CombatLogEntry[])[] } | null;
  privacy: PlayerPrivacy;
  version: number;
};

/** Placeholder until the builder lands: shows no fight at all (leaks nothing). */
export function buildPlayerView(input: PlayerViewInput): PlayerView {
  return { version: input.version, fight: null };
}
