/**
 * Issue 41: how the storyteller lets NPCs act on their own. Each NPC (or its whole team) has a
 * mode (automatic, suggest, manual) and a behaviour profile; a combatant's own setting wins over
 * its team's, and an NPC with neither is manual, as every fight stored before issue 41 played.
 */
import { z } from 'zod';
import { EntityIdSchema } from '../../domain/ids';
import type { DeclaredAction } from './declarations';

export const NPC_MODES = ['automatic', 'suggest', 'manual'] as const;
export type NpcMode = (typeof NPC_MODES)[number];

export const NPC_PROFILES = ['aggressive', 'cautious', 'protect', 'wounded', 'spread'] as const;
export type NpcProfile = (typeof NPC_PROFILES)[number];

/** What each mode does, in plain words for the GM screen. */
export const NPC_MODE_WORDS: Readonly<Record<NpcMode, string>> = {
  automatic: 'Declares its own action when the storyteller asks NPCs to act.',
  suggest: 'Its action is chosen and pre-filled; the storyteller accepts or changes it.',
  manual: 'The storyteller declares its action.',
};

/** What each profile does, in plain words for the GM screen. */
export const NPC_PROFILE_WORDS: Readonly<Record<NpcProfile, string>> = {
  aggressive: 'Attacks a random enemy it can see (AresMUSH\'s own NPC behaviour); reloads when empty, struggles free when held.',
  cautious: 'Fights from the game\'s careful stance when it has one, at a random enemy it can see, and never takes extra actions.',
  protect: 'Shoots first at whoever has declared an action against the ally it protects; otherwise at a random enemy.',
  wounded: 'Shoots at the most badly wounded enemy it can see, to finish them off.',
  spread: 'Shoots at the enemy fewest others are already shooting at, so no one is left alone.',
};

/** The stored setting (on a combatant or a team); an absent field falls back to the team's, then the default. */
export const NpcAutomationSchema = z.strictObject({
  mode: z.enum(NPC_MODES).optional(),
  profile: z.enum(NPC_PROFILES).optional(),
  /** The combatant a 'protect' NPC protects. */
  ally: EntityIdSchema.optional(),
  /** AresMUSH's `team_targets`: the teams it may target; absent: every other team. */
  targetTeams: z.array(z.number().int().min(0).max(99)).max(100).optional(),
  /** Several actions a turn in an edition that has them (seed 003), only when the storyteller enables it. */
  multi: z.boolean().optional(),
});
export type NpcAutomation = z.output<typeof NpcAutomationSchema>;

/** A change to the setting: an absent field stays, null clears it. */
export const NpcAutomationChangeSchema = z.strictObject({
  mode: z.enum(NPC_MODES).nullable().optional(),
  profile: z.enum(NPC_PROFILES).nullable().optional(),
  ally: EntityIdSchema.nullable().optional(),
  targetTeams: z.array(z.number().int().min(0).max(99)).max(100).nullable().optional(),
  multi: z.boolean().nullable().optional(),
});
export type NpcAutomationChange = z.output<typeof NpcAutomationChangeSchema>;

/** The setting in effect for one NPC: every field decided. */
export type NpcSettings = { mode: NpcMode; profile: NpcProfile; ally: string | null; targetTeams: number[] | null; multi: boolean };

/** What an NPC decided: its action, any extra actions, and a stance to take with it. */
export type NpcDecision = { action: DeclaredAction; more?: DeclaredAction[]; stance?: string };

/** A decision kept for the storyteller to accept ('suggest' mode), for the turn it was made in. */
export type NpcSuggestion = NpcDecision & { turn: number };

/** The combatant's setting over its team's, over the defaults (manual, aggressive). */
export function npcSettingsOf(own: NpcAutomation | undefined, team: NpcAutomation | undefined): NpcSettings {
  const pick = <K extends keyof NpcAutomation>(k: K) => own?.[k] ?? team?.[k];
  return { mode: pick('mode') ?? 'manual', profile: pick('profile') ?? 'aggressive', ally: pick('ally') ?? null, targetTeams: pick('targetTeams') ?? null, multi: pick('multi') ?? false };
}

/** A stored setting after a change (null clears a field); undefined when nothing is left. */
export function changeAutomation(old: NpcAutomation | undefined, change: NpcAutomationChange): NpcAutomation | undefined {
  const next: Record<string, unknown> = { ...old };
  for (const [k, v] of Object.entries(change)) {
    if (v === undefined) continue;
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return Object.keys(next).length === 0 ? undefined : (next as NpcAutomation);
}
