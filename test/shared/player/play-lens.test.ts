/**
 * Issue 38 item 3: the part of a personal link's picture every link shares under the players'
 * lens (who is seen, the targets, vehicles and charts) is built once for all links; a picture
 * built with it equals the one built alone, for every link, hidden combatants included.
 */
import { describe, expect, it } from 'vitest';
import { buildPlayLens, buildPlayMe, type PlayMeInput } from '../../../shared/player/play-me';
import { DEFAULT_PLAYER_PRIVACY } from '../../../shared/player/privacy';
import { fs32Fight } from './fights';

describe('the players\' lens of a fight, shared by every link (issue 38 item 3)', () => {
  it('gives each link the picture it would have had built alone', () => {
    for (const hidden of [false, true]) {
      const d = fs32Fight(`lens-${hidden}`, 1, hidden);
      d.send({ type: 'action.declare', declarations: [{ combatantId: 'alice', action: { kind: 'attack', target: 'cent' } }] });
      const raw = d.view();
      const view = { ...raw, combatants: raw.combatants.map((c) => (c.id === 'alice' || c.id === 'bob' ? { ...c, characterId: `pc-${c.id}` } : c)) };
      const privacy = DEFAULT_PLAYER_PRIVACY;
      const chartRows = () => ['Head', 'Chest'];
      const lens = buildPlayLens({ view, privacy, chartRows });
      for (const ids of [['pc-alice'], ['pc-bob'], ['pc-alice', 'pc-bob'], []]) {
        const input: PlayMeInput = {
          label: 'Link', characterIds: ids, characterNames: ids, claimable: [], claimPending: false,
          fight: { view, version: 9 }, privacy, showWaiting: true, weaponOf: () => undefined, chartRows,
        };
        const alone = buildPlayMe(input);
        expect(buildPlayMe({ ...input, lens })).toEqual(alone);
        expect(JSON.stringify(buildPlayMe({ ...input, lens }))).toBe(JSON.stringify(alone));
        expect(alone.combatants.length).toBe(ids.length);
      }
    }
  });
});
