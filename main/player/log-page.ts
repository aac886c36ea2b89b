/**
 * Issue 38: an earlier page of the players' log for one device that scrolled up: the lines before
 * the newest `skip`, through the same lens as the view, tagged with the view version they go with
 * (the page takes them only if it shows that version, else it asks again).
 */
import { playerLogPage } from '../../shared/player/build';
import type { PlayerPrivacy } from '../../shared/player/privacy';
import { PLAYER_LOG_PAGE } from '../../shared/player/protocol';
import type { ShownFight } from './shown-fight';

export function logPageFrame(fight: ShownFight, privacy: PlayerPrivacy, version: number, skip: number): string {
  const page = playerLogPage({ ...fight.viewInput(), privacy, version }, skip, PLAYER_LOG_PAGE);
  return JSON.stringify({ type: 'logPage', version, skip, ...page });
}
