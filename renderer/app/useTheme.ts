import { useEffect } from 'react';
import type { Theme } from '../../shared/prefs/schema';

/** Applies the preferred theme to <html>; "system" follows the OS setting live. */
export function useTheme(theme: Theme | undefined): void {
  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = (): void => {
      const effective = theme === 'dark' || (theme !== 'light' && media.matches) ? 'dark' : 'light';
      document.documentElement.dataset.theme = effective;
    };
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);
}
