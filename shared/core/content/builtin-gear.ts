/**
 * The gear catalog of the built-in setting, on the scale of seed 000's "Penetration and
 * Protection" table (knife 1 … heavy tank 75), so that weapons and armor are balanced the way the
 * guide intends ("if your heavy machinegun regularly bounces off your fighter jet armor, you know
 * you have a problem"). The OCR of the table lost the values from "Interior wall" to "Car door";
 * they are read as 2, 2, 3, 3, 3, 4, 4, 4, which matches seed 001 (rifle pen 4 against armor 4,
 * cover 4, shrapnel pen 3). Everything the table does not give (ranges, ammo, recoil, lethality,
 * toughness) is authored here and marked in CONFIG-NOTES.md.
 */
import { GearCatalogSchema, type GearCatalog, type WeaponInput } from '../../domain/gear';
import { HUMANOID_HIT_CHART } from './hit-charts';
import { ARMORED_VEHICLE_CHART, TRUCK_CHART, VIPER_CHART } from './builtin-charts';

/** Seed 000's table, row by row: what it rates and the value. */
export const PENETRATION_PROTECTION_TABLE: readonly { item: string; value: number }[] = [
  { item: 'Knife', value: 1 },
  { item: 'Interior wall (drywall / plaster)', value: 2 },
  { item: 'Solid wood furniture', value: 2 },
  { item: 'Anti-Personnel Shrapnel', value: 3 },
  { item: 'Light body armor (undershirt vest)', value: 3 },
  { item: 'Light small arms (pistols, SMGs)', value: 3 },
  { item: 'Military body armor (kevlar vest)', value: 4 },
  { item: 'Medium small arms (rifles)', value: 4 },
  { item: 'Car door', value: 4 },
  { item: 'Brick wall', value: 5 },
  { item: 'Light Truck', value: 5 },
  { item: 'Fighter Jet', value: 5 },
  { item: 'Heavy small arms (12.5mm/.50cal)', value: 8 },
  { item: 'Cargo aircraft / Bomber', value: 8 },
  { item: 'Anti-Aircraft Missile', value: 10 },
  { item: 'Light cannon (20mm)', value: 10 },
  { item: 'Armored Personnel Carrier (APC)', value: 15 },
  { item: 'Medium cannon (40mm)', value: 20 },
  { item: 'Light tank', value: 25 },
  { item: 'Anti-Tank Missile', value: 70 },
  { item: 'Heavy tank', value: 75 },
];

/** The table's cover rows, for the cover picker (cover is not gear). */
export const SAMPLE_COVER: readonly { name: string; protection: number }[] = [
  { name: 'Interior wall', protection: 2 },
  { name: 'Solid wood furniture', protection: 2 },
  { name: 'Car door', protection: 4 },
  { name: 'Brick wall', protection: 5 },
];

// Seed 000: "For firearms, it is recommended that you use a raw ability level of 3 rather than any
// specific skill. There is really no skill involved in dodging bullets." Recoil: 20 for modern
// rifles and 30 for SMGs in percent, i.e. 2 and 3 dice.
const firearm = (w: Omit<WeaponInput, 'type' | 'attackSkill' | 'defenseRating'>): WeaponInput => ({
  type: 'ranged', attackSkill: 'Firearms', defenseRating: 3, ...w,
});
const heavy = (w: Omit<WeaponInput, 'class' | 'attackSkill' | 'defenseRating'>): WeaponInput => ({
  class: 'vehicle', attackSkill: 'Gunnery', defenseRating: 3, ...w,
});

const WEAPONS: WeaponInput[] = [
  { name: 'Knife', type: 'melee', attackSkill: 'Melee', defenseSkill: 'Melee', penetration: 1, effectiveRange: null },
  firearm({ name: 'Pistol', penetration: 3, ammo: 15, effectiveRange: 25 }),
  firearm({ name: 'Submachine Gun', penetration: 3, ammo: 30, automatic: true, recoil: 3, effectiveRange: 50 }),
  firearm({ name: 'Assault Rifle', penetration: 4, ammo: 30, automatic: true, recoil: 2, effectiveRange: 200 }),
  firearm({ name: 'Heavy Machine Gun (.50cal)', penetration: 8, lethality: 10, ammo: 100, automatic: true, recoil: 3, effectiveRange: 800 }),
  // Thrown with the Athletic attribute: the sample has no throwing skill.
  { name: 'Frag Grenade', type: 'explosive', attackSkill: 'Athletic', defenseRating: 3, penetration: 3, blastRadius: 5, shrapnel: true, effectiveRange: 15 },
  // Seed 000: "Anti-vehicle weapons are typically armor piercing and do not do shrapnel damage",
  // and "a main tank gun may have a damage modifier of 0, but that's against tanks".
  heavy({ name: 'Light Cannon (20mm)', type: 'ranged', penetration: 10, automatic: true, recoil: 1, effectiveRange: 1000 }),
  heavy({ name: 'Medium Cannon (40mm)', type: 'ranged', penetration: 20, ammo: 10, effectiveRange: 1500 }),
  heavy({ name: 'Anti-Aircraft Missile', type: 'explosive', penetration: 10, ammo: 2, blastRadius: 10, accuracy: 2, effectiveRange: 5000 }),
  heavy({ name: 'Anti-Tank Missile', type: 'explosive', penetration: 70, ammo: 1, blastRadius: 3, effectiveRange: 2000 }),
  // Seed 000: a "Defensive" weapon "can be used for suppression but nothing else ... jamming/ECM".
  { name: 'ECM Suite', type: 'defensive', class: 'vehicle', attackSkill: 'ECM', defenseRating: 3, penetration: 1, effectiveRange: 5000 },
];

const ARMOR = [
  // Seed 000: "A standard police vest usually covers only the torso."
  { name: 'Light Vest', protection: 3, locations: ['Chest', 'Abdomen'] },
  // "Military grade BD armor usually includes a long vest, a collar for the neck, and a helmet."
  { name: 'Military Body Armor', protection: 4, locations: ['Head', 'Neck', 'Chest', 'Abdomen'] },
  { name: 'Fighter Jet Armor', class: 'vehicle', protection: 5, locations: VIPER_CHART.locations.map((l) => l.name) },
  { name: 'Light Truck Armor', class: 'vehicle', protection: 5, locations: TRUCK_CHART.locations.map((l) => l.name) },
  { name: 'APC Armor', class: 'vehicle', protection: 15, locations: ARMORED_VEHICLE_CHART.locations.map((l) => l.name) },
  { name: 'Light Tank Armor', class: 'vehicle', protection: 25, locations: ARMORED_VEHICLE_CHART.locations.map((l) => l.name) },
  { name: 'Heavy Tank Armor', class: 'vehicle', protection: 75, locations: ARMORED_VEHICLE_CHART.locations.map((l) => l.name) },
] as const;

const VEHICLES = [
  {
    name: 'Viper', pilotingSkill: 'Viper Piloting', toughness: 3, armor: 'Fighter Jet Armor', hitChart: 'Viper',
    weapons: ['Light Cannon (20mm)', 'Anti-Aircraft Missile'], dodgeBonus: 2, crewLocations: ['Cockpit'],
  },
  // The sample setting drives with the Reactive attribute ("driving, piloting, shooting").
  {
    name: 'Light Truck', pilotingSkill: 'Reactive', toughness: 3, armor: 'Light Truck Armor', hitChart: 'Truck',
    weapons: [], dodgeBonus: 0, crewLocations: ['Cab', 'Cargo Bed'],
  },
  {
    name: 'APC', pilotingSkill: 'Reactive', toughness: 6, armor: 'APC Armor', hitChart: 'Armored Vehicle',
    weapons: ['Heavy Machine Gun (.50cal)'], dodgeBonus: -1, crewLocations: ['Crew Compartment'],
  },
  {
    name: 'Light Tank', pilotingSkill: 'Reactive', toughness: 8, armor: 'Light Tank Armor', hitChart: 'Armored Vehicle',
    weapons: ['Medium Cannon (40mm)', 'Heavy Machine Gun (.50cal)'], dodgeBonus: -1, crewLocations: ['Crew Compartment'],
  },
  {
    name: 'Heavy Tank', pilotingSkill: 'Reactive', toughness: 10, armor: 'Heavy Tank Armor', hitChart: 'Armored Vehicle',
    weapons: ['Medium Cannon (40mm)', 'Heavy Machine Gun (.50cal)'], dodgeBonus: -2, crewLocations: ['Crew Compartment'],
  },
];

/** The built-in FS3.2 gear catalog: personal weapons and armor, the humanoid chart, five vehicles. */
export const BUILTIN_GEAR: GearCatalog = GearCatalogSchema.parse({
  weapons: WEAPONS,
  armor: ARMOR,
  vehicles: VEHICLES,
  hitCharts: [HUMANOID_HIT_CHART, VIPER_CHART, TRUCK_CHART, ARMORED_VEHICLE_CHART],
});
