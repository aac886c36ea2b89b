/**
 * Issue 37: the storyteller's round timer as the players see it: its length and when it ends by
 * main's clock; each view carries the milliseconds left when it was built (a device counts down on
 * its own clock from there, so a phone whose clock is off still shows the right time).
 */
import type { PlayerTimer } from '../../shared/player/view-schema';

export class RoundTimer {
  private timer: { seconds: number; endsAt: number } | null = null;

  constructor(private readonly now: () => Date) {}

  /** Starts now with `leftMs` of `seconds` left (all of it when absent); null: none shown. */
  set(seconds: number | null, leftMs?: number): void {
    this.timer = seconds === null ? null : { seconds, endsAt: this.now().getTime() + Math.min(leftMs ?? seconds * 1000, seconds * 1000) };
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /** What the players' view carries now; null: none. */
  current(): PlayerTimer | null {
    if (!this.timer) return null;
    return { seconds: this.timer.seconds, leftMs: Math.max(0, Math.round(this.timer.endsAt - this.now().getTime())) };
  }
}
