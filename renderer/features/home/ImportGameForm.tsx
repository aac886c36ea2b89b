/**
 * Home's one-step AresMUSH import: pick the game's config files (or a zip of them) and get a NEW
 * campaign playing AresMUSH Third Edition with the game's own setting, gear and numbers. The open
 * campaign is never touched (merging into it is a separate choice on the Game config screen).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useClient } from '../../api/client';
import { useCampaignCommand } from '../../api/queries';
import { PickError, readPicked, type ImportSource } from '../config/read-files';

export function ImportGameForm() {
  const client = useClient();
  const fileId = useId();
  const nameId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ source: ImportSource; label: string } | null>(null);
  const [name, setName] = useState('AresMUSH game');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const create = useCampaignCommand((source: ImportSource) =>
    client.call('campaign.create', { name: name.trim() || 'AresMUSH game', setting: { kind: 'aresmush', ...source } }),
  );

  const onPick = async (files: File[]) => {
    setMessage(null);
    setPicked(null);
    if (files.length === 0) return;
    try {
      const source = await readPicked(files);
      setPicked({ source, label: files.length === 1 ? files[0]!.name : `${files.length} files` });
    } catch (error) {
      setMessage({ text: error instanceof PickError || error instanceof Error ? error.message : String(error), error: true });
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!picked) {
      setMessage({ text: 'Pick the .yml files of your game, or one .zip of them.', error: true });
      return;
    }
    try {
      const made = await create.mutateAsync(picked.source);
      setMessage({ text: `Created ${made?.name ?? name} from ${picked.label}; it is now open.` });
      setPicked(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : String(error), error: true });
    }
  };

  return (
    <form className="stack import-game" aria-labelledby="import-game-title" data-single-submit onSubmit={(e) => void submit(e)}>
      <h3 id="import-game-title">Import an AresMUSH game</h3>
      <p className="hint">A new campaign on AresMUSH Third Edition from your game&apos;s fs3combat_*.yml and fs3skills_*.yml files; nothing else changes.</p>
      <div className="field">
        <label htmlFor={fileId}>AresMUSH game files (.yml or .zip)</label>
        <input id={fileId} ref={input} type="file" multiple accept=".yml,.yaml,.zip" onChange={(e) => void onPick([...(e.currentTarget.files ?? [])])} />
      </div>
      <div className="field">
        <label htmlFor={nameId}>Name of the new campaign</label>
        <input id={nameId} value={name} maxLength={200} onChange={(e) => setName(e.currentTarget.value)} />
      </div>
      <div className="row">
        <button type="submit" disabled={create.isPending || !picked}>
          {create.isPending ? 'Importing…' : 'Import as new campaign'}
        </button>
      </div>
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'error-text' : 'muted'} data-testid="import-game-status">
          {message.text}
        </p>
      )}
    </form>
  );
}
