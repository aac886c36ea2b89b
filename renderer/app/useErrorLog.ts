import { useCallback, useEffect } from 'react';
import { useClient } from '../api/client';

/**
 * Issue 43 item 4: the page's own failures reach main's log file (`app.log`; main budgets them).
 * Uncaught errors and unhandled rejections are sent; a failure to send is ignored (the host may
 * be gone, which is the very thing being logged elsewhere).
 */
export function useErrorLog(): (message: string) => void {
  const client = useClient();
  const send = useCallback(
    (message: string) => void client.call('app.log', { level: 'error', message: message.slice(0, 4000), where: window.location.hash.split('/')[1] || 'home' }).catch(() => undefined),
    [client],
  );
  useEffect(() => {
    const onError = (e: ErrorEvent) => send(`${e.message}${e.error instanceof Error && e.error.stack ? `\n${e.error.stack}` : ''}`);
    const onRejection = (e: PromiseRejectionEvent) => send(`Unhandled rejection: ${e.reason instanceof Error ? (e.reason.stack ?? e.reason.message) : String(e.reason)}`);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [send]);
  return send;
}
