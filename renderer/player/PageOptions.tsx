/** Issue 21: the reader's own display choices (dark by default, large type for a TV), kept on the device. */
import { useLayoutEffect, useState } from 'react';
import { loadLarge, loadTheme, saveLarge, saveTheme, type PlayerTheme } from './page-state';

export function PageOptions() {
  const [theme, setTheme] = useState<PlayerTheme>(loadTheme);
  const [large, setLarge] = useState(() => loadLarge());
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.dataset.large = large ? '1' : '0';
  }, [theme, large]);
  return (
    <div className="player-options" role="group" aria-label="Display">
      <button
        type="button"
        aria-pressed={theme === 'light'}
        onClick={() => {
          const next = theme === 'dark' ? 'light' : 'dark';
          saveTheme(next);
          setTheme(next);
        }}
      >
        Light theme
      </button>
      <button
        type="button"
        aria-pressed={large}
        onClick={() => {
          saveLarge(!large);
          setLarge(!large);
        }}
      >
        Large type
      </button>
    </div>
  );
}
