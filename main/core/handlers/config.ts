import { randomUUID } from 'node:crypto';
import { exportSharedConfig, importSharedConfig } from '../../../shared/config/json-share';
import { exportGameConfig } from '../../../shared/config/export';
import type { GameConfig } from '../../../shared/config/model';
import type { ImportPlan, ImportProgress } from '../../../shared/config/plan';
import { summarizeDiff, type ConfigChange } from '../../../shared/config/diff';
import { diffGameConfig } from '../../../shared/config/diff';
import { gameConfigFromProduct } from '../../../shared/config/product';
import { AppError } from '../../../shared/ipc/result';
import { problem, sortProblems, type ConfigProblem } from '../../../shared/config/problems';
import type { Handlers } from '../../../shared/ipc/types';
import type { CampaignSession } from '../campaign/campaign-session';
import { fileNameFor, CAMPAIGN_EXTENSION } from '../campaign/campaign-paths';
import {
  campaignGameConfig, campaignProduct, checkProduct, lintCampaignConfig, storedGameConfig, summarizeCampaignConfig, writeGameConfig,
} from '../config/config-store';
import { mergeWith, planMerge } from '../config/merge-plan';
import { applyConfigItems, planConfigItems } from '../../../shared/config/merge-config';
import { lintGameConfig } from '../../../shared/config/lint';
import { planFromReadStepwise, readConfigZip, readSentFiles } from '../config/read-config-files';
import type { AppContext } from '../context';

type ConfigHandlers = Pick<
  Handlers,
  | 'config.summary' | 'config.lint' | 'config.planImport' | 'config.applyImport' | 'config.cancelImport'
  | 'config.exportAres' | 'config.exportJson' | 'config.importJson'
>;

/** A planned import waiting for the storyteller's confirmation. */
type PendingPlan = {
  next: GameConfig;
  /** The campaign's stored configuration when planned (null if it never imported): what "keep" keeps. */
  base: GameConfig | null;
  diff: ImportPlan['diff'];
  /** The session and its change counter when planned: any write since makes the diff stale. */
  session: CampaignSession;
  changes: number;
};

/** Plans kept at once; an older one is forgotten (the storyteller plans again). */
const MAX_PENDING_PLANS = 4;
/**
 * The time budget of planning one import. The size and work budgets already bound it (a within-budget
 * import plans in a few seconds on a slow machine); this is the last guard, and planning runs in
 * short steps between other calls, so a slow plan never holds them up.
 */
const PLAN_TIME_LIMIT_MS = 60_000;

/**
 * Problems sent to the window at most: a 2 MB file of 27,000 weapons has 200,000 warnings, which
 * no one reads and whose list froze the window. Errors come first (the list is sorted), then
 * warnings and notes; one last line says how many were left out.
 */
const MAX_LISTED_PROBLEMS = 1_000;

function listed(problems: readonly ConfigProblem[]): ConfigProblem[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return [...problems];
  const left = problems.slice(MAX_LISTED_PROBLEMS);
  const count = (severity: ConfigProblem['severity']) => left.filter((p) => p.severity === severity).length;
  const [errors, warnings, notes] = [count('error'), count('warning'), count('info')];
  const parts = [errors && `${errors} error${errors === 1 ? '' : 's'}`, warnings && `${warnings} warning${warnings === 1 ? '' : 's'}`, notes && `${notes} note${notes === 1 ? '' : 's'}`].filter(Boolean);
  const message = `${left.length} more problems are not listed (${parts.join(', ')}); the first ${MAX_LISTED_PROBLEMS} are. A real game configuration has far fewer: check that these are the right files.`;
  return [...problems.slice(0, MAX_LISTED_PROBLEMS), { ...problem('info', 'not-listed', [], message), file: problems[0]?.file ?? null }];
}

const changeView = (c: ConfigChange) => ({ kind: c.kind, name: c.name, fields: c.fields, changes: c.changes });
const problemView = (p: ConfigProblem) => ({ ...p, path: [...p.path] });

/** An import AresMUSH accepts but the campaign cannot store (see checkProduct) is refused at planning, located. */
function refuseUnstorable(plan: ImportPlan, problems: ConfigProblem[]): ImportPlan {
  if (problems.length === 0) return plan;
  return { ...plan, next: null, diff: { added: [], changed: [], removed: [] }, problems: sortProblems([...problems, ...plan.problems]) };
}

/**
 * Game configuration of the open campaign. An import is planned first (nothing written; the plan
 * stays here under its id), then applied in one transaction once the storyteller has seen the diff.
 */
export function configHandlers(ctx: AppContext): ConfigHandlers {
  const plans = new Map<string, PendingPlan>();
  /** Imports being planned, by plan id (the id their progress events carry): cancelling one stops it at its next step. */
  const planning = new Map<string, { cancelled: boolean }>();
  const session = () => ctx.campaigns.requireSession();

  const announce = (s: CampaignSession) => {
    const summary = summarizeCampaignConfig(s.repos);
    ctx.emit('config.changed', summary);
    ctx.emit('campaign.changed', ctx.campaigns.current());
    return summary;
  };

  return {
    'config.summary': () => summarizeCampaignConfig(session().repos),

    'config.lint': () => ({ problems: lintCampaignConfig(session().repos).map(problemView) }),

    'config.planImport': async (input) => {
      const s = session();
      const planId = randomUUID();
      const progress = (p: ImportProgress) => ctx.emit('config.progress', { planId, ...p });
      // The base and the change counter are taken first: a write while planning makes the plan stale.
      const current = storedGameConfig(s.repos) ? campaignGameConfig(s.repos) : null;
      const changes = s.repos.meta.totalChanges();
      const read = input.zip
        ? readConfigZip(input.zip.name, Buffer.from(input.zip.base64, 'base64'), progress)
        : readSentFiles(input.files ?? []);
      // One event-loop turn between steps: progress reaches the window and other calls are not held up.
      const state = { cancelled: false };
      const started = performance.now();
      const pause = async () => {
        await new Promise((r) => setImmediate(r));
        if (state.cancelled) throw new AppError('config/cancelled', 'The import was cancelled; nothing was changed.');
        if (performance.now() - started > PLAN_TIME_LIMIT_MS) {
          throw new AppError('config/too-slow', `Reading these files took more than ${PLAN_TIME_LIMIT_MS / 1000} seconds, so the import was stopped; nothing was changed. Import fewer or smaller files.`);
        }
      };
      planning.set(planId, state);
      let planned: ImportPlan;
      let checked: ReturnType<typeof checkProduct> | null;
      let plan: ImportPlan;
      let diff: ImportPlan['diff'];
      let merge: ReturnType<typeof planMerge> | null;
      try {
        planned = await planFromReadStepwise(current, read, { onProgress: progress, pause });
        // Each further step of a large import is a chunk of its own, with a turn of the event loop between.
        await pause();
        checked = planned.next ? checkProduct(s.repos, planned.next) : null;
        plan = checked ? refuseUnstorable(planned, checked.problems) : planned;
        await pause();
        // A campaign that never imported plays with its own setting and gear: the diff is against
        // them said in AresMUSH terms, so a Pistol the import changes shows as changed, field by field.
        diff = plan.next && !current ? diffGameConfig(gameConfigFromProduct(campaignProduct(s.repos)), plan.next) : plan.diff;
        await pause();
        merge = plan.next ? planMerge(s.repos, plan.next) : null;
      } finally {
        planning.delete(planId);
      }
      if (plan.next) {
        plans.set(planId, { next: plan.next, base: current, diff, session: s, changes });
        for (const old of [...plans.keys()].slice(0, Math.max(0, plans.size - MAX_PENDING_PLANS))) plans.delete(old);
      }
      return {
        planId: plan.next ? planId : null,
        summary: summarizeDiff(diff),
        counts: plan.counts,
        diff: { added: diff.added.map(changeView), changed: diff.changed.map(changeView), removed: diff.removed.map(changeView) },
        problems: listed(plan.problems).map(problemView),
        notes: plan.next && checked ? listed(checked.notes).map(problemView) : [],
        imported: plan.imported,
        skipped: plan.skipped,
        merge: merge && { ...merge, addedAbilities: merge.added, configItems: plan.next ? planConfigItems(current, plan.next) : [] },
      };
    },

    'config.applyImport': async ({ planId, items, configItems, abilities, takeRuleset }) => {
      const pending = plans.get(planId);
      if (!pending) throw new AppError('config/unknown-plan', `No import is waiting under plan "${planId}"; import the files again.`);
      const s = session();
      const stale = () => pending.session !== s || pending.changes !== s.repos.meta.totalChanges();
      if (stale()) {
        plans.delete(planId);
        throw new AppError('config/stale-plan', 'The campaign changed after this import was planned; import the files again to see an up-to-date summary.');
      }
      ctx.emit('config.progress', { planId, stage: 'store', done: 0, total: 2, file: null });
      // Worked out and checked before anything is written: a refusal names the item and writes nothing.
      const chosen = applyConfigItems(pending.base, pending.next, configItems);
      const next = chosen.config;
      const lintErrors = next === pending.next ? [] : lintGameConfig(next).filter((p) => p.severity === 'error').map((p) => p.message);
      const refusals = [...chosen.problems, ...lintErrors];
      if (refusals.length > 0) throw new AppError('config/invalid', `The merge cannot be applied: ${refusals.slice(0, 3).join(' ')}`);
      const merged = mergeWith(s.repos, next, { items, abilities, takeRuleset });
      if (!merged.ok) throw new AppError('config/invalid', `The merge cannot be applied: ${merged.problems.slice(0, 3).join(' ')}`);
      // A backup first, so the import can be undone from the UI (restore it).
      const backup = await s.backupNow('pre-import');
      if (stale()) {
        plans.delete(planId);
        throw new AppError('config/stale-plan', 'The campaign changed while the backup was taken; import the files again.');
      }
      ctx.emit('config.progress', { planId, stage: 'store', done: 1, total: 2, file: null });
      const { product, characters, changes } = merged.value;
      s.transact((repos) => {
        writeGameConfig(repos, next, product);
        for (const c of characters) repos.characters.update(c);
      });
      plans.delete(planId);
      ctx.emit('config.progress', { planId, stage: 'store', done: 2, total: 2, file: null });
      const summary = announce(s);
      return {
        summary, added: pending.diff.added.length, changed: pending.diff.changed.length, removed: pending.diff.removed.length, backup, characters: changes,
      };
    },

    'config.cancelImport': ({ planId }) => {
      const running = planning.get(planId);
      if (running) running.cancelled = true;
      return { cancelled: plans.delete(planId) || running !== undefined };
    },

    'config.exportAres': () => ({ files: exportGameConfig(campaignGameConfig(session().repos)) }),

    'config.exportJson': () => {
      const { repos } = session();
      const { setting, gear } = campaignProduct(repos);
      const aresmush = storedGameConfig(repos) ? campaignGameConfig(repos) : undefined;
      const base = fileNameFor(repos.campaign.get().info.name).slice(0, -CAMPAIGN_EXTENSION.length);
      return { fileName: `${base} gear and setting.json`, json: exportSharedConfig({ setting, gear, ...(aresmush ? { aresmush } : {}) }) };
    },

    'config.importJson': async ({ name, json }) => {
      const s = session();
      const read = importSharedConfig(name, json);
      if (!read.ok) return { applied: false, problems: read.problems.map(problemView), summary: summarizeCampaignConfig(s.repos) };
      const { value } = read;
      const current = campaignProduct(s.repos);
      // An AresMUSH configuration in the file brings its own setting and gear unless the file says them too.
      const checked = value.aresmush ? checkProduct(s.repos, value.aresmush) : { product: current, problems: [] };
      if (!checked.product) return { applied: false, problems: checked.problems.map(problemView), summary: summarizeCampaignConfig(s.repos) };
      const projected = checked.product;
      const product = { setting: value.setting ?? projected.setting, gear: value.gear ?? projected.gear };
      // Like an AresMUSH import: a backup first (restoring it undoes this), then one transaction.
      const changes = s.repos.meta.totalChanges();
      const backup = await s.backupNow('pre-import');
      if (changes !== s.repos.meta.totalChanges()) throw new AppError('config/stale-plan', 'The campaign changed while the backup was taken; import the file again.');
      s.transact((repos) => writeGameConfig(repos, value.aresmush ?? null, product));
      return { applied: true, problems: [], summary: announce(s), backup };
    },
  };
}

