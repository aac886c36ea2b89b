/**
 * Issue 38 item 2: the pictures (`me`) of personal links, each device sent the change from the
 * picture it was last sent. A socket delivers frames in order, so that picture is the one the
 * device holds: no acknowledgement is waited for. A device gets changes only once its page said it
 * takes them (the `me` client frame); until then, and when it could not apply one, whole pictures.
 * A link's pictures are numbered (`rev`); the same change (or whole picture) is built once per
 * picture it starts from and shared by every device of the link that starts there.
 */
import type { PlayMe } from '../../shared/player/play-protocol';
import { diffMe } from '../../shared/player/me-delta';

/** Pictures kept per link to build changes from; a device further behind gets the whole. */
const KEPT = 4;

type Picture = { rev: number; me: PlayMe; body: string };
type LinkState = { pictures: Picture[]; next: number; version: number | null; frames: Map<string, string> };
type DeviceState = { linkId: string; deltas: boolean; sent: number | null };

/** The picture without its fight version (a step that moves only the version is told by `meVersion`). */
const bodyOf = (me: PlayMe) => JSON.stringify({ ...me, version: null });

export class LinkPictures {
  private readonly links = new Map<string, LinkState>();
  private readonly devices = new Map<string, DeviceState>();

  /** The link's current picture is `me`: numbered anew when it differs from the last one. */
  private put(linkId: string, me: PlayMe): Picture {
    let link = this.links.get(linkId);
    if (!link) this.links.set(linkId, (link = { pictures: [], next: 1, version: null, frames: new Map() }));
    const body = bodyOf(me);
    const last = link.pictures.at(-1);
    if (last && last.body === body) {
      last.me = me;
      return last;
    }
    const picture = { rev: link.next++, me, body };
    link.pictures = [...link.pictures.slice(-(KEPT - 1)), picture];
    link.frames = new Map();
    return picture;
  }

  /** The whole picture for one device (a connection's first, or asked for): it holds that one from now on. */
  whole(linkId: string, deviceId: string, me: PlayMe): string {
    const picture = this.put(linkId, me);
    const device = this.devices.get(deviceId);
    if (device) device.sent = picture.rev;
    else this.devices.set(deviceId, { linkId, deltas: false, sent: picture.rev });
    return wholeFrame(picture, me.version);
  }

  /** The device's page takes changes; `have`: the picture it holds (null: none, send the whole). Returns a frame to send, if any. */
  takesChanges(deviceId: string, have: number | null, me: () => PlayMe | null): string | null {
    const device = this.devices.get(deviceId);
    if (!device) return null;
    device.deltas = true;
    if (have !== null && have === device.sent) return null;
    const now = me();
    return now ? this.whole(device.linkId, deviceId, now) : null;
  }

  /**
   * After a change: the frame for each of the link's devices (`deviceIds`), or none for a device
   * that holds the picture already. A picture unchanged but for its fight version: `meVersion`.
   */
  refresh(linkId: string, me: PlayMe, deviceIds: readonly string[]): Map<string, string> {
    const picture = this.put(linkId, me);
    const link = this.links.get(linkId)!;
    const versionMoved = link.version !== me.version;
    link.version = me.version;
    const out = new Map<string, string>();
    for (const id of deviceIds) {
      let device = this.devices.get(id);
      if (!device) this.devices.set(id, (device = { linkId, deltas: false, sent: null }));
      if (device.sent === picture.rev) {
        if (versionMoved) out.set(id, JSON.stringify({ type: 'meVersion', version: me.version }));
        continue;
      }
      out.set(id, this.frameFrom(link, device.deltas ? device.sent : null, picture, me.version));
      device.sent = picture.rev;
    }
    return out;
  }

  left(deviceId: string): void {
    this.devices.delete(deviceId);
  }

  /** Another campaign: no picture is kept; every device is sent the whole at the next change. */
  clear(): void {
    this.links.clear();
    for (const d of this.devices.values()) d.sent = null;
  }

  private frameFrom(link: LinkState, from: number | null, picture: Picture, version: number | null): string {
    const key = `${from ?? -1}/${version}`;
    let frame = link.frames.get(key);
    if (frame === undefined) {
      const base = from === null ? undefined : link.pictures.find((p) => p.rev === from);
      const whole = wholeFrame(picture, version);
      const change = base ? JSON.stringify({ type: 'meDelta', from: base.rev, rev: picture.rev, version, delta: diffMe(base.me, picture.me) }) : null;
      frame = change !== null && change.length < whole.length ? change : whole;
      link.frames.set(key, frame);
    }
    return frame;
  }
}

function wholeFrame(picture: Picture, version: number | null): string {
  return JSON.stringify({ type: 'me', me: { ...picture.me, version }, rev: picture.rev });
}
