/**
 * The campaign calendar (advance by days or to a date, with a healing report shown before it is
 * committed, undo from the campaign log) and healing between fights on the sheet (wounds added,
 * edited, treated, removed; care; forecast). Spread into `contract` and `events`; names in
 * `calendar-names.ts`.
 */
import { z } from 'zod';
import { EntityIdSchema } from '../domain/ids';
import { DAMAGE_TYPES } from '../domain/gear';
import { SEVERITIES } from '../core/mechanics/combat-ruleset';

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the date as YYYY-MM-DD');

/** One step of the campaign log as the screens list it. */
export const LogEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  label: z.string(),
  inGameDate: z.string(),
  recordedAt: z.string(),
  undone: z.boolean(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

export const CalendarStatusSchema = z.object({
  /** The in-game date as stored (free text until a calendar date is set). */
  date: z.string(),
  /** True when `date` is a calendar date (YYYY-MM-DD) the console can advance. */
  isCalendarDate: z.boolean(),
  weekday: z.string().nullable(),
  /** Newest first. */
  log: z.array(LogEntrySchema),
  /** What `calendar.undo` would take back, or null. */
  undo: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  /** What `calendar.redo` would put back (issue 39 item 5), or null. */
  redo: z.object({ id: z.number().int(), label: z.string() }).nullable(),
});
export type CalendarStatus = z.infer<typeof CalendarStatusSchema>;

const ReportRollSchema = z.object({
  role: z.enum(['recovery', 'doctor', 'repair']),
  by: z.string(),
  dice: z.array(z.number().int()),
  diceRolled: z.number().int(),
  result: z.string(),
  success: z.boolean(),
});
const ReportEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  rolls: z.array(ReportRollSchema),
  points: z.array(z.object({ points: z.number(), source: z.string() })),
  total: z.number(),
  changes: z.array(z.object({ index: z.number().int(), location: z.string(), from: z.string(), to: z.string() })),
});
export const HealingReportSchema = z.object({
  source: z.string(),
  days: z.array(z.object({ day: z.number().int(), date: z.string().nullable(), entries: z.array(ReportEntrySchema) })),
});
export type HealingReportView = z.infer<typeof HealingReportSchema>;

export const AdvancePreviewSchema = z.object({
  planId: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  patients: z.number().int(),
  /** Issue 39 item 5: damaged campaign vehicles a mechanic repairs during the advance (absent: none). */
  vehicles: z.number().int().optional(),
  /** Wounds that heal away entirely during the advance. */
  healed: z.number().int(),
  /** Things the storyteller should know before committing (a patient in an unfinished fight …). */
  warnings: z.array(z.string()),
  /** The edition's names of the wound levels, for the report ('Impaired' in a Third Edition game). */
  severityLabels: z.record(z.string(), z.string()),
  /** Weekly XP the advance gives every PC (XP on the game calendar), or null. */
  weeklyXp: z.object({ weeks: z.number().int(), perWeek: z.number().int() }).nullable(),
  report: HealingReportSchema,
});
export type AdvancePreview = z.infer<typeof AdvancePreviewSchema>;

const Activity = z.string().trim().min(1, 'Name the activity').max(50).optional();

const WoundFields = z.strictObject({
  location: z.string().trim().min(1, 'Name the wound\u2019s location').max(100),
  severity: z.enum(SEVERITIES),
  damageType: z.enum(DAMAGE_TYPES),
  description: z.string().trim().max(500).default(''),
});

const ForecastSchema = z.object({
  woundId: z.string(),
  median: z.number().int().nullable(),
  p90: z.number().int().nullable(),
  beyond: z.number(),
  /** P(healed on exactly day d), d = 1..; for the small bar chart. */
  perDay: z.array(z.number()),
  horizon: z.number().int(),
});
export type WoundForecastView = z.infer<typeof ForecastSchema>;

/** What the sheet's wound and care panel shows besides the wounds themselves. */
export const HealingSheetSchema = z.object({
  characterId: z.string(),
  /** The game's level names by domain severity ('Flesh Wound' …), and which severities the edition uses. */
  severities: z.array(z.object({ id: z.enum(SEVERITIES), label: z.string() })),
  care: z.object({ doctorId: z.string().nullable(), doctorName: z.string().nullable(), inHospital: z.boolean() }),
  /** Characters who could be doctor or carer, with the doctor skill, limit and current patients. */
  carers: z.array(z.object({ id: z.string(), name: z.string(), rating: z.number(), limit: z.number().int(), patients: z.array(z.string()) })),
  abilities: z.object({ recovery: z.string(), doctor: z.string(), firstAid: z.string() }),
  firstAid: z.array(z.object({ woundId: z.string(), refusal: z.string().nullable(), state: z.string(), attempts: z.number().int() })),
  forecast: z.array(ForecastSchema),
  history: z.array(LogEntrySchema.extend({ summary: z.string() })),
  undo: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  /** The unfinished real fight holding this character's wounds (changed on its GM screen meanwhile), or null. */
  fight: z.string().nullable(),
});
export type HealingSheet = z.infer<typeof HealingSheetSchema>;

export const FirstAidOutcomeSchema = z.object({
  succeeded: z.boolean(),
  dice: z.array(z.number().int()),
  result: z.string(),
  summary: z.string(),
});

const Id = z.strictObject({ id: EntityIdSchema });

export const calendarContract = {
  'calendar.get': { input: z.strictObject({}), output: CalendarStatusSchema },
  /** Sets the calendar date (the old text is kept in the log step, so undo brings it back). */
  'calendar.setDate': { input: z.strictObject({ date: IsoDate }), output: CalendarStatusSchema },
  /** Rolls the healing of the advance and keeps it under a plan id; nothing is written. */
  'calendar.preview': {
    // `activity`: how the patients spend the days, for an edition that asks (its healing `activities`; checked by main).
    input: z.union([
      z.strictObject({ days: z.number().int().min(1, 'Advance at least one day').max(366, 'Advance at most 366 days at a time'), activity: Activity }),
      z.strictObject({ to: IsoDate, activity: Activity }),
    ]),
    output: AdvancePreviewSchema,
  },
  /** Applies exactly the previewed plan; refused when the campaign changed since the preview. */
  'calendar.commit': { input: z.strictObject({ planId: z.string().min(1).max(100) }), output: CalendarStatusSchema },
  /** Takes back the newest step of the campaign log (an advance, a date set, a wound change). */
  'calendar.undo': { input: z.strictObject({}), output: CalendarStatusSchema },
  /** Puts the step undone last back exactly (its dice are not rolled again); refused when something changed since. */
  'calendar.redo': { input: z.strictObject({}), output: CalendarStatusSchema },
  /** One step with its healing report (null for steps without one). */
  'calendar.step': {
    input: z.strictObject({ id: z.number().int().min(1) }),
    output: z.object({ entry: LogEntrySchema, report: HealingReportSchema.nullable() }),
  },
  'healing.sheet': { input: Id, output: HealingSheetSchema },
  'healing.addWound': { input: WoundFields.extend({ characterId: EntityIdSchema }), output: z.object({ woundId: z.string() }) },
  'healing.editWound': {
    input: WoundFields.extend({ id: EntityIdSchema, healingPoints: z.number().int().min(0).max(1000).optional() }),
    output: z.object({ woundId: z.string() }),
  },
  'healing.removeWound': { input: Id, output: z.object({ removed: z.boolean() }) },
  /** First aid on one wound by a chosen carer character, rolled with main's dice and logged. */
  'healing.firstAid': { input: z.strictObject({ woundId: EntityIdSchema, carerId: EntityIdSchema }), output: FirstAidOutcomeSchema },
  /** Sets a patient's doctor (refused over the doctor's limit, naming the patients) and hospital. */
  'healing.setCare': {
    input: z.strictObject({ patientId: EntityIdSchema, doctorId: EntityIdSchema.nullable(), inHospital: z.boolean() }),
    output: z.object({ ok: z.literal(true) }),
  },
} as const;

export const calendarEvents = {
  /** The calendar date or the campaign log changed. */
  'calendar.changed': z.object({}),
} as const satisfies Record<string, z.ZodType>;
