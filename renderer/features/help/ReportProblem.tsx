import { useRef, useState } from 'react';
import { useClient } from '../../api/client';
import { usePanelAction } from '../../app/menu/menu-actions';
import type { ProblemReport } from '../../../shared/ipc/support-contract';

/**
 * Help ▸ Report a problem (issue 43 item 4): main prepares the text (versions, OS, the last log
 * lines with names and paths taken out); the storyteller reads it, copies it and adds what
 * happened. Copying falls back to a selected text field when the clipboard is refused.
 */
export function ReportProblem() {
  const client = useClient();
  const [report, setReport] = useState<ProblemReport | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const text = useRef<HTMLTextAreaElement>(null);
  const prepare = async () => {
    setError('');
    try {
      setReport(await client.call('app.problemReport', {}));
      setStatus('');
      requestAnimationFrame(() => text.current?.focus());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  usePanelAction('help.reportProblem', () => void prepare());
  const copy = async () => {
    if (!report) return;
    try {
      await navigator.clipboard.writeText(report.text);
      setStatus('Copied. Paste it into your bug report and describe what happened.');
    } catch {
      text.current?.select();
      setStatus('The clipboard is not available here: the text is selected, press Ctrl+C (Cmd+C) to copy it.');
    }
  };
  return (
    <section className="panel help-report" aria-labelledby="report-problem-title">
      <h2 id="report-problem-title">Report a problem</h2>
      <p className="muted">
        The report holds the app and OS versions and the last lines of the log. Campaign, character and fight names and file paths are taken out; read it before you send it.
      </p>
      <button type="button" onClick={() => void prepare()}>
        {report ? 'Prepare again' : 'Prepare the report'}
      </button>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      {report && (
        <>
          <label htmlFor="problem-report-text">Report</label>
          <textarea id="problem-report-text" ref={text} readOnly rows={12} value={report.text} data-testid="problem-report" />
          <div className="help-report-actions">
            <button type="button" onClick={() => void copy()}>
              Copy the report
            </button>
            {report.logFile && (
              <span className="muted">
                Full log (for you; it may name your files): <code>{report.logFile}</code>
              </span>
            )}
          </div>
          <p role="status">{status}</p>
        </>
      )}
    </section>
  );
}
