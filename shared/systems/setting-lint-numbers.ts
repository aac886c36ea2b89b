/**
 * The numeric half of the setting lint: the storyteller's chargen, XP and luck numbers, checked
 * on their own (whole, not negative, min not above max, a raise cost for every rating) and
 * against the characters the campaign already has.
 */
import type { Setting } from '../domain/setting';
import { nameCharacters, type CharacterAbilities, type CharacterRef, type Push } from './setting-lint-types';
import type { Edition } from './types';

type Path = (string | number)[];
/** A number field of the ruleset the editor shows: where it is, its words, its floor, whether blank means "no limit". */
type NumberField = { path: Path; label: string; min: number; nullable?: boolean };

const C = ['ruleset', 'chargen'];
const X = ['ruleset', 'xp'];
const L = ['ruleset', 'luck'];
/** Every number the setting editor edits, in the order it shows them. */
export const SETTING_NUMBER_FIELDS: readonly NumberField[] = [
  { path: [...C, 'abilityPoints'], label: 'Ability points', min: 0 },
  { path: [...C, 'maxAttributePoints'], label: 'Most points on attributes', min: 0, nullable: true },
  { path: [...C, 'maxActionSkillPoints'], label: 'Most points on action skills', min: 0, nullable: true },
  { path: [...C, 'highRatingThreshold'], label: 'High rating from', min: 0 },
  { path: [...C, 'maxHighRatedAbilities'], label: 'Most high-rated abilities', min: 0, nullable: true },
  { path: [...C, 'minBackgroundSkills'], label: 'Fewest background skills', min: 0 },
  { path: [...C, 'minQuirks'], label: 'Fewest quirks', min: 0 },
  { path: [...C, 'maxQuirks'], label: 'Most quirks', min: 0, nullable: true },
  { path: ['ruleset', 'pointCosts', 'languageEach'], label: 'Language cost', min: 0 },
  { path: [...X, 'weeklyAward'], label: 'Weekly XP award', min: 0 },
  { path: [...X, 'daysBetweenRaises'], label: 'Days between raises', min: 0, nullable: true },
  { path: [...X, 'maxSavedXp'], label: 'XP hoard cap', min: 0, nullable: true },
  { path: [...L, 'startingPoints'], label: 'Starting luck', min: 0 },
  { path: [...L, 'maxPoints'], label: 'Luck cap', min: 0, nullable: true },
  { path: [...L, 'bonusDice'], label: 'Luck bonus dice', min: 0 },
  { path: [...L, 'penaltyDice'], label: 'Luck penalty dice', min: 0 },
  { path: [...L, 'maxPointsPerRoll'], label: 'Luck points per roll', min: 1 },
];

/** The value at `path` of a setting (undefined when a draft lacks it). */
export function valueAt(setting: Setting, path: Path): unknown {
  let v: unknown = setting;
  for (const k of path) v = v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined;
  return v;
}

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const num = (v: unknown): number | null => (isWhole(v) ? v : null);

export function lintNumbers(setting: Setting, push: Push): void {
  const bad = (path: Path, label: string, v: unknown, min: number, nullable = false) => {
    // An optional number the stored setting leaves out (e.g. the luck cap of an older file) means no limit too.
    if ((v === null || v === undefined) && nullable) return;
    if (!isWhole(v)) push({ severity: 'error', code: 'not-a-whole-number', message: `${label} must be a whole number${nullable ? ', or blank for no limit' : ''}.`, path });
    else if (v < min) push({ severity: 'error', code: min === 0 ? 'negative-number' : 'number-too-low', message: `${label} is ${v}; it must be ${min === 0 ? '0 or more' : `${min} or more`}.`, path });
  };
  for (const f of SETTING_NUMBER_FIELDS) bad(f.path, f.label, valueAt(setting, f.path), f.min, f.nullable);
  const costs = Array.isArray(setting.ruleset.xp.raiseCost) ? setting.ruleset.xp.raiseCost : [];
  costs.forEach((c, i) => bad([...X, 'raiseCost', i], `The XP cost to raise from ${i} to ${i + 1}`, c, 1));

  const ch = setting.ruleset.chargen;
  const minQ = num(ch.minQuirks);
  const maxQ = num(ch.maxQuirks);
  if (minQ !== null && maxQ !== null && minQ > maxQ) {
    push({ severity: 'error', code: 'min-above-max', message: `At least ${minQ} quirks but at most ${maxQ}: no character can pass.`, path: [...C, 'minQuirks'] });
  }
  const points = num(ch.abilityPoints);
  for (const [key, label] of [['maxAttributePoints', 'attributes'], ['maxActionSkillPoints', 'action skills']] as const) {
    const cap = num(ch[key]);
    if (cap !== null && points !== null && cap > points) {
      push({ severity: 'warning', code: 'cap-above-pool', message: `Up to ${cap} points on ${label}, but only ${points} ability points in all: the limit never bites.`, path: [...C, key] });
    }
  }
  // Every character has every attribute (seed 004), so the attribute cap must pay for all of them at their minimum.
  const r = setting.ruleset;
  const floor = setting.attributes.length * r.ratings.attribute.min * r.pointCosts.attributePerRating;
  const attrCap = num(ch.maxAttributePoints);
  if (attrCap !== null && attrCap < floor) {
    push({ severity: 'error', code: 'cap-below-minimum', message: `Most points on attributes is ${attrCap}, but ${setting.attributes.length} attributes at rating ${r.ratings.attribute.min} already cost ${floor}.`, path: [...C, 'maxAttributePoints'] });
  }
  const top = Math.max(r.ratings.actionSkill.max, r.ratings.backgroundSkill.max);
  if (costs.length < top) {
    push({
      severity: 'error',
      code: 'raise-cost-too-short',
      message: `The XP raise-cost table has ${costs.length} entr${costs.length === 1 ? 'y' : 'ies'}, but skills go up to ${top}: raising from ${costs.length} to ${costs.length + 1} has no cost.`,
      path: [...X, 'raiseCost'],
    });
  }
}

type Tally = { ref: CharacterRef; attributes: number; actionSkills: number; high: number };
/** Per character list: the edition's point count under the last costs and threshold seen (they rarely change while typing). */
const tallies = new WeakMap<readonly CharacterAbilities[], { costs: string; threshold: number | null; rows: Tally[] }>();

function tally(edition: Edition, setting: Setting, characters: readonly CharacterAbilities[], threshold: number | null): Tally[] {
  const costs = JSON.stringify(setting.ruleset.pointCosts);
  const cached = tallies.get(characters);
  if (cached && cached.costs === costs && cached.threshold === threshold) return cached.rows;
  const rows: Tally[] = [];
  for (const c of characters) {
    // Limits are character-creation rules: NPCs are not built with points (seed 000).
    if (c.kind !== 'pc') continue;
    const p = edition.ops.countPoints(setting, { attributes: c.attributes, actionSkills: c.actionSkills, backgroundSkills: [], languages: [] });
    let high = 0;
    if (threshold !== null) {
      for (const a of c.attributes) if (a.rating >= threshold) high++;
      for (const a of c.actionSkills) if (a.rating >= threshold) high++;
    }
    rows.push({ ref: { id: c.id, name: c.name }, attributes: p.attributes, actionSkills: p.actionSkills, high });
  }
  tallies.set(characters, { costs, threshold, rows });
  return rows;
}

/** Chargen caps below what a player character of the campaign already has. */
export function lintCaps(edition: Edition | undefined, setting: Setting, characters: readonly CharacterAbilities[], push: Push): void {
  if (!edition || characters.length === 0) return;
  const ch = setting.ruleset.chargen;
  const caps = {
    attributes: num(ch.maxAttributePoints),
    actionSkills: num(ch.maxActionSkillPoints),
    total: num(ch.abilityPoints),
    high: num(ch.maxHighRatedAbilities),
  };
  const threshold = num(ch.highRatingThreshold);
  const over = { attributes: [] as CharacterRef[], actionSkills: [] as CharacterRef[], total: [] as CharacterRef[], high: [] as CharacterRef[] };
  const most = { attributes: 0, actionSkills: 0, total: 0, high: 0 };
  const note = (k: keyof typeof over, c: CharacterRef, value: number) => {
    const cap = caps[k];
    if (cap === null || value <= cap) return;
    over[k].push(c);
    most[k] = Math.max(most[k], value);
  };
  for (const t of tally(edition, setting, characters, threshold)) {
    note('attributes', t.ref, t.attributes);
    note('actionSkills', t.ref, t.actionSkills);
    note('total', t.ref, t.attributes + t.actionSkills);
    if (threshold !== null) note('high', t.ref, t.high);
  }
  const say = {
    attributes: ['maxAttributePoints', 'Most points on attributes', 'points on attributes'],
    actionSkills: ['maxActionSkillPoints', 'Most points on action skills', 'points on action skills'],
    total: ['abilityPoints', 'Ability points', 'points on attributes and action skills alone'],
    high: ['maxHighRatedAbilities', 'Most high-rated abilities', `abilities rated ${threshold ?? ''} or more`],
  } as const;
  for (const k of Object.keys(over) as (keyof typeof over)[]) {
    const who = over[k];
    if (who.length === 0) continue;
    const [field, label, what] = say[k];
    push({
      severity: 'warning',
      code: 'cap-below-character',
      message: `${label} is ${caps[k]}, below what ${who.length === 1 ? '1 character has' : `${who.length} characters have`} (up to ${most[k]} ${what}): ${nameCharacters(who)}.`,
      path: [...C, field],
      characters: who,
    });
  }
}
