/**
 * The setting editor's lint (issue 14): what is wrong with a setting draft under an edition, and
 * which characters of the campaign it concerns. Runs in the renderer on every keystroke and in
 * main on every save, so it reads a compact list of the characters' ratings (not full sheets) and
 * indexes it once per list. It never throws: a draft may be as broken as a half-typed form.
 */
import { abilityKey } from '../domain/character';
import { SPECIAL_ABILITY_ROLES, type Setting } from '../domain/setting';
import { lintNumbers, lintCaps } from './setting-lint-numbers';
import type { Edition } from './types';
import { nameCharacters, type CharacterAbilities, type CharacterRef, type Push, type SettingFinding } from './setting-lint-types';
export * from './setting-lint-types';

/** Characters holding each ability, by kind and key; built once per character list. */
export type HeldIndex = Map<string, { kind: 'attribute' | 'action-skill'; name: string; characters: CharacterRef[] }>;
const indexes = new WeakMap<readonly CharacterAbilities[], HeldIndex>();

/** Who holds which ability (cached per list: the editor lints the same list on every keystroke). */
export function heldAbilities(characters: readonly CharacterAbilities[]): HeldIndex {
  let index = indexes.get(characters);
  if (index) return index;
  index = new Map();
  // Thousands of sheets share a few hundred names: normalise each name once.
  const keys = new Map<string, string>();
  const keyOf = (kind: string, name: string) => {
    const raw = kind + name;
    let key = keys.get(raw);
    if (key === undefined) keys.set(raw, (key = `${kind}:${abilityKey(name)}`));
    return key;
  };
  for (const c of characters) {
    const ref = { id: c.id, name: c.name };
    for (const [kind, list] of [['attribute', c.attributes], ['action-skill', c.actionSkills]] as const) {
      for (const a of list) {
        const key = keyOf(kind, a.name);
        const entry = index.get(key);
        if (!entry) index.set(key, { kind, name: a.name.trim(), characters: [ref] });
        else if (entry.characters[entry.characters.length - 1]!.id !== c.id) entry.characters.push(ref);
      }
    }
  }
  indexes.set(characters, index);
  return index;
}

/** Every finding on `setting`, errors and warnings in field order. */
export function lintSetting(edition: Edition | undefined, setting: Setting, characters: readonly CharacterAbilities[]): SettingFinding[] {
  const out: SettingFinding[] = [];
  const push: Push = (f) => out.push({ abilities: [], characters: [], ...f });
  try {
    if (!edition) push({ severity: 'error', code: 'unknown-edition', message: 'This campaign plays an edition this version of FS3 Console does not know.', path: ['edition'] });
    lintNames(setting, push);
    lintReferences(edition, setting, push);
    lintNumbers(setting, push);
    lintCaps(edition, setting, characters, push);
    lintHeld(setting, characters, push);
    lintSkillCount(edition, setting, push);
  } catch (e) {
    // A bug here must not take the editor down with it.
    push({ severity: 'error', code: 'lint-failed', message: `The check could not finish: ${String(e)}`, path: [] });
  }
  return out;
}

function lintNames(setting: Setting, push: Push): void {
  if (setting.attributes.length === 0) {
    push({ severity: 'error', code: 'no-attributes', message: 'The setting has no attributes: every roll needs one (seed 004).', path: ['attributes'] });
  }
  const seen = new Map<string, string>();
  const check = (list: 'attributes' | 'actionSkills', word: string) =>
    setting[list].forEach((a, i) => {
      const key = abilityKey(a.name);
      if (key === '') {
        push({ severity: 'error', code: 'blank-name', message: `${word} ${i + 1} has no name.`, path: [list, i, 'name'] });
        return;
      }
      const first = seen.get(key);
      if (first) {
        push({ severity: 'error', code: 'duplicate-name', message: `${a.name.trim()} is named twice (${first} and ${word.toLowerCase()} ${i + 1}); names must differ, whatever their case.`, path: [list, i, 'name'], abilities: [a.name.trim()] });
      } else seen.set(key, `${word.toLowerCase()} ${i + 1}`);
    });
  check('attributes', 'Attribute');
  check('actionSkills', 'Action skill');
  const langs = new Set<string>();
  setting.languages.forEach((l, i) => {
    const key = abilityKey(l);
    if (key === '') push({ severity: 'error', code: 'blank-name', message: `Language ${i + 1} has no name.`, path: ['languages', i] });
    else if (langs.has(key)) push({ severity: 'warning', code: 'duplicate-language', message: `${l.trim()} is listed twice.`, path: ['languages', i], abilities: [l.trim()] });
    langs.add(key);
  });
}

function lintReferences(edition: Edition | undefined, setting: Setting, push: Push): void {
  const attrs = new Set(setting.attributes.map((a) => abilityKey(a.name)));
  const skills = new Set(setting.actionSkills.map((a) => abilityKey(a.name)));
  setting.actionSkills.forEach((s, i) => {
    if (attrs.has(abilityKey(s.rulingAttribute))) return;
    const ruling = s.rulingAttribute.trim();
    push({
      severity: 'error',
      code: 'unknown-ruling-attribute',
      message: ruling === '' ? `${s.name.trim() || `Action skill ${i + 1}`} has no ruling attribute.` : `${s.name.trim() || `Action skill ${i + 1}`} is ruled by ${ruling}, which is not an attribute of this setting.`,
      path: ['actionSkills', i, 'rulingAttribute'],
      abilities: [s.name.trim(), ...(ruling ? [ruling] : [])].filter((n) => n !== ''),
    });
  });
  // Issue 39: a language's ruling attribute set in the skill list (FS3.1 seed 002) names an attribute.
  for (const [language, ruling] of Object.entries(setting.languageRulingAttributes ?? {})) {
    if (ruling.trim() === '' || attrs.has(abilityKey(ruling))) continue;
    push({ severity: 'error', code: 'unknown-ruling-attribute', message: `${language.trim()} is ruled by ${ruling.trim()}, which is not an attribute of this setting.`, path: ['languageRulingAttributes', language], abilities: [language.trim(), ruling.trim()] });
  }
  const roles = edition ? edition.specialRoles.map((r) => ({ id: r.id, label: r.label })) : SPECIAL_ABILITY_ROLES.map((id) => ({ id, label: id }));
  for (const role of roles) {
    const name = setting.specialAbilities[role.id].trim();
    const key = abilityKey(name);
    if (key !== '' && (attrs.has(key) || skills.has(key))) continue;
    push({
      severity: 'error',
      code: 'unknown-special-ability',
      message: name === '' ? `${role.label} rolls no ability: choose an attribute or action skill.` : `${role.label} rolls ${name}, which is neither an attribute nor an action skill of this setting.`,
      path: ['specialAbilities', role.id],
      abilities: name ? [name] : [],
    });
  }
}

/** Characters holding an attribute or action skill the setting no longer has (as that kind). */
function lintHeld(setting: Setting, characters: readonly CharacterAbilities[], push: Push): void {
  if (characters.length === 0) return;
  const attrs = new Set(setting.attributes.map((a) => abilityKey(a.name)));
  const skills = new Set(setting.actionSkills.map((a) => abilityKey(a.name)));
  for (const [key, held] of heldAbilities(characters)) {
    const name = key.slice(key.indexOf(':') + 1);
    const isAttr = held.kind === 'attribute';
    if ((isAttr ? attrs : skills).has(name)) continue;
    const word = isAttr ? 'attribute' : 'action skill';
    const n = held.characters.length;
    push({
      severity: 'warning',
      code: 'ability-not-in-setting',
      message: `${n === 1 ? '1 character has' : `${n} characters have`} the ${word} ${held.name}, which this setting no longer has: ${nameCharacters(held.characters)}.`,
      path: [isAttr ? 'attributes' : 'actionSkills'],
      abilities: [held.name],
      characters: held.characters,
    });
  }
}

/** Seed 000, the Storyteller's Guide: editions that play it take its advice on the skill list. */
const STORYTELLERS_GUIDE = '000_6f75505b79330e92.txt';
/** The top of seed 000's "10-12". */
const MOST_ACTION_SKILLS = 12;

/**
 * Seed 000 "Action Skills", "Cardinal rule of FS3: Limit the number of action skills ... Generally
 * games should have no more than 10-12 action skills." Advice, not a rule of play: a warning,
 * only for editions that play seed 000 (seed 003's Fading Suns lists 29 by design).
 */
function lintSkillCount(edition: Edition | undefined, setting: Setting, push: Push): void {
  if (!edition?.seeds.includes(STORYTELLERS_GUIDE)) return;
  const n = setting.actionSkills.length;
  if (n <= MOST_ACTION_SKILLS) return;
  push({
    severity: 'warning',
    code: 'many-action-skills',
    message: `The setting has ${n} action skills. Seed 000's cardinal rule of FS3: "Generally games should have no more than 10-12 action skills." Seed 000 asks whether the skills are too narrow, or include skills that really don\u2019t matter (a background skill may do).`,
    path: ['actionSkills'],
  });
}
