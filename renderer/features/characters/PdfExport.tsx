import { useState } from 'react';
import type { CharacterSheet } from '../../../shared/ipc/character-contract';
import { useClient } from '../../api/client';
import { downloadBlob } from '../../components/download';
import { reportProgress } from '../desktop/os-progress';
import type { PaperSize } from '../../pdf/sheet-data';
import { errorText } from './api';

type Mode = 'one' | 'each';
type Progress = { done: number; total: number; phase: string };

/** "Zoë Ðurić" -> "Zoë Ðurić.pdf": only characters no file system accepts are replaced. */
export function pdfFileName(name: string): string {
  const safe = name.replace(/\s*:\s*/g, ' - ').replace(/[\\/*?"<>|\p{Cc}]+/gu, '_').trim().slice(0, 120);
  return `${safe || 'character'}.pdf`;
}

/**
 * PDF export of one or many sheets. The PDF code (react-pdf and the fonts) is not in the app's
 * main bundle: it runs in the PDF worker (pdf-maker.ts), warmed in the background after start.
 */
export function PdfExportButton(props: { ids: readonly string[]; label: string; batch?: boolean; beforeExport?: () => Promise<unknown> }) {
  const client = useClient();
  const [paper, setPaper] = useState<PaperSize>('A4');
  const [mode, setMode] = useState<Mode>('one');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);

  const run = async (): Promise<void> => {
    const ids = [...props.ids];
    if (ids.length === 0) return;
    setStatus(null);
    // A batch shows on the taskbar/Dock: reading is the first half, typesetting the second.
    const batch = ids.length > 1;
    const tell = (fraction: number) => batch && reportProgress(client, { task: 'pdf-export', fraction: Math.min(1, Math.max(0, fraction)) });
    let outcome: { outcome: 'done' | 'failed'; detail: string } = { outcome: 'failed', detail: 'PDF export did not finish' };
    try {
      await props.beforeExport?.();
      setProgress({ done: 0, total: ids.length, phase: 'Loading the PDF maker' });
      // Issue 38: typeset in the PDF worker (pdf-maker.ts), which the background warm-up started.
      const [{ makeSheetsPdf }, state, campaign] = await Promise.all([
        import('../../pdf/pdf-maker'),
        client.call('system.get', {}),
        client.call('campaign.current', {}),
      ]);
      const sheets: CharacterSheet[] = [];
      for (const id of ids) {
        setProgress({ done: sheets.length, total: ids.length, phase: 'Reading sheets' });
        tell((sheets.length / ids.length) / 2);
        sheets.push(await client.call('character.sheet', { id }));
      }
      const meta = { systemState: state, campaignName: campaign?.name ?? '', paper };
      if (mode === 'one' || sheets.length === 1) {
        setProgress({ done: 0, total: 1, phase: `Typesetting ${sheets.length} ${sheets.length === 1 ? 'sheet' : 'sheets'}` });
        tell(0.5);
        const blob = await makeSheetsPdf({ sheets, ...meta });
        const name = sheets.length === 1 ? pdfFileName(sheets[0]!.character.name) : pdfFileName(`${campaign?.name ?? 'Characters'} - ${sheets.length} sheets`);
        downloadBlob(name, blob);
        setStatus({ text: `Saved ${name}` });
        outcome = { outcome: 'done', detail: `Saved ${name}` };
      } else {
        for (const [i, sheet] of sheets.entries()) {
          setProgress({ done: i, total: sheets.length, phase: 'Typesetting sheets' });
          tell(0.5 + i / sheets.length / 2);
          downloadBlob(pdfFileName(sheet.character.name), await makeSheetsPdf({ sheets: [sheet], ...meta }));
        }
        setStatus({ text: `Saved ${sheets.length} PDF files.` });
        outcome = { outcome: 'done', detail: `Saved ${sheets.length} PDF files.` };
      }
    } catch (error) {
      setStatus({ text: `PDF export failed: ${errorText(error)}`, error: true });
      outcome = { outcome: 'failed', detail: errorText(error).slice(0, 200) };
    } finally {
      setProgress(null);
      if (batch) reportProgress(client, { task: 'pdf-export', fraction: null, ...outcome });
    }
  };

  return (
    <div className="pdf-export">
      <label className="inline">
        <span className="sr-only">Paper size</span>
        <select aria-label="Paper size" value={paper} onChange={(e) => setPaper(e.target.value as PaperSize)} disabled={progress !== null}>
          <option value="A4">A4</option>
          <option value="LETTER">US Letter</option>
        </select>
      </label>
      {props.batch && (
        <label className="inline">
          <span className="sr-only">Files</span>
          <select aria-label="Files" value={mode} onChange={(e) => setMode(e.target.value as Mode)} disabled={progress !== null}>
            <option value="one">One PDF</option>
            <option value="each">One file each</option>
          </select>
        </label>
      )}
      <button type="button" onClick={() => void run()} disabled={progress !== null || props.ids.length === 0}>
        {props.label}
      </button>
      {progress && (
        <span className="pdf-progress" role="status">
          <progress max={progress.total} value={progress.done} aria-label="PDF export progress" /> {progress.phase} {progress.total > 1 ? `${progress.done}/${progress.total}` : ''}
        </span>
      )}
      {status && !progress && (
        <span role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text small' : 'muted small'} data-testid="pdf-status">
          {status.text}
        </span>
      )}
    </div>
  );
}
