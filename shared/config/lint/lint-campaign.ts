/**
 * The linter for a campaign's own model (setting + FS3.2 gear), e.g. the built-in setting or a
 * storyteller's hand-made catalog. Same idea as the AresMUSH linter: references that do not exist
 * are errors, armor that leaves a vehicle's chart locations bare and ragged charts are warnings.
 */
import { GearCatalogSchema, MISS, type GearCatalog } from '../../domain/gear';
import { SettingSchema, type Setting } from '../../domain/setting';
import { problem, type ConfigPath, type ConfigProblem, type ProblemCode, type ProblemSeverity } from '../problems';
import { listText, nameSet } from './context';
import { implausible, plausibleFor, type Plausible } from './plausible';

/** Seed 001 reads 2d8 + net hits on a 15-entry row; seed 000 builds rows of 5 + 5 + 5. */
export const STANDARD_CHART_ENTRIES = 15;
/** The field names the gear editors show (the problems list names the field as the form does). */
const FIELD_WORDS: Record<string, string> = {
  defenseRating: 'raw defense rating', effectiveRange: 'effective range (m)', blastRadius: 'blast radius (m)', dodgeBonus: 'dodge bonus',
};
const KIND_WORDS = { weapons: 'Weapon', armor: 'Armor', vehicles: 'Vehicle' } as const;

/**
 * Lints a setting and its gear catalog; findings have key paths such as ['gear', 'vehicles', 2, 'armor'].
 * `unit` is the edition's roll-modifier unit: an FS3.1 campaign's recoil 20 is percent, not dice.
 */
export function lintCampaign(setting: Setting, gear: GearCatalog, unit?: 'dice' | 'percent' | 'goal'): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const add = (severity: ProblemSeverity, code: ProblemCode, path: ConfigPath, message: string) => out.push(problem(severity, code, path, message));
  for (const issue of SettingSchema.safeParse(setting).error?.issues ?? []) {
    add('error', 'unknown-reference', ['setting', ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))], issue.message);
  }
  for (const issue of GearCatalogSchema.safeParse(gear).error?.issues ?? []) {
    add('error', 'unknown-reference', ['gear', ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))], issue.message);
  }
  const abilities = nameSet([...setting.attributes, ...setting.actionSkills].map((a) => a.name))!;
  gear.weapons.forEach((w, i) => {
    const at = (k: string) => ['gear', 'weapons', i, k];
    if (!abilities.has(w.attackSkill)) add('error', 'unknown-reference', at('attackSkill'), `Weapon "${w.name}" attacks with "${w.attackSkill}", which is neither an attribute nor an action skill.`);
    if (w.defenseSkill !== null && !abilities.has(w.defenseSkill)) {
      add('error', 'unknown-reference', at('defenseSkill'), `Weapon "${w.name}" is defended against with "${w.defenseSkill}", which is neither an attribute nor an action skill.`);
    }
  });
  // Every number of every weapon, armor and vehicle against what any game uses (issue 18).
  for (const list of ['weapons', 'armor', 'vehicles'] as const) {
    const bounds: Record<string, Plausible> = plausibleFor(unit)[list];
    gear[list].forEach((item, i) => {
      for (const [field, bound] of Object.entries(bounds)) {
        const message = implausible((item as Record<string, unknown>)[field], bound, `${KIND_WORDS[list]} "${item.name}"`, FIELD_WORDS[field] ?? field);
        if (message) add('warning', 'out-of-range', ['gear', list, i, field], message);
      }
    });
  }
  gear.hitCharts.forEach((c, i) => {
    const lengths = new Set(Object.values(c.targets).map((r) => r.length));
    for (const [target, entries] of Object.entries(c.targets)) {
      if (entries.length !== STANDARD_CHART_ENTRIES) {
        add('warning', 'chart-length', ['gear', 'hitCharts', i, 'targets', target],
          `Row "${target}" of hit chart "${c.name}" has ${entries.length} entries; FS3.2 rows have ${STANDARD_CHART_ENTRIES}${lengths.size > 1 ? ' and this chart mixes lengths' : ''}.`);
      }
    }
    const known = new Set(c.locations.map((l) => l.name));
    for (const [target, entries] of Object.entries(c.targets)) {
      const unknown = [...new Set(entries.filter((e) => e !== MISS && !known.has(e)))];
      if (unknown.length > 0) add('error', 'unknown-location', ['gear', 'hitCharts', i, 'targets', target], `Row "${target}" of hit chart "${c.name}" names ${listText(unknown)}, which the chart does not list.`);
    }
  });
  gear.vehicles.forEach((v, i) => {
    if (!abilities.has(v.pilotingSkill)) {
      add('warning', 'unknown-reference', ['gear', 'vehicles', i, 'pilotingSkill'], `Vehicle "${v.name}" is piloted with "${v.pilotingSkill}", which is neither an attribute nor an action skill.`);
    }
    const chart = gear.hitCharts.find((c) => c.name === v.hitChart);
    const armor = gear.armor.find((a) => a.name === v.armor);
    if (!chart || !armor) return;
    const bare = chart.locations.map((l) => l.name).filter((l) => !armor.locations.includes(l));
    if (bare.length > 0) {
      add('warning', 'uncovered-location', ['gear', 'vehicles', i, 'armor'], `Armor "${armor.name}" of vehicle "${v.name}" leaves ${listText(bare)} of chart "${chart.name}" unprotected.`);
    }
  });
  return out;
}
