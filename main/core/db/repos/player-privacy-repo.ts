/**
 * The campaign's player-view privacy settings (migration 0011). A missing row reads as the
 * defaults; a row that is broken JSON or fails the schema (a hand-edited file, a newer app's
 * value) also reads as the defaults, with the problem named for the caller to report: a broken
 * setting must never stop a fight, and the defaults are the ones that leak nothing.
 */
import { DEFAULT_PLAYER_PRIVACY, PlayerPrivacySchema, type PlayerPrivacy } from '../../../../shared/player/privacy';
import type { Db } from '../db';

export type StoredPlayerPrivacy = {
  privacy: PlayerPrivacy;
  /** False when nothing is stored (the defaults apply). */
  stored: boolean;
  /** Why the stored value was not used (null: it was, or nothing is stored). */
  problem: string | null;
};

type Row = { body_json: string };

function parsed(json: string): { privacy: PlayerPrivacy; problem: string | null } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    return { privacy: DEFAULT_PLAYER_PRIVACY, problem: `The stored player privacy settings are broken JSON (${error instanceof Error ? error.message : String(error)}); the defaults apply.` };
  }
  const result = PlayerPrivacySchema.safeParse(raw);
  if (result.success) return { privacy: result.data, problem: null };
  const issues = result.error.issues.map((i) => `${i.path.map(String).join('.') || 'settings'}: ${i.message}`).join('; ');
  return { privacy: DEFAULT_PLAYER_PRIVACY, problem: `The stored player privacy settings are invalid (${issues}); the defaults apply.` };
}

export function createPlayerPrivacyRepo(db: Db) {
  const select = db.prepare<[], Row>('SELECT body_json FROM player_privacy WHERE id = 1');
  const upsert = db.prepare<{ body_json: string; updated_at: string }>(`
    INSERT INTO player_privacy (id, body_json, updated_at) VALUES (1, @body_json, @updated_at)
    ON CONFLICT (id) DO UPDATE SET body_json = excluded.body_json, updated_at = excluded.updated_at`);
  const remove = db.prepare('DELETE FROM player_privacy');
  /** The settings in effect, whether they were stored, and any problem with what was stored. */
  const read = (): StoredPlayerPrivacy => {
    const row = select.get();
    if (!row) return { privacy: DEFAULT_PLAYER_PRIVACY, stored: false, problem: null };
    return { ...parsed(row.body_json), stored: true };
  };
  return {
    read,
    /** The settings in effect; a stored value that could not be used is told to `report` (its problem). */
    inEffect(report: (problem: string) => void): PlayerPrivacy {
      const { privacy, problem } = read();
      if (problem) report(problem);
      return privacy;
    },
    /** Stores the settings (validated: a caller's bad value throws before anything is written). */
    write(privacy: PlayerPrivacy, at: string): PlayerPrivacy {
      const checked = PlayerPrivacySchema.parse(privacy);
      upsert.run({ body_json: JSON.stringify(checked), updated_at: at });
      return checked;
    },
    /** An import: the document's settings, or none (the defaults). */
    restore(privacy: PlayerPrivacy | undefined, at: string): void {
      remove.run();
      if (privacy) upsert.run({ body_json: JSON.stringify(PlayerPrivacySchema.parse(privacy)), updated_at: at });
    },
  };
}
export type PlayerPrivacyRepo = ReturnType<typeof createPlayerPrivacyRepo>;
