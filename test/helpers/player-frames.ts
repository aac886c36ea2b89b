/**
 * Issue 38: the views a player page had, worked out from the frames it received (whole views and
 * changes), as the page's own ViewStore works them out. Tests that read views from a page's
 * traffic use this: since issue 38 the page is sent changes once it acknowledges its first view.
 */
import type { ViewDelta } from '../../shared/player/view-delta';
import type { PlayerView } from '../../shared/player/view-schema';
import { ViewStore } from '../../renderer/player/view-store';

type Frame = { type: string; view?: PlayerView; from?: number; delta?: ViewDelta };

/** Follows frames one at a time: each view shown, in order. */
export class ViewsOfFrames {
  readonly views: PlayerView[] = [];
  private readonly store = new ViewStore();

  /** Takes one frame's text; the view it brings (or null: it brings none). */
  add(text: string): PlayerView | null {
    const frame = JSON.parse(text) as Frame;
    let view: PlayerView | null = null;
    if (frame.type === 'hello' && frame.view) {
      this.store.reset(frame.view);
      view = frame.view;
    } else if (frame.type === 'view' && frame.view) {
      const got = this.store.whole(frame.view);
      view = got.kind === 'view' ? got.view : frame.view;
    } else if (frame.type === 'delta' && frame.delta && frame.from !== undefined) {
      const got = this.store.change(frame.from, frame.delta);
      view = got.kind === 'view' ? got.view : null;
    }
    if (view) this.views.push(view);
    return view;
  }
}

/** Every view a page had, from its frames' texts in order. */
export function viewsOfFrames(frames: readonly string[]): PlayerView[] {
  const follow = new ViewsOfFrames();
  for (const f of frames) follow.add(f);
  return follow.views;
}
