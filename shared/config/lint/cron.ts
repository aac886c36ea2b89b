/**
 * AresMUSH's cron check (`healing_cron`, `xp_cron`; §E.7, §E.16): a mapping of `day`,
 * `day_of_week`, `hour` and `minute` to lists. The console has no clock-driven jobs, so a cron is
 * stored and exported only; a bad one is still worth a warning because the game would skip it.
 */
import type { JsonValue } from '../../domain/json';
import type { ConfigPath } from '../problems';
import { report, type LintContext } from './context';

const CRON_KEYS = ['day', 'day_of_week', 'hour', 'minute'];

export function checkCron(ctx: LintContext, cron: JsonValue | null | undefined, path: ConfigPath, key: string): void {
  if (cron === undefined) return;
  if (cron === null || typeof cron !== 'object' || Array.isArray(cron)) {
    report(ctx, 'warning', 'wrong-type', path, `${key} must be a mapping of day, day_of_week, hour and minute; AresMUSH's config check reports it and the job never runs.`);
    return;
  }
  for (const k of Object.keys(cron)) {
    if (!CRON_KEYS.includes(k)) report(ctx, 'warning', 'misspelled-key', [...path, k], `${key} has the key "${k}"; a cron knows only day, day_of_week, hour and minute.`);
  }
  if (!Object.hasOwn(cron, 'minute')) {
    report(ctx, 'warning', 'missing-key', [...path, 'minute'], `${key} has no minute, so AresMUSH would run it every minute of the hours given.`);
  }
}
