import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../../shared/domain/gear';
import { runningCombat } from '../../../renderer/features/combat/running-combat';
import { indexRoster, rosterRows, sortVehicles } from '../../../renderer/features/characters/roster-filter';

const ch = (id: string, name: string, kind: 'pc' | 'npc', concept = '') => ({ id, name, kind, concept });
const vehicle = (name: string, weapons: string[] = []): Vehicle =>
  ({ name, pilotingSkill: 'Piloting', toughness: 5, armor: null, weapons, dodge: 0, hitChart: 'Vehicle', description: '' }) as unknown as Vehicle;

const ROSTER = [
  ch('c1', 'Alpha 10', 'npc', 'Centurion'),
  ch('c2', 'Alpha 2', 'npc', 'Centurion'),
  ch('c3', 'Dane Ruiz', 'pc', 'Colonial marine'),
  ch('c4', 'alpha 1', 'npc', 'Centurion leader'),
  ch('c5', 'José Okafor', 'pc', 'Medic'),
];
const VEHICLES = [vehicle('Viper 10', ['Cannon']), vehicle('Viper 2'), vehicle('APC')];

describe('Characters screen list (issue 18)', () => {
  it('sorts names naturally, case-insensitively: Alpha 2 before Alpha 10', () => {
    const rows = rosterRows(indexRoster(ROSTER), sortVehicles(VEHICLES), '', 'all');
    expect(rows.characters.map((c) => c.name)).toEqual(['alpha 1', 'Alpha 2', 'Alpha 10', 'Dane Ruiz', 'José Okafor']);
    expect(rows.vehicles.map((v) => v.name)).toEqual(['APC', 'Viper 2', 'Viper 10']);
    expect(rows.counts).toEqual({ all: 8, pc: 2, npc: 3, vehicle: 3 });
  });

  it('filters by kind and keeps every count for the same search', () => {
    const index = indexRoster(ROSTER);
    const pcs = rosterRows(index, VEHICLES, '', 'pc');
    expect(pcs.characters.map((c) => c.id)).toEqual(['c3', 'c5']);
    expect(pcs.vehicles).toEqual([]);
    const vehicles = rosterRows(index, VEHICLES, '', 'vehicle');
    expect(vehicles.characters).toEqual([]);
    expect(vehicles.vehicles).toHaveLength(3);
    const centurions = rosterRows(index, VEHICLES, 'centurion', 'npc');
    expect(centurions.characters.map((c) => c.name)).toEqual(['alpha 1', 'Alpha 2', 'Alpha 10']);
    expect(centurions.counts).toEqual({ all: 3, pc: 0, npc: 3, vehicle: 0 });
  });

  it('searches names, concepts and vehicle weapons, every word, accents folded', () => {
    const index = indexRoster(ROSTER);
    expect(rosterRows(index, VEHICLES, 'jose medic', 'all').characters.map((c) => c.id)).toEqual(['c5']);
    expect(rosterRows(index, VEHICLES, 'cannon', 'all').vehicles.map((v) => v.name)).toEqual(['Viper 10']);
    expect(rosterRows(index, VEHICLES, 'nobody', 'all').counts.all).toBe(0);
  });
});

describe('the Combat link goes to the running fight (issue 18)', () => {
  const summary = (id: string, status: 'setup' | 'active' | 'ended', createdAt: string) =>
    ({ id, name: id, status, isMock: false, round: 1, createdAt, endedAt: null });
  it('picks the newest started, not ended combat; none without one', () => {
    expect(runningCombat([summary('a', 'ended', '2026-01-03T00:00:00.000Z'), summary('b', 'setup', '2026-01-04T00:00:00.000Z')])).toBeNull();
    expect(runningCombat([summary('a', 'active', '2026-01-01T00:00:00.000Z'), summary('b', 'active', '2026-01-02T00:00:00.000Z'), summary('c', 'ended', '2026-01-05T00:00:00.000Z')])?.id).toBe('b');
  });
});
