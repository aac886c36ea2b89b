import { App } from '../../../renderer/app/App';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

/** The whole app on `#/home` over the real handlers, with a campaign made from `template`. */

type Options = {
  template?: 'sample' | 'blank';
  hostKind?: 'browser' | 'desktop';
  /** Runs on the new campaign before the first render (e.g. to empty its gear catalog). */
  prepare?: (ctx: ReturnType<typeof createInProcessTransport>['ctx']) => void;
};

export async function renderHome(options: Options = {}) {
  window.location.hash = '#/home';
  const transport = createInProcessTransport();
  await transport.ctx.campaigns.create({ name: 'Ragnar', template: options.template ?? 'sample' });
  options.prepare?.(transport.ctx);
  const view = renderWithClient(<App />, transport, options.hostKind ?? 'browser');
  const session = () => transport.ctx.campaigns.requireSession();
  return { ...view, transport, ctx: transport.ctx, session };
}
