import type { CampaignExport } from '../../../shared/domain/campaign-export';
import type { Repos } from '../db/repos';
import { salvaging } from '../db/repos/map';
import { buildCampaignExport } from './export';

/**
 * The export of a campaign with damaged rows (issue 35 item 6: the rescue path answered a 500):
 * every row that reads, each damaged one named and left out. A damaged combat takes its combatants
 * and log with it, named too: they belong to a fight the document no longer holds. The campaign
 * record itself must read (a campaign without one does not open), else `campaign/corrupt`.
 * Call inside a read transaction for a consistent cut.
 */
export function salvageCampaignExport(repos: Repos, meta: { exportedAt: Date; appVersion: string }): { document: CampaignExport; damaged: string[] } {
  const { value: document, damaged } = salvaging(() => buildCampaignExport(repos, meta));
  if (damaged.length === 0) return { document, damaged: [] };
  const kept = new Set(document.combats.map((c) => c.id));
  const orphans = new Map<string, { combatants: number; steps: number }>();
  const orphan = (combatId: string, key: 'combatants' | 'steps') => {
    const counts = orphans.get(combatId) ?? { combatants: 0, steps: 0 };
    counts[key] += 1;
    orphans.set(combatId, counts);
  };
  const combatants = document.combatants.filter((c) => kept.has(c.combatId) || void orphan(c.combatId, 'combatants'));
  const combatEvents = document.combatEvents.filter((e) => kept.has(e.combatId) || void orphan(e.combatId, 'steps'));
  const notes = damaged.map((d) => `${d.detail}: left out`);
  for (const [combatId, n] of orphans) {
    notes.push(`${n.combatants} combatant(s) and ${n.steps} log step(s) of combat ${combatId}: left out with their damaged combat`);
  }
  return { document: { ...document, combatants, combatEvents }, damaged: notes };
}
