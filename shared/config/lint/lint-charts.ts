/** Hit-location charts, vehicles and mounts (fs3combat_hitloc.yml, _vehicles.yml, _mounts.yml). */
import type { AresHitChart } from '../schema-combat';
import { checkInt, checkRef, checkRequired, listText, report, warnOutside, type LintContext } from './context';

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

function findChart(ctx: LintContext, name: string): AresHitChart | undefined {
  const charts = ctx.combat.hitloc ?? {};
  const key = Object.keys(charts).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : charts[key];
}

export function lintHitCharts(ctx: LintContext): void {
  for (const [name, chart] of Object.entries(ctx.combat.hitloc ?? {})) {
    const path = ['fs3combat', 'hitloc', name];
    const what = `Hit chart "${name}"`;
    checkRequired(ctx, chart, path, what, ['areas', 'vital_areas', 'critical_areas']);
    const areas = Object.entries(chart.areas ?? {});
    if (chart.areas && areas.length === 0) report(ctx, 'error', 'chart-length', [...path, 'areas'], `${what} has no areas to aim at.`);
    for (const [area, entries] of areas) {
      const at = [...path, 'areas', area];
      if (entries.length !== ARES_CHART_ENTRIES) {
        report(ctx, 'error', 'chart-length', at, `Area "${area}" of hit chart "${name}" lists ${entries.length} locations; AresMUSH charts need exactly ${ARES_CHART_ENTRIES}.`);
      }
      const last = entries[entries.length - 1];
      if (last !== undefined && last !== area) {
        report(ctx, 'error', 'chart-length', [...at, entries.length - 1], `The last entry for area "${area}" of hit chart "${name}" is "${last}"; it must be the area itself (the best hit lands where aimed).`);
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
    checkRequired(ctx, v, path, what, ['pilot_skill', 'toughness', 'hitloc_chart', 'armor', 'weapons', 'dodge']);
    checkRequired(ctx, v, path, what, ['description'], 'warning');
    checkInt(ctx, v.toughness, [...path, 'toughness'], `The toughness of ${what}`, -6, 6);
    checkInt(ctx, v.dodge, [...path, 'dodge'], `The dodge of ${what}`, -6, 6);
    if (typeof v.pilot_skill === 'string') {
      checkRef(ctx, ctx.actionSkills, v.pilot_skill, [...path, 'pilot_skill'], 'error', (s) => `${what} is piloted with "${s}", which is not an action skill.`);
    } else {
      if (checkInt(ctx, v.pilot_skill, [...path, 'pilot_skill'], `The raw pilot dice of ${what}`, null, null)) {
        warnOutside(ctx, v.pilot_skill, [...path, 'pilot_skill'], `The raw pilot dice of ${what}`, 0, 30);
      }
    }
    checkRef(ctx, ctx.charts, v.hitloc_chart, [...path, 'hitloc_chart'], 'error', (c) => `${what} uses the hit chart "${c}", which does not exist.`);
    checkRef(ctx, ctx.armor, v.armor, [...path, 'armor'], 'error', (a) => `${what} wears the armor "${a}", which does not exist.`);
    (v.weapons ?? []).forEach((w, i) =>
      checkRef(ctx, ctx.weapons, w, [...path, 'weapons', i], 'warning', (n) => `${what} carries the weapon "${n}", which does not exist.`),
    );
    const chart = v.hitloc_chart === undefined ? undefined : findChart(ctx, v.hitloc_chart);
    if (!chart) continue;
    if (!chart.crew_areas) {
      report(ctx, 'error', 'missing-key', [...path, 'hitloc_chart'], `${what} uses the hit chart "${v.hitloc_chart}", which has no crew_areas; AresMUSH needs them for vehicle charts.`);
    }
    const armorKey = v.armor === undefined ? undefined : Object.keys(ctx.combat.armor ?? {}).find((k) => k.toLowerCase() === v.armor!.toLowerCase());
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
    checkRequired(ctx, m, path, `Mount "${name}"`, ['toughness', 'mod_vs_unmounted']);
    checkRequired(ctx, m, path, `Mount "${name}"`, ['description'], 'warning');
    checkInt(ctx, m.toughness, [...path, 'toughness'], `The toughness of mount "${name}"`, 0, 15);
    checkInt(ctx, m.mod_vs_unmounted, [...path, 'mod_vs_unmounted'], `The modifier against unmounted foes of mount "${name}"`, -6, 6);
  }
}
