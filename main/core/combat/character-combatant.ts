/**
 * A campaign character as a combatant: pools for every roll the fight may ask of them (the
 * setting's special abilities and every weapon's attack and defense skill), their gear from the
 * campaign's catalog, and the wounds they already carry.
 */
import type { Character } from '../../../shared/domain/character';
import type { GearCatalog } from '../../../shared/domain/gear';
import type { Setting } from '../../../shared/domain/setting';
import type { Wound as StoredWound } from '../../../shared/domain/wound';
import type { CombatantSpec } from '../../../shared/core/combat/commands';
import { AbilityLookupError, poolForAbility, type GameSystem, type PoolSpec } from '../../../shared/systems';
import { AppError } from '../../../shared/ipc/result';
import { toRulesWound, woundAgeMinutes } from './character-wounds';

export type CharacterCombatantInput = {
  id: string;
  team: number;
  character: Character;
  wounds: readonly StoredWound[];
  gear: GearCatalog;
  weapon: string;
  armor?: string | null;
  chart?: string;
  stance?: string;
  /** When given, the wounds join with their age at this moment (issue 39, Treat's hour). */
  joinedAt?: { now: Date; inGameDate: string };
};

function abilityNames(setting: Setting, gear: GearCatalog, extra: readonly string[]): string[] {
  const names = new Set<string>([setting.specialAbilities.initiative, setting.specialAbilities.toughness, setting.specialAbilities.firstAid, ...extra]);
  // Jury-rig: Treat on a vehicle (seed 000); a draft setting may leave it blank.
  if (setting.specialAbilities.juryRig.trim() !== '') names.add(setting.specialAbilities.juryRig);
  for (const w of gear.weapons) {
    names.add(w.attackSkill);
    if (w.defenseSkill !== null) names.add(w.defenseSkill);
  }
  return [...names];
}

/**
 * The catalog entry called `name`; with an edition that reads gear specials (AresMUSH "Rifle+Ap"),
 * a name with specials is the base entry under that name (the edition's procedures add the specials).
 */
function withSpecials<T extends { name: string }>(list: readonly T[], name: string, specials: boolean): T | undefined {
  const exact = list.find((g) => g.name === name);
  if (exact || !specials || !name.includes('+')) return exact;
  const base = name.split('+')[0]!.trim().toLowerCase();
  const found = list.find((g) => g.name.toLowerCase() === base);
  return found ? { ...found, name } : undefined;
}

/** The combatant spec for `combatant.add`; throws AppError 'combat/unknown-gear' for unknown gear names. */
export function combatantFromCharacter(system: GameSystem, input: CharacterCombatantInput): CombatantSpec {
  const { character, gear } = input;
  const { setting } = system;
  const procedures = system.combat.procedures;
  const weapon = withSpecials(gear.weapons, input.weapon, procedures !== undefined);
  if (!weapon) throw new AppError('combat/unknown-gear', `There is no weapon called "${input.weapon}" in this campaign.`);
  const armorName = input.armor ?? null;
  const armor = armorName === null ? null : withSpecials(gear.armor, armorName, procedures !== undefined);
  if (armor === undefined) throw new AppError('combat/unknown-gear', `There is no armor called "${armorName}" in this campaign.`);
  const chartName = input.chart ?? 'Humanoid';
  const chart = gear.hitCharts.find((c) => c.name === chartName);
  if (!chart) throw new AppError('combat/unknown-gear', `There is no hit chart called "${chartName}".`);
  const pools: Record<string, PoolSpec> = {};
  for (const name of abilityNames(setting, { ...gear, weapons: [...gear.weapons] }, procedures?.abilities ?? [])) {
    try {
      pools[name] = poolForAbility(system, character, name);
    } catch (error) {
      // A skill the setting does not know is rolled as "no rating" by the machine; a broken setting is named.
      if (!(error instanceof AbilityLookupError)) throw error;
      if (error.code === 'broken-setting') throw new AppError('system/setting.actionSkills', error.message);
    }
  }
  return {
    id: input.id,
    name: character.name,
    characterId: character.id,
    kind: character.kind,
    team: input.team,
    pools,
    weapon,
    armor,
    chart,
    stance: input.stance ?? 'normal',
    cover: null,
    wounds: input.wounds.map((w) => {
      const rules = toRulesWound(system, w);
      return input.joinedAt ? { ...rules, ageMinutes: woundAgeMinutes(w, input.joinedAt.now, input.joinedAt.inGameDate) } : rules;
    }),
    woundIds: input.wounds.map((w) => w.id),
    luckPoints: character.kind === 'pc' ? character.luckPoints : null,
  };
}
