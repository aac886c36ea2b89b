import { memo, useState } from 'react';
import type { CombatLogStep } from '../../../shared/ipc/combat-contract';
import { groupLogLines } from './log-lines';
import { TurnSummary } from './TurnSummary';
import { FoldedLines, FoldedNote } from './folded-step';

/**
 * One step of the log. Memoised per step object: the cache keeps every step it already had as the
 * same object (issue 20), so a new step renders itself only and no older step is grouped again.
 */
export const LogStep = memo(function LogStep({ step: s }: { step: CombatLogStep }) {
  return (
    <li className="log-step">
      <span className="log-step-no">
        Step {s.step}
        {s.turn > 0 ? ` · turn ${s.turn}` : ''}
      </span>
      {s.folded ? (
        <FoldedLines lines={s.lines} />
      ) : groupLogLines(s.lines).map((g, i) =>
        g.details.length === 0 ? (
          <p key={i} className="log-line">
            {g.head}
          </p>
        ) : (
          <LogLine key={i} head={g.head} details={g.details} />
        ),
      )}
      {s.folded && <FoldedNote step={s} />}
      {s.summary && <TurnSummary summary={s.summary} />}
    </li>
  );
});

/** A line whose dice and modifier sources open on demand (built only when opened: a 200-action step has hundreds). */
function LogLine({ head, details }: { head: string; details: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="log-line" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{head}</summary>
      {open && (
        <ul>
          {details.map((d, j) => (
            <li key={j}>{d}</li>
          ))}
        </ul>
      )}
    </details>
  );
}
