/**
 * A campaign's setting moved to another edition in the Game system screen. Its names and lists
 * (attributes, skills, languages, special roles) stay; its ruleset — the numbers — becomes the new
 * edition's defaults, because one edition's numbers mean something else in another: FS3.2 rates
 * attributes 1–4 and counts dice, FS3.1 rates them 1–12 and reads percent, so FS3.2's limits
 * under FS3.1 would refuse every FS3.1 sheet. Characters' ratings are kept as written (no seed
 * gives a conversion); their sheets flag any outside the new ranges. Undo restores everything.
 */
import type { Setting } from '../domain/setting';
import { cloneJson } from './clone';
import type { Edition } from './types';

/** Whether `setting`'s numbers are already the shape and edition `edition` reads. */
export function settingFitsEdition(setting: Setting, edition: Edition): boolean {
  return setting.ruleset.edition === edition.defaultRuleset.edition && setting.ruleset.dice.kind === (edition.dice.settingKind ?? edition.dice.kind);
}

/** The setting with the edition's default numbers (keeping its ruleset's id and name), or as it is when they already fit. */
export function settingForEdition(setting: Setting, edition: Edition): Setting {
  if (settingFitsEdition(setting, edition)) return setting;
  return { ...setting, ruleset: { ...cloneJson(edition.defaultRuleset), id: setting.ruleset.id, name: setting.ruleset.name } };
}
