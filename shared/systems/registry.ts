/** The one place editions are registered. A new edition is a folder beside `fs3.2/` and a line here. */
import { ARES3E_EDITION } from './aresmush-3e';
import { ETKIN_EDITION } from './fading-suns-etkin';
import { FS31_EDITION } from './fs3.1';
import { FS32_EDITION } from './fs3.2';
import type { Edition } from './types';

export const EDITIONS: readonly Edition[] = [FS32_EDITION, ARES3E_EDITION, FS31_EDITION, ETKIN_EDITION];

/** The edition of every campaign made before editions existed, and of a new one by default. */
export const DEFAULT_EDITION_ID = FS32_EDITION.id;

/** An edition by id, or undefined. */
export function findEdition(id: string): Edition | undefined {
  return EDITIONS.find((e) => e.id === id);
}
