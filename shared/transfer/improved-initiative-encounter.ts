/**
 * What Improved Initiative's combatants become in FS3: one encounter with the PCs in team 1
 * ("Players") and each NPC stat block as a group of that many NPCs in the opponents' team. A group
 * holds at most {@link MAX_GROUP_COUNT} NPCs, so a larger crowd becomes several groups.
 */
import { EncounterBodySchema, MAX_GROUP_COUNT, type EncounterBody } from '../encounters/schemas';
import type { IiRead } from './improved-initiative';

/** The campaign's record an entry uses (found by name or made by the import). */
export type IiRefs = { template: (name: string) => { id: string; name: string }; character: (name: string) => { id: string; name: string } };

export const II_ENCOUNTER_NAME = 'Improved Initiative import';

/** The encounter body (checked by its schema) for `read`'s entries, named `name`. */
export function encounterFromIi(read: Pick<IiRead, 'entries'>, refs: IiRefs, name: string): EncounterBody {
  const npcs = read.entries.filter((e) => !e.pc);
  const pcs = read.entries.filter((e) => e.pc);
  const npcTeam = pcs.length > 0 ? 2 : 1;
  return EncounterBodySchema.parse({
    name,
    notes: 'Imported from Improved Initiative.',
    teams: pcs.length > 0 ? [{ name: 'Players' }, { name: 'Opponents' }] : [{ name: 'Opponents' }],
    groups: npcs.flatMap((e) => {
      const t = refs.template(e.name);
      return Array.from({ length: Math.ceil(e.count / MAX_GROUP_COUNT) }, (_, i) => ({
        templateId: t.id, templateName: t.name, baseName: e.name, count: Math.min(MAX_GROUP_COUNT, e.count - i * MAX_GROUP_COUNT), team: npcTeam,
      }));
    }),
    characters: pcs.map((e) => {
      const c = refs.character(e.name);
      return { characterId: c.id, name: c.name, team: 1 };
    }),
  });
}
