/**
 * Plausibility of gear numbers (issue 18: toughness 99,999, dodge ±999, ammo 1,000,000 and recoil
 * 50 passed silently). Each bound is far outside what the seeds, the built-in gear and AresMUSH's
 * default game use (ranges and headroom in CONFIG-NOTES.md, "Absurd gear values"), so a value
 * beyond one is almost surely a typo: an extra zero, a number pasted into the wrong field. These
 * are warnings, never refusals: a configuration AresMUSH loads still imports, and the value is
 * kept and played as written.
 */
/** Lowest and highest plausible value, and what a game usually has, for the message. */
export type Plausible = { min: number; max: number; usual: string };

/** FS3.2 gear model (shared/domain/gear.ts), field by field: every number of weapons, armor and vehicles. */
export const D8_PLAUSIBLE = {
  weapons: {
    defenseRating: { min: 0, max: 15, usual: 'raw defense ratings are on the ability scale; the guide suggests 3' },
    lethality: { min: -100, max: 100, usual: 'the damage roll runs 1 to 100; the guide calls +30 extreme' },
    penetration: { min: 0, max: 100, usual: "the guide's penetration table ends at 75, the heavy tank" },
    ammo: { min: 1, max: 1000, usual: 'most clips hold under 200 rounds' },
    recoil: { min: 0, max: 10, usual: "recoil is dice lost per shot already fired: the guide's 20 % is 2 dice, its 30 % is 3" },
    effectiveRange: { min: 0, max: 50_000, usual: 'the longest built-in range is 5,000 m' },
    blastRadius: { min: 0, max: 1000, usual: 'built-in explosives burst 3 to 10 m' },
    accuracy: { min: -10, max: 10, usual: 'accuracy is dice added to the attack; gear adds 0 to 5' },
  },
  armor: {
    protection: { min: 0, max: 100, usual: "the guide's protection table ends at 75, the heavy tank" },
  },
  vehicles: {
    toughness: { min: 0, max: 20, usual: 'toughness is rolled on the ability scale; built-in vehicles have 3 to 10' },
    dodgeBonus: { min: -10, max: 10, usual: "dodge is dice added to the pilot's defense; vehicles have −2 to +2" },
  },
} as const satisfies Record<string, Record<string, Plausible>>;

/**
 * The same bounds for an edition whose roll modifiers are percent on a d100 (FS3.1, seed 000's own
 * units): recoil, accuracy and dodge are percent, ten per FS3.2 die (001: "+30 becomes +3").
 */
export const PERCENT_PLAUSIBLE = {
  weapons: {
    ...D8_PLAUSIBLE.weapons,
    recoil: { min: 0, max: 100, usual: 'recoil is percent lost per shot already fired: the guide gives 20 for modern rifles, 30 for SMGs' },
    accuracy: { min: -100, max: 100, usual: 'accuracy is percent added to the attack roll; built-in gear adds 0 to 20' },
  },
  armor: D8_PLAUSIBLE.armor,
  vehicles: {
    ...D8_PLAUSIBLE.vehicles,
    dodgeBonus: { min: -100, max: 100, usual: "dodge is percent added to the pilot's defense roll; built-in vehicles have −20 to +20" },
  },
} as const satisfies Record<string, Record<string, Plausible>>;

/** The bounds for a campaign whose roll modifiers are in `unit` (the edition's dice engine). */
export const plausibleFor = (unit: 'dice' | 'percent' | 'goal' | undefined) => (unit === 'percent' ? PERCENT_PLAUSIBLE : D8_PLAUSIBLE);

/**
 * AresMUSH keys without a bound of their own in the linter (AresMUSH's checker asks for ±6 on
 * recoil, accuracy, init_mod, defense, toughness and dodge, which lint-gear/lint-charts report).
 */
export const ARES_PLAUSIBLE = {
  ammo: { min: 0, max: 1000, usual: 'most clips hold under 200 rounds; the default game has 2 to 100' },
  /** A weapon special changes its weapon's numbers by these (the default game: −50 to +3). */
  special: {
    lethality: { min: -100, max: 100, usual: 'the damage roll runs 1 to 100; default specials change it by up to 50' },
    penetration: { min: -100, max: 100, usual: 'default specials change penetration by up to 2' },
    recoil: { min: -10, max: 10, usual: 'default specials change recoil by up to 3' },
    accuracy: { min: -10, max: 10, usual: 'default specials change accuracy by up to 3' },
    init_mod: { min: -10, max: 10, usual: 'initiative modifiers are a few dice at most' },
    ammo: { min: -1000, max: 1000, usual: 'most clips hold under 200 rounds' },
  },
  armorSpecialDefense: { min: -10, max: 10, usual: 'armor defense is a few dice at most; the default game has 0' },
  protection: { min: 0, max: 100, usual: 'default armor protects with 0 to 22' },
} as const;

/** "1,000,000", "-999", "2.5". */
const formatNumber = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 4 });

/**
 * The warning for `value` outside `bound`, or null. `item` names the item ('Weapon "Laser"'),
 * `field` the field as the storyteller sees it ("ammo").
 */
export function implausible(value: unknown, bound: Plausible, item: string, field: string): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || (value >= bound.min && value <= bound.max)) return null;
  const side = value > bound.max ? `far beyond the ${formatNumber(bound.max)} any game needs` : `far below the ${formatNumber(bound.min)} any game uses`;
  return `${item}: ${field} ${formatNumber(value)} is ${side} (${bound.usual}); check it for a typo. It is kept as written.`;
}
