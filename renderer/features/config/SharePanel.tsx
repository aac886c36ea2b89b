import { useId, useRef, useState } from 'react';
import type { BackupInfoView } from '../../../shared/ipc/backup-schema';
import type { ConfigProblemView } from '../../../shared/ipc/config-contract';
import { useClient } from '../../api/client';
import { useCampaign } from '../../api/queries';
import { downloadFile } from '../../components/download';
import { useStatusAction } from '../../components/useStatusAction';
import { LintList } from './LintList';
import { UndoImport } from './UndoImport';
import { zipTextFiles } from './zip-store';

/** AresMUSH export (one zip, or file by file) and JSON sharing of the gear catalog and setting. */
export function SharePanel() {
  const client = useClient();
  const campaign = useCampaign();
  const jsonId = useId();
  const jsonInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<ConfigProblemView[]>([]);
  const [undo, setUndo] = useState<BackupInfoView | null>(null);
  const action = useStatusAction();
  const { status, busy } = action;
  // Problems belong to the last JSON import only: every new command starts without them.
  const run = (work: () => Promise<string>) => {
    setProblems([]);
    setUndo(null);
    return action.run(work);
  };

  const base = (campaign.data?.name ?? 'Campaign').replace(/[<>:"/\\|?*]/g, '').trim() || 'Campaign';

  const exportZip = () =>
    run(async () => {
      const { files } = await client.call('config.exportAres', {});
      const name = `${base} AresMUSH config.zip`;
      downloadFile(name, zipTextFiles(files), 'application/zip');
      return `Saved ${name} (${files.length} files).`;
    });

  const exportEach = () =>
    run(async () => {
      const { files } = await client.call('config.exportAres', {});
      for (const f of files) downloadFile(f.name, f.text, 'application/x-yaml');
      return `Saved ${files.length} files.`;
    });

  const exportJson = () =>
    run(async () => {
      const { fileName, json } = await client.call('config.exportJson', {});
      downloadFile(fileName, json, 'application/json');
      return `Saved ${fileName}.`;
    });

  const importJson = (file: File | undefined) => {
    if (!file) return;
    void run(async () => {
      const result = await client.call('config.importJson', { name: file.name, json: await file.text() });
      if (jsonInput.current) jsonInput.current.value = '';
      if (!result.applied) {
        setProblems(result.problems);
        throw new Error(`${file.name} was not imported; nothing was changed.`);
      }
      setUndo(result.backup ?? null);
      return `Imported the gear and setting of ${file.name}.`;
    });
  };

  return (
    <section className="panel" aria-labelledby="config-share-title">
      <h2 id="config-share-title">Export and share</h2>
      <div className="share-grid">
        <div>
          <h3>AresMUSH files</h3>
          <p className="muted">The same files and keys AresMUSH reads; values you never edited come out exactly as imported.</p>
          <div className="row">
            <button type="button" disabled={busy} onClick={() => void exportZip()}>
              Download AresMUSH files (.zip)
            </button>
            <button type="button" disabled={busy} onClick={() => void exportEach()}>
              Download each file
            </button>
          </div>
        </div>
        <div>
          <h3>Gear and setting (JSON)</h3>
          <p className="muted">Share this campaign&apos;s gear catalog and setting with another campaign.</p>
          <div className="row">
            <button type="button" disabled={busy} onClick={() => void exportJson()}>
              Export gear and setting
            </button>
          </div>
          <label htmlFor={jsonId} className="file-pick">
            <span>Import gear and setting (.json)</span>
            <input id={jsonId} ref={jsonInput} type="file" accept=".json,application/json" disabled={busy} onChange={(e) => importJson(e.currentTarget.files?.[0])} />
          </label>
        </div>
      </div>
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text' : 'muted'} data-testid="share-status">
          {status.text}
        </p>
      )}
      {undo && (
        <UndoImport
          backup={undo}
          onDone={(done) =>
            void run(async () => {
              if (done.error) throw new Error(done.text);
              return done.text;
            })
          }
        />
      )}
      {problems.length > 0 && <LintList problems={problems} label="Problems in the shared file" />}
    </section>
  );
}
