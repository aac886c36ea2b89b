/**
 * §C.13 stress decay and §C.14 knockouts, un-KO, rally and hero.
 */
import { rollSuccesses } from './dice';
import type { A3Battle, A3Fighter } from './fighter';
import { damageMod, knockoutPool, rollComposure } from './rolls';
import { heal, worstTreatableWound } from './wounds';

/** §C.13 `reset_stress`: stress − composure successes − 1, at least 0; a botch leaves it. */
export function resetStress(b: A3Battle, c: A3Fighter): number | null {
  if (c.stress <= 0) return null;
  const successes = rollComposure(b, c);
  if (successes >= 0) c.stress = Math.max(0, c.stress - successes - 1);
  return successes;
}

/** §C.4 `make_ko_roll`: the success count; ≤ 0 is a knockout. */
export const makeKoRoll = (b: A3Battle, c: A3Fighter, koMod = 0): number => rollSuccesses(b.rng, knockoutPool(b, c, koMod));

/** The KO roll, with its faces kept when the battle records (the GM screen's log shows them, issue 18). */
function recordedKoRoll(b: A3Battle, c: A3Fighter): { roll: number; faces: number[] } {
  const faces: number[] = [];
  if (!b.record) return { roll: makeKoRoll(b, c), faces };
  const rng = b.rng;
  b.rng = {
    die: (sides) => {
      const d = rng.die(sides);
      faces.push(d);
      return d;
    },
  };
  try {
    return { roll: makeKoRoll(b, c), faces };
  } finally {
    b.rng = rng;
  }
}

export type KoCheck = { checked: boolean; auto: boolean; roll: number | null; ko: boolean };

/**
 * §C.14 `check_for_ko` (end of turn): only when freshly damaged, not KO'd, and wounds at −1 or
 * worse; an NPC at −7 or worse is KO'd without a roll.
 */
export function checkForKo(b: A3Battle, c: A3Fighter): KoCheck {
  const mod = damageMod(b, c);
  if (!c.freshlyDamaged || c.isKo || mod > -1) return { checked: false, auto: false, roll: null, ko: false };
  let ko: boolean;
  let roll: number | null = null;
  let auto = false;
  let faces: number[] = [];
  if (c.npcLevel !== null && mod <= -7) {
    ko = true;
    auto = true;
  } else {
    ({ roll, faces } = recordedKoRoll(b, c));
    ko = roll <= 0;
  }
  b.record?.ko.push({ name: c.name, dice: faces, roll, auto, ko });
  if (ko) {
    c.isKo = true;
    c.action = null;
    b.log.push(`${c.name} has been KO'd!${c.damagedBy.length ? ` (Damaged This Turn By: ${c.damagedBy.join(', ')})` : ''}`);
  }
  return { checked: true, auto, roll, ko };
}

/** §C.14 `check_for_unko`: a KO roll at +3; above 0 the fighter is back. */
export function checkForUnko(b: A3Battle, c: A3Fighter): { roll: number | null; back: boolean } {
  if (!c.isKo) return { roll: null, back: false };
  const roll = makeKoRoll(b, c, 3);
  if (roll > 0) {
    c.isKo = false;
    b.log.push(`${c.name} is no longer KOed!`);
    return { roll, back: true };
  }
  return { roll, back: false };
}

/** §C.14 `combat/hero`: a KO'd PC with luck spends 1, is back, and the worst treatable wound heals 1 point. */
export function hero(b: A3Battle, c: A3Fighter, luck: number): { ok: boolean; luck: number; message: string } {
  if (!c.isKo) return { ok: false, luck, message: `${c.name} is not KO'd.` };
  if (c.npcLevel !== null) return { ok: false, luck, message: 'NPCs have no luck.' };
  if (luck < 1) return { ok: false, luck, message: `${c.name} has no luck to spend.` };
  c.isKo = false;
  const w = worstTreatableWound(b.config, c.wounds);
  if (w) heal(b.config, w, 1);
  const message = `${c.name} spends a luck point and is back in the fight!`;
  b.log.push(message);
  return { ok: true, luck: luck - 1, message };
}

/** §C.14 `combat/unko`: the organizer clears a KO with no roll. */
export function unko(c: A3Fighter): void {
  c.isKo = false;
}
