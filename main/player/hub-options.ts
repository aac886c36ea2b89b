/** What the player hub is given (hub.ts): the campaign's combat host and privacy, dice, pushes. */
import type { PlayerDevice } from '../../shared/ipc/players-contract';
import type { EventKey, EventPayload } from '../../shared/ipc/types';
import type { PlayerPrivacy } from '../../shared/player/privacy';
import type { RollLogEntry } from '../../shared/domain/sheet';
import type { CombatView } from '../../shared/core/combat/view';
import type { CombatHost } from '../core/combat';
import type { Logger } from '../core/logger';
import type { PendingRoll } from './requests';

export type PlayerHubOptions = {
  /** The open campaign's combat host; throws when none is open. */
  combat: () => CombatHost;
  /** The campaign's privacy settings (main/player/campaign-privacy.ts). */
  privacy: () => PlayerPrivacy;
  /**
   * Runs the push after the current step has answered (default setImmediate): the storyteller's
   * answer does not wait for building and sending the players' view, and the push still leaves
   * within the same turn of the event loop's next pass, well inside a frame.
   */
  defer?: (push: () => void) => void;
  emit: <E extends EventKey>(event: E, payload: EventPayload<E>) => void;
  /** Rolls a request with the app's dice, logged with `rolledBy` (rolls.ts). */
  roll: (pending: PendingRoll, rolledBy: string) => { entry: RollLogEntry; text: string };
  log: Logger;
  now: () => Date;
  /** Issue 42: whether this device may see and roll this request (a bound character's rolls belong to its link); absent: any. */
  mayRoll?: (device: PlayerDevice, pending: PendingRoll) => boolean;
  /** Issue 42 item 3: an answered request handed over to wait for the storyteller (held-rolls.ts); true: held, not rolled now. */
  hold?: (device: PlayerDevice, pending: PendingRoll) => boolean;
  /** Issue 42: told of each step and of any other change of the fight shown or its privacy (play-desk.ts). */
  watch?: { stepped(view: CombatView): void; shownChanged(): void; campaignChanged(): void };
};
