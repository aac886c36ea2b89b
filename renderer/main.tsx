import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ClientContext, createClient, type Client } from './api/client';
import { createHttpTransport, takeAccessToken } from './api/http-transport';
import { createIpcTransport } from './api/ipc-transport';
import { App } from './app/App';
import { ErrorBoundary } from './app/ErrorBoundary';
import './styles/app.css';

function pickClient(): Client | null {
  if (window.gm) return createClient(createIpcTransport(window.gm), 'desktop');
  const token = takeAccessToken();
  return token ? createClient(createHttpTransport(token), 'browser') : null;
}

const root = createRoot(document.getElementById('root') as HTMLElement);
const client = pickClient();
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

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
