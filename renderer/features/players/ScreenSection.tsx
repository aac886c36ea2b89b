/** Issue 21: the player screen on this machine (a projector or TV): a second window, or a new tab in browser mode. */
import { useMutation } from '@tanstack/react-query';
import { useClient } from '../../api/client';

export function ScreenSection() {
  const client = useClient();
  const open = useMutation({
    mutationFn: () => client.call('players.openScreen', {}),
    onSuccess: ({ url, opened }) => {
      // Browser mode: main cannot open a window, the page opens the tab (no opener: it gets no handle on this one).
      if (!opened) window.open(url, '_blank', 'noopener');
    },
  });
  return (
    <section className="panel players-section" aria-labelledby="screen-title">
      <h2 id="screen-title">Player screen</h2>
      <p className="muted">A second window for a projector or TV: the fight as players see it, with your privacy settings below.</p>
      <button type="button" className="primary" disabled={open.isPending} onClick={() => open.mutate()}>
        Open player screen
      </button>
      {open.isError && <p className="error-text" role="alert">{open.error.message}</p>}
      {open.data && !open.data.opened && (
        <p className="small" role="status">
          Opened in a new tab. If the browser blocked it: <a href={open.data.url} target="_blank" rel="noopener noreferrer">open the player screen</a>.
        </p>
      )}
    </section>
  );
}
