import { randomUUID } from 'node:crypto';
import { lintCampaignConfig } from '../config/config-store';
import type { GearCatalog } from '../../../shared/domain/gear';
import {
  blockingReferences, deleteItem, describeReference, duplicateItem, findReferences, GEAR_LIST_LABELS, GEAR_LISTS,
  putItem, removeChartLocation, renameChartLocation, type GearItemOf, type GearListName,
} from '../../../shared/editors/catalog-ops';
import { ChartEditError } from '../../../shared/editors/chart-ops';
import type { GearState } from '../../../shared/ipc/gear-contract';
import { AppError } from '../../../shared/ipc/result';
import type { Handlers } from '../../../shared/ipc/types';
import type { CampaignSession } from '../campaign/campaign-session';
import type { AppContext } from '../context';
import { campaignSystem } from '../system/campaign-system';
import { createGearHistoryRepo, type GearHistoryRepo } from '../db/repos/gear-history-repo';

type GearHandlers = Pick<
  Handlers,
  'gear.state' | 'gear.save' | 'gear.references' | 'gear.delete' | 'gear.duplicate' | 'gear.chartLocation' | 'gear.addBuiltin' | 'gear.undo' | 'gear.redo'
>;

/** One undo stack per open campaign file (its statements prepared on that connection). */
const histories = new WeakMap<CampaignSession, GearHistoryRepo>();
function historyOf(session: CampaignSession): GearHistoryRepo {
  let h = histories.get(session);
  if (!h) histories.set(session, (h = createGearHistoryRepo(session.db)));
  return h;
}

/** Edit errors of the pure editors become contract errors with the same sentence. */
function editing<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ChartEditError) throw new AppError('gear/invalid-edit', error.message);
    throw error;
  }
}

const sameCatalog = (a: GearCatalog, b: GearCatalog) => JSON.stringify(a) === JSON.stringify(b);
const label = (list: GearListName, name: string) => `${GEAR_LIST_LABELS[list]} "${name}"`;

/**
 * The gear and hit-chart editors over the open campaign. Each edit runs in one transaction:
 * compute the new catalog with the pure editors, store it (the repo re-validates every
 * cross-reference), record before/after on the undo stack; then answer and push the new state.
 */
export function gearHandlers(ctx: AppContext): GearHandlers {
  const session = () => ctx.campaigns.requireSession();

  const run = randomUUID();
  let built = 0;
  const stateOf = (s: CampaignSession, note: string | null): GearState => {
    const catalog = s.repos.gear.getCatalog();
    const setting = s.repos.campaign.get().setting;
    return {
      catalog,
      // The same findings as the Game config screen (config.lint): one linter for both.
      problems: lintCampaignConfig(s.repos).map((p) => ({ ...p, path: [...p.path] })),
      history: historyOf(s).state(),
      abilities: [...setting.attributes, ...setting.actionSkills].map((a) => a.name),
      note,
      revision: { main: run, n: ++built },
    };
  };

  /** Applies `change` as one recorded edit; a change that alters nothing is not recorded. */
  const edit = (what: string, change: (catalog: GearCatalog) => { catalog: GearCatalog; note?: string }): GearState => {
    const s = session();
    let changed = false;
    const state = s.transact((repos) =>
      editing(() => {
        const before = repos.gear.getCatalog();
        const result = change(before);
        if (sameCatalog(before, result.catalog)) return stateOf(s, 'Nothing changed.');
        const after = repos.gear.replaceCatalog(result.catalog);
        historyOf(s).record(what, before, after);
        changed = true;
        return stateOf(s, result.note ?? `Saved ${what}.`);
      }),
    );
    if (changed) ctx.emit('gear.changed', state);
    return state;
  };

  const travel = (direction: 'undo' | 'redo'): GearState => {
    const s = session();
    const state = s.transact((repos) => {
      const h = historyOf(s);
      const entry = direction === 'undo' ? h.nextUndo() : h.nextRedo();
      if (!entry) throw new AppError(`gear/nothing-to-${direction}`, `There is nothing to ${direction}.`);
      const expected = direction === 'undo' ? entry.after : entry.before;
      if (!sameCatalog(repos.gear.getCatalog(), expected)) {
        // The catalog was replaced outside the editors (an import, a restore): the stack no longer applies.
        h.clear();
        throw new AppError('gear/history-stale', 'The gear was changed outside the editors since; the undo history was cleared.');
      }
      repos.gear.replaceCatalog(direction === 'undo' ? entry.before : entry.after);
      h.markUndone(entry.id, direction === 'undo');
      return stateOf(s, `${direction === 'undo' ? 'Undid' : 'Redid'}: ${entry.label}.`);
    });
    ctx.emit('gear.changed', state);
    return state;
  };

  return {
    'gear.state': () => stateOf(session(), null),
    'gear.save': ({ list, item, previousName }) => {
      const renamed = previousName !== null && previousName !== item.name;
      return edit(renamed ? `rename of ${label(list, previousName)} to "${item.name}"` : label(list, item.name), (catalog) => {
        const result = putItem(catalog, list, item as GearItemOf<typeof list>, previousName);
        const followed = result.followed.map(describeReference);
        return { catalog: result.catalog, note: renamed && followed.length > 0 ? `Renamed; these follow: ${followed.join(', ')}.` : undefined };
      });
    },
    'gear.references': ({ list, name }) => {
      const references = findReferences(session().repos.gear.getCatalog(), list, name);
      return { references, blocking: blockingReferences(references).length > 0 };
    },
    'gear.delete': ({ list, name, confirm }) => {
      const refs = findReferences(session().repos.gear.getCatalog(), list, name);
      if (refs.length > 0 && !confirm && blockingReferences(refs).length === 0) {
        throw new AppError('gear/in-use', `${label(list, name)} is used by ${refs.map(describeReference).join(', ')}. Confirm to delete it and clear those references.`);
      }
      return edit(`deletion of ${label(list, name)}`, (catalog) => {
        const result = deleteItem(catalog, list, name);
        const cleared = result.cleared.map(describeReference);
        return { catalog: result.catalog, note: `Deleted ${label(list, name)}${cleared.length > 0 ? `; cleared from ${cleared.join(', ')}` : ''}.` };
      });
    },
    'gear.duplicate': ({ list, name }) => {
      let copy = '';
      const state = edit(`copy of ${label(list, name)}`, (catalog) => {
        const result = duplicateItem(catalog, list, name);
        copy = result.name;
        return { catalog: result.catalog, note: `Made ${label(list, result.name)}.` };
      });
      return { ...state, name: copy };
    },
    'gear.chartLocation': (input) =>
      input.op === 'rename'
        ? edit(`rename of location "${input.location}" on chart "${input.chart}"`, (catalog) => {
            const result = renameChartLocation(catalog, input.chart, input.location, input.to);
            const followed = result.followed.map((f) => `${f.list === 'armor' ? 'armor' : 'vehicle'} "${f.name}"`);
            return { catalog: result.catalog, note: `Renamed "${input.location}" to "${input.to}"${followed.length > 0 ? `; these follow: ${followed.join(', ')}` : ''}.` };
          })
        : edit(`removal of location "${input.location}" from chart "${input.chart}"`, (catalog) => ({
            catalog: removeChartLocation(catalog, input.chart, input.location),
            note: `Removed "${input.location}"; entries that named it are now misses (hits on the default row).`,
          })),
    'gear.addBuiltin': () =>
      edit("the edition's built-in gear", (catalog) => {
        const system = campaignSystem(ctx.campaigns.requireSession().repos);
        const builtin = system.edition.builtinGear();
        const next = { ...catalog };
        let added = 0;
        for (const list of GEAR_LISTS) {
          const have = new Set(catalog[list].map((i) => i.name));
          const missing = (builtin[list] as GearCatalog[typeof list]).filter((i) => !have.has(i.name));
          added += missing.length;
          (next as Record<GearListName, unknown[]>)[list] = [...catalog[list], ...missing];
        }
        return { catalog: next, note: `Added ${added} item${added === 1 ? '' : 's'} of ${system.edition.name}'s built-in gear.` };
      }),
    'gear.undo': () => travel('undo'),
    'gear.redo': () => travel('redo'),
  };
}
