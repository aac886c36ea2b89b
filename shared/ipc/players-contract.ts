/**
 * Issue 21: the storyteller's side of the player view (the players' own channel is
 * shared/player/protocol.ts, on its own listener). Names in `players-names.ts`.
 */
import { z } from 'zod';
import { EntityIdSchema } from '../domain/ids';
import { RollLogEntrySchema } from '../domain/sheet';
import { PlayerPrivacySchema } from '../player/privacy';
import { PlayerRollRequestSchema, PlayerRollResultSchema } from '../player/protocol';
import { PlayerTimerSchema, PlayerViewSchema } from '../player/view-schema';

export const PlayerDeviceSchema = z.object({
  id: z.string(),
  /** The name the device gave ("Kim's phone"); "Player 3" until it does. */
  name: z.string(),
  /** Its network address ("192.168.1.23"). */
  address: z.string(),
  /** 'screen': the second window or page on this machine; 'lan': a player's own device. */
  channel: z.enum(['screen', 'lan']),
  connectedAt: z.string(),
  /** Issue 42: the personal link it came in by (absent: the shared link). */
  linkId: z.string().optional(),
});
export type PlayerDevice = z.infer<typeof PlayerDeviceSchema>;

export const PlayersStatusSchema = z.object({
  /** The local player screen's listener (127.0.0.1), once opened. */
  screen: z.object({ url: z.string() }).nullable(),
  /** LAN sharing: off (null) by default. `url` carries the players' token, never the storyteller's. */
  lan: z.object({ url: z.string(), address: z.string(), port: z.number().int() }).nullable(),
  devices: z.array(PlayerDeviceSchema),
  /** Rolls asked and not yet rolled. */
  requests: z.array(PlayerRollRequestSchema),
  /** The latest player rolls of this session, newest last. */
  results: z.array(PlayerRollResultSchema),
});
export type PlayersStatus = z.infer<typeof PlayersStatusSchema>;

export const NetworkInterfaceSchema = z.object({ name: z.string(), address: z.string(), family: z.enum(['IPv4', 'IPv6']), internal: z.boolean() });

export const playersContract = {
  'players.status': { input: z.strictObject({}), output: PlayersStatusSchema },
  /** The machine's network addresses the LAN page can listen on. */
  'players.interfaces': { input: z.strictObject({}), output: z.object({ interfaces: z.array(NetworkInterfaceSchema) }) },
  /**
   * The player screen on this machine: starts its loopback listener if needed; the desktop app opens
   * it in a second window, the browser-mode page opens `url` in a new tab.
   */
  'players.openScreen': { input: z.strictObject({}), output: z.object({ url: z.string(), opened: z.boolean() }) },
  /** Turns the LAN page on: a read-only listener on `address` (one of `players.interfaces`) with a new token. */
  'players.share': {
    input: z.strictObject({ address: z.string().trim().min(1).max(64), port: z.number().int().min(0).max(65535).default(0) }),
    output: PlayersStatusSchema,
  },
  /** Turns the LAN page off: the listener closes, its token is forgotten, every LAN device is disconnected. */
  'players.stopSharing': { input: z.strictObject({}), output: PlayersStatusSchema },
  /** Revokes the LAN link: a new token, every LAN device disconnected (they need the new link or QR code). */
  'players.newLink': { input: z.strictObject({}), output: PlayersStatusSchema },
  'players.disconnect': { input: z.strictObject({ deviceId: z.string().min(1).max(64) }), output: PlayersStatusSchema },
  /** Asks the players' devices for a roll of one character's ability (and modifier); `to` null: every device. */
  'players.requestRoll': {
    input: z.strictObject({
      characterId: EntityIdSchema,
      ability: z.string().trim().min(1, 'Choose an ability to roll').max(100),
      modifier: z.number().int().min(-100).max(100).default(0),
      to: z.string().min(1).max(64).nullable().default(null),
    }),
    output: z.object({ request: PlayerRollRequestSchema }),
  },
  'players.cancelRoll': { input: z.strictObject({ requestId: z.string().min(1).max(64) }), output: PlayersStatusSchema },
  /** The campaign's privacy settings for the player view. */
  'players.privacy': { input: z.strictObject({}), output: PlayerPrivacySchema },
  'players.setPrivacy': { input: PlayerPrivacySchema, output: PlayerPrivacySchema },
  /**
   * Issue 37: the storyteller's round timer as the players see it: `seconds` from now (restarted
   * at each turn by the GM screen), or null for none; `show` false keeps it off their screens.
   */
  'players.setTimer': {
    input: z.strictObject({
      seconds: z.number().int().min(5, 'A round timer is at least 5 seconds').max(3600, 'A round timer is at most an hour').nullable(),
      /** Time left of this turn's timer (the GM screen's, when it was started earlier); absent: all of it. */
      leftMs: z.number().int().min(0).max(3_600_000).optional(),
      show: z.boolean(),
    }),
    output: z.object({ timer: PlayerTimerSchema.nullable() }),
  },
  /** What the players' screens show now (the storyteller's preview; the same view they are sent). */
  'players.preview': { input: z.strictObject({}), output: PlayerViewSchema },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const playersEvents = {
  'players.changed': PlayersStatusSchema,
  /** A player rolled a requested roll: the result and its campaign roll log row. */
  'players.rolled': z.object({ result: PlayerRollResultSchema, entry: RollLogEntrySchema }),
} as const satisfies Record<string, z.ZodType>;
