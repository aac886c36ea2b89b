// The Next banner's NPC button (renderer/features/combat/npc-button.ts): Auto-declare when a
// waiting NPC is set to automatic, so its behaviour decides; Quick-declare otherwise.
import { describe, expect, it } from 'vitest';
import type { CombatView } from '../../../shared/core/combat/view';
import { npcButton } from '../../../renderer/features/combat/npc-button';

type Auto = { mode?: 'automatic' | 'suggest' | 'manual' };
const fighter = (id: string, team: number, kind: 'pc' | 'npc', npcAuto?: Auto) => ({ id, team, kind, ...(npcAuto ? { npcAuto } : {}) });

function view(combatants: ReturnType<typeof fighter>[], teamAuto: Auto | undefined, allowed: string[]): CombatView {
  return {
    combatants,
    teams: [{ id: 1, name: 'Team 1' }, { id: 2, name: 'Team 2', ...(teamAuto ? { npcAuto: teamAuto } : {}) }],
    allowed: Object.fromEntries(allowed.map((a) => [a, true])),
  } as unknown as CombatView;
}

const BOTH = ['action.quickDeclare', 'npc.autoDeclare'];
const QUICK = { label: 'Quick-declare NPCs', command: { type: 'action.quickDeclare' } };
const AUTO = { label: 'Auto-declare NPCs', command: { type: 'npc.autoDeclare' } };

describe('the Next banner’s NPC button', () => {
  it('auto-declares when a waiting NPC is automatic, by its team or its own setting', () => {
    const people = [fighter('a', 1, 'pc'), fighter('x', 2, 'npc'), fighter('y', 2, 'npc')];
    expect(npcButton(view(people, { mode: 'automatic' }, BOTH), ['a', 'x'])).toEqual(AUTO);
    const own = [fighter('a', 1, 'pc'), fighter('x', 2, 'npc', { mode: 'automatic' })];
    expect(npcButton(view(own, undefined, BOTH), ['x'])).toEqual(AUTO);
  });

  it('quick-declares when none waiting is automatic (manual, suggest, or an automatic team overridden)', () => {
    const people = [fighter('a', 1, 'pc'), fighter('x', 2, 'npc'), fighter('y', 2, 'npc', { mode: 'manual' })];
    expect(npcButton(view(people, undefined, BOTH), ['x'])).toEqual(QUICK);
    expect(npcButton(view(people, { mode: 'suggest' }, BOTH), ['x'])).toEqual(QUICK);
    expect(npcButton(view(people, { mode: 'automatic' }, BOTH), ['y'])).toEqual(QUICK);
  });

  it('offers nothing for PCs alone, and nothing the fight does not allow', () => {
    const people = [fighter('a', 1, 'pc'), fighter('x', 2, 'npc')];
    expect(npcButton(view(people, { mode: 'automatic' }, BOTH), ['a'])).toBeNull();
    expect(npcButton(view(people, { mode: 'automatic' }, ['action.quickDeclare']), ['x'])).toEqual(QUICK);
    expect(npcButton(view(people, undefined, []), ['x'])).toBeNull();
  });
});
