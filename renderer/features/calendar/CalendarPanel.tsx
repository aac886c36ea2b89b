import { useState } from 'react';
import type { AdvancePreview } from '../../../shared/ipc/calendar-contract';
import { useClient } from '../../api/client';
import { useGameSystem } from '../../api/game-system';
import { QueryState } from '../../components/QueryState';
import { useStatusAction } from '../../components/useStatusAction';
import { HealingReport } from './HealingReport';
import { useCalendar, useCalendarPushes } from './calendar-api';
import './calendar.css';

/**
 * The campaign calendar (Home): the in-game date, advancing it by a day, a week or to a date with
 * the healing report shown before it is committed, and the campaign log with undo.
 */
export function CalendarPanel() {
  useCalendarPushes();
  const client = useClient();
  const calendar = useCalendar();
  const { status, busy, run } = useStatusAction();
  const [preview, setPreview] = useState<AdvancePreview | null>(null);
  const [target, setTarget] = useState('');
  const [newDate, setNewDate] = useState('');
  const cal = calendar.data;
  // An edition whose healing depends on how the days are spent (seed 003: rest, sleep, strenuous) offers the choice.
  const activities = useGameSystem().system?.edition.ops.healing.activities ?? [];
  const [activity, setActivity] = useState('');
  const chosen = activities.some((a) => a.id === activity) ? activity : activities[0]?.id;

  const ask = (input: { days: number } | { to: string }) =>
    run(async () => {
      const p = await client.call('calendar.preview', { ...input, ...(chosen !== undefined ? { activity: chosen } : {}) });
      setPreview(p);
      return `Preview: ${p.from} → ${p.to}, ${p.patients} ${p.patients === 1 ? 'patient' : 'patients'}${p.vehicles ? `, ${p.vehicles} ${p.vehicles === 1 ? 'vehicle' : 'vehicles'} repaired` : ''}, ${p.healed} ${p.healed === 1 ? 'wound heals' : 'wounds heal'}. Nothing is saved until you commit.`;
    });

  return (
    <section className="panel calendar-panel" aria-labelledby="calendar-title">
      <h2 id="calendar-title">Calendar</h2>
      <QueryState isPending={calendar.isPending} error={calendar.error}>
        {cal && (
          <>
            <p className="calendar-date">
              In-game date <strong data-testid="calendar-date">{cal.date || '(none)'}</strong>
              {cal.weekday && <span className="muted"> · {cal.weekday}</span>}
            </p>
            {!cal.isCalendarDate && (
              <form
                className="row"
                onSubmit={(e) => {
                  e.preventDefault();
                  void run(async () => {
                    await client.call('calendar.setDate', { date: newDate });
                    return `Calendar date set to ${newDate}; "${cal.date}" is kept in the campaign log (undo brings it back).`;
                  });
                }}
              >
                <p className="muted small">
                  The date is free text. Set a calendar date before the first advance; the current text stays in the log.
                </p>
                <label>
                  Calendar date <input type="date" value={newDate} onChange={(e) => setNewDate(e.target.value)} required />
                </label>
                <button type="submit" disabled={busy || !newDate}>
                  Set calendar date
                </button>
              </form>
            )}
            {cal.isCalendarDate && !preview && (
              <div className="row calendar-actions">
                {activities.length > 0 && (
                  <label>
                    The days are{' '}
                    <select aria-label="How the patients spend the days" value={chosen} onChange={(e) => setActivity(e.target.value)}>
                      {activities.map((a) => (
                        <option key={a.id} value={a.id} title={a.hint}>
                          {a.label}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <button type="button" disabled={busy} onClick={() => void ask({ days: 1 })}>
                  Advance a day
                </button>
                <button type="button" disabled={busy} onClick={() => void ask({ days: 7 })}>
                  Advance a week
                </button>
                <label>
                  to <input type="date" aria-label="Advance to date" value={target} min={cal.date} onChange={(e) => setTarget(e.target.value)} />
                </label>
                <button type="button" disabled={busy || !target} onClick={() => void ask({ to: target })}>
                  Preview advance
                </button>
              </div>
            )}
            {preview && (
              <div className="calendar-preview" role="region" aria-label="Advance preview">
                <h3>
                  Healing report: {preview.from} → {preview.to} ({preview.days} {preview.days === 1 ? 'day' : 'days'})
                </h3>
                {preview.warnings.map((w) => (
                  <p key={w} className="error-text small" role="note">
                    {w}
                  </p>
                ))}
                {preview.weeklyXp && (
                  <p className="small" role="note">
                    Weekly XP: {preview.weeklyXp.weeks} {preview.weeklyXp.weeks === 1 ? 'week' : 'weeks'} × {preview.weeklyXp.perWeek} XP to every PC (XP follows the game calendar; the hoard cap applies).
                  </p>
                )}
                {preview.patients === 0 && !preview.vehicles ? <p className="muted">Nobody is wounded: only the date moves.</p> : <HealingReport report={preview.report} severityLabel={(id) => preview.severityLabels[id] ?? id} />}
                <div className="row">
                  <button
                    type="button"
                    className="primary"
                    disabled={busy}
                    onClick={() =>
                      void run(async () => {
                        const s = await client.call('calendar.commit', { planId: preview.planId });
                        setPreview(null);
                        return `Advanced to ${s.date}.`;
                      })
                    }
                  >
                    Commit advance
                  </button>
                  <button type="button" disabled={busy} onClick={() => setPreview(null)}>
                    Discard
                  </button>
                </div>
              </div>
            )}
            {cal.undo && !preview && (
              <p className="row">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    void run(async () => {
                      const label = cal.undo!.label;
                      await client.call('calendar.undo', {});
                      return `Undone: ${label}`;
                    })
                  }
                >
                  Undo: {cal.undo.label}
                </button>
                <span className="muted small">Undo takes back the newest step only; there is no redo.</span>
              </p>
            )}
            {cal.log.length > 0 && (
              <details className="campaign-log">
                <summary>Campaign log ({cal.log.length})</summary>
                <ul data-testid="campaign-log">
                  {cal.log.map((e) => (
                    <li key={e.id} className={e.undone ? 'undone' : undefined}>
                      <span className="muted small">{e.inGameDate}</span> {e.label}
                      {e.undone && <span className="muted small"> (undone)</span>}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </QueryState>
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text' : 'muted'} data-testid="calendar-status">
          {status.text}
        </p>
      )}
    </section>
  );
}
