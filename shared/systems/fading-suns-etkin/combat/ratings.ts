/**
 * A combatant's characteristic and skill ratings, read from the pools the host built for them
 * (one per characteristic and skill of the setting: `TurnProcedures.abilities`). A characteristic's
 * pool holds it as its attribute term; a skill's pool holds the skill beside its ruling
 * characteristic. Names match without regard to case; a name the combatant has no pool for rates 0.
 */
import { poolsOf, type CombatantState, type CombatContext } from '../../../core/combat/context';
import type { PoolSpec } from '../../../core/dice/ability-roll';
import { skillRatingOf } from '../dice';
import type { SfxRange } from '../dice';

export type Rated = { name: string; rating: number; known: boolean };

function poolNamed(pools: Readonly<Record<string, PoolSpec>>, name: string): [string, PoolSpec] | undefined {
  if (pools[name]) return [name, pools[name]];
  const key = name.trim().toLowerCase();
  return Object.entries(pools).find(([k]) => k.toLowerCase() === key);
}

/** The rating of characteristic `name` (a pool of that name: its attribute term, or its first term). */
export function characteristicOf(ctx: CombatContext, c: CombatantState, name: string): Rated {
  const found = poolNamed(poolsOf(ctx, c), name);
  if (!found) return { name: name.trim(), rating: 0, known: false };
  const [key, pool] = found;
  const term = pool.terms.find((t) => t.kind === 'attribute' && t.name.toLowerCase() === key.toLowerCase()) ?? pool.terms.find((t) => t.kind === 'attribute') ?? pool.terms[0];
  return { name: key, rating: term?.rating ?? 0, known: true };
}

/** The rating of skill `name` (its pool's skill term). */
export function skillOf(ctx: CombatContext, c: CombatantState, name: string): Rated {
  const found = poolNamed(poolsOf(ctx, c), name);
  if (!found) return { name: name.trim(), rating: 0, known: false };
  const [key, pool] = found;
  return { name: key, rating: skillRatingOf(pool), known: true };
}

/** The storyteller's SFX range for this combatant (a blessing or curse set on the pools), or null for 1/20. */
export function sfxOf(ctx: CombatContext, c: CombatantState, names: readonly string[]): SfxRange | null {
  const pools = poolsOf(ctx, c);
  for (const n of names) {
    const p = poolNamed(pools, n)?.[1];
    if (p?.sfx) return p.sfx;
  }
  return null;
}

/** "Dexterity" → "Dex" for the log's goal line ("Dex 7 + Shoot 7"): the first three letters of a long characteristic. */
export function shortName(name: string): string {
  return name.length > 5 ? name.slice(0, 3) : name;
}
