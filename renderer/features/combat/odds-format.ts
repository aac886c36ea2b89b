/** The odds of a declared action as the combat host answers them (`combat.odds`). */
export type OddsLine = {
  pHit: number;
  pSeriousOrWorse: number;
  action?: 'attack' | 'burst' | 'full-auto' | 'suppress' | 'explode';
  bullets?: number;
  suppression?: { points: number; p: number }[];
  /** Issue 19: P(dodged) where the edition tells a dodge from a miss (seed 002). */
  pDodged?: number;
  /** Issue 39: an explosion's chance of ending in each zone (null: out of the blast). */
  zones?: { zone: number | null; p: number }[];
};

/**
 * What the declared action can do, in words (`serious`: the edition's name of that level, e.g.
 * AresMUSH's Impaired; `stress`: its word for suppression):
 * a shot "62% hit · 18% Serious or worse"; a burst or volley "3 bullets: 85% at least one hit ·
 * 30% Serious or worse"; Suppress "64% +2 · 36% +1 Suppression" (it never wounds); an explosion
 * "41% zone 0 · 35% zone 1 · 24% out of the blast · 9% Serious or worse (concussion)".
 */
export function formatOdds(o: OddsLine, serious = 'Serious', stress = 'Suppression'): string {
  if (o.action === 'suppress' && o.suppression) {
    const parts = o.suppression.map((s) => `${pct(s.p)} ${s.points > 0 ? `+${s.points}` : 'no change'}`);
    return `${parts.join(' · ')} ${stress}`;
  }
  // Seed 001: the throw and the defense move the target out, zone by zone; the concussion wounds.
  if (o.action === 'explode' && o.zones) {
    const parts = o.zones.map((z) => `${pct(z.p)} ${z.zone === null ? 'out of the blast' : `zone ${z.zone}`}`);
    return `${parts.join(' · ')} · ${pct(o.pSeriousOrWorse)} ${serious} or worse (concussion)`;
  }
  if ((o.action === 'burst' || o.action === 'full-auto') && o.bullets !== undefined) {
    return `${o.bullets} ${o.bullets === 1 ? 'bullet' : 'bullets'}: ${pct(o.pHit)} at least one hit · ${pct(o.pSeriousOrWorse)} ${serious} or worse`;
  }
  // Seed 002: an attack that succeeds below the defense is dodged, one that fails is a miss.
  if (o.pDodged !== undefined) return `${pct(o.pHit)} hit · ${pct(o.pDodged)} dodged · ${pct(Math.max(0, 1 - o.pHit - o.pDodged))} miss · ${pct(o.pSeriousOrWorse)} ${serious} or worse`;
  return `${pct(o.pHit)} hit · ${pct(o.pSeriousOrWorse)} ${serious} or worse`;
}

function pct(p: number): string {
  const v = Math.round(p * 100);
  return p > 0 && v === 0 ? '<1%' : p < 1 && v === 100 ? '>99%' : `${v}%`;
}
