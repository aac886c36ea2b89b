/**
 * Issue 21: the player channel's WebSocket frames (JSON text). No storyteller method exists on it:
 * a player can name itself, answer a roll the storyteller asked for, and ping; issue 42 adds what
 * a personal link acts with (play-protocol.ts: declare, claim, odds, sheet), each checked in main
 * against the link's binding. Any other frame closes the connection (code 1008).
 */
import { z } from 'zod';
import { PlayClientFrames, PlayServerFrames } from './play-protocol';
import { PlayerLogLineSchema, PlayerViewSchema } from './view-schema';
import { ViewDeltaSchema } from './view-delta';

/** Path of the WebSocket on the player listener: `ws://host:port/play?token=…`. */
export const PLAYER_SOCKET_PATH = '/play';
/** A client frame larger than this closes the connection (1009). */
export const MAX_PLAYER_FRAME_BYTES = 4096;
/** Issue 38: lines in one page of the log sent on a `log` frame, and how far back a page may start. */
export const PLAYER_LOG_PAGE = 100;
const MAX_LOG_SKIP = 1_000_000;
/** The server sends a `tick` this often; a page that hears nothing for 2.5 ticks reconnects. */
export const PLAYER_TICK_MS = 10_000;

/** A roll the storyteller asked of the players' devices. */
export const PlayerRollRequestSchema = z.object({
  id: z.string(),
  characterName: z.string(),
  ability: z.string(),
  /** Signed, in the edition's unit ("+1", "-2", "+10%"). */
  modifierText: z.string(),
  /** The device it was sent to; null: every device (the first to roll takes it). */
  to: z.string().nullable(),
});
export type PlayerRollRequest = z.infer<typeof PlayerRollRequestSchema>;

export const PlayerRollResultSchema = z.object({
  requestId: z.string(),
  characterName: z.string(),
  rolledBy: z.string(),
  /** "Firearms + Reaction (5 dice): 8 7 7 3 1 → Good Success". */
  text: z.string(),
});
export type PlayerRollResult = z.infer<typeof PlayerRollResultSchema>;

export const ServerFrameSchema = z.discriminatedUnion('type', [
  /** First frame after connecting: the device's id, the current view and the open requests for it. */
  z.object({
    type: z.literal('hello'), deviceId: z.string(), view: PlayerViewSchema, requests: z.array(PlayerRollRequestSchema),
    /** Issue 38: a page that acknowledges the views it has is sent changes (`delta`) from then on. */
    acks: z.boolean().optional(),
  }),
  z.object({ type: z.literal('view'), view: PlayerViewSchema }),
  /** Issue 38: an earlier page of the log, as of view `version`: the lines before the newest `skip` (protocol of `log`). */
  z.object({ type: z.literal('logPage'), version: z.number().int(), skip: z.number().int(), lines: z.array(PlayerLogLineSchema), more: z.boolean() }),
  /** Issue 38: the change from the view of version `from` (one the device acknowledged) to `delta.version`. */
  z.object({ type: z.literal('delta'), from: z.number().int(), delta: ViewDeltaSchema }),
  z.object({ type: z.literal('requests'), requests: z.array(PlayerRollRequestSchema) }),
  z.object({ type: z.literal('rolled'), result: PlayerRollResultSchema }),
  /** Keep-alive: the page knows the link is up. */
  z.object({ type: z.literal('tick') }),
  /** Issue 42: a personal link's own frames (play-protocol.ts). */
  ...PlayServerFrames,
]);
export type ServerFrame = z.infer<typeof ServerFrameSchema>;

const Name = z.string().trim().min(1).max(40);
export const ClientFrameSchema = z.discriminatedUnion('type', [
  /** The device's name in the storyteller's connected list ("Kim's phone"). */
  z.strictObject({ type: z.literal('name'), name: Name }),
  /** The player rolls a requested roll (the dice fall on the storyteller's machine). */
  z.strictObject({ type: z.literal('roll'), requestId: z.string().min(1).max(64) }),
  z.strictObject({ type: z.literal('ping') }),
  /** Issue 38: the page asks for the log's lines before the newest `skip` it has (scrolling up). */
  z.strictObject({ type: z.literal('log'), skip: z.number().int().min(0).max(MAX_LOG_SKIP) }),
  /** Issue 38: the page has the view of `version`; `gap`: it could not apply a change (it lacks the version it starts from). */
  z.strictObject({ type: z.literal('ack'), version: z.number().int().min(0), gap: z.literal(true).optional() }),
  /** Issue 42: acting from a personal link (play-protocol.ts); from the shared link they are refused. */
  ...PlayClientFrames,
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;
