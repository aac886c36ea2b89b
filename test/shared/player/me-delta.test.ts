/**
 * Issue 38 item 2: a personal link's picture as a change. Applying the change to the picture it
 * was made from gives the new picture exactly (seeded random pictures), and a step that moves one
 * character's declaration carries that field, not the character's whole target list.
 */
import { describe, expect, it } from 'vitest';
import { applyMeDelta, diffMe } from '../../../shared/player/me-delta';
import { MeDeltaSchema, type PlayCombatant, type PlayMe } from '../../../shared/player/play-protocol';
import { createSeededRng } from '../../../shared/core/dice/rng';

const targets = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, name: `NPC ${i}`, team: (i % 2) + 1, own: false, chart: null }));
const character = (key: string, patch: Partial<PlayCombatant> = {}): PlayCombatant => ({
  key, name: `Name ${key}`, weapon: 'Pistol', stance: 'normal', luckPoints: 2, luckUsed: 0, declared: null,
  actions: [{ id: 'attack', label: 'Attack' }], stances: [{ id: 'normal', label: 'Normal' }], luckOptions: [], rangeBands: [], tasks: null,
  targets: targets(200), vehicles: [], ...patch,
});
const picture = (patch: Partial<PlayMe> = {}): PlayMe => ({
  label: 'Kim', characters: ['Alice'], claimable: [], claimPending: false, version: 7, phase: 'declaring', yourTurn: true, waiting: null,
  combatants: [character('a'), character('b')], charts: [], ...patch,
});

describe('picture changes (issue 38 item 2)', () => {
  it('carries only what moved: one declaration, not two hundred targets', () => {
    const a = picture();
    const b = picture({ version: 8, yourTurn: false, combatants: [character('a', { declared: 'Alice attacks NPC 1' }), character('b')] });
    const delta = MeDeltaSchema.parse(diffMe(a, b));
    expect(delta).toEqual({ fields: { yourTurn: false }, combatants: { keys: ['a', 'b'], changed: [{ key: 'a', declared: 'Alice attacks NPC 1' }] } });
    expect(applyMeDelta(a, delta, 8)).toEqual(b);
    expect(JSON.stringify(delta).length).toBeLessThan(JSON.stringify(b).length / 50);
  });

  it('applied to the picture it was made from, gives the new picture (random pictures, seeded)', () => {
    const rng = createSeededRng('me-delta');
    const pick = <T,>(xs: readonly T[]) => xs[rng.die(xs.length) - 1]!;
    const randomCharacter = (key: string) => character(key, {
      declared: pick([null, 'attacks', 'aims']), luckUsed: rng.die(3) - 1, stance: pick(['normal', 'cover']), targets: targets(rng.die(6)),
      tasks: pick([null, { characteristics: ['Dex'], skills: ['Shoot'] }]),
    });
    const randomPicture = (): PlayMe => picture({
      version: pick([null, rng.die(20)]), phase: pick([null, 'declaring', 'resolving']), yourTurn: rng.die(2) === 1, waiting: pick([null, [], ['Bram']]),
      claimPending: rng.die(2) === 1, combatants: ['a', 'b', 'c', 'd'].filter(() => rng.die(2) === 1).map(randomCharacter).sort(() => rng.die(3) - 2),
      charts: pick([[], [['Head', 'Chest']]]),
    });
    for (let i = 0; i < 300; i++) {
      const a = randomPicture();
      const b = randomPicture();
      const delta = MeDeltaSchema.parse(JSON.parse(JSON.stringify(diffMe(a, b))));
      expect(applyMeDelta(a, delta, b.version)).toEqual(b);
    }
  });

  it('refuses a change naming a character the picture lacks', () => {
    expect(() => applyMeDelta(picture({ combatants: [] }), { combatants: { keys: ['a'], changed: [] } }, 7)).toThrow(/does not have/);
  });
});
