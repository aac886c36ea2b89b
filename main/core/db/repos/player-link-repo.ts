/**
 * Issue 42: personal player links and their bound characters (migration 0012). A link is found
 * by the SHA-256 of its token, so no lookup's timing tells how much of a guessed token was right.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_PLAYER_PLAY, type PlayerPlay } from '../../../../shared/player/links';
import type { Db } from '../db';

export type StoredLink = { id: string; label: string; token: string; canClaim: boolean; createdAt: string; characterIds: string[] };

type LinkRow = { id: string; label: string; token: string; can_claim: 0 | 1; created_at: string };

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function createPlayerLinkRepo(db: Db) {
  const all = db.prepare<[], LinkRow>('SELECT id, label, token, can_claim, created_at FROM player_links ORDER BY created_at, id');
  const byHash = db.prepare<[string], LinkRow>('SELECT id, label, token, can_claim, created_at FROM player_links WHERE token_hash = ?');
  const byId = db.prepare<[string], LinkRow>('SELECT id, label, token, can_claim, created_at FROM player_links WHERE id = ?');
  const bound = db.prepare<[string], { character_id: string }>('SELECT character_id FROM player_link_characters WHERE link_id = ? ORDER BY character_id');
  const boundTo = db.prepare<[string], { link_id: string }>('SELECT link_id FROM player_link_characters WHERE character_id = ?');
  const insert = db.prepare('INSERT INTO player_links (id, label, token, token_hash, can_claim, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const remove = db.prepare('DELETE FROM player_links WHERE id = ?');
  const clearBinding = db.prepare('DELETE FROM player_link_characters WHERE link_id = ?');
  const bind = db.prepare('INSERT OR IGNORE INTO player_link_characters (link_id, character_id) VALUES (?, ?)');
  const setClaim = db.prepare('UPDATE player_links SET can_claim = ? WHERE id = ?');
  const selectPlay = db.prepare<[], { apply_at_once: 0 | 1; show_waiting: 0 | 1 }>('SELECT apply_at_once, show_waiting FROM player_play WHERE id = 1');
  const upsertPlay = db.prepare(`INSERT INTO player_play (id, apply_at_once, show_waiting) VALUES (1, ?, ?)
    ON CONFLICT (id) DO UPDATE SET apply_at_once = excluded.apply_at_once, show_waiting = excluded.show_waiting`);
  const toLink = (row: LinkRow): StoredLink => ({
    id: row.id, label: row.label, token: row.token, canClaim: row.can_claim === 1, createdAt: row.created_at,
    characterIds: bound.all(row.id).map((r) => r.character_id),
  });
  return {
    list: (): StoredLink[] => all.all().map(toLink),
    get: (id: string): StoredLink | null => {
      const row = byId.get(id);
      return row ? toLink(row) : null;
    },
    byToken: (token: string): StoredLink | null => {
      const row = byHash.get(tokenHash(token));
      return row ? toLink(row) : null;
    },
    /** The links a character is bound to (one, in practice: binding moves it). */
    linksOf: (characterId: string): string[] => boundTo.all(characterId).map((r) => r.link_id),
    add(link: Omit<StoredLink, 'characterIds'>, characterIds: readonly string[]): void {
      insert.run(link.id, link.label, link.token, tokenHash(link.token), link.canClaim ? 1 : 0, link.createdAt);
      for (const c of characterIds) bind.run(link.id, c);
    },
    remove: (id: string): boolean => remove.run(id).changes > 0,
    /** The link's characters become exactly these. */
    setCharacters(id: string, characterIds: readonly string[]): void {
      clearBinding.run(id);
      for (const c of characterIds) bind.run(id, c);
    },
    setCanClaim: (id: string, canClaim: boolean): void => void setClaim.run(canClaim ? 1 : 0, id),
    play(): PlayerPlay {
      const row = selectPlay.get();
      return row ? { applyAtOnce: row.apply_at_once === 1, showWaiting: row.show_waiting === 1 } : DEFAULT_PLAYER_PLAY;
    },
    setPlay: (play: PlayerPlay): void => void upsertPlay.run(play.applyAtOnce ? 1 : 0, play.showWaiting ? 1 : 0),
  };
}
export type PlayerLinkRepo = ReturnType<typeof createPlayerLinkRepo>;
