/**
 * The columns of a characters CSV and how a heading is read. Fixed columns carry a character's
 * own fields; every other column is one attribute or action skill of the campaign's setting
 * (by its plain name), or one the setting lacks, written "Attribute: X" / "Action skill: X".
 */
import { abilityKey } from '../domain/character';
import type { GameSystem } from '../systems';
import { readHeader, type HeadingRead } from './header';
import type { LocatedError } from './located';

export const FIXED_COLUMNS = {
  name: 'Name',
  kind: 'Kind',
  concept: 'Concept',
  luck: 'Luck',
  xp: 'XP',
  lastRaise: 'Last raise',
  background: 'Background skills',
  languages: 'Languages',
  quirks: 'Quirks',
  progress: 'XP progress',
  single: 'Single ratings',
  npcRatings: 'NPC ratings',
  defaultRating: 'Default rating',
  notes: 'Notes',
} as const;
export type FixedField = keyof typeof FIXED_COLUMNS;

export type AbilityList = 'attribute' | 'action';
export type CharacterColumn = { heading: string } & ({ field: FixedField } | { list: AbilityList; name: string } | { ignored: true });

const PREFIX: Record<AbilityList, string> = { attribute: 'Attribute: ', action: 'Action skill: ' };
const PREFIXED = /^(attribute|action skill)\s*:\s*(.+)$/i;

/** The setting's attribute and action skill names, with the ones both lists hold (they need a prefix). */
export function settingAbilities(system: GameSystem): { attributes: string[]; actionSkills: string[]; both: Set<string> } {
  const attributes = system.setting.attributes.map((a) => a.name);
  const actionSkills = system.setting.actionSkills.map((a) => a.name);
  const inAttributes = new Set(attributes.map(abilityKey));
  return { attributes, actionSkills, both: new Set(actionSkills.map(abilityKey).filter((k) => inAttributes.has(k))) };
}

/** The heading an ability's column gets: its plain name when the setting knows it (in one list only). */
export function abilityHeading(system: GameSystem, list: AbilityList, name: string): string {
  const { attributes, actionSkills, both } = settingAbilities(system);
  const known = (list === 'attribute' ? attributes : actionSkills).some((n) => abilityKey(n) === abilityKey(name));
  return known && !both.has(abilityKey(name)) ? name : `${PREFIX[list]}${name}`;
}

/**
 * What each heading of the file means, or the errors (row 1) that make the header unusable:
 * an unknown or ambiguous heading, a heading given twice, no Name column.
 */
export function readCharacterHeader(system: GameSystem, header: readonly string[], emptyColumn: (i: number) => boolean): { columns: CharacterColumn[]; errors: LocatedError[] } {
  const fixed = new Map(Object.entries(FIXED_COLUMNS).map(([field, heading]) => [abilityKey(heading), field as FixedField]));
  const { attributes, actionSkills, both } = settingAbilities(system);
  const ability = (heading: string, list: AbilityList, name: string): HeadingRead<CharacterColumn> => ({ column: { heading, list, name }, id: `${list}:${abilityKey(name)}` });
  return readHeader(header, emptyColumn, (heading): HeadingRead<CharacterColumn> => {
    const key = abilityKey(heading);
    const prefixed = PREFIXED.exec(heading);
    if (fixed.has(key)) return { column: { heading, field: fixed.get(key)! }, id: `field:${fixed.get(key)!}` };
    if (prefixed) return ability(heading, prefixed[1]!.toLowerCase() === 'attribute' ? 'attribute' : 'action', prefixed[2]!.trim());
    if (both.has(key)) return { problem: `both an attribute and an action skill are named '${heading}': head the column 'Attribute: ${heading}' or 'Action skill: ${heading}'` };
    const attribute = attributes.find((n) => abilityKey(n) === key);
    if (attribute !== undefined) return ability(heading, 'attribute', attribute);
    const skill = actionSkills.find((n) => abilityKey(n) === key);
    if (skill !== undefined) return ability(heading, 'action', skill);
    return { problem: `not a column this campaign knows (no attribute or action skill of ${system.setting.name} has this name); head it 'Attribute: ${heading}' or 'Action skill: ${heading}' to import it anyway` };
  });
}
