import { useEffect, useState } from 'react';
import { useClient } from '../../api/client';
import type { UpdateAvailable } from '../../../shared/ipc/support-contract';

/** Issue 43: the opt-in update check found a newer release; the link opens in the system browser. */
export function UpdateNotice() {
  const client = useClient();
  const [update, setUpdate] = useState<UpdateAvailable | null>(null);
  useEffect(() => client.on('app.updateAvailable', setUpdate), [client]);
  if (!update) return null;
  return (
    <div className="notice" role="status" data-testid="update-notice">
      FS3 Console {update.version} is available.{' '}
      <a href={update.url} target="_blank" rel="noreferrer">
        See the release
      </a>{' '}
      <button type="button" className="small" onClick={() => setUpdate(null)}>
        Dismiss
      </button>
    </div>
  );
}
