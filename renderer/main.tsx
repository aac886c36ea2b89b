import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ClientContext, createClient, type Client } from './api/client';
import { createHttpTransport, forgetAccessToken, takeAccessToken } from './api/http-transport';
import { createIpcTransport } from './api/ipc-transport';
import { App } from './app/App';
import { ErrorBoundary } from './app/ErrorBoundary';
import { warmPdfInBackground } from './pdf/warm-up';
import './styles/app.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

/**
 * Issue 18: a tab left open across a restart holds the old launch's token. Everything it asks is
 * refused, so the whole page says what happened and how to get back, instead of a bare
 * "wrong access token" in some corner.
 */
function showRestarted(message: string): void {
  forgetAccessToken();
  root.render(
    <StrictMode>
      <main className="panel error-panel" aria-labelledby="restarted-title">
        <h1 id="restarted-title" tabIndex={-1} ref={(h) => h?.focus()}>FS3 Console was restarted</h1>
        <p role="alert">{message}</p>
        <p>
          Your work is saved in the campaign file. In the terminal where FS3 Console runs, copy the whole link after
          &quot;Open:&quot; into this tab&apos;s address bar. If it is not running any more, start it with <code>npm start</code> first.
        </p>
      </main>
    </StrictMode>,
  );
}

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/**
 * Browser mode's push stream replays nothing. When it first opens, the campaign file's notice is
 * read again (a folder deleted before the stream connected was pushed to nobody, and every change
 * would then be refused unexplained); when it reconnects, everything shown is read again.
 */
function streamOpened(again: boolean): void {
  void queryClient.invalidateQueries(again ? undefined : { queryKey: ['campaign.gone'] });
}

function pickClient(): Client | null {
  if (window.gm) return createClient(createIpcTransport(window.gm), 'desktop');
  const token = takeAccessToken();
  return token ? createClient(createHttpTransport(token, './', showRestarted, streamOpened), 'browser') : null;
}

const client = pickClient();

root.render(
  <StrictMode>
    <ErrorBoundary>
      {client ? (
        <ClientContext.Provider value={client}>
          <QueryClientProvider client={queryClient}>
            <App />
          </QueryClientProvider>
        </ClientContext.Provider>
      ) : (
        <div role="alert" className="panel error-panel">
          <h1>Open FS3 Console from its link</h1>
          <p>
            In browser mode this page needs the access link that <code>npm start</code> prints (it carries a
            one-time token). Copy the whole link from the terminal into the address bar.
          </p>
        </div>
      )}
    </ErrorBoundary>
  </StrictMode>,
);

// Issue 20: the PDF export gets ready in idle time, after the first screen and while no request is
// in flight, so the first sheet a storyteller exports costs a warm render.
if (client) void warmPdfInBackground({ busy: () => queryClient.isFetching() + queryClient.isMutating() > 0 });
