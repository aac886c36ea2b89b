import { useId, useState } from 'react';
import { THEMES, UI_SCALES, type BackupRetention, type Theme } from '../../../shared/prefs/schema';
import { EDITIONS } from '../../../shared/systems';
import { useClient } from '../../api/client';
import { useAbout, usePrefs, useSetPrefs } from '../../api/queries';
import { QueryState } from '../../components/QueryState';
import { shortcutGroups } from './shortcuts';
import './settings.css';

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'Follow the system' };

/** Limits as the preference schema has them (shared/prefs/schema.ts BackupRetentionSchema). */
const RETENTION_LIMITS: Record<keyof BackupRetention, { label: string; max: number; help: string }> = {
  automatic: { label: 'Automatic backups kept', max: 100, help: 'Taken when a campaign opens and every 10 minutes while it changes.' },
  manual: { label: '"Back up now" backups kept', max: 200, help: 'Taken when you ask for one.' },
};

/**
 * Issue 43 item 6: theme, interface size, backups kept, default edition, the update check, the
 * data folder, and every keyboard shortcut. Each choice is stored at once (optimistically; a
 * refusal from main rolls it back and shows here).
 */
export function SettingsScreen() {
  const prefs = usePrefs();
  const about = useAbout();
  const setPrefs = useSetPrefs();
  const desktop = useClient().hostKind === 'desktop';
  const p = prefs.data;
  const ids = { scale: useId(), edition: useId(), updates: useId() };
  return (
    <div className="settings-screen">
      <section className="panel" aria-labelledby="settings-title">
        <h1 id="settings-title">Settings</h1>
        <QueryState isPending={prefs.isPending} error={prefs.error}>
          {p && (
            <div className="settings-grid">
              <fieldset>
                <legend>Theme</legend>
                {THEMES.map((theme) => (
                  <label key={theme} className="radio">
                    <input type="radio" name="theme" value={theme} checked={p.theme === theme} onChange={() => setPrefs.mutate({ theme })} />
                    {THEME_LABELS[theme]}
                  </label>
                ))}
              </fieldset>
              <fieldset>
                <legend>Interface</legend>
                <label htmlFor={ids.scale}>Interface size</label>
                <select id={ids.scale} value={p.uiScale} onChange={(e) => setPrefs.mutate({ uiScale: Number(e.target.value) as (typeof UI_SCALES)[number] })}>
                  {UI_SCALES.map((s) => (
                    <option key={s} value={s}>
                      {Math.round(s * 100)}%
                    </option>
                  ))}
                </select>
                <label htmlFor={ids.edition}>Default edition for new campaigns</label>
                <select id={ids.edition} value={p.defaultEdition} onChange={(e) => setPrefs.mutate({ defaultEdition: e.target.value })}>
                  {EDITIONS.map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.name}
                    </option>
                  ))}
                </select>
              </fieldset>
              <fieldset>
                <legend>Backups</legend>
                {(Object.keys(RETENTION_LIMITS) as (keyof BackupRetention)[]).map((kind) => (
                  <RetentionField key={kind} kind={kind} value={p.backupRetention[kind]} onSave={(n) => setPrefs.mutate({ backupRetention: { ...p.backupRetention, [kind]: n } })} />
                ))}
                <p className="muted small">Older backups beyond these counts are deleted after each new one. Takes effect the next time a campaign opens.</p>
              </fieldset>
              <fieldset>
                <legend>Updates</legend>
                <label className="radio">
                  <input id={ids.updates} type="checkbox" checked={p.checkForUpdates} disabled={!desktop} onChange={(e) => setPrefs.mutate({ checkForUpdates: e.target.checked })} />
                  Check for a newer release when the app starts
                </label>
                <p className="muted small">
                  {desktop
                    ? 'Off unless you turn it on. It only tells you that a release is out; nothing is downloaded or installed.'
                    : 'The desktop app only. In browser mode, update with git pull and npm ci.'}
                </p>
              </fieldset>
              <fieldset>
                <legend>Data folder</legend>
                <p>
                  <code data-testid="data-folder">{about.data?.dataDir ?? '…'}</code>
                </p>
                <p className="muted small">
                  Preferences, the log (logs/) and the campaigns folder live here; campaigns you save elsewhere stay where you put them.
                  {desktop ? ' Help ▸ Open the data folder shows it.' : ''} To use another folder, start the app with FS3_CONSOLE_DATA_DIR set to it.
                </p>
              </fieldset>
            </div>
          )}
          {setPrefs.error && (
            <p role="alert" className="error-text">
              {setPrefs.error.message}
            </p>
          )}
        </QueryState>
      </section>
      <section className="panel" aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title">Keyboard shortcuts</h2>
        <p className="muted small">Ctrl is Cmd on macOS. None of them fire while you type in a field.</p>
        <div className="shortcut-groups">
          {shortcutGroups(desktop).map(({ group, keys }) => (
            <table key={group} className="shortcut-table">
              <caption>{group}</caption>
              <tbody>
                {keys.map(([key, what]) => (
                  <tr key={key}>
                    <th scope="row">
                      <kbd>{key}</kbd>
                    </th>
                    <td>{what}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </section>
    </div>
  );
}

/** A count field: saved when it is a whole number in range (on change), otherwise says why. */
function RetentionField({ kind, value, onSave }: { kind: keyof BackupRetention; value: number; onSave: (n: number) => void }) {
  const { label, max, help } = RETENTION_LIMITS[kind];
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  // A value stored from elsewhere (another window) replaces the draft; React's pattern for state
  // derived from a prop, without an effect's extra render.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const n = Number(draft);
  const problem = draft.trim() === '' || !Number.isInteger(n) || n < 1 || n > max ? `${label}: a whole number from 1 to ${max}` : '';
  return (
    <div className="retention-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={1}
        max={max}
        step={1}
        value={draft}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-help`}
        onChange={(e) => {
          setDraft(e.target.value);
          const next = Number(e.target.value);
          if (Number.isInteger(next) && next >= 1 && next <= max && next !== value) onSave(next);
        }}
      />
      <span id={`${id}-help`} className={problem ? 'error-text small' : 'muted small'}>
        {problem || help}
      </span>
    </div>
  );
}
