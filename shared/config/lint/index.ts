/**
 * The configuration linter: every check of AresMUSH's fs3combat and fs3skills config checkers
 * (reference §E.1–§E.18) plus the console's own cross-references, each finding a plain sentence
 * with its key path (and file and line once located). AresMUSH reports these and still loads the
 * game, so none is an error: they are warnings, and `info` lists what is stored but not used in
 * play. Errors (what cannot be represented at all) come from reading and type checking only.
 */
import { locateProblems } from '../locate';
import type { GameConfig } from '../model';
import { sortProblems, type ConfigProblem } from '../problems';
import type { SourceIndex } from '../yaml-source';
import { lintCombatantTypes, lintCombatSkills, lintDamage, lintNpcTypes, lintStances } from './lint-combat';
import { lintHitCharts, lintMounts, lintVehicles } from './lint-charts';
import { lintContext } from './context';
import { lintArmor, lintWeapons, lintWeaponSpecials } from './lint-gear';
import { lintKeys } from './lint-keys';
import { lintSkills } from './lint-skills';
import { lintStored } from './lint-stored';

/**
 * The linter's passes one at a time: a caller that hands control back between them (the import's
 * stepwise plan) never holds the event loop for a whole large config's lint at once.
 */
export function* lintGameConfigSteps(config: GameConfig): Generator<void, ConfigProblem[]> {
  const ctx = lintContext(config);
  const passes: (() => void)[] = [
    () => lintKeys(ctx, config), () => lintWeapons(ctx), () => lintWeaponSpecials(ctx), () => lintArmor(ctx),
    () => lintHitCharts(ctx), () => lintVehicles(ctx), () => lintMounts(ctx), () => lintNpcTypes(ctx),
    () => lintDamage(ctx), () => lintCombatSkills(ctx), () => lintStances(ctx), () => lintCombatantTypes(ctx),
    () => lintSkills(ctx), () => lintStored(ctx, config),
  ];
  for (const pass of passes) {
    pass();
    yield;
  }
  return ctx.out;
}

/** Lints a stored configuration. Findings are not located yet (see `locateProblems`). */
export function lintGameConfig(config: GameConfig): ConfigProblem[] {
  const steps = lintGameConfigSteps(config);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/**
 * Lints and locates: every finding gets the file its key lives in, and a line and column when
 * `sources` holds the index of that file as just read. Errors first.
 */
export function lintConfig(config: GameConfig, sources: ReadonlyMap<string, SourceIndex> = new Map()): ConfigProblem[] {
  return sortProblems(locateProblems(lintGameConfig(config), config.layout, sources));
}

export { chartLocations, ARES_CHART_ENTRIES } from './lint-charts';
export { intendedKey } from './lint-keys';
