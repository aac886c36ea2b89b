/**
 * Issue 37: the header's turn clock and the optional round timer. The storyteller's choice of
 * timer is kept per fight in this window's storage (a preference of the table, not a step of the
 * fight: it has no undo and does not change what happened); when each turn began is kept for the
 * session, so leaving the GM screen and coming back does not restart the clock.
 */

export type TimerSetting = { seconds: number | null; show: boolean };

/** The lengths offered; null: no timer. */
export const TIMER_CHOICES: readonly (number | null)[] = [null, 30, 60, 90, 120, 180, 300];

const settingKey = (combatId: string) => `fs3.roundTimer.${combatId}`;
const turnKey = (combatId: string, turn: number) => `fs3.turnStart.${combatId}.${turn}`;

/** The stored setting; anything unreadable is no timer. */
export function readTimer(storage: Pick<Storage, 'getItem'>, combatId: string): TimerSetting {
  try {
    const raw = JSON.parse(storage.getItem(settingKey(combatId)) ?? 'null') as Partial<TimerSetting> | null;
    const seconds = typeof raw?.seconds === 'number' && TIMER_CHOICES.includes(raw.seconds) ? raw.seconds : null;
    return { seconds, show: raw?.show === true };
  } catch {
    return { seconds: null, show: false };
  }
}

export function writeTimer(storage: Pick<Storage, 'setItem'>, combatId: string, setting: TimerSetting): void {
  storage.setItem(settingKey(combatId), JSON.stringify(setting));
}

/** When this turn began (first seen now if this window never saw it begin). */
export function turnStart(storage: Pick<Storage, 'getItem' | 'setItem'>, combatId: string, turn: number, now: number): number {
  const seen = Number(storage.getItem(turnKey(combatId, turn)));
  if (Number.isFinite(seen) && seen > 0 && seen <= now) return seen;
  storage.setItem(turnKey(combatId, turn), String(now));
  return now;
}

/** "0:07", "2:05", "1:02:03". */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "30 s", "1 min", "1½ min". */
export function timerWords(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const min = seconds / 60;
  return Number.isInteger(min) ? `${min} min` : `${Math.floor(min)}½ min`;
}
