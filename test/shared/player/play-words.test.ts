/**
 * Issue 38: a link's own declaration reaches its devices in the players' names (found by the
 * changes' privacy property test: "attack Centurion One" went to a link whose players know it as
 * "NPC 1"); one that names a combatant hidden from players is told without its words.
 */
import { describe, expect, it } from 'vitest';
import { DECLARED_UNSAID, playerDeclaredText } from '../../../shared/player/play-words';
import { DEFAULT_PLAYER_PRIVACY } from '../../../shared/player/privacy';
import { RIFLE, spec } from '../core/combat/fixtures';
import { CAST, StepDriver } from './fights';

function fight() {
  const d = new StepDriver('play-words');
  d.add(spec('alice', 1, { name: CAST.alice, kind: 'pc', weapon: RIFLE }));
  d.add(spec('cent', 2, { name: CAST.cent, kind: 'npc', weapon: RIFLE }));
  d.add(spec('sniper', 2, { name: CAST.sniper, kind: 'npc', weapon: RIFLE, privacy: { hidden: true } }));
  d.send({ type: 'combat.start' });
  return d;
}

describe('a link\'s own declaration in the players\' words', () => {
  it('names an NPC as the players know it', () => {
    const d = fight();
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'alice', action: { kind: 'attack', target: 'cent' } }] });
    const view = d.view();
    const text = view.combatants.find((c) => c.id === 'alice')!.declarationText!;
    expect(text).toContain(CAST.cent);
    expect(playerDeclaredText(view, DEFAULT_PLAYER_PRIVACY, text)).toBe(text.replace(CAST.cent, 'NPC 1'));
    expect(playerDeclaredText(view, { ...DEFAULT_PLAYER_PRIVACY, npcNames: 'real' }, text)).toBe(text);
  });

  it('says nothing of a target hidden from players', () => {
    const d = fight();
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'alice', action: { kind: 'attack', target: 'sniper' } }] });
    const view = d.view();
    const text = view.combatants.find((c) => c.id === 'alice')!.declarationText!;
    expect(playerDeclaredText(view, DEFAULT_PLAYER_PRIVACY, text)).toBe(DECLARED_UNSAID);
  });
});
