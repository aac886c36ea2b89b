/**
 * Renames that follow an attribute or action skill out of the setting: into the setting's own
 * references (ruling attributes, special roles), onto character sheets and into the gear catalog.
 * Pure and idempotent, so main can apply a rename the editor already made in the setting.
 */
import { z } from 'zod';
import { abilityKey, type Character } from '../domain/character';
import type { GearCatalog } from '../domain/gear';
import type { Setting } from '../domain/setting';

const Name = z.string().trim().min(1, { error: 'A renamed ability needs a name' }).max(200);
export const AbilityRenameSchema = z.strictObject({ kind: z.enum(['attribute', 'action-skill']), from: Name, to: Name });
export type AbilityRename = z.infer<typeof AbilityRenameSchema>;

const same = (a: string, b: string) => abilityKey(a) === abilityKey(b);
const swap = (name: string, r: AbilityRename) => (same(name, r.from) ? r.to : name);

/** The rename undone: `to` back to `from`. */
export const reverseRename = (r: AbilityRename): AbilityRename => ({ kind: r.kind, from: r.to, to: r.from });

/** The setting's references to `from` (skills' and languages' ruling attributes, special roles) now name `to`. */
export function renameInSetting(setting: Setting, r: AbilityRename): Setting {
  const roles = Object.fromEntries(Object.entries(setting.specialAbilities).map(([role, name]) => [role, swap(name, r)])) as Setting['specialAbilities'];
  const actionSkills = r.kind === 'attribute' ? setting.actionSkills.map((s) => ({ ...s, rulingAttribute: swap(s.rulingAttribute, r) })) : setting.actionSkills;
  // The languages' ruling attributes (FS3.1, issue 39) follow an attribute's new name too.
  const rulings = setting.languageRulingAttributes;
  if (r.kind !== 'attribute' || rulings === undefined) return { ...setting, actionSkills, specialAbilities: roles };
  const languageRulingAttributes = Object.fromEntries(Object.entries(rulings).map(([language, attr]) => [language, swap(attr, r)]));
  return { ...setting, actionSkills, specialAbilities: roles, languageRulingAttributes };
}

/** The character with the ability renamed, or null when the sheet does not name it. */
export function renameOnCharacter(c: Character, r: AbilityRename): Character | null {
  let changed = false;
  const rename = <T extends { name: string }>(list: readonly T[]): T[] =>
    list.map((a) => {
      if (!same(a.name, r.from)) return a;
      changed = true;
      return { ...a, name: r.to };
    });
  const attributes = r.kind === 'attribute' ? rename(c.attributes) : c.attributes;
  const actionSkills = r.kind === 'action-skill' ? rename(c.actionSkills) : c.actionSkills;
  const backgroundSkills =
    r.kind === 'attribute'
      ? c.backgroundSkills.map((b) => {
          if (!same(b.rulingAttribute, r.from)) return b;
          changed = true;
          return { ...b, rulingAttribute: r.to };
        })
      : c.backgroundSkills;
  const npc = c.npc ? { ...c.npc, ratings: rename(c.npc.ratings) } : null;
  return changed ? { ...c, attributes, actionSkills, backgroundSkills, npc } : null;
}

/** Weapons (attack and defense skill) and vehicles (piloting skill) naming `from` now name `to`. */
export function renameInCatalog(catalog: GearCatalog, r: AbilityRename): { catalog: GearCatalog; followed: string[] } {
  const followed: string[] = [];
  const weapons = catalog.weapons.map((w) => {
    const attackSkill = swap(w.attackSkill, r);
    const defenseSkill = w.defenseSkill === null ? null : swap(w.defenseSkill, r);
    if (attackSkill === w.attackSkill && defenseSkill === w.defenseSkill) return w;
    followed.push(`weapon "${w.name}"`);
    return { ...w, attackSkill, defenseSkill };
  });
  const vehicles = catalog.vehicles.map((v) => {
    const pilotingSkill = swap(v.pilotingSkill, r);
    if (pilotingSkill === v.pilotingSkill) return v;
    followed.push(`vehicle "${v.name}"`);
    return { ...v, pilotingSkill };
  });
  return { catalog: followed.length > 0 ? { ...catalog, weapons, vehicles } : catalog, followed };
}
