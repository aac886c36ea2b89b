/** A device's text frame, parsed and checked against the player contract; null: not one of its frames. */
import type { RawData } from 'ws';
import { ClientFrameSchema, type ClientFrame } from '../../shared/player/protocol';

export function parseFrame(data: RawData): ClientFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8'));
  } catch {
    return null;
  }
  const parsed = ClientFrameSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
