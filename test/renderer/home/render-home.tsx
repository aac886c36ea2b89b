import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ClientContext, createClient } from '../../../renderer/api/client';
import { App } from '../../../renderer/app/App';
import { createInProcessTransport } from '../../helpers/fake-transport';

/** The whole app on `#/home` over the real handlers, with a campaign made from `template`. */

type Options = {
  template?: 'sample' | 'blank';
  hostKind?: 'browser' | 'desktop';
  /** Runs on the new campaign before the first render (e.g. to empty its gear catalog). */
  prepare?: (ctx: ReturnType<typeof createInProcessTransport>['ctx']) => void;
};

export async function renderHome(options: Options = {}) {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  window.location.hash = '#/home';
  const transport = createInProcessTransport();
  await transport.ctx.campaigns.create({ name: 'Ragnar', template: options.template ?? 'sample' });
  options.prepare?.(transport.ctx);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ClientContext.Provider value={createClient(transport, options.hostKind ?? 'browser')}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </ClientContext.Provider>,
  );
  const session = () => transport.ctx.campaigns.requireSession();
  return { ...view, transport, ctx: transport.ctx, session };
}
