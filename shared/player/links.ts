/**
 * Issue 42: a player's own link, bound on the server to the characters it may act for, and the
 * storyteller's settings for what players do from their devices. The token is the storyteller's
 * to share; a device only ever holds its own.
 */
import { z } from 'zod';
import { EntityIdSchema } from '../domain/ids';

export const PlayerLinkSchema = z.object({
  id: z.string(),
  /** The storyteller's name for it ("Kim"). */
  label: z.string(),
  /** The characters this link acts for (campaign character ids). */
  characterIds: z.array(EntityIdSchema),
  /** The link may still claim one unbound PC once (the storyteller confirms). */
  canClaim: z.boolean(),
  /** The link's address on the LAN listener, when sharing, else on the screen listener; null: neither runs. */
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type PlayerLink = z.infer<typeof PlayerLinkSchema>;

export const PlayerPlaySchema = z.strictObject({
  /** Player declarations are applied as they arrive (still one logged step each), not reviewed first. */
  applyAtOnce: z.boolean(),
  /** Devices see which PCs are still to declare. */
  showWaiting: z.boolean(),
});
export type PlayerPlay = z.infer<typeof PlayerPlaySchema>;
export const DEFAULT_PLAYER_PLAY: PlayerPlay = { applyAtOnce: false, showWaiting: true };

export const LinkLabelSchema = z.string().trim().min(1, 'Give the link a name (the player\'s)').max(60);
