import { useState, type ReactNode } from 'react';
import type { ExportedFile } from '../../../shared/ipc/transfer-contract';
import { downloadFile } from '../../components/download';

/**
 * Saves what `load` returns through the download (the desktop app asks where, and never replaces
 * a file without asking; browser mode downloads it).
 */
export function ExportButton({ label, load, className }: { label: ReactNode; load: () => Promise<ExportedFile>; className?: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const file = await load();
      downloadFile(file.fileName, file.text, file.mime);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={className} disabled={busy} onClick={() => void run()}>
        {label}
      </button>
      {error && <span role="alert" className="error-text">{error}</span>}
    </>
  );
}
