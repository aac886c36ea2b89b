import { useId, useRef, useState } from 'react';
import type { BackupInfoView } from '../../../shared/ipc/backup-schema';
import type { ConfigProblemView } from '../../../shared/ipc/config-contract';
import { useClient } from '../../api/client';
import { useCampaign } from '../../api/queries';
import { downloadFile } from '../../components/download';
import { useStatusAction } from '../../components/useStatusAction';
import { LintList } from './LintList';
import { UndoImport } from './UndoImport';
import { canPickFolder, saveFilesToFolder } from './save-to-folder';
import { zipTextFiles } from './zip-store';

/** AresMUSH export (one zip, or file by file) and JSON sharing of the gear catalog and setting. */
export function SharePanel() {
  const client = useClient();
  const campaign = useCampaign();
  const jsonId = useId();
  const jsonInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<ConfigProblemView[]>([]);
  const [undo, setUndo] = useState<BackupInfoView | null>(null);
  // The single files, listed once asked for: each downloads on its own click (issue 18).
  const [single, setSingle] = useState<{ name: string; text: string }[] | null>(null);
  // Browser mode only: the desktop shell denies every permission request (main/electron/NOTES.md),
  // the folder picker's write access included, and its downloads each ask where to save anyway.
  const folderPick = client.hostKind === 'browser' && canPickFolder();
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

  // Issue 18: many downloads started at once are throttled by Chromium (12 of 17 files arrived),
  // so the zip comes first and single files are offered one click per file, or into a folder.
  const listSingle = () =>
    run(async () => {
      const { files } = await client.call('config.exportAres', {});
      setSingle(files);
      return `${files.length} files: download them one click each${folderPick ? ', or save them all into a folder' : ''}.`;
    });

  const saveOne = (f: { name: string; text: string }) => {
    downloadFile(f.name, f.text, 'application/x-yaml');
    void action.run(() => Promise.resolve(`Saved ${f.name}.`));
  };

  const saveFolder = () =>
    action.run(async () => {
      const { files } = await client.call('config.exportAres', {});
      const folder = await saveFilesToFolder(files);
      return folder === null ? 'No folder chosen; nothing was saved.' : `Saved ${files.length} files into the folder ${folder}.`;
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
            <button type="button" className="primary" disabled={busy} onClick={() => void exportZip()}>
              Download AresMUSH files (.zip)
            </button>
            {folderPick && (
              <button type="button" disabled={busy} onClick={() => void saveFolder()}>
                Save the files into a folder…
              </button>
            )}
            <button type="button" disabled={busy} aria-expanded={single !== null} onClick={() => void listSingle()}>
              Single files…
            </button>
          </div>
          {single && (
            <ul className="single-files" aria-label="AresMUSH files one at a time" data-testid="single-files">
              {single.map((f) => (
                <li key={f.name}>
                  <button type="button" onClick={() => saveOne(f)}>
                    {f.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
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
