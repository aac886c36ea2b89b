/**
 * Languages' ruling attributes set in the skill list (issue 39; FS3.1 seed 002: "The Storyteller
 * sets the Ruling Attribute for Action and Language skills as part of the skill list"), read the
 * same way by the edition's pools and chargen and by the sheet.
 */
import { abilityKey } from '../domain/character';
import type { Setting } from '../domain/setting';
import type { GameSystem } from './types';

/**
 * The ruling attribute the setting names for `language`, as the setting spells the attribute;
 * undefined when the name is not one of the setting's languages, none is set, or it names no
 * attribute of the setting (the setting lint reports that): the character's entry rules then.
 */
export function settingLanguageRuling(setting: Partial<Pick<Setting, 'languages' | 'languageRulingAttributes' | 'attributes'>>, language: string): string | undefined {
  const rulings = setting.languageRulingAttributes;
  const key = abilityKey(language);
  if (!rulings || !(setting.languages ?? []).some((l) => abilityKey(l) === key)) return undefined;
  const entry = Object.entries(rulings).find(([name]) => abilityKey(name) === key);
  if (!entry) return undefined;
  return (setting.attributes ?? []).find((a) => abilityKey(a.name) === abilityKey(entry[1]))?.name;
}

/** For the sheet: the skill list's ruling attribute of a background entry that is a language, where the edition sets them. */
export function listedLanguageRuling(system: GameSystem, name: string): string | undefined {
  return system.edition.languageRulings ? settingLanguageRuling(system.setting, name) : undefined;
}
