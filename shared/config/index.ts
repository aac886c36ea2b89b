/**
 * Game configuration: the built-in setting, AresMUSH YAML import and export with a lossless
 * round trip, the configuration linter, and JSON sharing of gear and settings. Pure: file reading
 * lives in main/core/config.
 */
export { ARES_CONFIG_FILES, DEFAULT_FILE_KEYS, defaultFileFor } from './files';
export {
  countConfig, emptyGameConfig, GameConfigSchema, jsonEqual, parseGameConfig,
  type ConfigCounts, type ConfigLayout, type FileLayout, type GameConfig,
} from './model';
export {
  describePath, formatProblem, hasErrors, sortProblems,
  PROBLEM_CODES, PROBLEM_SEVERITIES,
  type ConfigPath, type ConfigProblem, type ProblemCode, type ProblemSeverity,
} from './problems';
export { parseConfigFile, type ParsedConfigFile, type SourceIndex, type SourcePosition } from './yaml-source';
export { planImport, IMPORT_STAGES, type ConfigFileInput, type ImportPlan, type ImportProgress, type ImportStage } from './plan';
export { diffGameConfig, summarizeDiff, type ConfigChange, type ConfigDiff } from './diff';
export { exportGameConfig, type ConfigFileOutput } from './export';
export { lintConfig, lintGameConfig } from './lint';
export { lintCampaign } from './lint/lint-campaign';
export { locateProblems } from './locate';
export { projectGear, DEFAULT_BLAST_RADIUS_M, NEGLIGIBLE_PENETRATION } from './map-gear';
export { applyGearEdits } from './unmap-gear';
export { projectSetting, applySettingEdits } from './map-setting';
export { applyProductEdits, gameConfigFromProduct, toProductModel, type ProductModel } from './product';
export {
  exportSharedConfig, importSharedConfig, SharedConfigSchema, SHARED_CONFIG_FORMAT, SHARED_CONFIG_VERSION, type SharedConfig,
} from './json-share';
export { fromConfigExtras, toConfigExtras } from './config-extras';
