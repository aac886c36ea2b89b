/**
 * One line per action saying what happened (issue 18): "Centurion Three hits Okafor in the Chest —
 * Serious wound (−2)", "… misses Okafor", "… — Okafor's armor stops it". Edition-neutral: each
 * edition describes its shots as {@link Shot}s with its own level names and modifiers.
 */

export type ShotResult = 'wounded' | 'graze' | 'miss' | 'dodged' | 'near-miss' | 'armor' | 'cover' | 'vehicle-armor' | 'mount' | 'unharmed';

/** One bullet, blast or fragment at one target. */
export type Shot = {
  target: string;
  result: ShotResult;
  location?: string | null;
  /** The wound taken: the edition's level name ("Serious", "Impaired"), whole-dice modifier, stun. */
  wound?: { level: string; modifier: number; stun: boolean };
};

/** "−2", "−0.25"; nothing for a wound that costs no dice. */
export function modifierText(modifier: number): string {
  const m = Math.round(modifier * 100) / 100;
  return m === 0 ? '' : ` (${m > 0 ? '−' : '+'}${Math.abs(m)})`;
}

const woundWords = (w: NonNullable<Shot['wound']>) => `${w.level}${/\bwound$/i.test(w.level) ? '' : w.stun ? ' stun wound' : ' wound'}${modifierText(w.modifier)}`;
const at = (s: Shot) => (s.location ? ` in the ${s.location}` : '');

/** The result of a hit that landed (wound, graze or protection), after the dash. */
function hitResult(s: Shot): string | null {
  switch (s.result) {
    case 'wounded':
      return s.wound ? woundWords(s.wound) : 'wounded';
    case 'graze':
      return 'a graze, no wound';
    case 'armor':
      return `${s.target}'s armor stops it`;
    case 'vehicle-armor':
      return "the vehicle's armor stops it";
    case 'cover':
      return 'cover stops it';
    case 'mount':
      return 'hits the mount';
    default:
      return null;
  }
}

/** A single shot's line. */
function oneShot(actor: string, s: Shot): string {
  const hit = hitResult(s);
  if (s.result === 'mount') return `${actor} hits ${s.target}'s mount`;
  if (hit !== null) return `${actor} hits ${s.target}${at(s)} — ${hit}`;
  if (s.result === 'dodged') return `${s.target} evades ${actor}`;
  if (s.result === 'unharmed') return `${actor}'s blast leaves ${s.target} unharmed`;
  return `${actor} misses ${s.target}`;
}

/** Several shots at one target: "Chest: Serious wound (−2); Arm: armor stops it; 1 miss". */
function targetParts(shots: readonly Shot[]): string {
  const parts: string[] = [];
  let misses = 0;
  for (const s of shots) {
    const hit = hitResult(s);
    if (hit === null) misses++;
    else parts.push(s.location ? `${s.location}: ${hit}` : hit);
  }
  if (misses > 0) parts.push(`${misses} ${misses === 1 ? 'miss' : 'misses'}`);
  return parts.join('; ');
}

/**
 * The headline of an attack-like action, or null when it fired no shot. `doing` names a volley
 * ("fires a burst at", "fires full-auto at", "sets off an explosive at"); `lead`, when given, is
 * the action's own words for a volley ("Ann attacks Cat (burst)", "… (zone 1/0)") and replaces
 * "<actor> <doing> <targets>" before the dash.
 */
export function shotsHeadline(actor: string, doing: string, shots: readonly Shot[], lead?: string): string | null {
  if (shots.length === 0) return null;
  if (shots.length === 1 && lead === undefined) return oneShot(actor, shots[0]!);
  const byTarget = new Map<string, Shot[]>();
  for (const s of shots) byTarget.set(s.target, [...(byTarget.get(s.target) ?? []), s]);
  if (byTarget.size === 1) {
    const [target, list] = [...byTarget][0]!;
    return `${lead ?? `${actor} ${doing} ${target}`} — ${targetParts(list)}`;
  }
  return `${lead ?? `${actor} ${doing} ${[...byTarget.keys()].join(', ')}`} — ${[...byTarget].map(([t, list]) => `${t} (${targetParts(list)})`).join(', ')}`;
}
