/**
 * Issue 42: a player's own sheets, read-only, built here on the server for the link's characters
 * only (never another's): attributes, skills, wounds with their healing forecast, luck, XP with
 * its ledger, gear by name. The storyteller's words about the character stay here: notes, a
 * wound's description, gear notes.
 */
import type { PlaySheet } from '../../shared/player/play-protocol';
import type { CampaignSession } from '../core/campaign/campaign-session';
import { buildHealingSheet } from '../core/healing/healing-sheet';
import { campaignSystem } from '../core/system/campaign-system';

/** The ledger lines a sheet shows, newest first. */
const LEDGER_LINES = 30;

export function playerSheets(session: () => CampaignSession, now: () => Date): (characterIds: readonly string[]) => PlaySheet[] {
  return (characterIds) => {
    if (characterIds.length === 0) return [];
    const { repos } = session();
    const system = campaignSystem(repos);
    const out: PlaySheet[] = [];
    for (const id of characterIds) {
      const c = repos.characters.get(id);
      if (!c) continue;
      const wounds = repos.wounds.listFor(id);
      const healing = buildHealingSheet(repos, system, id, now());
      const label = new Map(healing.severities.map((s) => [s.id as string, s.label]));
      const xp = repos.ledgers.xpHistory(id).slice(-LEDGER_LINES).reverse();
      out.push({
        name: c.name,
        attributes: c.attributes.map((a) => ({ name: a.name, rating: a.rating })),
        skills: c.actionSkills.map((a) => ({ name: a.name, rating: a.rating })),
        wounds: wounds.map((w) => {
          const f = healing.forecast.find((x) => x.woundId === w.id);
          const forecast = !f ? null : f.beyond ? `not healed within ${f.horizon} days` : `about ${f.median} days (9 in 10 within ${f.p90})`;
          return { severity: label.get(w.severity) ?? w.severity, location: w.location || null, forecast };
        }),
        luck: c.luckPoints,
        xp: c.xp,
        ledger: xp.map((e) => ({ at: e.inGameDate, text: `${e.delta > 0 ? '+' : ''}${e.delta} XP${e.ability ? ` (${e.ability})` : ''}: ${e.reason}` })),
        gear: repos.sheets.gear(id).map((g) => g.name),
      });
    }
    return out;
  };
}
