import { arch, homedir, release, type as osType } from 'node:os';
import { PRODUCT_NAME } from '../../../shared/app/notice';
import { problemReportText } from '../../../shared/app/problem-report';
import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';

/** Lines of the log a problem report carries. */
export const REPORT_LOG_LINES = 60;

/**
 * The renderer may write this many lines a minute into main's log; beyond that they are dropped
 * (one line says how many), so a page stuck in an error loop cannot fill the disk or rotate the
 * useful lines away.
 */
export const RENDERER_LOG_BUDGET = 30;

export function supportHandlers(ctx: AppContext) {
  let windowStart = 0;
  let used = 0;
  let dropped = 0;
  return {
    'app.log': ({ level, message, where }) => {
      const t = ctx.now().getTime();
      if (t - windowStart >= 60_000) {
        if (dropped) ctx.log.warn(`[renderer] ${dropped} more line(s) dropped (over ${RENDERER_LOG_BUDGET} a minute)`);
        windowStart = t;
        used = 0;
        dropped = 0;
      }
      if (used >= RENDERER_LOG_BUDGET) {
        dropped++;
        return null;
      }
      used++;
      const line = `[renderer${where ? ` ${where}` : ''}] ${message}`;
      if (level === 'error') ctx.log.error(line);
      else ctx.log.warn(line);
      return null;
    },
    'app.problemReport': () => ({
      text: problemReportText({
        productName: PRODUCT_NAME,
        version: ctx.version,
        hostKind: ctx.hostKind,
        runtime: ctx.runtime,
        os: `${osType()} ${release()} ${arch()}`,
        logLines: ctx.logFile?.tail(REPORT_LOG_LINES) ?? [],
        known: knownPrivateText(ctx),
      }),
      logFile: ctx.logFile?.file ?? null,
    }),
  } satisfies Pick<Handlers, 'app.log' | 'app.problemReport'>;
}

/** Names and paths main knows are the storyteller's (see ProblemReportFacts.known). */
function knownPrivateText(ctx: AppContext): string[] {
  const current = ctx.campaigns.current();
  const recent = ctx.prefs.get().recentCampaigns;
  return [ctx.dataDir, homedir(), ...(current ? [current.path, current.name] : []), ...recent.flatMap((r) => [r.path, r.name])];
}
