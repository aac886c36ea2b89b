/**
 * Seed 002 "What to Roll", "Modifiers" and "Ruling Attribute" over the console's character model:
 * which result-table row an ability roll reads and which percent modifiers it gets. Wounds are
 * not added here: as in FS3.2 and Third Edition, the caller (the roller's wound switch, the combat
 * procedures) adds the total wound modifier as one `wounds` modifier, so it is never counted twice.
 */
import { abilityKey, type Character } from '../../domain/character';
import type { PoolSpec, RollModifier } from '../../core/dice/ability-roll';
import { AbilityLookupError, attributeRating, resolveAbility, settingAttributeName } from '../../core/character/character-roll';
import type { DefaultingRequest, GameSystem } from '../types';
import { rulingAttributeModifier } from './dice';
import { percentilePool } from './pools';
import { settingLanguageRuling } from './ratings';

/** "+4", "−30", "0" for modifier sources. */
export const pct = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

/** 002 "Modifiers": "A modifier is a simple percentage". The guidance table, offered as named choices. */
export const FS31_SITUATIONS: readonly { label: string; modifier: number; hint: string }[] = [
  { label: 'Easy', modifier: 30, hint: '002 "Task is easy. +30" (from the perspective of a typical professional)' },
  { label: 'Routine', modifier: 0, hint: '002 "Task is routine. 0"' },
  { label: 'Hard', modifier: -30, hint: '002 "Task is hard. -30"' },
  { label: 'Taking your time / no stress', modifier: 20, hint: '002 "Taking your time / no stress. +20"' },
];

/** 002 "What to Roll": "A skill loosely related to the task at hand. -30". */
export const LOOSELY_RELATED_MODIFIER = -30;

/** The ruling attribute's automatic modifier (002: "applies an automatic Modifier to all Ability Rolls using that skill"). */
export function rulingModifier(attribute: { name: string; rating: number }): RollModifier {
  const m = rulingAttributeModifier(attribute.rating);
  return { dice: m, source: `Ruling attribute ${attribute.name} ${attribute.rating} ${pct(m)}`, tag: 'ruling-attribute' };
}

/** A setting language's canonical name, or undefined. */
function settingLanguage(s: GameSystem, name: string): string | undefined {
  return s.setting.languages.find((l) => abilityKey(l) === abilityKey(name));
}

/**
 * The pool of one ability roll. A skill reads the row of its rating with its ruling attribute's
 * modifier (the setting's for action skills, the character's own choice for background skills and
 * rated languages, which are kept as background entries); `attributeOverride` substitutes another
 * attribute (002's Joanna example). An action skill the character lacks is the untrained roll at
 * rating 0 (002 "Make an Untrained skill roll using a skill rating of 0"), its ruling attribute
 * still applying ("to all Ability Rolls using that skill"). An attribute alone is the common
 * knowledge roll: its rating is the row and no ruling modifier applies (002's table gives it
 * "Modifier 0"; the ruling modifier belongs to skills). An NPC's single rating is the row, nothing
 * added. Throws AbilityLookupError naming the ability.
 */
export function fs31PoolForAbility(s: GameSystem, character: Character, name: string, modifiers: readonly RollModifier[] = [], attributeOverride?: string): PoolSpec {
  const setting = s.setting;
  const resolved = resolveAbility(setting, character, name);
  if (resolved === null) {
    const language = settingLanguage(s, name);
    // 002 "All other skills are considered to be at rating 0"; an untrained language takes the
    // ruling attribute the storyteller set for it in the skill list (issue 39), else none.
    if (language !== undefined) return untrained(s, character, language, modifiers, attributeOverride ?? settingLanguageRuling(setting, language));
    throw new AbilityLookupError('unknown-ability', `${character.name} has no ability called "${name.trim()}".`);
  }
  switch (resolved.kind) {
    case 'language':
      throw new AbilityLookupError('not-rollable', `${resolved.name} is listed without a rating: give it a rating (0\u201312) on the sheet to roll it.`);
    case 'npc-rating':
      if (attributeOverride !== undefined) throw new AbilityLookupError('not-an-attribute', `${resolved.name} is an NPC rating; it takes no ruling attribute.`);
      return percentilePool([{ kind: 'npc-rating', name: resolved.name, rating: resolved.rating }], modifiers, 5);
    case 'attribute':
      if (attributeOverride !== undefined) throw new AbilityLookupError('not-an-attribute', `${resolved.name} is an attribute; only a skill takes a ruling attribute.`);
      return percentilePool([{ kind: 'attribute', name: resolved.name, rating: resolved.rating }], modifiers, resolved.rating);
    case 'action-skill':
    case 'background-skill': {
      let ruling = resolved.rulingAttribute;
      // 002: "The Storyteller sets the Ruling Attribute for Action and Language skills as part of
      // the skill list": a rated language takes the setting's, not the character's (issue 39).
      const listed = resolved.kind === 'background-skill' ? settingLanguageRuling(setting, resolved.name) : undefined;
      if (listed !== undefined) ruling = { name: listed, rating: attributeRating(setting, character, listed) };
      if (resolved.kind === 'action-skill' && attributeOverride === undefined && character.npc === null && settingAttributeName(setting, ruling.name) === undefined) {
        throw new AbilityLookupError(
          'broken-setting',
          `${resolved.name} is ruled by "${ruling.name}", which is not an attribute of this setting: choose its ruling attribute in the Game system screen.`,
        );
      }
      if (attributeOverride !== undefined) ruling = substitute(s, character, attributeOverride);
      return percentilePool([{ kind: resolved.kind, name: resolved.name, rating: resolved.rating }], [rulingModifier(ruling), ...modifiers], ruling.rating);
    }
  }
}

/** 002 "it is acceptable to substitute another Attribute and use its rating instead". */
function substitute(s: GameSystem, character: Character, attribute: string): { name: string; rating: number } {
  const attr = settingAttributeName(s.setting, attribute);
  if (attr === undefined) throw new AbilityLookupError('not-an-attribute', `"${attribute.trim()}" is not an attribute of this setting.`);
  return { name: attr, rating: attributeRating(s.setting, character, attr) };
}

function untrained(s: GameSystem, character: Character, skill: string, modifiers: readonly RollModifier[], attributeOverride?: string): PoolSpec {
  if (attributeOverride === undefined) return percentilePool([{ kind: 'background-skill', name: skill, rating: 0 }], modifiers, 5);
  const ruling = substitute(s, character, attributeOverride);
  return percentilePool([{ kind: 'background-skill', name: skill, rating: 0 }], [rulingModifier(ruling), ...modifiers], ruling.rating);
}

/**
 * A roll for a task with no skill of its own (002 "None of the above situations apply. Make an
 * Untrained skill roll using a skill rating of 0"; the table's modifier is "n/a"): row 0 and the
 * caller's modifiers, with a ruling attribute's modifier only when one is named.
 */
export function fs31UntrainedPool(s: GameSystem, character: Character, task: string, modifiers: readonly RollModifier[] = [], attribute?: string): PoolSpec {
  const name = task.trim();
  if (name === '') throw new AbilityLookupError('unknown-ability', 'Name the task for an untrained roll.');
  return untrained(s, character, name, modifiers, attribute);
}

/**
 * 002 "What to Roll" for a task the character has no skill in: a loosely related skill at −30, or
 * an attribute when the task is common knowledge at 0 (the table's two rows). The storyteller's
 * `modifier` replaces either. A task skill the character holds at 1 or more is rolled directly.
 */
export function fs31DefaultedPool(s: GameSystem, character: Character, request: DefaultingRequest, modifiers: readonly RollModifier[] = []): PoolSpec {
  const task = request.task.trim();
  if (task === '') throw new AbilityLookupError('not-rollable', 'Name the task the related ability is rolled for.');
  if (abilityKey(task) === abilityKey(request.related)) throw new AbilityLookupError('not-rollable', `Defaulting rolls another ability than ${task}.`);
  const held = resolveAbility(s.setting, character, task);
  if (held && (held.kind === 'action-skill' || held.kind === 'background-skill' || (held.kind === 'npc-rating' && !held.isDefault)) && held.rating > 0) {
    throw new AbilityLookupError('not-rollable', `${character.name} has ${held.name} at ${held.rating}: roll it rather than default.`);
  }
  const related = resolveAbility(s.setting, character, request.related);
  const isAttribute = related?.kind === 'attribute';
  const modifier = request.modifier ?? (isAttribute ? 0 : LOOSELY_RELATED_MODIFIER);
  const why = isAttribute ? `Common knowledge: ${related.name} for ${task}` : `Loosely related: ${related?.name ?? request.related.trim()} for ${task}`;
  const tagged: RollModifier = { dice: modifier, source: `${why} ${pct(modifier)}`, tag: 'defaulting' };
  return fs31PoolForAbility(s, character, request.related, [tagged, ...modifiers], request.attributeOverride);
}

/** Whether a pool rolls a trained skill (rating 1+): the side that "has a relevant skill". */
export function isTrainedSkill(pool: PoolSpec): boolean {
  const t = pool.terms[0];
  return t !== undefined && (t.kind === 'action-skill' || t.kind === 'background-skill') && t.rating > 0;
}

/** Whether a pool rolls an attribute alone (002's common-knowledge roll). */
export function isAttributeRoll(pool: PoolSpec): boolean {
  return pool.terms[0]?.kind === 'attribute';
}
