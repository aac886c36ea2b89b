import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ClientContext, createClient } from '../../../renderer/api/client';
import { App } from '../../../renderer/app/App';
import type { CampaignSession } from '../../../main/core/campaign/campaign-session';
import { createInProcessTransport } from '../../helpers/fake-transport';

/** The whole app on `#/home` over the real handlers, with a campaign made from `template`. */
type Options = {
  template?: 'sample' | 'blank';
  hostKind?: 'browser' | 'desktop';
  /** Changes the campaign file before the first render (e.g. fills the gear catalog). */
  prepare?: (session: CampaignSession) => void;
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
  options.prepare?.(transport.ctx.campaigns.requireSession());
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
