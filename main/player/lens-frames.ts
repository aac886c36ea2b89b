/**
 * Issue 38 item 3: the frames of one privacy lens (the players' view that every device of the
 * lens shares). The view is built and serialised once per change; each device is sent the change
 * from the version it last acknowledged, built once per such version (every device that acked
 * the same version gets the same string), or the whole view when that is smaller, when the device
 * never acknowledged anything (a page that does not know changes keeps getting whole views), or
 * when its version is too old to be kept here.
 */
import type { PlayerView } from '../../shared/player/view-schema';
import { diffView } from '../../shared/player/view-delta';

/** Versions kept to build changes from; a device further behind gets the whole view. */
export const LENS_HISTORY = 16;

type Built = { version: number; view: PlayerView; json: string };
type DeviceState = { acked: number | null; sent: number | null };

export class LensFrames {
  private history: Built[] = [];
  private stale = true;
  /** Frames for the current version by the version they start from (-1: the whole view). */
  private frames = new Map<number, string>();
  private readonly devices = new Map<string, DeviceState>();

  constructor(private readonly build: () => PlayerView) {}

  /** The view changed: built again at the next need. */
  changed(): void {
    this.stale = true;
  }

  /** The view now, built if it changed. */
  current(): Built {
    const last = this.history.at(-1);
    if (!this.stale && last) return last;
    const view = this.build();
    const built = { version: view.version, view, json: JSON.stringify(view) };
    this.history = [...this.history.slice(-(LENS_HISTORY - 1)), built];
    this.frames = new Map();
    this.stale = false;
    return built;
  }

  /** A device joined: its first frame is the whole view (sent by the caller in its hello). */
  join(deviceId: string): Built {
    const built = this.current();
    this.devices.set(deviceId, { acked: null, sent: built.version });
    return built;
  }

  leave(deviceId: string): void {
    this.devices.delete(deviceId);
  }

  /** The frame that brings this device to the current view; null when it has it already. */
  frameFor(deviceId: string): string | null {
    const built = this.current();
    const device = this.devices.get(deviceId);
    if (device?.sent === built.version) return null;
    if (device) device.sent = built.version;
    return this.frameFrom(device?.acked ?? null, built);
  }

  /**
   * The device has `version` (it applied it). Acks may come late or not at all: the newest
   * acknowledged version counts, an older one changes nothing. `gap`: the device could not apply
   * a change (it lacks the version it starts from): it is brought up to date at once, from the
   * version it says it has when that is still kept, else with the whole view.
   */
  ack(deviceId: string, version: number, gap: boolean): string | null {
    const device = this.devices.get(deviceId);
    if (!device) return null;
    const known = this.history.some((b) => b.version === version);
    if (gap) {
      // Without a version kept here, the device gets whole views until it acks one again.
      device.acked = known ? version : null;
      device.sent = null;
      return this.frameFor(deviceId);
    }
    if (known && (device.acked === null || version > device.acked)) device.acked = version;
    return null;
  }

  private frameFrom(base: number | null, built: Built): string {
    const from = base !== null && base !== built.version ? this.history.find((b) => b.version === base) : undefined;
    const key = from ? from.version : -1;
    let frame = this.frames.get(key);
    if (frame === undefined) {
      const whole = `{"type":"view","view":${built.json}}`;
      const delta = from ? diffView(from.view, built.view) : null;
      const change = delta ? `{"type":"delta","from":${from!.version},"delta":${JSON.stringify(delta)}}` : null;
      frame = change !== null && change.length < whole.length ? change : whole;
      this.frames.set(key, frame);
    }
    return frame;
  }
}
