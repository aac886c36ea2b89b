import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { TransferFormat, TransferImported, TransferPreview } from '../../../shared/ipc/transfer-contract';
import type { ClashChoice } from '../../../shared/transfer/names';
import { useClient } from '../../api/client';
import { PreviewTable } from './PreviewTable';
import { clashChoices, fileRefusal, importedText, importLabel, misplacedKind } from './transfer-logic';
import './transfer.css';

type Props = {
  format: TransferFormat;
  /** The button's words ("Import CSV…"). */
  label: string;
  accept: string;
  /** The JSON kinds this screen takes (others are pointed to their screen). */
  kinds?: readonly TransferPreview['kind'][];
  onImported?: (result: TransferImported) => void;
};

type Open = { fileName: string; text: string; preview: TransferPreview };

/**
 * Import from a file, previewed first: the file is read and checked by main (nothing stored),
 * the rows and every located error shown, and only then "Import N". Names the campaign already
 * has are never replaced: the storyteller picks new names or keeping the existing records.
 */
export function ImportButton({ format, label, accept, kinds, onImported }: Props) {
  const client = useClient();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState<Open | null>(null);
  const [clash, setClash] = useState<ClashChoice>('rename');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setStatus(null);
    const refused = fileRefusal(file);
    if (refused) return setStatus({ text: refused, error: true });
    setBusy(true);
    try {
      const text = await file.text();
      const preview = await client.call('transfer.preview', { format, text });
      const misplaced = kinds ? misplacedKind(preview, kinds) : null;
      if (misplaced) setStatus({ text: misplaced, error: true });
      else {
        setClash('rename');
        setOpen({ fileName: file.name, text, preview });
      }
    } catch (e) {
      setStatus({ text: e instanceof Error ? e.message : String(e), error: true });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const commit = async () => {
    if (!open) return;
    setBusy(true);
    try {
      const result = await client.call('transfer.import', { format, text: open.text, onClash: open.preview.clashes.length > 0 ? clash : 'refuse' });
      setOpen(null);
      setStatus({ text: [importedText(result.created), ...result.warnings].join(' ') });
      await queryClient.invalidateQueries();
      onImported?.(result);
    } catch (e) {
      setStatus({ text: e instanceof Error ? e.message : String(e), error: true });
    } finally {
      setBusy(false);
    }
  };

  const p = open?.preview;
  return (
    <>
      <button type="button" disabled={busy} onClick={() => input.current?.click()}>
        {label}
      </button>
      <input ref={input} type="file" accept={accept} hidden aria-label={label} onChange={(e) => void choose(e.target.files?.[0])} />
      {status && !open && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text transfer-status' : 'transfer-status'} data-testid="transfer-status">
          {status.text}
        </p>
      )}
      {open && p && (
        <section className="panel transfer-preview" aria-labelledby={titleId} data-testid="transfer-preview">
          <h2 id={titleId}>Preview of {open.fileName}</h2>
          <p className="muted">Nothing is stored until you import.</p>
          {p.errors.length > 0 && (
            <div role="alert" className="transfer-errors">
              <p className="error-text">{p.errors.length === 1 ? '1 problem' : `${p.errors.length} problems`}: fix the file and choose it again.</p>
              <ul data-testid="transfer-errors">
                {p.errors.map((e, i) => (
                  <li key={i}>{e.text}</li>
                ))}
              </ul>
            </div>
          )}
          {p.warnings.length > 0 && (
            <ul className="transfer-warnings">
              {p.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          )}
          {p.errors.length === 0 && p.clashes.length > 0 && (
            <fieldset className="transfer-clash">
              <legend>Already in this campaign: {p.clashes.join(', ')}</legend>
              {clashChoices(p).map((choice) => (
                <label key={choice.id}>
                  <input type="radio" name={`${titleId}-clash`} checked={clash === choice.id} onChange={() => setClash(choice.id)} /> {choice.label}
                </label>
              ))}
            </fieldset>
          )}
          <PreviewTable preview={p} />
          <div className="row">
            <button type="button" className="primary" disabled={busy || p.errors.length > 0 || p.count === 0} onClick={() => void commit()}>
              {importLabel(p)}
            </button>
            <button type="button" className="quiet" disabled={busy} onClick={() => setOpen(null)}>
              Cancel
            </button>
          </div>
          {status?.error && <p role="alert" className="error-text">{status.text}</p>}
        </section>
      )}
    </>
  );
}
