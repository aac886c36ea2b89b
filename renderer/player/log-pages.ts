/**
 * Issue 38: the players' log in pages from the end. The view carries the newest lines; a reader
 * who scrolls to the top asks for the page before what the page has (`log` frame, counted in lines
 * from the end), and main answers with the lines as of the view version it was at. The earlier
 * lines are kept in front of the view's while the reader reads back: a step that only slides the
 * view's lines on moves the lines that slid out to them, anything else (an undo, a whole view, a
 * lens that renamed someone) lets them go, and so does going back to the end. Nothing is shown
 * that main did not send for the view shown.
 */
import type { PlayerLogLine, PlayerView } from '../../shared/player/view-schema';

export type LogPagesState = {
  /** Lines before the view's, oldest first. */
  older: readonly PlayerLogLine[];
  /** Main said there are lines before `older` (unknown until a page came: true). */
  more: boolean;
  /** A page is asked for and not yet here. */
  loading: boolean;
};

type PageFrame = { version: number; skip: number; lines: PlayerLogLine[]; more: boolean };

const EMPTY: LogPagesState = { older: [], more: true, loading: false };
/** At most four asks a second: main closes a device that sends more than five frames a second. */
const MIN_ASK_GAP_MS = 250;

export class LogPages {
  private state: LogPagesState = EMPTY;
  private readonly listeners = new Set<() => void>();
  private view: PlayerView | null = null;
  /** The `skip` asked for; an answer for another is not ours any more. */
  private asked: number | null = null;

  /** `ask` sends the `log` frame (false: the link is down); `now` spaces the asks out (main allows a few a second). */
  constructor(private readonly ask: (skip: number) => boolean, private readonly now: () => number = () => performance.now()) {}

  getState = (): LogPagesState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(state: LogPagesState): void {
    this.state = state;
    this.listeners.forEach((l) => l());
  }

  private lastAsk = -Infinity;

  /** Lines the page has, counted from the newest. */
  private count(): number {
    return (this.view?.fight?.log.length ?? 0) + this.state.older.length;
  }

  /** The reader is at the top of the log: the page before what is shown, unless asked, none, or asked a moment ago. */
  more(): void {
    if (!this.view?.fight || this.state.loading || !this.state.more) return;
    const t = this.now();
    if (t - this.lastAsk < MIN_ASK_GAP_MS) return;
    const skip = this.count();
    if (!this.ask(skip)) return;
    this.lastAsk = t;
    this.asked = skip;
    this.set({ ...this.state, loading: true });
  }

  /** The reader is back at the newest line: the earlier pages go (they would only grow). */
  reset(): void {
    this.asked = null;
    if (this.state !== EMPTY) this.set(EMPTY);
  }

  /**
   * Main's answer to `log`: taken when it is for the view shown and the lines the page has now
   * (a step may have come between: then it is dropped, and the reader's next scroll asks again).
   */
  page(frame: PageFrame): void {
    if (this.asked === null || frame.skip !== this.asked) return;
    this.asked = null;
    if (frame.version !== this.view?.version || frame.skip !== this.count()) return this.set({ ...this.state, loading: false });
    this.set({ older: [...frame.lines, ...this.state.older], more: frame.more, loading: false });
  }

  /** A new view shown (whole or changed): the earlier lines kept only when the view's lines slid on. */
  shown(view: PlayerView | null): void {
    const before = this.view;
    this.view = view;
    if (this.state.older.length === 0) return;
    const slid = before?.fight && view?.fight ? slidOut(before.fight.log, view.fight.log) : null;
    if (slid === null) return this.reset();
    if (slid.length) this.set({ ...this.state, older: [...this.state.older, ...slid] });
  }
}

/** The lines that slid out of the front when `b` is `a` with lines dropped at the front and added at the end; else null. */
function slidOut(a: readonly PlayerLogLine[], b: readonly PlayerLogLine[]): PlayerLogLine[] | null {
  if (a === b) return [];
  // Lines kept by a change are the same objects; a whole view has new ones, and is not taken as a slide.
  const d = b.length === 0 ? a.length : a.indexOf(b[0]!);
  if (d < 0) return null;
  for (let i = d; i < a.length; i++) if (a[i] !== b[i - d]) return null;
  return a.slice(0, d);
}
