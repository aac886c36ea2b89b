/**
 * Redo in the campaign log (issue 39 item 5: "undone, redone"): an undone step is put back
 * exactly as it was, its dice never rolled again. Undo keeps in the step what redo needs (the
 * XP and luck entries it took out); the state must be what the undo left, or the redo is refused
 * with nothing written, like an undo. A new step abandons what could be redone, as on the GM screen.
 */
import type { Wound } from '../../../shared/domain/wound';
import { AppError } from '../../../shared/ipc/result';
import type { Repos } from '../db/repos';
import type { CampaignLogRow } from '../db/repos/campaign-log-repo';
import { readChange } from './log';
import { rawChange as raw, RedoSchema } from './redo-record';
import { crewStale, putCrews } from '../vehicles/crew-undo';

/** The step a redo would bring back: the oldest undone step after the last one in effect that can be redone. */
export function redoable(repos: Repos): CampaignLogRow | undefined {
  return repos.campaignLog.firstRedoable(repos.campaignLog.lastDone()?.id ?? 0);
}

const canonical = (w: Wound | undefined): string => {
  if (!w) return 'absent';
  const o = w as Record<string, unknown>;
  return JSON.stringify(Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => [k, o[k]]));
};

/** Puts the next undone step back, inside the caller's transaction. */
export function redoStep(repos: Repos): { id: number; label: string; characterIds: string[] } {
  const row = redoable(repos);
  if (!row) throw new AppError('calendar/nothing-to-redo', 'There is nothing in the campaign log to redo.');
  const change = readChange(row);
  const { redo: kept, ...rest } = raw(row);
  const redo = RedoSchema.parse(kept);
  const stale = (what: string) => new AppError('calendar/redo-stale', `"${row.label}" cannot be redone: ${what} has changed since it was undone.`);
  const before = new Map(change.wounds.before.map((w) => [w.id, w]));
  const after = new Map(change.wounds.after.map((w) => [w.id, w]));
  const ids = new Set([...before.keys(), ...after.keys()]);
  for (const id of ids) if (canonical(repos.wounds.get(id)) !== canonical(before.get(id))) throw stale('a wound it changed');
  for (const v of change.vehicles ?? []) {
    const now = repos.vehicles.get(v.id);
    if (!now || JSON.stringify(now.wounds) !== JSON.stringify(v.before)) throw stale(`the vehicle ${v.name}`);
  }
  const crewProblem = crewStale(repos, change.crews ?? [], 'before');
  if (crewProblem) throw new AppError('calendar/redo-stale', `"${row.label}" cannot be redone: ${crewProblem}.`);
  if (change.date && repos.campaign.get().info.inGameDate !== change.date.before) throw stale('the in-game date');
  const existing = new Set(repos.characters.list().map((c) => c.id));
  const characterIds = new Set<string>();
  for (const id of ids) {
    const was = before.get(id);
    const next = after.get(id);
    if (next && !existing.has(next.characterId)) throw stale(`a character it changed (deleted)`);
    if (was && next) repos.wounds.update(next);
    else if (next) repos.wounds.add(next);
    else if (was) repos.wounds.remove(id);
    characterIds.add((next ?? was)!.characterId);
  }
  for (const v of change.vehicles ?? []) repos.vehicles.setWounds(v.id, v.after);
  putCrews(repos, change.crews ?? [], 'after');
  if (change.date) repos.campaign.updateInfo({ inGameDate: change.date.after }, row.recordedAt);
  const xp = redo.xp.map((e) => repos.ledgers.recordXp(e).entry.id);
  const luck = redo.luck.map((e) => repos.ledgers.recordLuck(e).entry.id);
  for (const e of [...redo.xp, ...redo.luck]) characterIds.add(e.characterId);
  repos.campaignLog.setChange(row.id, JSON.stringify({ ...rest, ledgers: { xp, luck } }));
  repos.campaignLog.markDone(row.id);
  return { id: row.id, label: row.label, characterIds: [...characterIds] };
}
