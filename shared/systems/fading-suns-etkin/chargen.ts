/**
 * The character check under the Fading Suns house rules (CHARACTERS-NOTES.md "Chargen"). Seed 003
 * prints no character-creation limits (it changes rolls, turns, the hero pool and healing, and
 * leaves creation to the Fading Suns rulebook), so the check is lenient: every characteristic
 * rated in its range, every ability one the setting knows, nothing twice, background skills with
 * a characteristic. The points are counted (1 per rating, an allegiance lore free: "has a free
 * Lore skill") against the setting's pool, and going over it is a note, not a broken rule: the
 * storyteller's own creation rules decide.
 */
import { abilityKey } from '../../domain/character';
import type { Setting } from '../../domain/setting';
import {
  checkCoreAbilities, checkNotOwnAbility, checkRange, runChargenCheck, type ChargenFinding, type ChargenPoints, type ChargenReport, type PointedCharacter,
} from '../../core/character/chargen';
import type { LenientCharacter } from '../../core/character/chargen-input';
import type { GameSystem } from '../types';
import { isAllegianceLore } from './lore';
import { etkinRanges, isOccult } from './ratings';

const sum = (list: readonly { rating: number }[]): number => list.reduce((s, a) => s + Math.max(0, a.rating), 0);

/** Points spent at the setting's per-rating prices; allegiance lore costs nothing (seed 003 "free"). */
export function etkinCountPoints(setting: Pick<Setting, 'ruleset'>, c: PointedCharacter): ChargenPoints {
  const costs = setting.ruleset.pointCosts;
  const attributes = sum(c.attributes) * costs.attributePerRating;
  const actionSkills = sum(c.actionSkills) * costs.actionSkillPerRating;
  const backgroundSkills = sum(c.backgroundSkills.filter((b) => !isAllegianceLore(b.name))) * costs.backgroundSkillPerRating;
  const languages = new Set(c.languages.map(abilityKey)).size * costs.languageEach;
  return { attributes, actionSkills, backgroundSkills, languages, total: attributes + actionSkills + backgroundSkills + languages, available: setting.ruleset.chargen.abilityPoints };
}

export function etkinCheckCharacter(s: GameSystem, input: unknown): ChargenReport {
  const setting = s.setting;
  return runChargenCheck(s.core.chargen.abilityPoints, input, (c, findings) => {
    const points = etkinCountPoints(setting, c);
    checkAbilities(setting, c, findings);
    if (c.kind !== 'npc' && points.total > points.available && points.available > 0) {
      findings.push({
        severity: 'warning',
        code: 'too-many-points',
        ability: null,
        message: `${points.total} points spent; the setting's pool is ${points.available}. Seed 003 sets no creation limits: this is a note for the storyteller's own rules.`,
      });
    }
    return points;
  });
}

function checkAbilities(setting: Setting, c: LenientCharacter, out: ChargenFinding[]): void {
  const range = etkinRanges(setting.ruleset);
  // The shared check with the occult characteristics' 0 allowed; the 1 floor of the others is checked below.
  const core: ChargenFinding[] = [];
  const { dup, attrs, actions } = checkCoreAbilities(setting, c, { attribute: { min: 0, max: range.attribute.max }, actionSkill: range.actionSkill }, core);
  for (const f of core) {
    // Psi, Theurgy and their shadows are 0 for most characters: leaving them off the sheet is 0.
    if (f.code === 'missing-attribute' && f.ability !== null && isOccult(f.ability)) continue;
    out.push(f);
  }
  for (const a of c.attributes) {
    if (!isOccult(a.name) && attrs.has(abilityKey(a.name)) && a.rating < range.attribute.min) {
      out.push({ severity: 'error', code: 'rating-out-of-range', ability: a.name, message: `${a.name} is rated ${a.rating}; characteristics are rated ${range.attribute.min} to ${range.attribute.max}.` });
    }
  }
  for (const b of c.backgroundSkills) {
    if (dup(b.name)) continue;
    checkNotOwnAbility(b.name, attrs, actions, out);
    if (b.rulingAttribute === null || !attrs.has(abilityKey(b.rulingAttribute))) {
      out.push({ severity: 'error', code: 'unknown-ruling-attribute', ability: b.name, message: `${b.name} needs a characteristic from this setting to roll with.` });
    }
    checkRange(b, range.backgroundSkill, 'skills', out);
    if (b.rating === 0) out.push({ severity: 'warning', code: 'unrated-background', ability: b.name, message: `${b.name} is rated 0: give it a rating or remove it.` });
  }
}
