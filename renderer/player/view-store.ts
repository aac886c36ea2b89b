/**
 * Issue 38 item 3: the views the page keeps to apply changes to. Main sends each change from the
 * version this page last acknowledged, which may be older than the one shown (the ack was still
 * on its way), so the last few versions are kept; one older than the `from` of a change received
 * can never be asked for again (main's acked version only grows) and is let go.
 */
import type { ViewDelta } from '../../shared/player/view-delta';
import { applyViewDelta } from '../../shared/player/view-delta';
import type { PlayerView } from '../../shared/player/view-schema';

/** As many as main keeps (main/player/lens-frames.ts): a change from further back never comes. */
const KEPT = 16;

export type Received =
  /** Show this view and acknowledge it (when acks are on). */
  | { kind: 'view'; view: PlayerView }
  /** A change from a version this page no longer has: ask for the way back from the newest one it has. */
  | { kind: 'gap'; have: number }
  /** Older than what is shown: nothing to do. */
  | { kind: 'old' };

export class ViewStore {
  private views: PlayerView[] = [];

  /** A new connection: its view is the truth whatever its version (the app may have restarted). */
  reset(view: PlayerView): void {
    this.views = [view];
  }

  latest(): PlayerView | null {
    return this.views.at(-1) ?? null;
  }

  whole(view: PlayerView): Received {
    const latest = this.latest();
    if (latest && view.version < latest.version) return { kind: 'old' };
    this.views = [...this.views.filter((v) => v.version < view.version), view].slice(-KEPT);
    return { kind: 'view', view };
  }

  change(from: number, delta: ViewDelta): Received {
    const latest = this.latest();
    if (latest && delta.version <= latest.version) return { kind: 'old' };
    const base = this.views.find((v) => v.version === from);
    if (!base) return { kind: 'gap', have: latest?.version ?? 0 };
    let view: PlayerView;
    try {
      view = applyViewDelta(base, delta);
    } catch {
      // A change that does not fit what this page has: start again from the newest it has.
      return { kind: 'gap', have: latest?.version ?? 0 };
    }
    this.views = [...this.views.filter((v) => v.version >= from), view].slice(-KEPT);
    return { kind: 'view', view };
  }
}
