/** What FS3.2's GM screen offers: FS3's standard lists as they are (seed 004 "Combat Turns", seed 001). */
import type { EditionLists } from '../types';
import { STANDARD_LISTS } from '../../core/content/lists';

export const FS32_LISTS: EditionLists = STANDARD_LISTS;
