/**
 * Issue 21: what the player page keeps on the device. The token lives in sessionStorage (this tab
 * only) and leaves the address bar, so it is not bookmarked or shown over a shoulder; the theme,
 * large type and the device's name are the reader's own and stay in localStorage.
 */
const TOKEN_KEY = 'fs3-player.token';
const THEME_KEY = 'fs3-player.theme';
const LARGE_KEY = 'fs3-player.large';
const NAME_KEY = 'fs3-player.name';

export type PlayerTheme = 'dark' | 'light';

export function takePlayerToken(win: Window = window): string | null {
  const url = new URL(win.location.href);
  const fromUrl = url.searchParams.get('t');
  if (fromUrl) {
    win.sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('t');
    win.history.replaceState(null, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return win.sessionStorage.getItem(TOKEN_KEY);
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // A private tab may refuse storage: the choice still holds for this visit.
  }
}

/** Dark unless the reader chose light: player screens are read in dark rooms. */
export const loadTheme = (): PlayerTheme => (read(THEME_KEY) === 'light' ? 'light' : 'dark');
export const saveTheme = (theme: PlayerTheme): void => write(THEME_KEY, theme);

/** `?large=1` (a TV's bookmark) turns large type on as well as the stored choice. */
export const loadLarge = (search: string = window.location.search): boolean =>
  read(LARGE_KEY) === '1' || new URLSearchParams(search).get('large') === '1';
export const saveLarge = (large: boolean): void => write(LARGE_KEY, large ? '1' : '0');

export const loadName = (): string => read(NAME_KEY) ?? '';
export const saveName = (name: string): void => write(NAME_KEY, name);
