/**
 * Issue 40 item 2: a game imported without one of AresMUSH's FS3 files. AresMUSH plays on with
 * its shipped defaults; the console plays on with the Third Edition's built-in defaults for those
 * keys (its minimal armory, AresMUSH's default numbers: shared/systems/aresmush-3e/combat/armory.ts
 * and skills-config.ts), and says so, file by file.
 */
import { DEFAULT_FILE_KEYS } from './files';
import type { GameConfig } from './model';
import { problem, type ConfigProblem } from './problems';

/** What a game without the file plays with, in the console's words. */
const FALLBACK: Readonly<Record<string, string>> = {
  'fs3combat_armor.yml': 'there is no armor (everyone fights unarmored)',
  'fs3combat_damage.yml': 'AresMUSH\'s default damage table, wound modifiers and healing points are used',
  'fs3combat_hitloc.yml': 'the built-in Humanoid hit chart is used',
  'fs3combat_misc.yml': 'AresMUSH\'s seven stances and the Observer and Soldier combatant types (Soldier fights Unarmed) are used',
  'fs3combat_mounts.yml': 'there are no mounts',
  'fs3combat_npcs.yml': 'AresMUSH\'s four NPC levels (Goon, Henchman, Miniboss, Boss; default Goon) are used',
  'fs3combat_skills.yml': 'AresMUSH\'s default combat skills (Alertness, Composure, Reflexes, Brawn, Medicine) are used',
  'fs3combat_vehicles.yml': 'there are no vehicles',
  'fs3combat_weapons.yml': 'the built-in Unarmed and Shrapnel weapons (and the Sparring special) are used',
  'fs3skills_action.yml': 'there are no action skills (weapon skills roll as unlisted abilities)',
  'fs3skills_advantages.yml': 'advantages are off',
  'fs3skills_attrs.yml': 'there are no attributes (skills roll without a linked attribute)',
  'fs3skills_bg.yml': 'there are no suggested background skills (backgrounds are free-form anyway)',
  'fs3skills_chargen.yml': 'AresMUSH\'s default chargen limits are used',
  'fs3skills_langs.yml': 'there are no languages',
  'fs3skills_misc.yml': 'AresMUSH\'s default luck numbers are used',
  'fs3skills_xp.yml': 'AresMUSH\'s default XP costs and numbers are used',
};

/**
 * One warning per AresMUSH FS3 file none of whose keys the imported files hold, located at that
 * file. Only for a game imported whole into a new campaign (a merge keeps the stored files).
 */
export function missingFileWarnings(config: GameConfig): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  for (const [file, spec] of Object.entries(DEFAULT_FILE_KEYS)) {
    const section = config[spec.section] as Record<string, unknown>;
    if (spec.keys.some((k) => Object.hasOwn(section, k))) continue;
    const message = `The game has no ${file} (none of its keys, ${spec.keys.slice(0, 3).join(', ')}${spec.keys.length > 3 ? ' …' : ''}, is in the imported files). AresMUSH falls back to its shipped defaults for a missing file, and so does the console: ${FALLBACK[file] ?? 'the built-in defaults are used'}. Add the file to play the game's own.`;
    out.push({ ...problem('warning', 'missing-key', [spec.section, spec.keys[0]!], message), file });
  }
  return out;
}
