/**
 * Issue 41: the crew hits' new wounds on one person aboard (vehicle-tables.ts), worked out exactly
 * so a sampled turn can add the person's averaged chances instead of drawing each Shrapnel hit.
 */

/** `count` Shrapnel hits on one person: each new-wounds code (base-`base` digits) and its chance; P(no wound), P(none Serious or worse). */
export type CrewWounds = { codes: number[]; probs: number[]; none: number; noSerious: number };

/**
 * From the person's Shrapnel CDF over [nothing, a hit without a wound, each stored level]: the
 * new wounds of `count` hits (each hit drawn on its own, as the turn draws them).
 */
export function crewWounds(shrapnel: Float64Array, count: number, base: number): CrewWounds {
  const p = Array.from(shrapnel, (c, r) => c - (r === 0 ? 0 : shrapnel[r - 1]!));
  let dist = new Map<number, number>([[0, 1]]);
  for (let h = 0; h < count; h++) {
    const next = new Map<number, number>();
    for (const [code, q] of dist) {
      for (let r = 0; r < p.length; r++) {
        if (p[r]! <= 0) continue;
        const to = r < 2 ? code : code + base ** (r - 2);
        next.set(to, (next.get(to) ?? 0) + q * p[r]!);
      }
    }
    dist = next;
  }
  const quiet = (p[0] ?? 0) + (p[1] ?? 0);
  return { codes: [...dist.keys()], probs: [...dist.values()], none: quiet ** count, noSerious: (quiet + (p[2] ?? 0)) ** count };
}
