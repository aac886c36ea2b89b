/**
 * Quick NPCs from the GM screen straight into a team (issue 18): the NPC characters are made
 * (from a template, or from ratings as Quick NPCs take them) and join the fight in ONE
 * `combatant.add` step, numbered past the names already fighting or in the roster (Goon 5 … Goon 7
 * when Goon 1 … 4 exist). A refused step removes the characters again.
 */
import { randomUUID } from 'node:crypto';
import type { CombatantSpec, CombatCommand } from '../../../shared/core/combat/commands';
import type { CombatView } from '../../../shared/core/combat/view';
import { groupNames } from '../../../shared/encounters/names';
import type { z } from 'zod';
import type { AddNpcsInputSchema } from '../../../shared/ipc/encounter-contract';
import { AppError } from '../../../shared/ipc/result';
import type { CombatHost } from '../combat/combat-host';
import { addCharacterCommand } from '../combat/add-character';
import { combatSystemFrom, recordedSystem } from '../combat/combat-system';
import type { CampaignSession } from '../campaign/campaign-session';
import { assertRatingsInRange } from '../sheets/rating-guard';
import { campaignChoices, npcFromTemplate } from './choices';
import { onceReadCatalog, settleLoadout } from './start';

export type AddNpcsInput = z.output<typeof AddNpcsInputSchema>;

export function addNpcsToCombat(session: CampaignSession, host: CombatHost, input: AddNpcsInput): { view: CombatView; names: string[]; made: string[] } {
  const before = host.view(input.combatId);
  if (!before.allowed['combatant.add']) throw new AppError('combat/not-allowed', 'This combat takes no new combatants now (it has ended).');
  const template = input.templateId === null ? null : session.repos.encounters.template(input.templateId);
  if (input.templateId !== null && !template) throw new AppError('encounter/templateId', 'Template: that NPC template no longer exists; choose another.');
  const c = campaignChoices(session.repos);
  const stats = template ?? { concept: input.concept, ratings: input.ratings, defaultRating: input.defaultRating };
  const warnings: string[] = [];
  const loadout = settleLoadout(c, template ? `Template '${template.name}'` : input.baseName, {
    weapon: input.weapon ?? template?.weapon ?? null,
    armor: input.armor ?? template?.armor ?? null,
    chart: template?.chart ?? 'Humanoid',
    stance: input.stance ?? template?.stance ?? 'normal',
    level: input.level ?? template?.level ?? null,
  }, warnings);
  // Asked for by name here and now: a gone weapon or stance is a refusal, not a silent swap.
  if (warnings.length > 0 && (input.weapon !== null || input.stance !== null || input.level !== null || input.armor !== null)) throw new AppError('encounter/gear', warnings.join(' '));
  if (loadout.weapon === null) throw new AppError('encounter/weapon', 'Weapon: the gear catalog has no weapon to give the NPCs; add one in the gear editors.');
  // Past the names in the fight and in the roster, so the new sheets are told apart.
  const names = groupNames(input.baseName, input.count, [...before.combatants.map((x) => x.name), ...session.repos.characters.list().map((x) => x.name)]);
  const npcs = names.map((name) => npcFromTemplate(stats, randomUUID(), name));
  session.transact((repos) => {
    assertRatingsInRange(c.system, npcs.slice(0, 1));
    repos.characters.insertMany(npcs);
  });
  try {
    // The system the fight plays by (recorded at its start or adopted since), as the host's own adds use.
    const system = combatSystemFrom(recordedSystem(session.repos.combats.get(input.combatId)!, session.repos)).system;
    const store = onceReadCatalog(session);
    const specs: CombatantSpec[] = npcs.map((npc) => {
      const command = addCharacterCommand(store, system, {
        characterId: npc.id, team: input.team, weapon: loadout.weapon!, armor: loadout.armor, chart: loadout.chart, stance: loadout.stance, ...(loadout.level !== undefined ? { level: loadout.level } : {}),
      }, randomUUID()) as Extract<CombatCommand, { type: 'combatant.add' }>;
      return command.combatants[0]!;
    });
    const view = host.command(input.combatId, { type: 'combatant.add', combatants: specs });
    return { view, names, made: npcs.map((n) => n.id) };
  } catch (error) {
    session.transact((repos) => npcs.forEach((n) => repos.characters.remove(n.id)));
    throw error;
  }
}
