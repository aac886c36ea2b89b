import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { ImportPlanView } from '../../../shared/ipc/config-contract';
import type { EventPayload } from '../../../shared/ipc/types';
import { useClient } from '../../api/client';
import { CONFIG_KEYS, useConfigSummary } from './config-queries';
import { DiffView } from './DiffView';
import { LintList } from './LintList';
import { PickError, readPicked } from './read-files';
import { useGameSystem } from '../../api/game-system';

type Phase = 'idle' | 'reading' | 'planning' | 'planned' | 'applying';
type Progress = EventPayload<'config.progress'>;
type Status = { text: string; error?: boolean };

const STAGE_LABEL: Record<Progress['stage'], string> = {
  load: 'Unpacking',
  read: 'Reading',
  validate: 'Checking the values',
  lint: 'Linting',
  compare: 'Comparing with the campaign',
  store: 'Storing in the campaign',
};

function ProgressBar({ phase, progress }: { phase: Phase; progress: Progress | null }) {
  const label =
    progress === null
      ? phase === 'applying' ? 'Storing in the campaign…' : 'Reading the files…'
      : `${STAGE_LABEL[progress.stage]}${progress.file ? ` ${progress.file}` : ''} (${Math.min(progress.done + 1, progress.total)} of ${progress.total})`;
  return (
    <div className="config-progress" role="status">
      <progress aria-label="Import progress" max={progress?.total ?? undefined} value={progress?.done ?? undefined} />
      <span className="muted">{label}</span>
    </div>
  );
}

/**
 * The safe AresMUSH import: pick files (or a zip), see the summary and every problem, then
 * Apply or Cancel. Nothing is written before Apply; errors name file, line and column.
 */
export function ImportPanel() {
  const edition = useGameSystem().system?.edition.name ?? 'edition';
  const client = useClient();
  const queryClient = useQueryClient();
  const summary = useConfigSummary();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [plan, setPlan] = useState<ImportPlanView | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const busy = phase === 'reading' || phase === 'planning' || phase === 'applying';

  // Progress is listened to only while this window imports: a plan id is known only once planning
  // answers, so progress pushed meanwhile is taken as this import's own.
  useEffect(() => (busy ? client.on('config.progress', setProgress) : undefined), [client, busy]);

  const reset = () => {
    setPlan(null);
    setProgress(null);
    setPhase('idle');
    if (input.current) input.current.value = '';
  };

  const onPick = async (files: File[]) => {
    setStatus(null);
    setPlan(null);
    setProgress(null);
    if (files.length === 0) return;
    try {
      setPhase('reading');
      const source = await readPicked(files);
      setPhase('planning');
      const result = await client.call('config.planImport', source);
      setPlan(result);
      setPhase('planned');
    } catch (error) {
      setPhase('idle');
      setStatus({ text: error instanceof PickError || error instanceof Error ? error.message : String(error), error: true });
    }
  };

  const apply = async () => {
    if (!plan?.planId) return;
    try {
      setPhase('applying');
      setProgress(null);
      const result = await client.call('config.applyImport', { planId: plan.planId });
      queryClient.setQueryData(CONFIG_KEYS.summary, result.summary);
      void queryClient.invalidateQueries({ queryKey: CONFIG_KEYS.lint });
      reset();
      setStatus({ text: `Imported ${plan.imported.length} file${plan.imported.length === 1 ? '' : 's'}: ${result.added} added, ${result.changed} changed, ${result.removed} removed.` });
    } catch (error) {
      setPhase('planned');
      setStatus({ text: error instanceof Error ? error.message : String(error), error: true });
    }
  };

  const cancel = async () => {
    const planId = plan?.planId;
    reset();
    setStatus({ text: 'Import cancelled; nothing was changed.' });
    if (planId) await client.call('config.cancelImport', { planId }).catch(() => undefined);
  };

  const errors = plan?.problems.filter((p) => p.severity === 'error') ?? [];
  const warnings = plan?.problems.filter((p) => p.severity === 'warning') ?? [];

  return (
    <section className="panel" aria-labelledby="config-import-title">
      <h2 id="config-import-title">Import from AresMUSH</h2>
      <p className="muted">
        Pick any of your game&apos;s <code>fs3combat_*.yml</code> and <code>fs3skills_*.yml</code> files, or one .zip of them. You will see what
        changes before anything is stored.
      </p>
      <label htmlFor={inputId} className="file-pick">
        <span>AresMUSH config files (.yml or .zip)</span>
        <input
          id={inputId}
          ref={input}
          type="file"
          multiple
          accept=".yml,.yaml,.zip"
          disabled={busy || (phase === 'planned' && plan !== null && plan.planId !== null)}
          onChange={(e) => void onPick([...(e.currentTarget.files ?? [])])}
        />
      </label>
      {busy && <ProgressBar phase={phase} progress={progress} />}
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text' : 'config-done'} data-testid="import-status">
          {status.text}
        </p>
      )}
      {plan && phase !== 'idle' && (
        <div className="import-plan" data-testid="import-plan">
          {plan.planId === null ? (
            <>
              <h3 className="error-text">The import was refused; nothing was written.</h3>
              <p>Correct these problems in the files and pick them again:</p>
              <LintList problems={errors} label="Import errors" />
            </>
          ) : (
            <>
              <h3>
                Summary: <span data-testid="import-summary">{plan.summary}</span>
              </h3>
              <p className="muted">
                {plan.imported.length} file{plan.imported.length === 1 ? '' : 's'} read
                {plan.skipped.length > 0 && ` · skipped (no FS3 section): ${plan.skipped.join(', ')}`}
              </p>
              {summary.data?.source === 'built-in' && (
                <p className="notice" data-testid="replaces-builtin">
                  This campaign plays with its own {edition} setting and gear. Applying replaces its gear catalog and abilities with the imported ones;
                  characters stay as they are.
                </p>
              )}
              <DiffView diff={plan.diff} />
              <div className="row">
                <button type="button" className="primary" disabled={phase === 'applying'} onClick={() => void apply()}>
                  Apply import
                </button>
                <button type="button" disabled={phase === 'applying'} onClick={() => void cancel()}>
                  Cancel
                </button>
              </div>
              {plan.notes.length > 0 && (
                <details className="import-warnings">
                  <summary>
                    {plan.notes.length} value{plan.notes.length === 1 ? '' : 's'} adapted to the {edition} rules (the AresMUSH files keep them as they are)
                  </summary>
                  <LintList problems={plan.notes} label={`Values adapted to ${edition}`} tally={false} />
                </details>
              )}
              {warnings.length > 0 && (
                <details className="import-warnings">
                  <summary>
                    {warnings.length} warning{warnings.length === 1 ? '' : 's'} (these do not block the import)
                  </summary>
                  <LintList problems={warnings} label="Import warnings" />
                </details>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
