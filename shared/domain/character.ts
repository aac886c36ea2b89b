import { z } from 'zod';

/**
 * A character as the campaign stores it: plain JSON (ids and dates as strings), validated at
 * every boundary with {@link CharacterSchema}. Ratings are only checked structurally here; whether
 * they are in range depends on the ruleset and is reported by `checkCharacter` (shared/core).
 */

export const CHARACTER_KINDS = ['pc', 'npc'] as const;
export type CharacterKind = (typeof CHARACTER_KINDS)[number];

/** An ISO calendar date, `YYYY-MM-DD` (game or real date, chosen by the caller). */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');

/** Most 1-XP spends one rating step can take (AresMUSH's default table tops out at 12). */
export const MAX_XP_SPENT = 999;

/**
 * Progress toward an ability's next rating, for editions that raise over several 1-XP spends
 * (AresMUSH Third Edition §B.7: `LearnableAbility#xp` and `last_learned`). Absent when nothing
 * was spent and nothing learned yet; FS3.2 never writes it.
 */
export const XpProgressSchema = z.object({
  spent: z.number().int('Spends are whole numbers').min(0).max(MAX_XP_SPENT),
  lastLearned: IsoDateSchema.nullable(),
});
export type XpProgress = z.infer<typeof XpProgressSchema>;

export const RatedAbilitySchema = z.object({
  name: z.string().trim().min(1, 'An ability needs a name'),
  rating: z.number().int('Ratings are whole numbers'),
  xpProgress: XpProgressSchema.optional(),
});
/** An attribute, action skill or NPC rating: a name and a whole-number rating. */
export type RatedAbility = z.infer<typeof RatedAbilitySchema>;

export const BackgroundSkillSchema = RatedAbilitySchema.extend({
  /** Background skills are free-form; the player picks their ruling attribute (seed 004). */
  rulingAttribute: z.string().trim().min(1, 'A background skill needs a ruling attribute'),
});
export type BackgroundSkill = z.infer<typeof BackgroundSkillSchema>;

export const NpcStatsSchema = z.object({
  /** Single ratings rolled in place of attribute + skill (seed 001). */
  ratings: z.array(RatedAbilitySchema),
  /** Rolled for any ability not listed; null means unlisted abilities fall back to full stats. */
  defaultRating: z.number().int().min(0).nullable(),
});
/** The single-rating stat block an NPC may use instead of attributes and skills. */
export type NpcStats = z.infer<typeof NpcStatsSchema>;

export const CharacterSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(CHARACTER_KINDS),
  name: z.string().trim().min(1, 'A character needs a name'),
  /** Two or three sentences: occupation, personality, recent backstory (seed 004). */
  concept: z.string(),
  attributes: z.array(RatedAbilitySchema),
  /** Action skills the character has; the setting supplies their ruling attributes. */
  actionSkills: z.array(RatedAbilitySchema),
  backgroundSkills: z.array(BackgroundSkillSchema),
  /** Languages are unrated: having one means speaking, reading and writing it (seed 004). */
  languages: z.array(z.string().trim().min(1)),
  quirks: z.array(z.string()),
  luckPoints: z.number().int().min(0),
  xp: z.number().int().min(0),
  /** Date of the last skill raise bought with XP, for the "one raise per N days" limit. */
  lastSkillRaiseDate: IsoDateSchema.nullable(),
  notes: z.string(),
  /** NPC single ratings; null for PCs and for NPCs statted like PCs. */
  npc: NpcStatsSchema.nullable(),
});
export type Character = z.infer<typeof CharacterSchema>;

/** The shortest valid character: everything optional defaults to empty. */
export type NewCharacterInput = Pick<Character, 'id' | 'name'> & Partial<Omit<Character, 'id' | 'name'>>;

/** Builds a character with empty defaults; validates the result (throws a ZodError if invalid). */
export function makeCharacter(input: NewCharacterInput): Character {
  return CharacterSchema.parse({
    kind: 'pc',
    concept: '',
    attributes: [],
    actionSkills: [],
    backgroundSkills: [],
    languages: [],
    quirks: [],
    luckPoints: 0,
    xp: 0,
    lastSkillRaiseDate: null,
    notes: '',
    npc: null,
    ...input,
  });
}

/** Ability names compare case- and space-insensitively ("first  aid" = "First Aid"). */
export function abilityKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The stored progress toward the next rating of a held attribute, action or background skill. */
export function xpProgressOf(c: Character, name: string): XpProgress | undefined {
  return (findRated(c.attributes, name) ?? findRated(c.actionSkills, name) ?? findRated(c.backgroundSkills, name))?.xpProgress;
}

/** The lists of rated abilities XP can raise. */
export type RaisedList = 'attribute' | 'action' | 'background';

/**
 * The character with `progress` kept on the ability named `name` in `list`;
 * a progress of nothing (0 spent, never learned) is left out, so a character that never learned
 * by spends stores exactly what it did before.
 */
export function withXpProgress(c: Character, list: RaisedList, name: string, progress: XpProgress | undefined): Character {
  const key = abilityKey(name);
  const keep = progress !== undefined && (progress.spent > 0 || progress.lastLearned !== null);
  const put = <T extends RatedAbility>(list: readonly T[]): T[] =>
    list.map((a) => {
      if (abilityKey(a.name) !== key) return a;
      const { xpProgress: _old, ...rest } = a;
      return (keep ? { ...rest, xpProgress: { spent: progress.spent, lastLearned: progress.lastLearned } } : rest) as T;
    });
  if (list === 'attribute') return { ...c, attributes: put(c.attributes) };
  if (list === 'action') return { ...c, actionSkills: put(c.actionSkills) };
  return { ...c, backgroundSkills: put(c.backgroundSkills) };
}

/** Finds a rated ability by name (case-insensitive). */
export function findRated<T extends { name: string }>(list: readonly T[], name: string): T | undefined {
  const key = abilityKey(name);
  return list.find((a) => abilityKey(a.name) === key);
}
