import type { SettingFinding } from '../../../shared/systems';
import { focusField } from './fields';

/** The lint's findings on the draft; each one focuses the field it names. */
export function SystemProblems({ problems }: { problems: readonly SettingFinding[] }) {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  return (
    <aside className="sys-problems" aria-labelledby="sys-problems-title">
      <h2 id="sys-problems-title" data-testid="system-problem-count">
        {problems.length === 0 ? 'No problems' : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`}
      </h2>
      {problems.length === 0 ? (
        <p className="muted small">The setting is complete and fits every character of the campaign.</p>
      ) : (
        <ul aria-label="Setting problems">
          {problems.map((p, i) => (
            <li key={i} className={p.severity}>
              <span className="sev">{p.severity}</span>
              <button type="button" className="linkish" data-code={p.code} onClick={() => focusField(p.path)}>{p.message}</button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
