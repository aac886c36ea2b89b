/**
 * The AresMUSH FS3 configuration files (install/game.distr/config, AresMUSH 2.13.0) and which
 * top-level keys each one holds by default. AresMUSH merges every file of a section into one
 * hash, so a game may move keys between files; an import records where each key really was, and
 * this default layout is used only for keys that were never imported (a native campaign, a key
 * the storyteller added).
 */

export const CONFIG_SECTIONS = ['fs3combat', 'fs3skills'] as const;
/** The two top-level sections the FS3 plugins read. */
export type ConfigSection = (typeof CONFIG_SECTIONS)[number];

/** File name → section → keys, in the order AresMUSH ships them. */
export const DEFAULT_FILE_KEYS: Readonly<Record<string, { section: ConfigSection; keys: readonly string[] }>> = {
  'fs3combat_armor.yml': { section: 'fs3combat', keys: ['armor', 'armor specials'] },
  'fs3combat_damage.yml': {
    section: 'fs3combat',
    keys: ['damage_mods', 'damage_table', 'healing_cron', 'healing_points', 'pc_knockout_bonus'],
  },
  'fs3combat_hitloc.yml': { section: 'fs3combat', keys: ['hitloc'] },
  'fs3combat_misc.yml': {
    section: 'fs3combat',
    keys: ['default_type', 'allow_vehicles', 'allow_mounts', 'stances', 'combatant_types', 'shortcuts', 'achievements', 'permissions', 'gear_blurb'],
  },
  'fs3combat_mounts.yml': { section: 'fs3combat', keys: ['mounts'] },
  'fs3combat_npcs.yml': { section: 'fs3combat', keys: ['default_npc_type', 'npc_types'] },
  'fs3combat_skills.yml': {
    section: 'fs3combat',
    keys: ['treat_skill', 'healing_skill', 'recovery_skill', 'initiative_skill', 'composure_skill', 'default_defense_skill', 'strength_skill'],
  },
  'fs3combat_vehicles.yml': { section: 'fs3combat', keys: ['vehicles'] },
  'fs3combat_weapons.yml': { section: 'fs3combat', keys: ['weapons', 'weapon specials'] },
  'fs3skills_action.yml': { section: 'fs3skills', keys: ['action_skills', 'action_skills_blurb'] },
  'fs3skills_advantages.yml': { section: 'fs3skills', keys: ['advantages', 'advantages_blurb', 'use_advantages'] },
  'fs3skills_attrs.yml': { section: 'fs3skills', keys: ['attributes', 'attributes_blurb', 'default_linked_attr'] },
  'fs3skills_bg.yml': { section: 'fs3skills', keys: ['background_skills', 'bg_skills_blurb'] },
  'fs3skills_chargen.yml': {
    section: 'fs3skills',
    keys: [
      'advantages_cost', 'allow_incapable_action_skills', 'free_backgrounds', 'free_languages', 'max_ap', 'max_attr_rating',
      'max_attrs_at_or_above', 'max_points_on_action', 'max_points_on_advantages', 'max_points_on_attrs', 'max_skill_rating',
      'max_skills_at_or_above', 'min_backgrounds', 'starting_skills', 'unusual_skills',
    ],
  },
  'fs3skills_langs.yml': { section: 'fs3skills', keys: ['language_blurb', 'languages'] },
  'fs3skills_misc.yml': {
    section: 'fs3skills',
    keys: ['max_luck', 'luck_for_scene', 'public_sheets', 'roll_channel', 'shortcuts', 'achievements', 'job_on_luck_spend', 'permissions'],
  },
  'fs3skills_xp.yml': {
    section: 'fs3skills',
    keys: [
      'action_dots_beyond_chargen_max', 'allow_advantages_xp', 'attr_dots_beyond_chargen_max', 'advantage_dots_beyond_chargen_max',
      'days_between_learning', 'max_xp_hoard', 'periodic_xp', 'xp_costs', 'xp_cron',
    ],
  },
};

/** The 17 file names, in the order AresMUSH lists them (alphabetical). */
export const ARES_CONFIG_FILES: readonly string[] = Object.keys(DEFAULT_FILE_KEYS);

/** Every key AresMUSH's FS3 plugins read in a section. */
export function knownSectionKeys(section: ConfigSection): string[] {
  return Object.values(DEFAULT_FILE_KEYS).flatMap((f) => (f.section === section ? [...f.keys] : []));
}

/** The file a key is written to when the import never saw it; a section's unknown keys go to its misc file. */
export function defaultFileFor(section: string, key: string): string {
  for (const [file, spec] of Object.entries(DEFAULT_FILE_KEYS)) if (spec.section === section && spec.keys.includes(key)) return file;
  return section === 'fs3skills' ? 'fs3skills_misc.yml' : section === 'fs3combat' ? 'fs3combat_misc.yml' : `${section}.yml`;
}

/** The position of a key in its default file, used to order keys added after an import. */
export function defaultKeyRank(section: string, key: string): number {
  const file = DEFAULT_FILE_KEYS[defaultFileFor(section, key)];
  const at = file ? file.keys.indexOf(key) : -1;
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
}
