import { useEffect, useId, useRef, useState } from 'react';
import { useClient } from '../../api/client';
import { clockText, readTimer, TIMER_CHOICES, timerWords, turnStart, writeTimer, type TimerSetting } from './turn-clock';

type Props = { combatId: string; turn: number; ended: boolean };

/**
 * Issue 37: the header's turn clock (how long this turn has run) and the storyteller's optional
 * round timer, counting down from each turn's start; shown to players when the storyteller ticks
 * it (main's player view carries only its length and the time left). Re-renders once a second on
 * its own: the rest of the GM screen does not.
 */
export function TurnClock({ combatId, turn, ended }: Props) {
  const client = useClient();
  const uid = useId();
  const [setting, setSetting] = useState<TimerSetting>(() => readTimer(localStorage, combatId));
  const [from, setFrom] = useState(() => turnStart(sessionStorage, combatId, turn, Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const running = turn > 0 && !ended;

  useEffect(() => {
    if (turn > 0) setFrom(turnStart(sessionStorage, combatId, turn, Date.now()));
  }, [combatId, turn]);
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [running]);

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
        <span className="turn-clock" title="How long this turn has run">
          Turn {turn} · {clockText(elapsed)}
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
        <summary>Round timer</summary>
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
          <button type="button" className="small" disabled={!running || setting.seconds === null} onClick={() => setFrom(Date.now())}>
            Restart this turn’s timer
          </button>
        </div>
      </details>
    </div>
  );
}
