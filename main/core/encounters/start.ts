/**
 * Starting a prepared encounter: a new combat set up as prepared, through the combat host's own
 * steps (teams named, everyone added in ONE `combatant.add` step, vehicles added and boarded).
 * Whatever the encounter names that is gone since (a template, a character, a vehicle type, a
 * weapon, a stance) is skipped or replaced with a warning that names it; nothing crashes. If a
 * step is refused anyway, the new combat and the NPCs made for it are removed again, so nothing
 * is left half set up. The encounter itself is never changed: starting twice gives two fights.
 */
import { randomUUID } from 'node:crypto';
import type { Character } from '../../../shared/domain/character';
import type { CombatantSpec, CombatCommand } from '../../../shared/core/combat/commands';
import type { CombatView } from '../../../shared/core/combat/view';
import { describeNames, encounterNames } from '../../../shared/encounters/names';
import type { Encounter, NpcTemplate } from '../../../shared/encounters/schemas';
import type { CombatHost } from '../combat/combat-host';
import { addCharacterCommand } from '../combat/add-character';
import { combatSystemFrom, recordedSystem } from '../combat/combat-system';
import type { CampaignSession } from '../campaign/campaign-session';
import type { CombatStore } from '../combat/combat-store';
import { startingVehicles } from './campaign-vehicles';
import { hostFights, vehicleFights } from '../vehicles/vehicle-fights';
import { armorKnown, campaignChoices, chartKnown, levelKnown, npcFromTemplate, stanceKnown, weaponKnown, type Choices } from './choices';

export type Started = { combatId: string; view: CombatView; warnings: string[] };

/** One fighter to add: a campaign character (existing or made now) with their gear. */
type Fighter = {
  character: Character;
  team: number;
  weapon: string | null;
  armor: string | null;
  chart: string;
  stance: string;
  level?: string;
  seat: { vehicle: string; role: 'pilot' | 'passenger' } | null;
};

/**
 * Gear and stance as asked, or the campaign's defaults with a warning naming what is gone.
 * `who` names the template or character in the warning.
 */
export function settleLoadout(
  c: Choices,
  who: string,
  asked: { weapon: string | null; armor: string | null; chart: string; stance: string; level: string | null },
  warnings: string[],
): Pick<Fighter, 'weapon' | 'armor' | 'chart' | 'stance' | 'level'> {
  let { weapon, armor, chart, stance } = asked;
  if (weapon !== null && !weaponKnown(c, weapon)) {
    warnings.push(`${who}: weapon '${weapon}' is no longer in the gear catalog; ${c.defaults.weapon ? `given ${c.defaults.weapon} instead` : 'no weapon to give instead'}.`);
    weapon = null;
  }
  weapon ??= c.defaults.weapon;
  if (armor !== null && !armorKnown(c, armor)) {
    warnings.push(`${who}: armor '${armor}' is no longer in the gear catalog; fights without it.`);
    armor = null;
  }
  if (!chartKnown(c, chart)) {
    warnings.push(`${who}: hit chart '${chart}' no longer exists; uses Humanoid.`);
    chart = 'Humanoid';
  }
  if (!stanceKnown(c, stance)) {
    const fallback = c.stances.find((s) => s.id === 'normal')?.id ?? c.stances[0]?.id ?? 'normal';
    warnings.push(`${who}: stance '${stance}' is not a stance of this game; starts ${fallback}.`);
    stance = fallback;
  }
  let level: string | undefined;
  if (asked.level !== null) {
    if (levelKnown(c, asked.level)) level = asked.level;
    else if (c.npcLevels) warnings.push(`${who}: NPC level '${asked.level}' no longer exists; uses ${c.npcLevels.default}.`);
  }
  return { weapon, armor, chart, stance, ...(level !== undefined ? { level } : {}) };
}

/** The session with its gear catalog read once: many characters join from one catalog. */
export function onceReadCatalog(session: CampaignSession): CombatStore {
  const catalog = session.repos.gear.getCatalog();
  const repos = { ...session.repos, gear: { ...session.repos.gear, getCatalog: () => catalog } };
  return { repos, transact: (action) => session.transact(() => action(repos)) };
}

/** `now`: when given, the fighters' stored wounds join with their age (issue 39, Treat's hour). */
export function startEncounter(session: CampaignSession, host: CombatHost, encounter: Encounter, now?: Date): Started & { made: string[] } {
  const e = encounter.body;
  const c = campaignChoices(session.repos);
  const warnings: string[] = [];

  // Vehicles first: a seat in a vehicle that cannot come means walking. A campaign vehicle comes as
  // the campaign keeps it (its type, damage and crew), unless deleted since or in another fight.
  const vehicles = startingVehicles(session.repos, e, vehicleFights(session.repos, hostFights(host)), warnings).filter(({ row: v, stored }) => {
    if (stored !== null || c.gear.vehicles.some((g) => g.name === v.vehicle)) return true;
    warnings.push(`Vehicle '${v.name ?? v.vehicle}': '${v.vehicle}' is no longer in the gear catalog; skipped, its crew starts on foot.`);
    return false;
  });
  const vehicleKeys = new Set(vehicles.map((v) => v.row.key));
  const seatOf = (seat: Fighter['seat']) => (seat !== null && vehicleKeys.has(seat.vehicle) ? seat : null);

  const fighters: Fighter[] = [];
  for (const [i, ch] of e.characters.entries()) {
    const character = session.repos.characters.get(ch.characterId);
    if (!character) {
      warnings.push(`Character '${ch.name || ch.characterId}' (row ${i + 1}) no longer exists: skipped.`);
      continue;
    }
    const loadout = settleLoadout(c, character.name, { weapon: ch.weapon, armor: ch.armor, chart: 'Humanoid', stance: ch.stance ?? 'normal', level: null }, warnings);
    fighters.push({ character, team: ch.team, ...loadout, seat: seatOf(ch.seat) });
  }

  const groups: { template: NpcTemplate; group: (typeof e.groups)[number] }[] = [];
  for (const group of e.groups) {
    const template = session.repos.encounters.template(group.templateId);
    if (!template) {
      const n = group.count;
      warnings.push(`Template '${group.templateName || group.baseName || group.templateId}' no longer exists: ${n} NPC${n === 1 ? '' : 's'} skipped.`);
      continue;
    }
    groups.push({ template, group });
  }
  const names = encounterNames(
    groups.map(({ template, group }) => ({ baseName: group.baseName || template.name, count: group.count })),
    // Past every name in the roster too: a second start gives Centurion 5 … 8, so sheets stay apart.
    [...fighters.map((f) => f.character.name), ...session.repos.characters.list().map((x) => x.name)],
  );
  const made: Character[] = [];
  groups.forEach(({ template, group }, gi) => {
    const loadout = settleLoadout(c, `Template '${template.name}'`, { ...template, stance: group.stance ?? template.stance }, warnings);
    const seat = seatOf(group.seat);
    names[gi]!.forEach((name, k) => {
      const character = npcFromTemplate(template, randomUUID(), name);
      made.push(character);
      const mySeat = seat === null ? null : { vehicle: seat.vehicle, role: seat.role === 'pilot' && k > 0 ? ('passenger' as const) : seat.role };
      fighters.push({ character, team: group.team, ...loadout, seat: mySeat });
    });
  });

  const unarmed = fighters.filter((f) => f.weapon === null);
  if (unarmed.length > 0) {
    warnings.push(`The gear catalog has no weapon: ${describeNames(unarmed.map((f) => f.character.name))} skipped (add a weapon in the gear editors).`);
  }
  const armed = fighters.filter((f) => f.weapon !== null);

  // The NPCs are campaign characters (their wounds reach their sheets, like Quick NPCs).
  const armedIds = new Set(armed.map((f) => f.character.id));
  const inserted = made.filter((m) => armedIds.has(m.id));
  if (inserted.length > 0) session.transact((repos) => repos.characters.insertMany(inserted));
  const madeIds = inserted.map((m) => m.id);
  let combatId: string | null = null;
  try {
    const created = host.create({ name: e.name, isMock: e.mock });
    combatId = created.combatId;
    const id = combatId;
    let view = created;
    e.teams.forEach((t, i) => {
      view = host.command(id, { type: 'team.rename', team: i + 1, name: t.name });
    });
    const combatantIds = new Map<string, string>();
    if (armed.length > 0) {
      // The fight's own system (with the edition's combat procedures), as the host builds it.
      const system = combatSystemFrom(recordedSystem(session.repos.combats.get(id)!, session.repos)).system;
      // The catalog read once for everyone (addCharacterCommand reads it per character otherwise).
      const store = onceReadCatalog(session);
      const specs: CombatantSpec[] = armed.map((f) => {
        const combatantId = randomUUID();
        combatantIds.set(f.character.id, combatantId);
        const command = addCharacterCommand(store, system, {
          characterId: f.character.id, team: f.team, weapon: f.weapon!, armor: f.armor, chart: f.chart, stance: f.stance, ...(f.level !== undefined ? { level: f.level } : {}),
        }, combatantId, undefined, now) as Extract<CombatCommand, { type: 'combatant.add' }>;
        return command.combatants[0]!;
      });
      view = host.command(id, { type: 'combatant.add', combatants: specs });
    }
    const vehicleIds = new Map<string, string>();
    // The encounter's own seats come first: a campaign vehicle's stored crew fills what it leaves.
    const seatedHere = new Set(armed.filter((f) => f.seat !== null).map((f) => f.character.id));
    for (const { row: v, stored } of vehicles) {
      const before = new Set(view.vehicles.map((x) => x.id));
      const keep = { characterIds: seatedHere, pilot: armed.some((f) => f.seat?.vehicle === v.key && f.seat.role === 'pilot') };
      view = host.addVehicle(id, stored ? { vehicle: stored.vehicleType, name: v.name, campaignVehicleId: stored.id, keep } : { vehicle: v.vehicle, name: v.name });
      const added = view.vehicles.find((x) => !before.has(x.id));
      if (added) vehicleIds.set(v.key, added.id);
    }
    // Pilots before passengers, in the order prepared.
    const seated = armed.filter((f) => f.seat !== null).sort((a, b) => Number(b.seat!.role === 'pilot') - Number(a.seat!.role === 'pilot'));
    for (const f of seated) {
      const vehicleId = vehicleIds.get(f.seat!.vehicle);
      const combatantId = combatantIds.get(f.character.id);
      if (vehicleId && combatantId) view = host.command(id, { type: 'vehicle.board', vehicleId, combatantId, role: f.seat!.role });
    }
    return { combatId: id, view, warnings, made: madeIds };
  } catch (error) {
    // Nothing half set up: the new fight and the NPCs made for it go again.
    if (combatId !== null) host.remove(combatId);
    if (madeIds.length > 0) session.transact((repos) => madeIds.forEach((mid) => repos.characters.remove(mid)));
    throw error;
  }
}
