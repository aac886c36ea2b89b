/** The setting lint's shapes, shared by its parts (setting-lint.ts, setting-lint-numbers.ts). */

export type LintSeverity = 'error' | 'warning';
export type CharacterRef = { id: string; name: string };

/** One finding: `path` is the setting field it concerns (['attributes', 2, 'name'], ['ruleset', 'xp', 'raiseCost']). */
export type SettingFinding = {
  severity: LintSeverity;
  code: string;
  message: string;
  path: (string | number)[];
  abilities: string[];
  characters: CharacterRef[];
};

type Rating = { name: string; rating: number };
/** What the lint needs of a character: its ratings, not its sheet. */
export type CharacterAbilities = CharacterRef & { kind: 'pc' | 'npc'; attributes: Rating[]; actionSkills: Rating[] };

/** "Apollo, Starbuck and 3 more". */
export function nameCharacters(refs: readonly CharacterRef[], shown = 3): string {
  const names = refs.slice(0, shown).map((r) => r.name);
  if (refs.length <= shown) return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
  return `${names.join(', ')} and ${refs.length - shown} more`;
}

export type Push = (f: Omit<SettingFinding, 'abilities' | 'characters'> & Partial<Pick<SettingFinding, 'abilities' | 'characters'>>) => void;
