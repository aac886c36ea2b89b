/**
 * What the sheet asks an edition about XP, raises, rating labels and tracks (part of the
 * game-system interface, re-exported by `types.ts`).
 */
import type { RaiseRequest } from '../core/character/xp';
import type { RatedListKind } from './rating-types';

/** XP given to a character on a day, with the reason the ledger records. */
export type XpAward = { amount: number; date: string; reason: string; weekly?: boolean; override?: boolean };

/**
 * A raise request as the editions take it. `progress` is the ability's progress toward its next
 * rating, for editions that raise an ability over several separate spends (AresMUSH Third
 * Edition, §B.7): the spends made at this rating and the day of the last one. FS3.2 ignores it.
 */
export type EditionRaiseRequest = RaiseRequest & { progress?: { spent: number; lastLearned: string | null } };

/** The kinds of rating a sheet labels: the rated lists, and a background entry that is a rated language (issue 19). */
export type RatingKind = RatedListKind | 'language';

/**
 * What the sheet prints beside a rating (issue 19): the edition's word for it ("Professional")
 * and, for an edition that reads a result table, the row a roll of it reads; `description` the
 * seed's longer sentence for that rating, where it has one (FS3.2's 1–12 chart, issue 39).
 */
export type RatingLabel = { label: string; row?: number; description?: string };

/** The kinds of ability a sheet offers an XP raise for. */
export type RaisableKind = 'attribute' | 'action-skill' | 'background-skill';

/**
 * A track the sheet and its PDF show beside XP and luck (a vitality track, a hero pool): `value`
 * of `max`, `detail` in words ("2 endurance levels lost · −0"). An edition without tracks shows none.
 */
export type SheetTrack = { id: string; label: string; value: number; max: number; detail?: string };

/** The headings of the sheet's lists and the background skills' characteristic column. */
export type SheetWords = { attributes: string; actionSkills: string; backgroundSkills: string; rulingAttribute: string };

/**
 * What the sheet's raise control says for one ability: `text` on the button (`detail` under it), `label` for
 * assistive technology, `hint` as its tooltip, `cost` the XP this one spend takes. `waitDays`:
 * days until the ability may be learned again (0: now). Null: no raise with XP.
 */
export type RaiseOffer = { text: string; detail?: string; label: string; hint: string; cost: number; waitDays: number };

/**
 * The chance a character's wounds knock them out at the end of a fight turn in which they are
 * hurt (issue 39, FS3.1 seed 002 "Knockout"), for the sheet: `chance` 0–1 and the sum in words.
 */
export type KnockoutRisk = { chance: number; detail: string };

/** A named test the roller sets up (issue 39 item 7): an ability rolled with another attribute, and what the result means. */
export type PresetRoll = { id: string; label: string; ability: string; attribute: string; note: string };
