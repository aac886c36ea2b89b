import { useRef, useState } from 'react';
import './session.css';
import type { CombatLogStep } from '../../../shared/ipc/combat-contract';

type Summary = NonNullable<CombatLogStep['summary']>;

/** Copies `text`: the Clipboard API, else a selected hidden textarea and the old copy command. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/**
 * A turn's summary at its end in the log (issue 18), and "Copy turn summary" as a MUSH pose: one
 * line with `%r` breaks, since a MUSH client sends every pasted line as a command of its own.
 * When copying fails the pose is shown selected, to copy by hand.
 */
export function TurnSummary({ summary }: { summary: Summary }) {
  const [status, setStatus] = useState<{ text: string; failed?: boolean } | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const [title, ...lines] = summary.lines;
  const copy = async () => {
    const ok = await copyText(summary.pose);
    setStatus(ok ? { text: 'Copied the turn summary as a MUSH pose.' } : { text: 'Copying is blocked here: select the pose below and copy it.', failed: true });
    if (!ok) requestAnimationFrame(() => area.current?.select());
  };
  return (
    <div className="turn-summary" data-testid={`turn-summary-${summary.turn}`}>
      <p className="log-line">
        <strong>{title}</strong>
      </p>
      <ul>
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
      <button type="button" className="small" onClick={() => void copy()} aria-label={`Copy turn summary ${summary.turn}`}>
        Copy turn summary
      </button>
      {status && (
        <p role={status.failed ? 'alert' : 'status'} className={status.failed ? 'error-text small' : 'muted small'}>
          {status.text}
        </p>
      )}
      {status?.failed && <textarea ref={area} readOnly className="pose-text" value={summary.pose} aria-label={`Turn ${summary.turn} summary as a MUSH pose`} rows={3} />}
    </div>
  );
}
