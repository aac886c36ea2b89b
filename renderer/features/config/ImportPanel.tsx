import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { BackupInfoView } from '../../../shared/ipc/backup-schema';
import type { ApplyImportRequest, ImportPlanView } from '../../../shared/ipc/config-contract';
import type { EventPayload } from '../../../shared/ipc/types';
import { useClient } from '../../api/client';
import { useCampaign } from '../../api/queries';
import { CONFIG_KEYS } from './config-queries';
import { DiffView } from './DiffView';
import { LintList } from './LintList';
import { MergeView } from './MergeView';
import { UndoImport, type Status } from './UndoImport';
import { PickError, readPicked, type ImportSource } from './read-files';
import { useGameSystem } from '../../api/game-system';
import { reportProgress } from '../desktop/os-progress';

type Phase = 'idle' | 'reading' | 'planning' | 'planned' | 'applying';
/** The default is a new campaign; merging into the open one is a separate, explicit choice. */
type Mode = 'new' | 'merge';
type Progress = EventPayload<'config.progress'>;

const STAGE_LABEL: Record<Progress['stage'], string> = {
  load: 'Unpacking',
  read: 'Reading',
  validate: 'Checking the values',
  lint: 'Linting',
  compare: 'Comparing with the campaign',
  store: 'Storing in the campaign',
};

function ProgressBar({ phase, progress, onStop }: { phase: Phase; progress: Progress | null; onStop?: (() => void) | undefined }) {
  const label =
    progress === null
      ? phase === 'applying' ? 'Storing in the campaign…' : 'Reading the files…'
      : `${STAGE_LABEL[progress.stage]}${progress.file ? ` ${progress.file}` : ''} (${Math.min(progress.done + 1, progress.total)} of ${progress.total})`;
  return (
    <div className="config-progress" role="status">
      <progress aria-label="Import progress" max={progress?.total ?? undefined} value={progress?.done ?? undefined} />
      <span className="muted">{label}</span>
      {onStop && (
        <button type="button" onClick={onStop}>
          Stop reading
        </button>
      )}
    </div>
  );
}

/**
 * The safe AresMUSH import: pick files (or a zip), see the summary and every problem, then
 * create a NEW campaign from them (the default) or, as a separate choice, merge them into the
 * open campaign item by item. Nothing is written before the storyteller confirms; errors name
 * file, line and column; a merge takes a backup first and can be undone.
 */
export function ImportPanel() {
  const system = useGameSystem().system;
  const edition = system?.edition.name ?? 'edition';
  const client = useClient();
  const queryClient = useQueryClient();
  const campaign = useCampaign().data;
  const campaignName = campaign?.name ?? 'this campaign';
  const inputId = useId();
  const nameId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [plan, setPlan] = useState<ImportPlanView | null>(null);
  const [source, setSource] = useState<ImportSource | null>(null);
  const [mode, setMode] = useState<Mode>('new');
  const [newName, setNewName] = useState('AresMUSH game');
  const [undo, setUndo] = useState<BackupInfoView | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const busy = phase === 'reading' || phase === 'planning' || phase === 'applying';

  // Progress is listened to only while this window imports: a plan id is known only once planning
  // answers, so progress pushed meanwhile is taken as this import's own.
  useEffect(() => (busy ? client.on('config.progress', setProgress) : undefined), [client, busy]);

  // Issue 23: a running import shows on the desktop taskbar/Dock (in whole percents, so a large
  // import does not send a report per file); its end is told, as a notification when the window
  // is in the background.
  const told = useRef<number | null>(null);
  useEffect(() => {
    if (busy) {
      const fraction = progress && progress.total > 0 ? Math.min(1, Math.floor((progress.done / progress.total) * 100) / 100) : 0;
      if (told.current !== fraction) reportProgress(client, { task: 'config-import', fraction });
      told.current = fraction;
    } else if (told.current !== null) {
      told.current = null;
      const detail = status?.text ?? (phase === 'planned' ? 'The import is ready to review.' : '');
      reportProgress(client, { task: 'config-import', fraction: null, outcome: status?.error ? 'failed' : 'done', ...(detail && { detail: detail.slice(0, 200) }) });
    }
  }, [client, busy, progress, status, phase]);

  const reset = () => {
    setPlan(null);
    setSource(null);
    setMode('new');
    setProgress(null);
    setPhase('idle');
    if (input.current) input.current.value = '';
  };

  const onPick = async (files: File[]) => {
    setStatus(null);
    setPlan(null);
    setUndo(null);
    setMode('new');
    setProgress(null);
    if (files.length === 0) return;
    try {
      setPhase('reading');
      const picked = await readPicked(files);
      setSource(picked);
      setPhase('planning');
      const result = await client.call('config.planImport', picked);
      setPlan(result);
      setPhase('planned');
    } catch (error) {
      setPhase('idle');
      const stopped = (error as { code?: unknown } | null)?.code === 'config/cancelled';
      setStatus({ text: error instanceof PickError || error instanceof Error ? error.message : String(error), error: !stopped });
    }
  };

  const createNew = async () => {
    if (!plan?.planId || !source) return;
    const planId = plan.planId;
    try {
      setPhase('applying');
      setProgress(null);
      const previous = campaignName;
      const made = await client.call('campaign.create', { name: newName.trim() || 'AresMUSH game', setting: { kind: 'aresmush', ...source } });
      queryClient.setQueryData(['campaign.current'], made);
      await client.call('config.cancelImport', { planId }).catch(() => undefined);
      reset();
      setStatus({ text: `Created the campaign ${made.name} from ${plan.imported.length} file${plan.imported.length === 1 ? '' : 's'}; it is now open. ${previous} is unchanged (open it again from Home).` });
    } catch (error) {
      setPhase('planned');
      setStatus({ text: error instanceof Error ? error.message : String(error), error: true });
    }
  };

  const merge = async (choices: Omit<ApplyImportRequest, 'planId'>) => {
    if (!plan?.planId) return;
    try {
      setPhase('applying');
      setProgress(null);
      const result = await client.call('config.applyImport', { planId: plan.planId, ...choices });
      queryClient.setQueryData(CONFIG_KEYS.summary, result.summary);
      void queryClient.invalidateQueries({ queryKey: CONFIG_KEYS.lint });
      void queryClient.invalidateQueries({ queryKey: ['campaign.listBackups'] });
      reset();
      setUndo(result.backup);
      const touched = result.characters.length;
      setStatus({
        text: `Merged ${plan.imported.length} file${plan.imported.length === 1 ? '' : 's'} into ${campaignName}: ${result.added} added, ${result.changed} changed, ${result.removed} removed; ${touched} character${touched === 1 ? '' : 's'} updated. A backup was taken first (${result.backup.fileName}).`,
      });
    } catch (error) {
      setPhase('planned');
      setStatus({ text: error instanceof Error ? error.message : String(error), error: true });
    }
  };

  /** Stops an import still being read (issue 17): planning answers "cancelled" and nothing is kept. */
  const stopPlanning = async (planId: string) => {
    await client.call('config.cancelImport', { planId }).catch(() => undefined);
  };

  const cancel = async () => {
    const planId = plan?.planId;
    reset();
    setStatus({ text: 'Import cancelled; nothing was changed.' });
    if (planId) await client.call('config.cancelImport', { planId }).catch(() => undefined);
  };

  const errors = plan?.problems.filter((p) => p.severity === 'error') ?? [];
  const warnings = plan?.problems.filter((p) => p.severity === 'warning') ?? [];
  const storedOnly = plan?.problems.filter((p) => p.severity === 'info') ?? [];

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
      {busy && <ProgressBar phase={phase} progress={progress} onStop={phase === 'planning' && progress ? () => void stopPlanning(progress.planId) : undefined} />}
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text' : 'config-done'} data-testid="import-status">
          {status.text}
        </p>
      )}
      {undo && (
        <UndoImport
          backup={undo}
          onDone={(s) => {
            setStatus(s);
            if (!s.error) setUndo(null);
          }}
        />
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
                Compared with {campaignName}: <span data-testid="import-summary">{plan.summary}</span>
              </h3>
              <p className="muted">
                {plan.imported.length} file{plan.imported.length === 1 ? '' : 's'} read
                {plan.skipped.length > 0 && ` · skipped (no FS3 section): ${plan.skipped.join(', ')}`}
              </p>
              <div className="import-choice" data-testid="import-choice">
                <h3>Create a new campaign from these files</h3>
                <label htmlFor={nameId}>
                  <span>Campaign name</span>
                  <input id={nameId} value={newName} maxLength={200} onChange={(e) => setNewName(e.currentTarget.value)} />
                </label>
                <button type="button" className="primary" disabled={phase === 'applying'} onClick={() => void createNew()}>
                  Create new campaign
                </button>
                <p className="hint">
                  Plays AresMUSH Third Edition with the game&apos;s own setting, gear and numbers. {campaignName} is not changed.
                </p>
              </div>
              {mode === 'new' ? (
                <div className="row">
                  <button type="button" disabled={phase === 'applying' || !plan.merge} onClick={() => setMode('merge')}>
                    Merge into {campaignName} instead…
                  </button>
                  <button type="button" disabled={phase === 'applying'} onClick={() => void cancel()}>
                    Cancel
                  </button>
                </div>
              ) : (
                plan.merge && (
                  <>
                    <details className="import-warnings">
                      <summary>Every AresMUSH value that changes ({plan.summary}), played with the {edition} rules</summary>
                      <DiffView diff={plan.diff} />
                    </details>
                    <MergeView merge={plan.merge} campaignName={campaignName} busy={phase === 'applying'} onApply={(c) => void merge(c)} onCancel={() => void cancel()} />
                  </>
                )
              )}
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
              {storedOnly.length > 0 && (
                <details className="import-warnings" data-testid="import-stored-only">
                  <summary>
                    {storedOnly.length} thing{storedOnly.length === 1 ? '' : 's'} stored and exported but not used in play
                  </summary>
                  <LintList problems={storedOnly} label="Stored, not used in play" tally={false} />
                </details>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
