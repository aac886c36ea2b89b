import { MAX_PLAY_CONFIG_CHARS } from '../../../shared/ipc/system-contract';
import type { GameConfig } from '../../../shared/config/model';
import { findEdition } from '../../../shared/systems';
import type { Repos } from '../db/repos';
import { playedConfig } from './campaign-system';

/**
 * The campaign's AresMUSH configuration as the renderer needs it to resolve the same numbers main
 * does (`system.get`), or null for an edition that does not read one (FS3.2: nothing extra is
 * sent). The two sections the rules read travel; the file texts kept for a lossless export
 * (`layout`, up to 8 MB) and the sections no rule reads (`other`) stay in main. A game whose
 * combat section alone passes {@link MAX_PLAY_CONFIG_CHARS} sends its skills section only
 * (`partial`): the sheet's numbers come from there, and combat is resolved in main anyway.
 */
export function playConfig(repos: Repos, edition: string): { config: GameConfig | null; partial: boolean } {
  if (!findEdition(edition)?.readsConfig) return { config: null, partial: false };
  // The same remembered configuration every roll and check resolves with (rebuilt after a write).
  const full = playedConfig(repos);
  const empty = { other: {}, layout: { files: [], keyHints: [], floatPaths: [] } };
  const config: GameConfig = { fs3combat: full.fs3combat, fs3skills: full.fs3skills, ...empty };
  if (JSON.stringify(config).length <= MAX_PLAY_CONFIG_CHARS) return { config, partial: false };
  return { config: { fs3combat: {}, fs3skills: full.fs3skills, ...empty }, partial: true };
}
