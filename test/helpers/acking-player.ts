/**
 * Issue 38: a real `ws` device that does what the player page does with views: keeps them in the
 * page's own ViewStore, applies changes and acknowledges, so main sends it changes. Acks can be
 * held back and sent late, out of order or never (`ackMode`), as a slow or lossy network would.
 */
import type { ServerFrame } from '../../shared/player/protocol';
import { ServerFrameSchema } from '../../shared/player/protocol';
import type { PlayerView } from '../../shared/player/view-schema';
import { ViewStore } from '../../renderer/player/view-store';
import { openPlayer, type PlayerClient } from './player-client';

export type AckingPlayer = {
  client: PlayerClient;
  view(): PlayerView | null;
  /** Acks held back (when not sent at once). */
  held: { version: number; gap?: true }[];
  /** Sends a held ack (by index, wrapped), or drops it. */
  release(which: number, lose?: boolean): void;
  /** Frames of each kind received. */
  counts: Record<string, number>;
  /** Bytes of view and change frames received. */
  viewBytes(): number;
};

export async function ackingPlayer(url: string, options: { holdAcks?: boolean } = {}): Promise<AckingPlayer> {
  const client = await openPlayer(url);
  const store = new ViewStore();
  const held: AckingPlayer['held'] = [];
  const counts: Record<string, number> = {};
  let bytes = 0;
  let acks = false;
  const ack = (a: { version: number; gap?: true }) => {
    if (options.holdAcks) held.push(a);
    else client.send({ type: 'ack', ...a });
  };
  let seen = 0;
  const onFrames = () => {
    for (; seen < client.raw.length; seen++) {
      const frame = ServerFrameSchema.parse(JSON.parse(client.raw[seen]!)) as ServerFrame;
      counts[frame.type] = (counts[frame.type] ?? 0) + 1;
      if (frame.type === 'hello') {
        acks = frame.acks === true;
        store.reset(frame.view);
        if (acks) ack({ version: frame.view.version });
        continue;
      }
      if (frame.type !== 'view' && frame.type !== 'delta') continue;
      bytes += Buffer.byteLength(client.raw[seen]!);
      const got = frame.type === 'view' ? store.whole(frame.view) : store.change(frame.from, frame.delta);
      if (got.kind === 'gap') ack({ version: got.have, gap: true });
      else if (got.kind === 'view' && acks) ack({ version: got.view.version });
    }
  };
  client.ws.on('message', onFrames);
  onFrames();
  return {
    client, held, counts,
    view: () => store.latest(),
    viewBytes: () => bytes,
    release(which, lose = false) {
      if (held.length === 0) return;
      const [a] = held.splice(which % held.length, 1);
      if (!lose) client.send({ type: 'ack', ...a! });
    },
  };
}
