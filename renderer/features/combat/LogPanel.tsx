import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { LogFormat } from '../../../shared/core/combat/log-format';
import { useClient } from '../../api/client';
import { downloadFile } from '../../components/download';
import { useFollowEnd, useStayAtEnd } from '../../components/useFollowEnd';
import { useCombatLog } from './combat-queries';
import { useEarlierLog } from './use-earlier-log';
import { LogStep } from './LogStep';
import { LastStepReadOut } from './LastStepReadOut';
import { UnfoldProvider } from './folded-step';
import type { CombatLogStep } from '../../../shared/ipc/combat-contract';

/** The combat log, live: one block per step, dice and modifier sources folded under each line. */
export const LogPanel = memo(function LogPanel({ combatId }: { combatId: string }) {
  const client = useClient();
  const log = useCombatLog(combatId);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const end = useRef<HTMLOListElement>(null);
  const data = log.data;
  const chunks = useMemo(() => chunksOf(data?.steps ?? []), [data]);
  const count = data?.steps.length ?? 0;
  // Follows the newest step (a page of earlier steps put in front is not a new step).
  useFollowEnd(end, data?.steps.at(-1));
  useStayAtEnd(end, data !== undefined);
  const earlier = useEarlierLog(combatId, data);
  // An earlier page comes in above: the reader keeps their place (measured on this rare load only, never on a step).
  const fromBottom = useRef<number | null>(null);
  const loadEarlier = () => {
    const el = end.current;
    if (el) fromBottom.current = el.scrollHeight - el.scrollTop;
    earlier.loadEarlier();
  };
  const first = data?.steps[0];
  useLayoutEffect(() => {
    const el = end.current;
    if (el && fromBottom.current !== null) el.scrollTop = el.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [first]);

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
        {/* The formats' names only, so the heading and both buttons keep to one line in the side
            column at 1366 px (the buttons took a line of their own out of a log a few lines tall);
            each button's name still says what it does. */}
        <div className="row tight" role="group" aria-label="Export the log">
          <span className="muted small" aria-hidden="true">
            Export
          </span>
          <button type="button" className="small" aria-label="Export Markdown" title="Export the log as Markdown" onClick={() => void exportAs('markdown')}>
            Markdown
          </button>
          <button type="button" className="small" aria-label="Export MUSH text" title="Export the log as MUSH text" onClick={() => void exportAs('mush')}>
            MUSH text
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
      <LastStepReadOut combatId={combatId} />
      {/* Issue 37 item 11: a scroll box the keyboard can reach and scroll (axe scrollable-region-focusable). */}
      {earlier.before > 0 && (
        <button type="button" className="small" onClick={loadEarlier} disabled={earlier.loading}>
          {earlier.loading ? 'Loading earlier steps…' : `Show earlier steps (${earlier.before} more)`}
        </button>
      )}
      <ol
        className="log-steps"
        ref={end}
        data-testid="combat-log"
        tabIndex={0}
        aria-label="Combat log steps"
        onScroll={(e) => {
          // Near the top of what is held: the page before it comes in above (scroll anchoring keeps the reader's place).
          if (earlier.before > 0 && !earlier.loading && e.currentTarget.scrollTop < 40) loadEarlier();
        }}
      >
        <UnfoldProvider combatId={combatId}>
          {chunks.map((chunk) => (
            <LogChunk key={chunk.key} steps={chunk.steps} />
          ))}
        </UnfoldProvider>
      </ol>
    </section>
  );
});

/**
 * Issue 20: the log is rendered in chunks of CHUNK steps. A step adds to (or an undo trims) the
 * last chunk only; every earlier chunk holds the same step objects and is skipped whole, so a
 * 1,000-step log costs a step about what a 10-step one does (no thousand elements to compare).
 */
const CHUNK = 50;

/** Chunks by step number, so a page of earlier steps put in front leaves the later chunks as they were. */
function chunksOf(steps: readonly CombatLogStep[]): { key: number; steps: CombatLogStep[] }[] {
  const out: { key: number; steps: CombatLogStep[] }[] = [];
  for (const s of steps) {
    const key = Math.floor((s.step - 1) / CHUNK);
    const last = out.at(-1);
    if (last && last.key === key) last.steps.push(s);
    else out.push({ key, steps: [s] });
  }
  return out;
}

const sameSteps = (a: { steps: readonly CombatLogStep[] }, b: { steps: readonly CombatLogStep[] }) => a.steps.length === b.steps.length && a.steps.every((s, i) => s === b.steps[i]);

/** A run of steps as plain list items (no wrapper: the log stays one flat list for screen readers). */
const LogChunk = memo(function LogChunk({ steps }: { steps: readonly CombatLogStep[] }) {
  return (
    <>
      {steps.map((s) => (
        <LogStep key={s.step} step={s} />
      ))}
    </>
  );
}, sameSteps);
