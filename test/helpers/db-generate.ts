import type { CampaignContent } from '../../shared/domain/campaign-export';
import type { Character } from '../../shared/domain/character';
import type { CombatEvent, Combatant, CombatSnapshot } from '../../shared/domain/combat-log';
import type { LuckEntry, XpEntry } from '../../shared/domain/ledger';
import type { Wound } from '../../shared/domain/wound';
import { SEVERITIES } from '../../shared/core/mechanics/combat-ruleset';
import { createSeededRng } from '../../shared/core/dice/rng';
import { TEST_GEAR, TEST_SETTING } from './db-fixtures';

export type GenerateOptions = { characters: number; combats: number; eventsPerCombat: number; seed: string };

const T = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString();

/**
 * A large, varied, valid campaign from a seed: every kind of row, awkward text included
 * (unicode, quotes, newlines), so a round trip that drops or mangles anything shows up.
 */
export function generateCampaign(o: GenerateOptions): CampaignContent {
  const rng = createSeededRng(o.seed);
  const d = (n: number) => rng.die(n);
  const pick = <T,>(list: readonly T[]): T => list[d(list.length) - 1]!;
  const names = ['Ada', 'Bo', 'Céline', 'Dmitri "Dee"', 'Éowyn', 'Fang\nLi', 'Gus', "O'Hara", '斎藤'];

  const characters: Character[] = [];
  for (let i = 0; i < o.characters; i++) {
    const npc = d(4) === 1;
    characters.push({
      id: `ch-${i}`,
      kind: npc ? 'npc' : 'pc',
      name: `${pick(names)} ${i}`,
      concept: d(2) === 1 ? 'A former marine turned smuggler.' : '',
      attributes: TEST_SETTING.attributes.map((a) => ({ name: a.name, rating: d(4) })),
      actionSkills: TEST_SETTING.actionSkills.slice(0, d(3)).map((s) => ({ name: s.name, rating: d(8) - 1 })),
      backgroundSkills: d(2) === 1 ? [{ name: 'Farming', rating: d(3), rulingAttribute: 'Wits' }] : [],
      languages: d(3) === 1 ? ['Common', 'Old Tongue'] : ['Common'],
      quirks: Array.from({ length: d(3) - 1 }, (_, q) => `Quirk ${q} ✓`),
      luckPoints: d(4) - 1,
      xp: d(10) - 1,
      lastSkillRaiseDate: d(2) === 1 ? '2025-12-24' : null,
      notes: d(5) === 1 ? 'Line one\nLine "two"\ttabbed' : '',
      npc: npc ? { ratings: [{ name: 'Firearms', rating: d(8) }], defaultRating: d(2) === 1 ? null : d(4) } : null,
    });
  }

  const wounds: Wound[] = [];
  const xpLedger: XpEntry[] = [];
  const luckLedger: LuckEntry[] = [];
  characters.forEach((c, i) => {
    if (d(3) === 1) {
      wounds.push({
        id: `w-${i}`, characterId: c.id, location: pick(['Chest', 'Head', 'Left Arm']), severity: pick(SEVERITIES),
        damageType: pick(['wound', 'stun'] as const), healingPoints: d(10), treated: d(2) === 1, inGameDate: `Day ${d(30)}`,
        description: 'Revolver - Chest', inflictedAt: T(i),
      });
    }
    // Balances as the app keeps them: the opening balance plus what the ledger records (an import
    // refuses a balance below its ledger sum, issue 17 item 9).
    const xp = d(3);
    xpLedger.push({ id: xpLedger.length + 1, characterId: c.id, delta: xp, reason: 'weekly', ability: null, inGameDate: 'Day 7', recordedAt: T(i) });
    c.xp += xp;
    if (d(2) === 1) {
      luckLedger.push({ id: luckLedger.length + 1, characterId: c.id, delta: 1, reason: 'good scene', inGameDate: 'Day 7', recordedAt: T(i) });
      c.luckPoints += 1;
    }
  });

  const combats: CampaignContent['combats'] = [];
  const combatants: Combatant[] = [];
  const combatEvents: CombatEvent[] = [];
  const combatSnapshots: CombatSnapshot[] = [];
  for (let f = 0; f < o.combats; f++) {
    const id = `fight-${f}`;
    combats.push({ id, name: `Fight ${f}`, status: f % 3 === 0 ? 'ended' : 'active', isMock: f % 7 === 0, round: d(10),
      settings: { teams: { '1': 'Posse', '9': 'Bandits' } }, createdAt: T(f), endedAt: f % 3 === 0 ? T(f + 60) : null });
    for (let k = 0; k < 4; k++) {
      const ch = o.characters > 0 ? characters[(f * 4 + k) % o.characters]! : null;
      combatants.push({ id: `${id}-k${k}`, combatId: id, characterId: ch?.id ?? null, name: ch?.name ?? `Goon ${k}`, team: k < 2 ? 1 : 9,
        position: k, state: { stance: pick(['normal', 'cover', 'banzai']), ammo: d(6) } });
    }
  }
  // Interleave combats the way a real log is written: events of several fights alternate.
  const total = o.combats * o.eventsPerCombat;
  for (let seq = 1; seq <= total; seq++) {
    const combatId = `fight-${(seq - 1) % Math.max(1, o.combats)}`;
    const pool = d(8) + 2;
    combatEvents.push({
      seq, combatId, round: 1 + Math.floor(seq / (o.combats * 8)), type: pick(['attack.resolve', 'initiative.set', 'turn.end', 'damage.apply']),
      actorId: `${combatId}-k${d(4) - 1}`,
      payload: { targetId: `${combatId}-k${d(4) - 1}`, netHits: d(5) - 2, modifiers: [{ source: 'aim', dice: 3 }, { source: 'wounds', dice: -1 }] },
      dice: [{ label: `attack: pool ${pool}`, sides: 8, faces: Array.from({ length: pool }, () => d(8)) }],
      recordedAt: T(seq),
    });
  }
  combats.forEach((c, i) => {
    combatSnapshots.push({ id: i + 1, combatId: c.id, eventSeq: total, machineVersion: 1, appVersion: '0.1.0',
      snapshot: { value: { combat: 'running' }, context: { round: c.round, order: [`${c.id}-k0`, `${c.id}-k1`] } }, savedAt: T(total + i) });
  });

  return {
    campaign: { name: 'Generated', description: `seed ${o.seed}`, inGameDate: 'Day 30', createdAt: T(0), updatedAt: T(1) },
    setting: TEST_SETTING,
    // Not the default, so a round trip that drops the choice shows up.
    system: { edition: 'fs3.2', houseRules: { 'healing-system': 'simple', 'damage-bands': 'storytellers-guide' } },
    characters, wounds, xpLedger, luckLedger,
    gear: TEST_GEAR,
    combats, combatants, combatEvents, combatSnapshots,
    configExtras: [{ source: 'fs3skills_misc.yml', keyPath: 'fs3skills.unknown_key', value: { kept: ['verbatim', 1, null] } }],
    characterGear: [],
    rollLog: [],
  };
}
