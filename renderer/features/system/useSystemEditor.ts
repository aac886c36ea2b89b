import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SettingDraftSchema, type Setting } from '../../../shared/domain/setting';
import type { SystemState } from '../../../shared/ipc/system-contract';
import { AppError } from '../../../shared/ipc/result';
import { findEdition, lintSetting, type AbilityRename, type CharacterAbilities, type SettingFinding, type SystemChoice } from '../../../shared/systems';
import { useClient } from '../../api/client';

const KEY = ['system.get'];
const CHARS = ['system.characters'];
/** Typing pauses this long before a save: one undo step per burst, not per key. */
export const SAVE_DELAY_MS = 300;
const NO_CHARACTERS: CharacterAbilities[] = [];

export type Draft = { setting: Setting; choice: SystemChoice };
/** What the status line says: stored, waiting for the pause, on its way, or held back until a field is fixed. */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'held';

/** Schema issues the lint does not already name (a malformed value the lint has no words for). */
function schemaFindings(setting: Setting, known: readonly SettingFinding[]): SettingFinding[] {
  const parsed = SettingDraftSchema.safeParse(setting);
  if (parsed.success) return [];
  const seen = new Set(known.map((f) => f.path.join('.')));
  return parsed.error.issues
    .filter((i) => !seen.has(i.path.join('.')))
    .map((i) => ({ severity: 'error', code: 'invalid-value', message: `${i.path.join(' › ')}: ${i.message}`, path: i.path.filter((p) => typeof p !== 'symbol'), abilities: [], characters: [] }));
}

/** "attribute Body, Chargen limits" from the labels of a burst of edits. */
function summarize(labels: readonly string[]): string {
  const unique = [...new Set(labels)];
  if (unique.length === 0) return 'setting';
  return unique.length <= 2 ? unique.join(', ') : `${unique.slice(0, 2).join(', ')} and ${unique.length - 2} more`;
}

/**
 * The setting editor's draft: shown and linted at once on every keystroke, saved after a pause
 * (or at once for a rename that follows onto sheets), one save at a time so each names the
 * revision the previous one left. A draft that does not fit the contract (a blank number) is held
 * back until it does; the lint says why.
 */
export function useSystemEditor() {
  const client = useClient();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => client.call('system.get', {}) });
  const [draft, setDraft] = useState<Draft | null>(null);
  // The roster (every character's ratings, megabytes in a big campaign) is asked for once the
  // editor has its draft to show, so reading it never holds up the first paint; its findings follow.
  const characters = useQuery({ queryKey: CHARS, queryFn: () => client.call('system.characters', {}), enabled: draft !== null });
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const ref = useRef({ draft: null as Draft | null, revision: 0, dirty: false, saving: false, again: false, labels: [] as string[], renames: [] as AbilityRename[] });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: CHARS });
    const offs = [client.on('character.changed', refresh), client.on('campaign.changed', () => {
      ref.current.dirty = false;
      void queryClient.invalidateQueries({ queryKey: KEY });
      refresh();
    })];
    return () => offs.forEach((off) => off());
  }, [client, queryClient]);

  const adopt = useCallback((s: SystemState) => {
    ref.current.draft = { setting: s.setting, choice: s.choice };
    ref.current.revision = s.revision;
    setDraft(ref.current.draft);
  }, []);
  // What main stores replaces the draft unless the storyteller has edits of their own on the way.
  useEffect(() => {
    if (query.data && !ref.current.dirty && !ref.current.saving) adopt(query.data);
  }, [query.data, adopt]);

  // A rename (or its undo) changed sheets and gear: the lint's roster and the gear editors reload.
  const followed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: CHARS });
    void queryClient.invalidateQueries({ queryKey: ['gear.state'] });
  }, [queryClient]);

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const r = ref.current;
    if (r.saving) {
      r.again = true;
      return;
    }
    r.saving = true;
    try {
      do {
        r.again = false;
        if (!r.dirty || !r.draft) break;
        const parsed = SettingDraftSchema.safeParse(r.draft.setting);
        if (!parsed.success) {
          setStatus('held');
          return;
        }
        const label = summarize(r.labels);
        const renames = r.renames;
        r.labels = [];
        r.renames = [];
        r.dirty = false;
        setStatus('saving');
        try {
          const s = await client.call('system.save', { setting: parsed.data, choice: r.draft.choice, label, renames, expectedRevision: r.revision });
          r.revision = s.revision;
          queryClient.setQueryData(KEY, s);
          if (renames.length > 0) followed();
          setError(null);
        } catch (e) {
          r.dirty = true;
          r.labels = [label, ...r.labels];
          r.renames = [...renames, ...r.renames];
          setError(e instanceof AppError ? { code: e.code, message: e.message } : { code: 'error', message: String(e) });
          setStatus('pending');
          return;
        }
      } while (r.again);
      setStatus(r.dirty ? 'pending' : 'saved');
    } finally {
      r.saving = false;
    }
  }, [client, queryClient, followed]);

  /** Shows `change` at once and saves it after the pause; `label` names it in the undo menu. */
  const edit = useCallback((label: string, change: (d: Draft) => Draft, renames: readonly AbilityRename[] = []) => {
    const r = ref.current;
    if (!r.draft) return;
    r.draft = change(r.draft);
    r.dirty = true;
    r.labels.push(label);
    r.renames.push(...renames);
    setDraft(r.draft);
    setStatus('pending');
    if (timer.current) clearTimeout(timer.current);
    if (renames.length > 0) void flush();
    else timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
  }, [flush]);

  const travelNow = useCallback(async (direction: 'undo' | 'redo') => {
    await flush();
    try {
      const s = await client.call(direction === 'undo' ? 'system.undo' : 'system.redo', {});
      ref.current.dirty = false;
      queryClient.setQueryData(KEY, s);
      adopt(s);
      followed();
      setError(null);
      setStatus('saved');
    } catch (e) {
      setError(e instanceof AppError ? { code: e.code, message: e.message } : { code: 'error', message: String(e) });
    }
  }, [client, queryClient, flush, adopt, followed]);
  // Undo and redo run one after another: two quick Ctrl+Z are two undos, each answer adopted in the
  // order main made them (sent at once, the first answer could land last and show a state main had
  // already left: stop 50's e2e showed the first undo's name after the second undo).
  const travels = useRef<Promise<void>>(Promise.resolve());
  const travel = useCallback((direction: 'undo' | 'redo') => {
    const next = travels.current.then(() => travelNow(direction));
    travels.current = next;
    return next;
  }, [travelNow]);

  /** After a conflict: drop the local edits and show what is stored. */
  const reload = useCallback(async () => {
    Object.assign(ref.current, { dirty: false, labels: [], renames: [] });
    setError(null);
    setStatus('saved');
    adopt(await queryClient.fetchQuery({ queryKey: KEY, queryFn: () => client.call('system.get', {}), staleTime: 0 }));
  }, [client, queryClient, adopt]);

  // Leaving the screen mid-pause still saves the last keystrokes.
  useEffect(() => () => {
    if (timer.current) void flush();
  }, [flush]);

  const roster = characters.data ?? NO_CHARACTERS;
  const edition = draft ? findEdition(draft.choice.edition) : undefined;
  const problems = useMemo(() => {
    if (!draft) return [];
    const found = lintSetting(edition, draft.setting, roster);
    return [...found, ...schemaFindings(draft.setting, found)];
  }, [draft, edition, roster]);

  return {
    query, draft, edition, problems, characters: roster, status, error, history: query.data?.history ?? null,
    edit, undo: () => void travel('undo'), redo: () => void travel('redo'), reload, dismissError: () => setError(null),
  };
}
export type SystemEditor = ReturnType<typeof useSystemEditor>;
