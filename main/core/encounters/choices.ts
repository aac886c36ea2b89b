/**
 * What a template or encounter may name in this campaign: the gear catalog a combat draws on and
 * the edition's stances and NPC levels (reached through shared/systems, so every edition works).
 */
import type { GearCatalog } from '../../../shared/domain/gear';
import { makeCharacter, type Character } from '../../../shared/domain/character';
import { defaultLoadout, gearKnown } from '../../../shared/encounters/loadout';
import type { EncounterBody, NpcTemplateBody } from '../../../shared/encounters/schemas';
import type { EncounterOptions } from '../../../shared/ipc/encounter-contract';
import { AppError } from '../../../shared/ipc/result';
import type { GameSystem } from '../../../shared/systems';
import { combatCatalog } from '../combat/combat-gear';
import type { Repos } from '../db/repos';
import { assertRatingsInRange } from '../sheets/rating-guard';
import { campaignSystem } from '../system/campaign-system';

export type Choices = {
  system: GameSystem;
  gear: GearCatalog;
  /** The edition reads gear specials ("Rifle+Ap"). */
  specials: boolean;
  stances: { id: string; label: string }[];
  npcLevels: { choices: { id: string; label: string }[]; default: string } | undefined;
  defaults: { weapon: string | null; armor: string | null };
};

export function campaignChoices(repos: Repos): Choices {
  const system = campaignSystem(repos);
  const gear = combatCatalog(system.gear, system.edition);
  const lists = system.edition.listsFor?.(system) ?? system.lists;
  return {
    system,
    gear,
    specials: system.edition.combatProcedures !== undefined,
    stances: lists.stances.map((s) => ({ id: s.id, label: s.label })),
    npcLevels: lists.npcLevels ? { choices: lists.npcLevels.choices.map((c) => ({ id: c.id, label: c.label })), default: lists.npcLevels.default } : undefined,
    defaults: defaultLoadout(gear),
  };
}

export function optionsOf(c: Choices): EncounterOptions {
  return {
    weapons: c.gear.weapons.map((w) => w.name),
    armor: c.gear.armor.map((a) => a.name),
    charts: c.gear.hitCharts.map((h) => h.name),
    vehicles: c.gear.vehicles.map((v) => v.name),
    stances: c.stances,
    ...(c.npcLevels ? { npcLevels: c.npcLevels } : {}),
    defaultWeapon: c.defaults.weapon,
    defaultArmor: c.defaults.armor,
  };
}

export const weaponKnown = (c: Choices, name: string) => gearKnown(c.gear.weapons, name, c.specials);
export const armorKnown = (c: Choices, name: string) => gearKnown(c.gear.armor, name, c.specials);
export const chartKnown = (c: Choices, name: string) => c.gear.hitCharts.some((h) => h.name === name);
export const stanceKnown = (c: Choices, id: string) => c.stances.some((s) => s.id === id);
export const levelKnown = (c: Choices, id: string) => c.npcLevels?.choices.some((l) => l.id === id) ?? false;

const refuse = (field: string, message: string): never => {
  throw new AppError(`encounter/${field}`, message);
};

/** The NPC a template makes (ratings only: gear is the combat's). */
export function npcFromTemplate(t: Pick<NpcTemplateBody, 'concept' | 'ratings' | 'defaultRating'>, id: string, name: string): Character {
  return makeCharacter({ id, kind: 'npc', name, concept: t.concept, npc: { ratings: t.ratings.map((r) => ({ ...r })), defaultRating: t.defaultRating } });
}

/** Refuses a template naming gear, a stance or a level the campaign does not have, or ratings out of the edition's range. */
export function checkTemplate(c: Choices, t: NpcTemplateBody): void {
  if (t.weapon !== null && !weaponKnown(c, t.weapon)) refuse('template.weapon', `Weapon: there is no weapon called "${t.weapon}" in this campaign's gear.`);
  if (t.armor !== null && !armorKnown(c, t.armor)) refuse('template.armor', `Armor: there is no armor called "${t.armor}" in this campaign's gear.`);
  if (!chartKnown(c, t.chart)) refuse('template.chart', `Hit chart: there is no hit chart called "${t.chart}".`);
  if (!stanceKnown(c, t.stance)) refuse('template.stance', `Stance: "${t.stance}" is not a stance of this game (${c.stances.map((s) => s.id).join(', ')}).`);
  if (t.level !== null) {
    if (!c.npcLevels) refuse('template.level', `NPC level: this game's edition has no NPC levels; leave it empty.`);
    else if (!levelKnown(c, t.level)) refuse('template.level', `NPC level: "${t.level}" is not one of ${c.npcLevels.choices.map((l) => l.id).join(', ')}.`);
  }
  assertRatingsInRange(c.system, [npcFromTemplate(t, 'template', t.name)], 'encounter/template.ratings');
}

/** Refuses an encounter naming vehicles, gear or stances the campaign does not have. */
export function checkEncounter(c: Choices, e: EncounterBody): void {
  e.vehicles.forEach((v, i) => {
    // A campaign vehicle's type is its own (checked against the campaign's vehicles: campaign-vehicles.ts).
    if (v.campaignVehicleId === null && !c.gear.vehicles.some((g) => g.name === v.vehicle)) refuse(`vehicles.${i}.vehicle`, `Vehicle ${i + 1}: there is no vehicle called "${v.vehicle}" in this campaign's gear.`);
  });
  e.groups.forEach((g, i) => {
    if (g.stance !== null && !stanceKnown(c, g.stance)) refuse(`groups.${i}.stance`, `Group ${i + 1} stance: "${g.stance}" is not a stance of this game.`);
  });
  e.characters.forEach((ch, i) => {
    const who = ch.name || `Character ${i + 1}`;
    if (ch.weapon !== null && !weaponKnown(c, ch.weapon)) refuse(`characters.${i}.weapon`, `${who} weapon: there is no weapon called "${ch.weapon}" in this campaign's gear.`);
    if (ch.armor !== null && !armorKnown(c, ch.armor)) refuse(`characters.${i}.armor`, `${who} armor: there is no armor called "${ch.armor}" in this campaign's gear.`);
    if (ch.stance !== null && !stanceKnown(c, ch.stance)) refuse(`characters.${i}.stance`, `${who} stance: "${ch.stance}" is not a stance of this game.`);
  });
}
