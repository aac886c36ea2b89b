import { FS3_NOTICE, PRODUCT_NAME } from '../../../shared/app/notice';
import { EDITIONS } from '../../../shared/systems';
import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';

export function appHandlers(ctx: AppContext) {
  return {
    'app.about': () => ({
      productName: PRODUCT_NAME,
      version: ctx.version,
      hostKind: ctx.hostKind,
      dataDir: ctx.dataDir,
      runtime: ctx.runtime,
      fs3Notice: FS3_NOTICE,
      credits: EDITIONS.flatMap((e) => (e.credit ? [{ system: e.name, text: e.credit }] : [])),
    }),
    'app.menuState': (report) => {
      ctx.menuReports.set(report);
      return null;
    },
    // Browser mode has no taskbar to tell: accepted and ignored.
    'app.progress': (report) => {
      ctx.desktop?.progress(report);
      return null;
    },
    'app.takeOpenRefusal': () => ctx.desktop?.takeOpenRefusal() ?? null,
  } satisfies Pick<Handlers, 'app.about' | 'app.menuState' | 'app.progress' | 'app.takeOpenRefusal'>;
}
