import { useEffect } from 'react';

/**
 * Settings ▸ Interface size (issue 43): a zoom of the whole page, so every screen's own layout
 * scales together (Chromium supports CSS zoom, which the desktop app and browser mode both run).
 */
export function useUiScale(scale: number | undefined): void {
  useEffect(() => {
    document.documentElement.style.zoom = scale && scale !== 1 ? String(scale) : '';
  }, [scale]);
}
