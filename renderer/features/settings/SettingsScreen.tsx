import { THEMES, type Theme } from '../../../shared/prefs/schema';
import { usePrefs, useSetPrefs } from '../../api/queries';
import { QueryState } from '../../components/QueryState';

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'Follow the system' };

export function SettingsScreen() {
  const prefs = usePrefs();
  const setPrefs = useSetPrefs();
  return (
    <section className="panel" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <QueryState isPending={prefs.isPending} error={prefs.error}>
        <fieldset>
          <legend>Theme</legend>
          {THEMES.map((theme) => (
            <label key={theme} className="radio">
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={prefs.data?.theme === theme}
                onChange={() => setPrefs.mutate({ theme })}
              />
              {THEME_LABELS[theme]}
            </label>
          ))}
        </fieldset>
        {setPrefs.error && (
          <p role="alert" className="error-text">
            {setPrefs.error.message}
          </p>
        )}
      </QueryState>
    </section>
  );
}
