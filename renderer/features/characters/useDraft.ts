import { useCallback, useEffect, useRef, useState } from 'react';
import { CharacterSchema, type Character } from '../../../shared/domain/character';
import { useClient } from '../../api/client';
import { errorText } from './api';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'invalid' | 'error';

/** The sheet's own fields: what `character.update` saves (XP and luck move through the ledgers). */
const editable = (c: Character): string => JSON.stringify({ ...c, xp: 0, luckPoints: 0, lastSkillRaiseDate: null });

const SAVE_DELAY_MS = 700;

/**
 * How many earlier saves are remembered to recognise a late echo of one of them. The sheet keeps
 * its own list: nothing shared fits. `useSingleSubmit` drops a repeated click or held Enter before
 * it commits, not an answer that arrives late; the gear editors tell a late echo by the revision
 * main numbers each editor state with (useGear.ts), and a character carries no such number, so the
 * copies this sheet sent are the only way to know one of its own saves coming back.
 */
const ECHOES_KEPT = 16;

/**
 * The character being edited. Edits show at once and are saved through `character.update` after a
 * short pause, on blur (`flush`) and when the sheet closes. A server copy replaces the draft only
 * when it differs from what was sent (another window, an XP raise), so a save never rewrites the
 * field being typed in. A copy equal to an earlier save of this sheet is a late echo (answers can
 * overtake each other on a busy machine): it must not take back what was typed since.
 */
export function useDraft(server: Character | undefined) {
  const client = useClient();
  const [draft, setDraft] = useState<Character | null>(server ?? null);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [message, setMessage] = useState<string | null>(null);
  const latest = useRef<Character | null>(server ?? null);
  const dirty = useRef(false);
  const sent = useRef<string | null>(server ? editable(server) : null);
  const earlier = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!server) return;
    const current = latest.current;
    if (dirty.current && current) {
      // Keep the edits; take only what the ledgers own.
      const merged = { ...current, xp: server.xp, luckPoints: server.luckPoints, lastSkillRaiseDate: server.lastSkillRaiseDate };
      latest.current = merged;
      setDraft(merged);
      return;
    }
    const copy = editable(server);
    if (current && (sent.current === copy || earlier.current.includes(copy))) {
      const merged = { ...current, xp: server.xp, luckPoints: server.luckPoints, lastSkillRaiseDate: server.lastSkillRaiseDate };
      latest.current = merged;
      setDraft(merged);
      return;
    }
    latest.current = server;
    sent.current = copy;
    earlier.current = [];
    setDraft(server);
  }, [server]);

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const c = latest.current;
    if (!c || !dirty.current) return true;
    const parsed = CharacterSchema.safeParse(c);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setStatus('invalid');
      setMessage(`Not saved yet: ${issue ? `${issue.path.join(' ')} — ${issue.message}` : 'the sheet is incomplete'}.`);
      return false;
    }
    dirty.current = false;
    if (sent.current !== null) earlier.current = [...earlier.current, sent.current].slice(-ECHOES_KEPT);
    sent.current = editable(parsed.data);
    setStatus('saving');
    try {
      await client.call('character.update', { character: parsed.data });
      if (!dirty.current) {
        setStatus('saved');
        setMessage(null);
      }
      return true;
    } catch (error) {
      dirty.current = true;
      setStatus('error');
      setMessage(`Not saved: ${errorText(error)}`);
      return false;
    }
  }, [client]);

  const edit = useCallback(
    (change: (c: Character) => Character) => {
      const c = latest.current;
      if (!c) return;
      const next = change(c);
      latest.current = next;
      dirty.current = true;
      setDraft(next);
      setStatus('unsaved');
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the sheet (another route, closing the window) saves what is pending.
  useEffect(() => {
    const onHide = (): void => void flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void flush();
    };
  }, [flush]);

  return { draft, edit, flush, status, message };
}
