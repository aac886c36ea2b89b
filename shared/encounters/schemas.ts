/**
 * Reusable NPC templates and prepared encounters (issue 18), as validated at the IPC edge and
 * again when read back from the campaign file. Every list and text has a size budget; messages
 * name the field. Which gear, stance or NPC level names exist is the campaign's business (main
 * checks them against the catalog and the edition's lists when saving).
 */
import { z } from 'zod';
import { EntityIdSchema } from '../domain/ids';

/** The highest single rating a template (like a Quick NPC) may hold. */
export const MAX_TEMPLATE_RATING = 15;
export const MAX_GROUP_COUNT = 50;
export const MAX_TEAMS = 20;
export const MAX_GROUPS = 40;
export const MAX_ENCOUNTER_CHARACTERS = 200;
export const MAX_ENCOUNTER_VEHICLES = 40;
/** The most templates, and the most encounters, one campaign keeps (every list screen reads them all). */
export const MAX_TEMPLATES_PER_CAMPAIGN = 500;
export const MAX_ENCOUNTERS_PER_CAMPAIGN = 500;
/** The most NPCs one encounter may bring (groups together). */
export const MAX_ENCOUNTER_NPCS = 500;

const gearName = (what: string) => z.string().trim().min(1, `Choose a ${what}`).max(120, `A ${what} name has at most 120 characters`);
const Name = (what: string) => z.string().trim().min(1, `Give the ${what} a name`).max(120, `A ${what} name has at most 120 characters`);
/** A key an encounter uses inside itself to tie a seat to a vehicle ("v1"). Not an entity id. */
const LocalKey = z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - or _');

export const TemplateRatingSchema = z.strictObject({
  name: z.string().trim().min(1, 'An ability needs a name').max(100, 'An ability name has at most 100 characters'),
  rating: z.number().int('Ratings are whole numbers').min(0).max(MAX_TEMPLATE_RATING),
});

/** A named NPC stat block: what Quick NPCs take, plus the gear a fighter starts with. */
export const NpcTemplateBodySchema = z.strictObject({
  name: Name('template'),
  concept: z.string().trim().max(2000, 'A concept has at most 2000 characters').default(''),
  ratings: z
    .array(TemplateRatingSchema)
    .max(100, 'At most 100 ratings')
    .default([])
    .refine((list) => new Set(list.map((r) => r.name.toLowerCase())).size === list.length, 'An ability is listed twice'),
  defaultRating: z.number().int().min(0).max(MAX_TEMPLATE_RATING).nullable().default(null),
  /** null: the catalog's default weapon when the NPC joins a fight. */
  weapon: gearName('weapon').nullable().default(null),
  armor: gearName('armor').nullable().default(null),
  chart: gearName('hit chart').default('Humanoid'),
  stance: z.string().trim().min(1).max(40).default('normal'),
  /** An NPC level for editions that have them (AresMUSH 3E `npc_types`); null: the edition's default. */
  level: z.string().trim().min(1).max(60).nullable().default(null),
});
export type NpcTemplateBody = z.output<typeof NpcTemplateBodySchema>;
export type NpcTemplateInput = z.input<typeof NpcTemplateBodySchema>;

export const NpcTemplateSchema = NpcTemplateBodySchema.extend({
  id: EntityIdSchema,
  updatedAt: z.string(),
});
export type NpcTemplate = z.output<typeof NpcTemplateSchema>;

const Seat = z.strictObject({ vehicle: LocalKey, role: z.enum(['pilot', 'passenger']) }).nullable().default(null);
const Team = z.number().int().min(1, 'Teams are numbered from 1').max(MAX_TEAMS);
const StanceOverride = z.string().trim().min(1).max(40).nullable().default(null);

/** "4 × Centurion in team 2": NPCs made from a template when the encounter starts. */
export const EncounterGroupSchema = z.strictObject({
  templateId: EntityIdSchema,
  /** The template's name when the encounter was saved, to name it once it is gone. */
  templateName: z.string().trim().max(120).default(''),
  /** Names of the NPCs ("Centurion" → Centurion 1…4); empty: the template's name. */
  baseName: z.string().trim().max(120, 'A name has at most 120 characters').default(''),
  count: z.number().int().min(1, 'A group has at least 1 NPC').max(MAX_GROUP_COUNT, `A group has at most ${MAX_GROUP_COUNT} NPCs`),
  team: Team,
  /** null: the template's stance. */
  stance: StanceOverride,
  /** The first NPC of the group takes this seat as given; a pilot's group mates ride as passengers. */
  seat: Seat,
});
export type EncounterGroup = z.output<typeof EncounterGroupSchema>;

/** A campaign character (PC or NPC) by id, with the gear they bring. */
export const EncounterCharacterSchema = z.strictObject({
  characterId: EntityIdSchema,
  /** Their name when saved, to name them once they are gone. */
  name: z.string().trim().max(200).default(''),
  team: Team,
  weapon: gearName('weapon').nullable().default(null),
  armor: gearName('armor').nullable().default(null),
  stance: StanceOverride,
  seat: Seat,
});
export type EncounterCharacter = z.output<typeof EncounterCharacterSchema>;

export const EncounterVehicleSchema = z.strictObject({
  key: LocalKey,
  /** The vehicle's name in the gear catalog. */
  vehicle: gearName('vehicle'),
  /** Its name in the fight; null: the catalog name (a campaign vehicle's own name). */
  name: z.string().trim().min(1).max(120).nullable().default(null),
  /**
   * Issue 39: a campaign vehicle by id (of type `vehicle`), brought in with its stored damage and
   * crew when the encounter starts; null: a vehicle of that fight only (older encounters).
   */
  campaignVehicleId: EntityIdSchema.nullable().default(null),
});
export type EncounterVehicle = z.output<typeof EncounterVehicleSchema>;

export const EncounterBodySchema = z
  .strictObject({
    name: Name('encounter'),
    notes: z.string().trim().max(4000, 'Notes have at most 4000 characters').default(''),
    /** Start as a mock combat (wounds are not kept). */
    mock: z.boolean().default(false),
    teams: z
      .array(z.strictObject({ name: Name('team') }))
      .min(1, 'An encounter has at least one team')
      .max(MAX_TEAMS, `At most ${MAX_TEAMS} teams`),
    groups: z.array(EncounterGroupSchema).max(MAX_GROUPS, `At most ${MAX_GROUPS} NPC groups`).default([]),
    characters: z.array(EncounterCharacterSchema).max(MAX_ENCOUNTER_CHARACTERS, `At most ${MAX_ENCOUNTER_CHARACTERS} characters`).default([]),
    vehicles: z.array(EncounterVehicleSchema).max(MAX_ENCOUNTER_VEHICLES, `At most ${MAX_ENCOUNTER_VEHICLES} vehicles`).default([]),
  })
  .superRefine((e, ctx) => {
    for (const [list, rows] of [['groups', e.groups], ['characters', e.characters]] as const) {
      rows.forEach((row, i) => {
        if (row.team > e.teams.length) ctx.addIssue({ code: 'custom', path: [list, i, 'team'], message: `There is no team ${row.team} (the encounter has ${e.teams.length})` });
      });
    }
    const npcs = e.groups.reduce((n, g) => n + g.count, 0);
    if (npcs > MAX_ENCOUNTER_NPCS) ctx.addIssue({ code: 'custom', path: ['groups'], message: `At most ${MAX_ENCOUNTER_NPCS} NPCs in one encounter (this has ${npcs})` });
    const seen = new Set<string>();
    e.characters.forEach((c, i) => {
      if (seen.has(c.characterId)) ctx.addIssue({ code: 'custom', path: ['characters', i, 'characterId'], message: `${c.name || c.characterId} is listed twice` });
      seen.add(c.characterId);
    });
    const keys = new Set<string>();
    e.vehicles.forEach((v, i) => {
      if (keys.has(v.key)) ctx.addIssue({ code: 'custom', path: ['vehicles', i, 'key'], message: `Two vehicles share the key ${v.key}` });
      keys.add(v.key);
    });
    const campaignVehicles = new Set<string>();
    e.vehicles.forEach((v, i) => {
      if (v.campaignVehicleId === null) return;
      if (campaignVehicles.has(v.campaignVehicleId)) ctx.addIssue({ code: 'custom', path: ['vehicles', i, 'campaignVehicleId'], message: `${v.name ?? v.vehicle} is listed twice (a campaign vehicle is in one fight at a time)` });
      campaignVehicles.add(v.campaignVehicleId);
    });
    const pilots = new Map<string, string>();
    const seatCheck = (seat: EncounterGroup['seat'], path: (string | number)[], who: string) => {
      if (seat === null) return;
      if (!keys.has(seat.vehicle)) ctx.addIssue({ code: 'custom', path: [...path, 'vehicle'], message: `${who} sits in a vehicle the encounter does not have` });
      else if (seat.role === 'pilot') {
        const other = pilots.get(seat.vehicle);
        if (other !== undefined) ctx.addIssue({ code: 'custom', path: [...path, 'role'], message: `${who} and ${other} both pilot the same vehicle` });
        pilots.set(seat.vehicle, who);
      }
    };
    e.groups.forEach((g, i) => seatCheck(g.seat, ['groups', i, 'seat'], g.baseName || g.templateName || `group ${i + 1}`));
    e.characters.forEach((c, i) => seatCheck(c.seat, ['characters', i, 'seat'], c.name || c.characterId));
  });
export type EncounterBody = z.output<typeof EncounterBodySchema>;
export type EncounterInput = z.input<typeof EncounterBodySchema>;

export const EncounterSchema = z.object({
  id: EntityIdSchema,
  body: EncounterBodySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Encounter = z.output<typeof EncounterSchema>;

export const EncounterSummarySchema = z.object({
  id: EntityIdSchema,
  name: z.string(),
  teams: z.number().int(),
  combatants: z.number().int(),
  vehicles: z.number().int(),
  updatedAt: z.string(),
  /** Why a stored row cannot be read (edited outside the app); null when it is fine. */
  problem: z.string().nullable(),
});
export type EncounterSummary = z.output<typeof EncounterSummarySchema>;
