/**
 * What the GM screen offers for a Third Edition game. The machine's stance ids are still FS3.2's
 * five (its commands validate them); here they carry the game's own stance names and numbers
 * (normal → Normal, banzai → Aggressive, evade → Evasive, cautious → Defensive, cover → Cover).
 * Wound severities carry the game's level names; luck is +3 dice only (§C.21).
 */
import type { Choice, EditionLists } from '../../types';
import { damageLevels, type A3CombatConfig } from './config';
import { findStance, stanceMods } from './rolls';

const STANCE_IDS = [['normal', 'Normal'], ['banzai', 'Aggressive'], ['evade', 'Evasive'], ['cautious', 'Defensive'], ['cover', 'Cover']] as const;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

export function ares3eLists(cfg: A3CombatConfig, base: EditionLists): EditionLists {
  const stances: Choice[] = STANCE_IDS.map(([id, name]) => {
    const found = findStance(cfg, name);
    const label = found ?? name;
    const m = stanceMods(cfg, label);
    return m.attack || m.defense ? { id, label, hint: `${signed(m.attack)} attack, ${signed(m.defense)} defense` } : { id, label };
  });
  const { stored } = damageLevels(cfg);
  const names = { light: stored[0], moderate: stored[1], serious: stored[1], critical: stored.at(-1) };
  return {
    ...base,
    stances,
    luckOptions: [
      { id: 'attack:bonus', label: 'Attack +3 dice, +30 damage' },
      { id: 'defense:bonus', label: 'Defense +3 dice, \u221230 damage taken' },
      { id: 'initiative:bonus', label: 'Initiative +3 dice' },
    ],
    woundSeverities: (['light', 'serious', 'critical'] as const).map((id) => ({ id, label: names[id] ?? id })),
  };
}
