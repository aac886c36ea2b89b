/**
 * Issue 20: the combat view and log in the query cache are kept by applying each step's update
 * (its answer, or the push every window gets) instead of refetching them. Both carry the same
 * update, so the second to arrive finds its version already there and is ignored; a window that
 * missed a step (a version gap) refetches the view and the log whole.
 *
 * Optimistic changes (a drop, a stance) are shown in the cache but never patched: the update
 * applies to the last view main confirmed, so a refused or partly different step cannot leave an
 * optimistic guess on screen.
 */
import { defaultScheduler, notifyManager, type QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { applyViewPatch } from '../../../shared/core/combat/view-patch';
import type { CombatView } from '../../../shared/core/combat/view';
import type { CombatUpdate } from '../../../shared/ipc/combat-contract';
import { applyLogUpdate, type CombatLogData } from './log-pages';
import { keepUnchanged } from './keep-unchanged';
import { tellLastStep } from './last-step-store';
import { forgetPrepared } from './prepared-store';
import type { Client } from '../../api/client';

export const combatKeys = {
  list: ['combat.list'] as const,
  view: (id: string) => ['combat.get', id] as const,
  log: (id: string) => ['combat.log', id] as const,
  gear: ['combat.gear'] as const,
  characters: ['character.list'] as const,
};

export type { CombatLogData } from './log-pages';

type Confirmed = { view: CombatView; version: number };

/** The last view main sent for each combat and its version, per query client (the cache may hold an optimistic one). */
const confirmedViews = new WeakMap<QueryClient, Map<string, Confirmed>>();

/** The newest update version each combat's list entry was refetched for, per query client. */
const listedVersions = new WeakMap<QueryClient, Map<string, number>>();

/** The list shows each combat's status and turn: refetched when a step may have changed them. */
function listChanged(queryClient: QueryClient, update: CombatUpdate): void {
  if ((update.patch.fields.phase !== undefined || update.patch.fields.turn !== undefined) && firstSight(queryClient, update)) void queryClient.invalidateQueries({ queryKey: combatKeys.list });
}

/** Whether this update is newer than any the combat list was refetched for (and notes it). */
function firstSight(queryClient: QueryClient, update: CombatUpdate): boolean {
  let seen = listedVersions.get(queryClient);
  if (!seen) listedVersions.set(queryClient, (seen = new Map()));
  if ((seen.get(update.combatId) ?? -1) >= update.version) return false;
  seen.set(update.combatId, update.version);
  return true;
}

function confirmed(queryClient: QueryClient): Map<string, Confirmed> {
  let map = confirmedViews.get(queryClient);
  if (!map) confirmedViews.set(queryClient, (map = new Map()));
  return map;
}

/** The query function of a combat view: fetched with its version, which later updates start from. */
export async function fetchCombatView(client: Client, queryClient: QueryClient, combatId: string): Promise<CombatView> {
  const answer = await client.call('combat.current', { combatId });
  const { version } = answer;
  const held = confirmed(queryClient).get(combatId);
  // A push that arrived while this fetch was on its way is newer: keep it.
  if (held && held.version > version) return held.view;
  // What the screen shows keeps its objects where nothing changed (keep-unchanged.ts).
  const view = keepUnchanged(queryClient.getQueryData<CombatView>(combatKeys.view(combatId)), answer.view);
  confirmed(queryClient).set(combatId, { view, version });
  return view;
}

/** Issue 37: the version of the last view main confirmed (steps carry it); undefined when unknown. */
export function confirmedVersion(queryClient: QueryClient, combatId: string): number | undefined {
  return confirmed(queryClient).get(combatId)?.version;
}

/** Issue 38: the last view main confirmed (a step acked by version returns it); undefined when unknown. */
export function confirmedView(queryClient: QueryClient, combatId: string): CombatView | undefined {
  return confirmed(queryClient).get(combatId)?.view;
}

/**
 * Issue 37 item 1: another campaign is open. Its fights are other fights: every cached combat
 * view, log and odds of the old campaign goes (a screen still showing one would send steps main
 * no longer knows), and the list is fetched again for the new campaign.
 */
export function forgetCombats(queryClient: QueryClient): void {
  confirmed(queryClient).clear();
  forgetPrepared(queryClient);
  listedVersions.delete(queryClient);
  queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('combat.') && q.queryKey[0] !== combatKeys.list[0] && q.queryKey[0] !== combatKeys.gear[0] });
  // Reset, not only invalidated: until the new campaign's list answers, the old one's running
  // fight must not be what the sidebar's Combat leads to.
  void queryClient.resetQueries({ queryKey: combatKeys.list });
  void queryClient.invalidateQueries({ queryKey: combatKeys.gear });
}

/**
 * A whole view answered by a method without a version (create, adopt the system, add NPCs): shown
 * at once; the version is unknown, so the next update that does not follow refetches.
 */
export function setServerView(queryClient: QueryClient, view: CombatView): void {
  confirmed(queryClient).delete(view.combatId);
  queryClient.setQueryData(combatKeys.view(view.combatId), view);
}

/**
 * Applies a step's update to the cached view and log. Returns the new view, or null when the
 * window does not hold the version it applies to (nothing cached, or a gap: then both are refetched).
 */
export function applyCombatUpdate(queryClient: QueryClient, update: CombatUpdate, shown = false): CombatView | null {
  // Issue 38: the log, the view and the list tell their screens in one batch: the step renders in
  // one commit, not the log in one and the view in the next. That commit is made now, as the
  // update arrives, not a timer task later (the cache's usual way to tell): the step's DOM is in
  // place before the next frame more often, and a busy page's other tasks cannot come between.
  let view: CombatView | null = null;
  flushSync(() => {
    notifyManager.setScheduler((tell) => tell());
    try {
      view = notifyManager.batch(() => {
        // The screen-reader line of the step, in the same commit as the step (last-step-store.ts).
        tellLastStep(update);
        return applyInBatch(queryClient, update, shown);
      });
    } finally {
      notifyManager.setScheduler(defaultScheduler);
    }
  });
  return view;
}

/**
 * Issue 38: shows a prepared step's update (prepared-steps.ts) as if main had confirmed it, at once.
 * Returns how to go back to what the screen held before, or null when the update does not apply
 * to the view held (then the step is taken the usual way).
 */
export function showPrepared(queryClient: QueryClient, update: CombatUpdate): (() => void) | null {
  const { combatId } = update;
  const before = confirmed(queryClient).get(combatId);
  if (!before || before.version !== update.base) return null;
  const shown = queryClient.getQueryData<CombatView>(combatKeys.view(combatId));
  const log = queryClient.getQueryData<CombatLogData>(combatKeys.log(combatId));
  if (applyCombatUpdate(queryClient, update, true) === null) return null;
  return () => {
    // Only while nothing later was applied on top of it (a refetch or a push puts it right anyway).
    if (confirmed(queryClient).get(combatId)?.version !== update.version) return;
    confirmed(queryClient).set(combatId, before);
    flushSync(() => {
      queryClient.setQueryData(combatKeys.view(combatId), shown ?? before.view);
      if (log) queryClient.setQueryData(combatKeys.log(combatId), log);
    });
  };
}

function applyInBatch(queryClient: QueryClient, update: CombatUpdate, shown: boolean): CombatView | null {
  const { combatId } = update;
  const views = confirmed(queryClient);
  if (update.reset) {
    views.delete(combatId);
    void queryClient.invalidateQueries({ queryKey: combatKeys.view(combatId) });
    void queryClient.invalidateQueries({ queryKey: combatKeys.log(combatId) });
    void queryClient.invalidateQueries({ queryKey: combatKeys.list });
    return null;
  }
  applyLog(queryClient, update);
  // The list shows each combat's status and turn: refetched only when they may have changed, and
  // once per update (issue 38: the window's listener and a step's own both apply it, and the second
  // invalidation cancelled the first list request to send it again).
  // Issue 38: not for a prepared step shown before main committed it (the list would be main's
  // state before the step): the push of the committed step, which follows, asks for it.
  if (!shown) listChanged(queryClient, update);
  const held = views.get(combatId);
  if (held && held.version >= update.version) return held.view;
  if (!held || held.version !== update.base) {
    views.delete(combatId);
    if (queryClient.getQueryData(combatKeys.view(combatId)) !== undefined) void queryClient.invalidateQueries({ queryKey: combatKeys.view(combatId) });
    return null;
  }
  const next = applyViewPatch(held.view, update.patch);
  views.set(combatId, { view: next, version: update.version });
  queryClient.setQueryData(combatKeys.view(combatId), next);
  return next;
}

function applyLog(queryClient: QueryClient, update: CombatUpdate): void {
  const key = combatKeys.log(update.combatId);
  const log = queryClient.getQueryData<CombatLogData>(key);
  if (!log || log.version >= update.version) return;
  const next = applyLogUpdate(log, update);
  if (next === null) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<CombatLogData>(key, next);
}
