import type { SystemState } from '../../../shared/ipc/system-contract';
import { AppError } from '../../../shared/ipc/result';
import type { Handlers } from '../../../shared/ipc/types';
import {
  findEdition, lintSetting, renameInCatalog, renameInSetting, renameOnCharacter, reverseRename, type AbilityRename,
} from '../../../shared/systems';
import type { CampaignSession } from '../campaign/campaign-session';
import type { AppContext } from '../context';
import type { Repos } from '../db/repos';
import { playConfig } from '../system/play-config';
import { createSettingHistoryRepo, type SettingHistoryRepo, type SystemSnapshot } from '../db/repos/setting-history-repo';

type SystemHandlers = Pick<Handlers, 'system.get' | 'system.save' | 'system.undo' | 'system.redo' | 'system.characters'>;

/** One undo stack per open campaign file (its statements prepared on that connection). */
const histories = new WeakMap<CampaignSession, SettingHistoryRepo>();
function historyOf(session: CampaignSession): SettingHistoryRepo {
  let h = histories.get(session);
  if (!h) histories.set(session, (h = createSettingHistoryRepo(session.db)));
  return h;
}

/**
 * The system state as the contract carries it. `withCharacters`: main's lint also checks the
 * campaign's characters (an edit's answer). `system.get` leaves them out: every screen reads it,
 * and with thousands of characters reading and linting them all would delay every first paint;
 * the setting editor lints its own copy of the roster (`system.characters`) as the storyteller types.
 */
export function systemState(repos: Repos, history: SettingHistoryRepo, withCharacters = true): SystemState {
  const { setting, system, revision } = repos.campaign.get();
  const problems = lintSetting(findEdition(system.edition), setting, withCharacters ? repos.characters.listRatings() : []);
  const { config, partial } = playConfig(repos, system.edition);
  return { choice: system, setting, revision, problems, history: history.state(), config, ...(partial ? { configPartial: true } : {}) };
}

const sameSnapshot = (a: SystemSnapshot, b: SystemSnapshot) => JSON.stringify(a) === JSON.stringify(b);

/** Renames an ability on every sheet and gear item that names it; returns the ids of the sheets changed. */
function follow(repos: Repos, renames: readonly AbilityRename[]): string[] {
  const ids = new Set<string>();
  for (const r of renames) {
    for (const c of repos.characters.listRatings()) {
      const list = r.kind === 'attribute' ? c.attributes : c.actionSkills;
      // The ratings list says who may name it; only those sheets are loaded (a background skill's ruling attribute too).
      if (r.kind === 'action-skill' && !list.some((a) => a.name.trim().toLowerCase() === r.from.trim().toLowerCase())) continue;
      const sheet = repos.characters.get(c.id);
      const renamed = sheet && renameOnCharacter(sheet, r);
      if (!renamed) continue;
      repos.characters.update(renamed);
      ids.add(c.id);
    }
    const gear = renameInCatalog(repos.gear.getCatalog(), r);
    if (gear.followed.length > 0) repos.gear.replaceCatalog(gear.catalog);
  }
  return [...ids];
}

/**
 * The setting editor over the open campaign. A save stores the draft as sent (a draft with
 * errors too: the problems say what is wrong), follows renames onto sheets and gear, and records
 * one undo step, all in one transaction; then the new state is answered and pushed.
 */
export function systemHandlers(ctx: AppContext): SystemHandlers {
  const session = () => ctx.campaigns.requireSession();
  const now = () => ctx.now().toISOString();

  /** Sheets a rename changed, announced once the transaction has committed. */
  let changedSheets: string[] = [];
  const write = (repos: Repos, target: SystemSnapshot, renames: readonly AbilityRename[]) => {
    repos.campaign.replaceSystem(target.setting, target.choice, now());
    changedSheets = follow(repos, renames);
  };
  const announce = (state: SystemState) => {
    ctx.emit('system.changed', state);
    if (changedSheets.length > 0) ctx.emit('character.changed', { ids: changedSheets });
    changedSheets = [];
  };

  const travel = (direction: 'undo' | 'redo'): SystemState => {
    const s = session();
    changedSheets = [];
    const state = s.transact((repos) => {
      const h = historyOf(s);
      const entry = direction === 'undo' ? h.nextUndo() : h.nextRedo();
      if (!entry) throw new AppError(`system/nothing-to-${direction}`, `There is nothing to ${direction}.`);
      const current = repos.campaign.get();
      const expected = direction === 'undo' ? entry.after : entry.before;
      if (!sameSnapshot({ setting: current.setting, choice: current.system }, expected)) {
        // The setting was replaced outside the editor (an import): the stack no longer applies.
        h.clear();
        throw new AppError('system/history-stale', 'The setting was changed outside the editor since; the undo history was cleared.');
      }
      const renames = direction === 'undo' ? [...entry.renames].reverse().map(reverseRename) : entry.renames;
      write(repos, direction === 'undo' ? entry.before : entry.after, renames);
      h.markUndone(entry.id, direction === 'undo');
      return systemState(repos, h);
    });
    announce(state);
    return state;
  };

  return {
    'system.get': () => {
      const s = session();
      return systemState(s.repos, historyOf(s), false);
    },
    'system.characters': () => session().repos.characters.listRatings(),
    'system.save': ({ setting, choice, label, renames, expectedRevision }) => {
      const s = session();
      let changed = false;
      changedSheets = [];
      const state = s.transact((repos) => {
        const h = historyOf(s);
        const current = repos.campaign.get();
        if (current.revision !== expectedRevision) {
          throw new AppError(
            'system/conflict',
            `The game system was changed elsewhere since this editor loaded it (revision ${current.revision}, the editor had ${expectedRevision}). Load the stored version, then make your change again.`,
          );
        }
        const before: SystemSnapshot = { setting: current.setting, choice: current.system };
        const after: SystemSnapshot = { setting: renames.reduce(renameInSetting, setting), choice };
        const real = renames.filter((r) => r.from !== r.to);
        if (sameSnapshot(before, after) && real.length === 0) return systemState(repos, h);
        write(repos, after, real);
        const stored = repos.campaign.get();
        h.record(label, before, { setting: stored.setting, choice: stored.system }, real);
        changed = true;
        return systemState(repos, h);
      });
      if (changed) announce(state);
      return state;
    },
    'system.undo': () => travel('undo'),
    'system.redo': () => travel('redo'),
  };
}
