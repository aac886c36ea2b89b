/**
 * The encounter editor's draft: every row as the form shows it, turned into the contract's
 * encounter body on save (checked first, messages naming the row and field).
 */
import { encounterNames } from '../../../shared/encounters/names';
import { MAX_ENCOUNTER_NPCS, MAX_GROUP_COUNT, type Encounter, type EncounterInput } from '../../../shared/encounters/schemas';

export type Seat = { vehicle: string; role: 'pilot' | 'passenger' } | null;
export type GroupDraft = { templateId: string; templateName: string; baseName: string; count: string; team: number; stance: string; seat: Seat };
export type CharacterDraft = { characterId: string; name: string; team: number; weapon: string; armor: string; stance: string; seat: Seat };
/** `campaignVehicleId`: a campaign vehicle (issue 39), brought in with its damage and crew; null: the fight's own. */
export type VehicleDraft = { key: string; vehicle: string; name: string; campaignVehicleId?: string | null };
export type Draft = {
  name: string;
  notes: string;
  mock: boolean;
  teams: string[];
  groups: GroupDraft[];
  characters: CharacterDraft[];
  vehicles: VehicleDraft[];
};

export const NEW_DRAFT: Draft = { name: '', notes: '', mock: false, teams: ['Player characters', 'Opposition'], groups: [], characters: [], vehicles: [] };

export function draftOf(e: Encounter): Draft {
  const b = e.body;
  return {
    name: b.name,
    notes: b.notes,
    mock: b.mock,
    teams: b.teams.map((t) => t.name),
    groups: b.groups.map((g) => ({ templateId: g.templateId, templateName: g.templateName, baseName: g.baseName, count: String(g.count), team: g.team, stance: g.stance ?? '', seat: g.seat })),
    characters: b.characters.map((c) => ({ characterId: c.characterId, name: c.name, team: c.team, weapon: c.weapon ?? '', armor: c.armor ?? '', stance: c.stance ?? '', seat: c.seat })),
    vehicles: b.vehicles.map((v) => ({ key: v.key, vehicle: v.vehicle, name: v.name ?? '', ...(v.campaignVehicleId !== null ? { campaignVehicleId: v.campaignVehicleId } : {}) })),
  };
}

/** The next free vehicle key ("v3"). */
export function nextVehicleKey(vehicles: readonly VehicleDraft[]): string {
  let n = 1;
  while (vehicles.some((v) => v.key === `v${n}`)) n++;
  return `v${n}`;
}

/** A seat as one select value ("v1|pilot"; '' on foot) and back. */
/**
 * The seat pickers' choices: a vehicle by its name in the fight; a campaign vehicle without one by
 * its own name, its type in brackets ("Red One (Viper): pilot"), never by the type alone.
 */
export function seatOptions(vehicles: readonly VehicleDraft[], campaignName: (id: string) => string | undefined): { value: string; label: string }[] {
  return vehicles.flatMap((v) => {
    const own = v.campaignVehicleId ? campaignName(v.campaignVehicleId) : undefined;
    const given = v.name.trim();
    const name = v.campaignVehicleId ? `${given || own || v.vehicle} (${v.vehicle})` : given || v.vehicle;
    return [
      { value: `${v.key}|pilot`, label: `${name}: pilot` },
      { value: `${v.key}|passenger`, label: `${name}: passenger` },
    ];
  });
}

export const seatValue = (seat: Seat): string => (seat ? `${seat.vehicle}|${seat.role}` : '');
export function seatFrom(value: string): Seat {
  const [vehicle, role] = value.split('|');
  return vehicle && (role === 'pilot' || role === 'passenger') ? { vehicle, role } : null;
}

/** Removes team `index` (0-based): rows of later teams move down one number. Refused while rows use it. */
export function removeTeam(d: Draft, index: number): Draft {
  const team = index + 1;
  const shift = (t: number) => (t > team ? t - 1 : t);
  return {
    ...d,
    teams: d.teams.filter((_, i) => i !== index),
    groups: d.groups.map((g) => ({ ...g, team: shift(g.team) })),
    characters: d.characters.map((c) => ({ ...c, team: shift(c.team) })),
  };
}

export const teamInUse = (d: Draft, index: number): boolean => d.groups.some((g) => g.team === index + 1) || d.characters.some((c) => c.team === index + 1);

/** Removing a vehicle puts its crew on foot. */
export function removeVehicle(d: Draft, key: string): Draft {
  const off = <T extends { seat: Seat }>(row: T): T => (row.seat?.vehicle === key ? { ...row, seat: null } : row);
  return { ...d, vehicles: d.vehicles.filter((v) => v.key !== key), groups: d.groups.map(off), characters: d.characters.map(off) };
}

const count = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/** The names each group's NPCs will get when the encounter starts (numbered past the roster's names, as main does). */
export function previewNames(d: Draft, templateName: (id: string) => string | undefined, roster: readonly string[] = []): string[][] {
  return encounterNames(
    d.groups.map((g) => ({ baseName: g.baseName.trim() || templateName(g.templateId) || g.templateName || 'NPC', count: Math.max(0, Math.min(MAX_GROUP_COUNT, count(g.count) ?? 0)) })),
    [...d.characters.map((c) => c.name), ...roster],
  );
}

export type DraftErrors = Record<string, string>;

/** Checks the draft the way main will; the keys are the fields' element ids. */
export function validateDraft(d: Draft): { input: EncounterInput; errors: null } | { input: null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!d.name.trim()) errors['enc-name'] = 'Name: give the encounter a name, e.g. Ambush at the ford.';
  else if (d.name.trim().length > 120) errors['enc-name'] = 'Name: at most 120 characters.';
  d.teams.forEach((t, i) => {
    if (!t.trim()) errors[`enc-team-${i}`] = `Team ${i + 1}: give the team a name.`;
  });
  let npcs = 0;
  d.groups.forEach((g, i) => {
    const n = count(g.count);
    if (n === null || n < 1 || n > MAX_GROUP_COUNT) errors[`enc-group-${i}-count`] = `Group ${i + 1}, how many: a whole number from 1 to ${MAX_GROUP_COUNT}.`;
    else npcs += n;
  });
  if (npcs > MAX_ENCOUNTER_NPCS) errors['enc-groups'] = `At most ${MAX_ENCOUNTER_NPCS} NPCs in one encounter (this has ${npcs}).`;
  const pilots = new Map<string, string>();
  const seat = (s: Seat, id: string, who: string) => {
    if (s?.role !== 'pilot') return;
    const other = pilots.get(s.vehicle);
    if (other) errors[id] = `${who}: ${other} already pilots that vehicle.`;
    else pilots.set(s.vehicle, who);
  };
  d.characters.forEach((c, i) => seat(c.seat, `enc-char-${i}-seat`, c.name || `Character ${i + 1}`));
  d.groups.forEach((g, i) => seat(g.seat, `enc-group-${i}-seat`, g.baseName || g.templateName || `Group ${i + 1}`));
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      name: d.name.trim(),
      notes: d.notes.trim(),
      mock: d.mock,
      teams: d.teams.map((name) => ({ name: name.trim() })),
      groups: d.groups.map((g) => ({ templateId: g.templateId, templateName: g.templateName, baseName: g.baseName.trim(), count: count(g.count)!, team: g.team, stance: g.stance || null, seat: g.seat })),
      characters: d.characters.map((c) => ({ characterId: c.characterId, name: c.name, team: c.team, weapon: c.weapon || null, armor: c.armor || null, stance: c.stance || null, seat: c.seat })),
      vehicles: d.vehicles.map((v) => ({ key: v.key, vehicle: v.vehicle, name: v.name.trim() || null, ...(v.campaignVehicleId ? { campaignVehicleId: v.campaignVehicleId } : {}) })),
    },
    errors: null,
  };
}
