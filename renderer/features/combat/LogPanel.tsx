import { memo, useEffect, useRef, useState } from 'react';
import type { LogFormat } from '../../../shared/combat/log-format';
import { useClient } from '../../api/client';
import { downloadFile } from '../../components/download';
import { useCombatLog } from './combat-queries';
import { groupLogLines } from './log-lines';
import { TurnSummary } from './TurnSummary';
import type { CombatLogStep } from '../../../shared/ipc/combat-contract';

/** The combat log, live: one block per step, dice and modifier sources folded under each line. */
export const LogPanel = memo(function LogPanel({ combatId }: { combatId: string }) {
  const client = useClient();
  const log = useCombatLog(combatId);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  // The step just taken, from the push, read out to screen readers (the list refetches meanwhile).
  const [lastStep, setLastStep] = useState('');
  useEffect(
    () =>
      client.on('combat.changed', (change) => {
        if (change.combatId === combatId) setLastStep(change.lastStep.map((l) => l.replace(/^\s*-\s*/, '')).join(' '));
      }),
    [client, combatId],
  );
  const end = useRef<HTMLOListElement>(null);
  const steps = log.data?.steps ?? [];
  const count = steps.length;
  useEffect(() => {
    // In the next frame: reading scrollHeight now would force a layout of the whole screen.
    const frame = requestAnimationFrame(() => {
      const el = end.current;
      if (el) el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [count]);

  const exportAs = async (format: LogFormat) => {
    try {
      const { text, fileName } = await client.call('combat.exportLog', { combatId, format });
      downloadFile(fileName, text, format === 'markdown' ? 'text/markdown' : 'text/plain');
      setMessage({ text: `Saved ${fileName}` });
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : String(error), error: true });
    }
  };

  return (
    <section className="panel compact log-panel" aria-labelledby="log-title">
      <div className="section-head">
        <h2 id="log-title">Combat log</h2>
        <div className="row tight" role="group" aria-label="Export the log">
          <button type="button" className="small" onClick={() => void exportAs('markdown')}>
            Export Markdown
          </button>
          <button type="button" className="small" onClick={() => void exportAs('mush')}>
            Export MUSH text
          </button>
        </div>
      </div>
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'error-text small' : 'muted small'}>
          {message.text}
        </p>
      )}
      {log.error && <p role="alert" className="error-text">{log.error.message}</p>}
      {count === 0 && !log.isPending && <p className="muted small">Nothing has happened yet.</p>}
      <p className="visually-hidden" aria-live="polite" data-testid="last-step">
        {lastStep}
      </p>
      <ol className="log-steps" ref={end} data-testid="combat-log">
        {steps.map((s) => (
          <LogStep key={s.step} step={s} />
        ))}
      </ol>
    </section>
  );
});

type Step = CombatLogStep;

/** One step; unchanged steps keep their object in the cache, so only new ones render. */
const LogStep = memo(function LogStep({ step: s }: { step: Step }) {
  return (
    <li className="log-step">
      <span className="log-step-no">
        Step {s.step}
        {s.turn > 0 ? ` · turn ${s.turn}` : ''}
      </span>
      {groupLogLines(s.lines).map((g, i) =>
        g.details.length === 0 ? (
          <p key={i} className="log-line">
            {g.head}
          </p>
        ) : (
          <LogLine key={i} head={g.head} details={g.details} />
        ),
      )}
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
