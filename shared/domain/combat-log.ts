import { z } from 'zod';
import { EntityIdSchema } from './ids';
import { JsonObjectSchema, JsonValueSchema } from './json';
import { IsoTimestampSchema } from './timestamps';

export const COMBAT_STATUSES = ['setup', 'active', 'ended'] as const;
export type CombatStatus = (typeof COMBAT_STATUSES)[number];

/** One combat (an encounter being run or already run). Mock combats leave no lasting wounds. */
export const CombatSchema = z.object({
  id: EntityIdSchema,
  name: z.string().min(1).max(200),
  status: z.enum(COMBAT_STATUSES),
  isMock: z.boolean(),
  round: z.number().int().min(0),
  /** Table-level options the combat machine owns (team names, targeting rules…). */
  settings: JsonObjectSchema,
  createdAt: IsoTimestampSchema,
  endedAt: IsoTimestampSchema.nullable(),
});
export type Combat = z.infer<typeof CombatSchema>;

/** A participant. `characterId` is null once the character was deleted; the log keeps the name. */
export const CombatantSchema = z.object({
  id: EntityIdSchema,
  combatId: EntityIdSchema,
  characterId: EntityIdSchema.nullable(),
  name: z.string().min(1).max(200),
  team: z.number().int().min(0),
  position: z.number().int(),
  /** Weapon, armor, stance, ammo… as the combat machine keeps them. */
  state: JsonObjectSchema,
});
export type Combatant = z.infer<typeof CombatantSchema>;

const DICE_LABEL_MAX = 500;
const DICE_MIN_SIDES = 2;
const DICE_MIN_FACE = 1;

/** Dice exactly as rolled, so the GM log can show them and a replay never re-rolls. */
export const DiceRecordSchema = z.object({
  /** What the dice were for, with the pool's sources ("attack: Firearms 5 + aim 3"). */
  label: z.string().max(DICE_LABEL_MAX),
  sides: z.number().int().min(DICE_MIN_SIDES),
  faces: z.array(z.number().int().min(DICE_MIN_FACE)),
});
export type DiceRecord = z.infer<typeof DiceRecordSchema>;

/**
 * {@link DiceRecordSchema}'s check by hand, for the log's hot path (issue 20): zod took ~0.8 ms
 * for the ~800 records of one 500-combatant "resolve all", more than writing the whole step.
 * Same limits, same result: the three known fields kept, anything else refused (tested to agree).
 */
export function parseDiceRecords(dice: unknown): DiceRecord[] {
  if (!Array.isArray(dice)) throw new TypeError('Combat event dice: expected an array');
  // Issue 38: a recorder's own list was checked die by die as it was rolled (the same limits).
  if (RECORDED.has(dice)) return dice as DiceRecord[];
  return dice.map((d: unknown, i) => {
    const r = (typeof d === 'object' && d !== null ? d : {}) as Partial<Record<keyof DiceRecord, unknown>>;
    const { label, sides, faces } = r;
    const ok = typeof label === 'string' && label.length <= DICE_LABEL_MAX && Number.isInteger(sides) && (sides as number) >= DICE_MIN_SIDES && validFaces(faces);
    if (!ok) throw new TypeError(`Combat event dice[${i}]: expected { label (up to ${DICE_LABEL_MAX} characters), sides (a whole number, ${DICE_MIN_SIDES} or more), faces (whole numbers, ${DICE_MIN_FACE} or more) }`);
    // Issue 38: a record of exactly the three fields (every one the dice recorder makes) is kept as
    // it is: a copy per record was most of what writing a 500-action step allocated.
    if (onlyDiceFields(r)) return r as DiceRecord;
    return { label: label as string, sides: sides as number, faces: faces as number[] };
  });
}

/**
 * Dice lists a recorder (dice-tape.ts) made, each record checked against the limits above as it
 * was made. Issue 38: checking the ~800 records of a 500-action "resolve all" again at the log's
 * write was a twentieth of that step.
 */
const RECORDED = new WeakSet<DiceRecord[]>();

/** Why a record with this label, die size and face would be refused, or null (the limits of {@link DiceRecordSchema}). */
export function diceRecordProblem(label: string, sides: number, face: number): string | null {
  if (label.length > DICE_LABEL_MAX) return `a dice label has more than ${DICE_LABEL_MAX} characters`;
  if (!Number.isInteger(sides) || sides < DICE_MIN_SIDES) return `a die must have ${DICE_MIN_SIDES} sides or more (got ${sides})`;
  if (!Number.isInteger(face) || face < DICE_MIN_FACE) return `a die's face must be a whole number, ${DICE_MIN_FACE} or more (got ${face})`;
  return null;
}

/** Marks a recorder's list, every record of which it checked with {@link diceRecordProblem} (and keeps checking as it grows). */
export function recordedDice(list: DiceRecord[]): DiceRecord[] {
  RECORDED.add(list);
  return list;
}

/** Whole numbers of at least DICE_MIN_FACE. Issue 38: a loop, not a closure per record (a "resolve all" writes thousands). */
function validFaces(faces: unknown): boolean {
  if (!Array.isArray(faces)) return false;
  for (let i = 0; i < faces.length; i++) {
    const f: unknown = faces[i];
    if (!Number.isInteger(f) || (f as number) < DICE_MIN_FACE) return false;
  }
  return true;
}

/** True when a plain object's own enumerable fields are label, sides and faces and nothing else. */
function onlyDiceFields(r: object): boolean {
  if (Object.getPrototypeOf(r) !== Object.prototype) return false;
  let n = 0;
  for (const k in r) {
    if (!Object.hasOwn(r, k) || (k !== 'label' && k !== 'sides' && k !== 'faces')) return false;
    n++;
  }
  return n === 3;
}

/** `noun.verb` names, e.g. `initiative.set`, `turn.end` (the combat machine's event names). */
export const CombatEventTypeSchema = z.string().regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/, 'Expected noun.verb');

/** An event as the host hands it to the log, before the log numbers it. */
export const NewCombatEventSchema = z.object({
  combatId: EntityIdSchema,
  round: z.number().int().min(0),
  type: CombatEventTypeSchema,
  actorId: EntityIdSchema.nullable(),
  payload: JsonObjectSchema,
  dice: z.array(DiceRecordSchema),
  recordedAt: IsoTimestampSchema,
});
export type NewCombatEvent = z.infer<typeof NewCombatEventSchema>;

/** A logged event: append-only, numbered by `seq` in campaign-wide commit order. */
export const CombatEventSchema = NewCombatEventSchema.extend({ seq: z.number().int().min(1) });
export type CombatEvent = z.infer<typeof CombatEventSchema>;

/** The combat machine's persisted snapshot after event `eventSeq` (0 = before any event). */
export const CombatSnapshotSchema = z.object({
  id: z.number().int().min(1),
  combatId: EntityIdSchema,
  eventSeq: z.number().int().min(0),
  /** COMBAT_MACHINE_VERSION that wrote it: a different version is migrated or rebuilt, never trusted. */
  machineVersion: z.number().int().min(1),
  appVersion: z.string().max(50),
  snapshot: JsonValueSchema,
  savedAt: IsoTimestampSchema,
});
export type CombatSnapshot = z.infer<typeof CombatSnapshotSchema>;
export type NewCombatSnapshot = Omit<CombatSnapshot, 'id'>;
