/** Hit-location charts, vehicles and mounts (fs3combat_hitloc.yml, _vehicles.yml, _mounts.yml). */
import type { AresHitChart } from '../schema-combat';
import { checkInt, checkRef, checkRequired, findKey, listText, report, titlecase, warnOutside, type LintContext } from './context';

/** AresMUSH reads entry `rand(10) + net successes`, clamped to 0..9, so every list has ten. */
export const ARES_CHART_ENTRIES = 10;

/** Every location a chart can produce: its areas and every entry of their lists. */
export function chartLocations(chart: AresHitChart): string[] {
  const seen = new Set<string>();
  for (const [area, entries] of Object.entries(chart.areas ?? {})) {
    seen.add(area);
    for (const e of entries) seen.add(e);
  }
  return [...seen];
}

function findChart(ctx: LintContext, name: string | null | undefined): AresHitChart | undefined {
  const key = findKey(ctx.combat.hitloc, name);
  return key === undefined ? undefined : ctx.combat.hitloc?.[key];
}

export function lintHitCharts(ctx: LintContext): void {
  for (const [name, chart] of Object.entries(ctx.combat.hitloc ?? {})) {
    const path = ['fs3combat', 'hitloc', name];
    const what = `Hit chart "${name}"`;
    checkRequired(ctx, chart, path, what, ['areas', 'vital_areas', 'critical_areas']);
    const areas = Object.entries(chart.areas ?? {});
    if (chart.areas && areas.length === 0) report(ctx, 'warning', 'chart-length', [...path, 'areas'], `${what} has no areas to aim at.`);
    for (const [area, entries] of areas) {
      const at = [...path, 'areas', area];
      if (entries.length !== ARES_CHART_ENTRIES) {
        report(ctx, 'warning', 'chart-length', at,
          `Area "${area}" of hit chart "${name}" lists ${entries.length} locations; AresMUSH's config check asks for exactly ${ARES_CHART_ENTRIES} (it rolls entry 0 to 9, so ${entries.length < ARES_CHART_ENTRIES ? 'a roll past the end hits nothing' : 'the entries past the tenth are never hit'}).`);
      }
      const last = entries[entries.length - 1];
      if (last !== undefined && last !== area) {
        report(ctx, 'warning', 'chart-length', [...at, entries.length - 1],
          `The last entry for area "${area}" of hit chart "${name}" is "${last}"; AresMUSH's config check asks for the area itself there (the best hit lands where aimed). The chart is used as written.`);
      }
      if (titlecase(area) !== area) {
        report(ctx, 'warning', 'unknown-location', at, `Area "${area}" of hit chart "${name}" cannot be the target of a called shot in AresMUSH, which titlecases the aim to "${titlecase(area)}" before looking it up.`);
      }
    }
    const known = new Set(chartLocations(chart));
    for (const list of ['vital_areas', 'critical_areas', 'crew_areas'] as const) {
      (chart[list] ?? []).forEach((loc, i) => {
        if (!known.has(loc)) {
          report(ctx, 'warning', 'unknown-location', [...path, list, i], `${what} lists "${loc}" in ${list}, but no area or entry of the chart is called that.`);
        }
      });
    }
  }
}

export function lintVehicles(ctx: LintContext): void {
  for (const [name, v] of Object.entries(ctx.combat.vehicles ?? {})) {
    const path = ['fs3combat', 'vehicles', name];
    const what = `Vehicle "${name}"`;
    checkRequired(ctx, v, path, what, ['description', 'pilot_skill', 'toughness', 'hitloc_chart', 'armor', 'weapons', 'dodge']);
    checkInt(ctx, v.toughness, [...path, 'toughness'], `The toughness of ${what}`, -6, 6);
    checkInt(ctx, v.dodge, [...path, 'dodge'], `The dodge of ${what}`, -6, 6);
    if (typeof v.pilot_skill === 'string') {
      checkRef(ctx, ctx.actionSkills, v.pilot_skill, [...path, 'pilot_skill'], 'warning', (s) => `${what} is piloted with "${s}", which is not an action skill.`);
    } else if (typeof v.pilot_skill === 'number') {
      if (checkInt(ctx, v.pilot_skill, [...path, 'pilot_skill'], `The raw pilot dice of ${what}`, null, null)) {
        warnOutside(ctx, v.pilot_skill, [...path, 'pilot_skill'], `The raw pilot dice of ${what}`, 0, 30);
      }
    }
    checkRef(ctx, ctx.charts, v.hitloc_chart, [...path, 'hitloc_chart'], 'warning', (c) => `${what} uses the hit chart "${c}", which does not exist.`);
    checkRef(ctx, ctx.armor, v.armor, [...path, 'armor'], 'warning', (a) => `${what} wears the armor "${a}", which does not exist.`);
    (v.weapons ?? []).forEach((w, i) =>
      checkRef(ctx, ctx.weapons, w, [...path, 'weapons', i], 'warning', (n) => `${what} carries the weapon "${n}", which does not exist.`),
    );
    const chart = findChart(ctx, v.hitloc_chart);
    if (!chart) continue;
    if (!chart.crew_areas) {
      report(ctx, 'warning', 'missing-key', [...path, 'hitloc_chart'], `${what} uses the hit chart "${v.hitloc_chart}", which has no crew_areas; AresMUSH's config check asks for them on vehicle charts (crew hits then land nowhere).`);
    }
    const armorKey = findKey(ctx.combat.armor, v.armor);
    const armor = armorKey === undefined ? undefined : ctx.combat.armor?.[armorKey];
    if (!armor) continue;
    const covered = new Set(Object.keys(armor.protection ?? {}));
    const bare = chartLocations(chart).filter((loc) => !covered.has(loc));
    if (bare.length > 0) {
      report(ctx, 'warning', 'uncovered-location', [...path, 'armor'],
        `Armor "${armorKey}" of vehicle "${name}" leaves ${listText(bare)} of chart "${v.hitloc_chart}" unprotected.`);
    }
  }
}

export function lintMounts(ctx: LintContext): void {
  for (const [name, m] of Object.entries(ctx.combat.mounts ?? {})) {
    const path = ['fs3combat', 'mounts', name];
    checkRequired(ctx, m, path, `Mount "${name}"`, ['description', 'toughness', 'mod_vs_unmounted']);
    checkInt(ctx, m.toughness, [...path, 'toughness'], `The toughness of mount "${name}"`, 0, 15);
    checkInt(ctx, m.mod_vs_unmounted, [...path, 'mod_vs_unmounted'], `The modifier against unmounted foes of mount "${name}"`, -6, 6);
  }
}
