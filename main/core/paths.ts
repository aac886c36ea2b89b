import { homedir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_NAME } from '../../shared/app/notice';

/**
 * The data directory Electron's `app.getPath('userData')` would give, so the desktop app and
 * browser mode share preferences and campaigns. `FS3_CONSOLE_DATA_DIR` overrides it (tests, portable use).
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.FS3_CONSOLE_DATA_DIR) return env.FS3_CONSOLE_DATA_DIR;
  const home = homedir();
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), PRODUCT_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', PRODUCT_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), PRODUCT_NAME);
}

export const PREFS_FILE_NAME = 'config.json';
