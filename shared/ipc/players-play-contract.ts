/**
 * Issue 42: the storyteller's side of players acting from their own devices: personal links bound
 * to characters, claims, pending declarations, and the play settings. The players' own frames are
 * shared/player/play-protocol.ts, on the player listeners; none of these methods is reachable there.
 */
import { z } from 'zod';
import { DeclarationInputSchema } from '../core/combat/commands';
import { EntityIdSchema } from '../domain/ids';
import { LinkLabelSchema, PlayerLinkSchema, PlayerPlaySchema } from '../player/links';
import { CombatUpdateSchema } from './combat-contract';

const LinkId = z.string().min(1).max(64);

export const PendingClaimSchema = z.object({ linkId: z.string(), characterId: z.string(), name: z.string() });
export const PlayerLinksSchema = z.object({ links: z.array(PlayerLinkSchema), claims: z.array(PendingClaimSchema) });
export type PlayerLinks = z.infer<typeof PlayerLinksSchema>;

export const PendingDeclarationSchema = z.object({
  /** The device's id for it, with its link: unique among pending ones. */
  id: z.string(),
  linkId: z.string(),
  /** Who sent it: the link's name and the device's ("Kim · Kim's phone"). */
  from: z.string(),
  combatId: z.string(),
  combatantId: z.string(),
  combatantName: z.string(),
  /** With the storyteller's ids, as a GM-screen declaration is. */
  declaration: DeclarationInputSchema,
  /** The fight version the player saw. */
  version: z.number().int(),
  at: z.string(),
});
export type PendingDeclaration = z.infer<typeof PendingDeclarationSchema>;
export const PendingDeclarationsSchema = z.object({ pending: z.array(PendingDeclarationSchema) });

/** Issue 42 item 3: a roll request a player answered from a personal link, waiting for the storyteller. */
export const HeldRollSchema = z.object({
  requestId: z.string(),
  linkId: z.string(),
  /** Who answered: the link's name and the device's. */
  from: z.string(),
  characterName: z.string(),
  ability: z.string(),
  modifierText: z.string(),
  at: z.string(),
});
export type HeldRoll = z.infer<typeof HeldRollSchema>;
export const HeldRollsSchema = z.object({ answers: z.array(HeldRollSchema) });
const RequestId = z.string().min(1).max(64);

/** A pending declaration names itself by link and id (two devices may pick the same id). */
const PendingRef = z.strictObject({ linkId: LinkId, id: z.string().min(1).max(64) });

export const playersPlayContract = {
  'players.links': { input: z.strictObject({}), output: PlayerLinksSchema },
  'players.createLink': {
    input: z.strictObject({ label: LinkLabelSchema, characterIds: z.array(EntityIdSchema).max(20).default([]), canClaim: z.boolean().default(false) }),
    output: PlayerLinkSchema,
  },
  'players.bindLink': { input: z.strictObject({ linkId: LinkId, characterIds: z.array(EntityIdSchema).max(20) }), output: PlayerLinksSchema },
  /** The link stops working at once; its devices are closed. Other links are untouched. */
  'players.revokeLink': { input: z.strictObject({ linkId: LinkId }), output: PlayerLinksSchema },
  'players.confirmClaim': { input: z.strictObject({ linkId: LinkId, accept: z.boolean() }), output: PlayerLinksSchema },
  'players.play': { input: z.strictObject({}), output: PlayerPlaySchema },
  'players.setPlay': { input: PlayerPlaySchema, output: PlayerPlaySchema },
  'players.declarations': { input: z.strictObject({}), output: PendingDeclarationsSchema },
  /**
   * Accepts pending declarations as ONE logged step with undo (the GM screen's `action.declare`);
   * `edits` replace what a player sent (same combatant). `version`/`requestId` as `combat.step`.
   */
  'players.acceptDeclarations': {
    input: z.strictObject({
      refs: z.array(PendingRef).min(1).max(200),
      edits: z.array(z.strictObject({ linkId: LinkId, id: z.string().min(1).max(64), declaration: DeclarationInputSchema })).max(200).default([]),
      version: z.number().int().min(0).optional(),
      requestId: z.string().trim().min(1).max(100).optional(),
    }),
    output: z.object({ update: CombatUpdateSchema, pending: z.array(PendingDeclarationSchema) }),
  },
  'players.rejectDeclaration': {
    input: PendingRef.extend({ reason: z.string().trim().min(1, 'Say why, for the player').max(200) }),
    output: PendingDeclarationsSchema,
  },
  'players.rollAnswers': { input: z.strictObject({}), output: HeldRollsSchema },
  /** Rolls a held answer with the app's dice, logged with the device's name, as an answer at once would be. */
  'players.acceptRoll': { input: z.strictObject({ requestId: RequestId }), output: HeldRollsSchema },
  'players.rejectRoll': {
    input: z.strictObject({ requestId: RequestId, reason: z.string().trim().min(1, 'Say why, for the player').max(200) }),
    output: HeldRollsSchema,
  },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const playersPlayEvents = {
  'players.linksChanged': PlayerLinksSchema,
  'players.declarations': PendingDeclarationsSchema,
  'players.rollAnswers': HeldRollsSchema,
} as const satisfies Record<string, z.ZodType>;
