import { BrowserWindow } from 'electron';
import { EVENT_CHANNEL_PREFIX } from '../../shared/ipc/names';
import type { EventKey, EventPayload } from '../../shared/ipc/types';
import { isPlayerWindow } from './windows';

/** Sends a push event to every open window but the player screen's (it sees only the players' view). */
export function emitToWindows<E extends EventKey>(event: E, payload: EventPayload<E>): void {
  for (const win of BrowserWindow.getAllWindows()) {
    if (!win.isDestroyed() && !isPlayerWindow(win)) win.webContents.send(`${EVENT_CHANNEL_PREFIX}${event}`, payload);
  }
}
