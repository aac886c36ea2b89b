import { AppError } from '../../../../shared/ipc/result';
import {
  LuckEntrySchema, XpEntrySchema, type LuckEntry, type NewLuckEntry, type NewXpEntry, type XpEntry,
} from '../../../../shared/domain/ledger';
import type { Db } from '../db';
import type { LuckLedgerRow, XpLedgerRow } from '../rows';

export type LedgerResult<E> = { entry: E; balance: number };

/** Which combat step a luck entry belongs to: the combat's id and the log sequence number of the command. */
export type CombatLuckTag = { combatId: string; seq: number };

// Built once: zod compiles a derived schema when it is made, which cost ~0.2 ms per entry when
// done in every call (a weekly award to 500 PCs records 500 entries in one step).
const NewXpEntrySchema = XpEntrySchema.omit({ id: true });
const NewLuckEntrySchema = LuckEntrySchema.omit({ id: true });

const xpFromRow = (r: XpLedgerRow): XpEntry => ({
  id: r.id, characterId: r.character_id, delta: r.delta, reason: r.reason, ability: r.ability,
  inGameDate: r.in_game_date, recordedAt: r.recorded_at,
});
const luckFromRow = (r: LuckLedgerRow): LuckEntry => ({
  id: r.id, characterId: r.character_id, delta: r.delta, reason: r.reason, inGameDate: r.in_game_date, recordedAt: r.recorded_at,
});

/**
 * XP and luck histories. Recording an entry moves the character's balance and appends the entry
 * in one transaction, so the balance always equals what the ledger explains.
 */
export function createLedgerRepo(db: Db) {
  const balances = db.prepare<{ id: string }, { xp: number; luck: number; name: string }>(
    'SELECT xp, luck_points AS luck, name FROM characters WHERE id = @id');
  const setXp = db.prepare<{ id: string; value: number }>('UPDATE characters SET xp = @value WHERE id = @id');
  const setLuck = db.prepare<{ id: string; value: number }>('UPDATE characters SET luck_points = @value WHERE id = @id');
  const insertXp = db.prepare<Omit<XpLedgerRow, 'id'> & { id: number | null }>(`
    INSERT INTO xp_ledger (id, character_id, delta, reason, ability, in_game_date, recorded_at)
    VALUES (@id, @character_id, @delta, @reason, @ability, @in_game_date, @recorded_at)`);
  const insertLuck = db.prepare<Omit<LuckLedgerRow, 'id'> & { id: number | null }>(`
    INSERT INTO luck_ledger (id, character_id, delta, reason, in_game_date, recorded_at)
    VALUES (@id, @character_id, @delta, @reason, @in_game_date, @recorded_at)`);
  const xpOf = db.prepare<{ id: string }, XpLedgerRow>('SELECT * FROM xp_ledger WHERE character_id = @id ORDER BY id');
  const luckOf = db.prepare<{ id: string }, LuckLedgerRow>('SELECT * FROM luck_ledger WHERE character_id = @id ORDER BY id');
  const deleteXp = db.prepare<{ id: number }>('DELETE FROM xp_ledger WHERE id = @id');
  const deleteLuck = db.prepare<{ id: number }>('DELETE FROM luck_ledger WHERE id = @id');
  const xpById = db.prepare<{ id: number }, XpLedgerRow>('SELECT * FROM xp_ledger WHERE id = @id');
  const luckById = db.prepare<{ id: number }, LuckLedgerRow>('SELECT * FROM luck_ledger WHERE id = @id');
  const allXp = db.prepare<[], XpLedgerRow>('SELECT * FROM xp_ledger ORDER BY id');
  const allLuck = db.prepare<[], LuckLedgerRow>('SELECT * FROM luck_ledger ORDER BY id');
  const insertCombatLuck = db.prepare<Omit<LuckLedgerRow, 'id'> & { combat_id: string; combat_seq: number }>(`
    INSERT INTO luck_ledger (character_id, delta, reason, in_game_date, recorded_at, combat_id, combat_seq)
    VALUES (@character_id, @delta, @reason, @in_game_date, @recorded_at, @combat_id, @combat_seq)`);
  const luckOfCombat = db.prepare<{ combat_id: string; after: number }, LuckLedgerRow & { combat_seq: number }>(
    'SELECT * FROM luck_ledger WHERE combat_id = @combat_id AND combat_seq > @after ORDER BY id');
  const pcBalances = db.prepare<[], { id: string; name: string; xp: number; luck: number }>(
    "SELECT id, name, xp, luck_points AS luck FROM characters WHERE kind = 'pc' ORDER BY name, id");
  const lastXpLike = db.prepare<{ prefix: string }, XpLedgerRow>(
    'SELECT * FROM xp_ledger WHERE substr(reason, 1, length(@prefix)) = @prefix ORDER BY id DESC LIMIT 1');

  const current = (characterId: string) => {
    const b = balances.get({ id: characterId });
    if (!b) throw new AppError('not-found', `No character with id ${characterId}`);
    return b;
  };
  const xpRow = (e: NewXpEntry, id: number | null) => ({
    id, character_id: e.characterId, delta: e.delta, reason: e.reason, ability: e.ability, in_game_date: e.inGameDate, recorded_at: e.recordedAt,
  });
  const luckRow = (e: NewLuckEntry, id: number | null) => ({
    id, character_id: e.characterId, delta: e.delta, reason: e.reason, in_game_date: e.inGameDate, recorded_at: e.recordedAt,
  });

  const recordXp = db.transaction((input: NewXpEntry): LedgerResult<XpEntry> => {
    const e = NewXpEntrySchema.parse(input);
    const b = current(e.characterId);
    const balance = b.xp + e.delta;
    if (balance < 0) throw new AppError('ledger/insufficient-xp', `${b.name} has only ${b.xp} XP; cannot spend ${-e.delta}.`);
    setXp.run({ id: e.characterId, value: balance });
    const id = Number(insertXp.run(xpRow(e, null)).lastInsertRowid);
    return { entry: { ...e, id }, balance };
  });
  const recordLuck = db.transaction((input: NewLuckEntry): LedgerResult<LuckEntry> => {
    const e = NewLuckEntrySchema.parse(input);
    const b = current(e.characterId);
    const balance = b.luck + e.delta;
    if (balance < 0) throw new AppError('ledger/insufficient-luck', `${b.name} has only ${b.luck} luck; cannot spend ${-e.delta}.`);
    setLuck.run({ id: e.characterId, value: balance });
    const id = Number(insertLuck.run(luckRow(e, null)).lastInsertRowid);
    return { entry: { ...e, id }, balance };
  });
  /** Takes an entry back out and reverses its effect on the balance (undo). */
  const removeEntry = db.transaction((ledger: 'xp' | 'luck', id: number): number => {
    const row = ledger === 'xp' ? xpById.get({ id }) : luckById.get({ id });
    if (!row) throw new AppError('ledger/not-found', `No ${ledger} ledger entry ${id}.`);
    const b = current(row.character_id);
    const balance = (ledger === 'xp' ? b.xp : b.luck) - row.delta;
    if (balance < 0) {
      throw new AppError('ledger/insufficient', `Undoing this ${ledger === 'xp' ? 'XP' : 'luck'} award would leave ${b.name} below 0.`);
    }
    (ledger === 'xp' ? setXp : setLuck).run({ id: row.character_id, value: balance });
    (ledger === 'xp' ? deleteXp : deleteLuck).run({ id });
    return balance;
  });
  /**
   * Records the luck changes of one combat step, each tagged with the combat and the step's log
   * sequence number; all or none (a balance that would go below zero refuses them all).
   */
  const recordCombatLuck = db.transaction((inputs: readonly NewLuckEntry[], tag: CombatLuckTag): LedgerResult<LuckEntry>[] =>
    inputs.map((input) => {
      const e = NewLuckEntrySchema.parse(input);
      const b = current(e.characterId);
      const balance = b.luck + e.delta;
      if (balance < 0) throw new AppError('ledger/insufficient-luck', `${b.name} has only ${b.luck} luck; cannot spend ${-e.delta}.`);
      setLuck.run({ id: e.characterId, value: balance });
      const id = Number(insertCombatLuck.run({ ...luckRow(e, null), combat_id: tag.combatId, combat_seq: tag.seq }).lastInsertRowid);
      return { entry: { ...e, id }, balance };
    }),
  );
  /** Copies history as-is (import): ids kept, balances untouched (they come with the characters). */
  const restore = db.transaction((xp: readonly XpEntry[], luck: readonly LuckEntry[]) => {
    for (const e of xp) insertXp.run(xpRow(XpEntrySchema.parse(e), e.id));
    for (const e of luck) insertLuck.run(luckRow(LuckEntrySchema.parse(e), e.id));
  });

  return {
    /** Awards (delta > 0) or spends XP; refuses to go below zero. */
    recordXp: (entry: NewXpEntry) => recordXp(entry),
    /** Awards or spends luck; refuses to go below zero. */
    recordLuck: (entry: NewLuckEntry) => recordLuck(entry),
    xpHistory: (characterId: string): XpEntry[] => xpOf.all({ id: characterId }).map(xpFromRow),
    luckHistory: (characterId: string): LuckEntry[] => luckOf.all({ id: characterId }).map(luckFromRow),
    /** The luck changes of one combat step (see {@link CombatLuckTag}); refuses to go below zero. */
    recordCombatLuck: (entries: readonly NewLuckEntry[], tag: CombatLuckTag) => recordCombatLuck(entries, tag),
    /**
     * The luck entries a combat's steps made, oldest first, each with the step's sequence number;
     * with `afterSeq`, only those of steps after it (the index finds them without reading the rest).
     */
    combatLuck: (combatId: string, afterSeq = 0): (LuckEntry & { seq: number })[] =>
      luckOfCombat.all({ combat_id: combatId, after: afterSeq }).map((r) => ({ ...luckFromRow(r), seq: r.combat_seq })),
    removeEntry: (ledger: 'xp' | 'luck', id: number) => removeEntry(ledger, id),
    allXp: (): XpEntry[] => allXp.all().map(xpFromRow),
    allLuck: (): LuckEntry[] => allLuck.all().map(luckFromRow),
    /** Every PC's XP and luck balance, by name (a roster-wide award reads nothing else). */
    pcBalances: () => pcBalances.all(),
    /** The newest XP entry whose reason starts with `prefix` (case-sensitive), e.g. the last weekly award. */
    lastXpWithReason: (prefix: string): XpEntry | null => {
      const row = lastXpLike.get({ prefix });
      return row ? xpFromRow(row) : null;
    },
    restore: (xp: readonly XpEntry[], luck: readonly LuckEntry[]) => restore(xp, luck),
  };
}
export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
