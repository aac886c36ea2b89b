import { useEffect, useState } from 'react';
import type { PlayerTimer } from '../../shared/player/view-schema';

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * Issue 37: the storyteller's round timer on the player page, counted down on this device's own
 * clock from the time left the view carried (a device's clock being off does not matter).
 */
export function RoundTimer({ timer }: { timer: PlayerTimer | null | undefined }) {
  // The time left as last counted, for the timer object it was counted for (each push brings a new one).
  const [counted, setCounted] = useState<{ timer: PlayerTimer; left: number } | null>(null);
  useEffect(() => {
    if (!timer) return;
    const got = Date.now();
    const t = setInterval(() => setCounted({ timer, left: timer.leftMs - (Date.now() - got) }), 1000);
    return () => clearInterval(t);
  }, [timer]);
  if (!timer) return null;
  const left = counted?.timer === timer ? counted.left : timer.leftMs;
  return (
    <p className={left <= 0 ? 'player-timer over' : 'player-timer'} data-testid="player-timer">
      Round timer: {left <= 0 ? 'time is up' : `${clock(left)} left`}
    </p>
  );
}
