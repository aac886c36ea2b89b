import { useState } from 'react';
import type { HealingReportView } from '../../../shared/ipc/calendar-contract';

const ROLE = { recovery: 'Recovery', doctor: 'Doctor', repair: 'Repair' } as const;
const improved = (day: HealingReportView['days'][number]) => day.entries.reduce((n, e) => n + e.changes.length, 0);

/** Every roll of an advance, day by day: who rolled, the dice, the result, the points and what changed. */
export function HealingReport({ report, severityLabel }: { report: HealingReportView; severityLabel?: (id: string) => string }) {
  const label = severityLabel ?? ((id: string) => id);
  const rolls = report.days.reduce((n, d) => n + d.entries.reduce((m, e) => m + e.rolls.length, 0), 0);
  return (
    <div className="healing-report" data-testid="healing-report">
      <p className="muted small">
        {rolls} rolls over {report.days.length} {report.days.length === 1 ? 'day' : 'days'} · rules: {report.source}
      </p>
      {report.days.map((day) => (
        <Day key={day.day} day={day} startOpen={report.days.length <= 2} label={label} />
      ))}
    </div>
  );
}

type ReportDayView = HealingReportView['days'][number];

/** One day, its table built only while open: a week for 500 patients is 3,500 rows. */
function Day({ day, startOpen, label }: { day: ReportDayView; startOpen: boolean; label: (id: string) => string }) {
  const [open, setOpen] = useState(startOpen);
  const n = improved(day);
  return (
    <details open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>
        Day {day.day}
        {day.date ? ` · ${day.date}` : ''} · {day.entries.length} {day.entries.length === 1 ? 'patient' : 'patients'}
        {n > 0 ? ` · ${n} ${n === 1 ? 'wound' : 'wounds'} improved` : ''}
      </summary>
      {open && (
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">Patient</th>
              <th scope="col">Rolls</th>
              <th scope="col">Points</th>
              <th scope="col">Wounds</th>
            </tr>
          </thead>
          <tbody>
            {day.entries.map((e) => (
              <tr key={e.id}>
                <th scope="row">{e.name}</th>
                <td>
                  {e.rolls.length === 0 && <span className="muted">no roll</span>}
                  {e.rolls.map((r, i) => (
                    <div key={i}>
                      {ROLE[r.role]}
                      {r.role !== 'recovery' ? ` (${r.by})` : ''}: [{r.dice.join(' ')}] <strong className={r.success ? 'ok-text' : undefined}>{r.result}</strong>
                    </div>
                  ))}
                </td>
                <td title={e.points.map((p) => `${p.source}: ${p.points}`).join('\n')}>
                  <strong>{e.total}</strong> <span className="muted small">({e.points.map((p) => `${p.points} ${p.source}`).join(', ')})</span>
                </td>
                <td>{e.changes.map((c) => `${c.location}: ${label(c.from)} → ${c.to === 'healed' ? 'healed' : label(c.to)}`).join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
