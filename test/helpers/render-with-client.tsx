import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Transport } from '../../shared/ipc/types';
import { ClientContext, createClient } from '../../renderer/api/client';

/** Renders `ui` as the app does: a client over `transport` and a fresh query cache (no retries). */
export function renderWithClient(ui: ReactElement, transport: Transport, hostKind: 'browser' | 'desktop' = 'browser') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ClientContext.Provider value={createClient(transport, hostKind)}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </ClientContext.Provider>,
  );
}
