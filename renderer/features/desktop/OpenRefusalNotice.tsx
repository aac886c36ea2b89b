import { useEffect, useState } from 'react';
import type { OpenRefusal } from '../../../shared/ipc/desktop-contract';
import { useClient } from '../../api/client';

/**
 * Issue 23: a campaign file the OS handed over (double-click, command line) that main refused.
 * The campaign that was open stays open; this says why the file did not open. A refusal from
 * before the window listened (a bad file on the command line) is fetched once on mount.
 */
export function OpenRefusalNotice() {
  const client = useClient();
  const [refusal, setRefusal] = useState<OpenRefusal | null>(null);
  useEffect(() => {
    if (client.hostKind !== 'desktop') return undefined;
    let live = true;
    void client.call('app.takeOpenRefusal', {}).then((r) => live && r && setRefusal(r), () => undefined);
    const off = client.on('app.openRefused', setRefusal);
    return () => {
      live = false;
      off();
    };
  }, [client]);
  if (!refusal) return null;
  return (
    <div role="alert" className="error-text open-refusal" data-testid="open-refusal">
      <strong>{refusal.file} was not opened.</strong> {refusal.message}{' '}
      <button type="button" onClick={() => setRefusal(null)}>
        Dismiss
      </button>
    </div>
  );
}
