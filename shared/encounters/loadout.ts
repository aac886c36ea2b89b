import type { GearCatalog } from '../domain/gear';

/**
 * The gear an NPC gets when its template names none: a personal ranged weapon (else any personal
 * weapon, else the first) and the lightest personal armor. The same choice the GM screen makes for
 * a roster drop (renderer/features/combat/tracker-logic.ts `defaultLoadout`), so a fighter looks
 * the same however they joined.
 */
export function defaultLoadout(gear: Pick<GearCatalog, 'weapons' | 'armor'>): { weapon: string | null; armor: string | null } {
  const personal = gear.weapons.filter((w) => w.class === 'personal');
  const weapon = personal.find((w) => w.type === 'ranged') ?? personal[0] ?? gear.weapons[0] ?? null;
  const armor = [...gear.armor].filter((a) => a.class === 'personal').sort((a, b) => a.protection - b.protection)[0] ?? null;
  return { weapon: weapon?.name ?? null, armor: armor?.name ?? null };
}

/**
 * Whether `name` is a weapon or armor of `list`: exactly, or (editions that read gear specials,
 * AresMUSH "Rifle+Ap") its base name before the first "+".
 */
export function gearKnown(list: readonly { name: string }[], name: string, specials: boolean): boolean {
  if (list.some((g) => g.name === name)) return true;
  if (!specials || !name.includes('+')) return false;
  const base = name.split('+')[0]!.trim().toLowerCase();
  return list.some((g) => g.name.toLowerCase() === base);
}
