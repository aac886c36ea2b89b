import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useClient } from '../../api/client';
import { clockText, readTimer, TIMER_CHOICES, timerWords, turnStart, writeTimer, type TimerSetting } from './turn-clock';

type Props = { combatId: string; turn: number; ended: boolean };

/**
 * Issue 37: the header's turn clock (how long this turn has run) and the storyteller's optional
 * round timer, counting down from each turn's start; shown to players when the storyteller ticks
 * it (main's player view carries only its length and the time left). Re-renders once a second on
 * its own: the rest of the GM screen does not. A turn's start is kept in this window's session
 * storage, so coming back to the fight does not restart its clock. Memoised (issue 38): a step
 * that keeps the turn does not render it.
 */
export const TurnClock = memo(function TurnClock({ combatId, turn, ended }: Props) {
  const client = useClient();
  const uid = useId();
  const [setting, setSetting] = useState<TimerSetting>(() => readTimer(localStorage, combatId));
  // `now` ticks once a second while the fight runs (a turn's start is noted within that second).
  const [now, setNow] = useState(() => Date.now());
  // When this turn began (kept for the session), unless the storyteller restarted its timer.
  const began = useMemo(() => turnStart(sessionStorage, combatId, turn, now), [combatId, turn, now]);
  const [restart, setRestart] = useState<{ turn: number; at: number } | null>(null);
  const from = restart && restart.turn === turn ? restart.at : began;
  const running = turn > 0 && !ended;
  // Ticks before the fight starts too: the first turn's start is then noted within a second.
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);

  // The players' copy: set again at each turn, on a change of setting and on Restart.
  const lastSent = useRef('');
  useEffect(() => {
    const seconds = running && setting.show ? setting.seconds : null;
    const leftMs = seconds === null ? undefined : Math.max(0, Math.min(seconds * 1000, from + seconds * 1000 - Date.now()));
    const key = `${seconds}:${from}`;
    if (key === lastSent.current || (seconds === null && lastSent.current === '')) return;
    lastSent.current = key;
    void client.call('players.setTimer', { seconds, show: seconds !== null, ...(leftMs === undefined ? {} : { leftMs }) }).catch(() => undefined);
  }, [client, running, setting, from]);

  const change = (next: TimerSetting) => {
    setSetting(next);
    writeTimer(localStorage, combatId, next);
  };
  const elapsed = Math.max(0, now - from);
  const left = setting.seconds === null ? null : setting.seconds * 1000 - elapsed;
  const over = left !== null && left <= 0;

  return (
    <div className="turn-clock-box" data-testid="turn-clock">
      {running && (
        <span className="turn-clock" title={`How long turn ${turn} has run`}>
          {clockText(elapsed)} <span className="visually-hidden">this </span>turn
        </span>
      )}
      {running && left !== null && (
        <span className={over ? 'turn-clock over' : 'turn-clock'} data-testid="round-timer">
          {over ? 'Time!' : `${clockText(left)} left`}
        </span>
      )}
      {/* Said once when the time runs out (a polite region: it never interrupts). */}
      <span className="visually-hidden" aria-live="polite" data-testid="round-timer-said">
        {running && over ? `Time is up for turn ${turn}.` : ''}
      </span>
      <details className="timer-settings">
        <summary>Timer</summary>
        <div className="timer-popover">
          <label>
            Round timer per turn
            <select id={`${uid}-len`} value={setting.seconds ?? ''} onChange={(e) => change({ ...setting, seconds: e.target.value === '' ? null : Number(e.target.value) })}>
              {TIMER_CHOICES.map((s) => (
                <option key={s ?? 'off'} value={s ?? ''}>
                  {s === null ? 'Off' : timerWords(s)}
                </option>
              ))}
            </select>
          </label>
          <label className="radio">
            <input type="checkbox" checked={setting.show} disabled={setting.seconds === null} onChange={(e) => change({ ...setting, show: e.target.checked })} /> Show it to players
          </label>
          <button type="button" className="small" disabled={!running || setting.seconds === null} onClick={() => setRestart({ turn, at: Date.now() })}>
            Restart this turn’s timer
          </button>
        </div>
      </details>
    </div>
  );
});
