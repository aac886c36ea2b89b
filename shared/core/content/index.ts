import type { Setting } from '../../domain/setting';
import { BSG_SETTING } from './battlestar-galactica';

export { BSG_SETTING } from './battlestar-galactica';

/** Settings shipped with the app, offered as templates for a new campaign. */
export const BUILT_IN_SETTINGS: readonly Setting[] = [BSG_SETTING];

/** A built-in setting by id, or undefined. */
export function findBuiltInSetting(id: string): Setting | undefined {
  return BUILT_IN_SETTINGS.find((s) => s.id === id);
}
