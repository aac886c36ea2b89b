/**
 * `system.get` carries the Third Edition campaign's own `fs3skills` (and `fs3combat`), so the
 * renderer's resolved system has the game's numbers, the same as main's; an FS3.2 campaign
 * sends none. A game here changes AresMUSH's XP keys (§B.7) to show them reaching the screens.
 */
import { describe, expect, it } from 'vitest';
import { campaignSystem } from '../../../../main/core/system/campaign-system';
import { systemOfState } from '../../../../renderer/api/game-system';
import { MAX_PLAY_CONFIG_CHARS, type SystemState } from '../../../../shared/ipc/system-contract';
import { makeCharacter } from '../../../../shared/domain/character';
import { raiseOffer } from '../../../../shared/systems';
import { useHandlerRig } from '../../../helpers/handler-rig';
import { withFile } from '../../../helpers/ares-fixtures';

// The game's own numbers: a hoard of 7, Firearms-like action 2 → 3 in 5 spends, 10 days apart.
const files = () =>
  withFile('fs3skills_xp.yml', (text) => text.replace('max_xp_hoard: 4', 'max_xp_hoard: 7').replace("'2': 2\n", "'2': 5\n").replace('days_between_learning: 30', 'days_between_learning: 10'));

const rig = useHandlerRig<SystemState>();

describe('system.get carries the game config the screens need', () => {
  it('§B.7 a Third Edition game\u2019s own xp keys reach the renderer\u2019s system, equal to main\u2019s', async () => {
    const r = rig({ now: () => new Date('2026-03-01T12:00:00Z') });
    await r.call('campaign.create', { name: 'Ares', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: files() } });
    const state = await r.call('system.get');
    expect(state.choice.edition).toBe('aresmush-3e');
    expect(state.config).not.toBeNull();
    // No file texts and no unused sections travel; the size stays far under the budget.
    expect(state.config!.layout).toEqual({ files: [], keyHints: [], floatPaths: [] });
    expect(state.config!.other).toEqual({});
    expect(JSON.stringify(state.config).length).toBeLessThan(MAX_PLAY_CONFIG_CHARS / 10);
    expect(state.configPartial).toBeUndefined();

    const screen = systemOfState(state);
    const main = campaignSystem(r.ctx.campaigns.requireSession().repos);
    expect(screen.core).toEqual(main.core);
    expect(screen.core.xp.maxSavedXp).toBe(7);
    expect(screen.core.xp.daysBetweenRaises).toBe(10);
    // The sheet's learn control reads the game's table: 5 spends from 2.
    const kara = makeCharacter({ id: 'k', name: 'Kara', actionSkills: [{ name: 'Firearms', rating: 2 }] });
    expect(raiseOffer(screen, kara, 'Firearms', 'action-skill', '2026-03-01')).toMatchObject({ text: 'Learn (1 XP)', detail: '0/5 toward Competent', cost: 1 });
    // Learned on 2026-02-25, 10 days apart: again on 2026-03-07, 6 days after today.
    const learnt = { ...kara, actionSkills: [{ name: 'Firearms', rating: 2, xpProgress: { spent: 3, lastLearned: '2026-02-25' } }] };
    expect(raiseOffer(screen, learnt, 'Firearms', 'action-skill', '2026-03-01')).toMatchObject({ detail: '3/5 toward Competent · 6 days', waitDays: 6 });
  });

  it('an FS3.2 campaign sends no config (the payload as before) and keeps its cost-table raise button', async () => {
    const r = rig();
    await r.call('campaign.create', { name: 'Sample', template: 'sample' });
    const state = await r.call('system.get');
    expect(state.config).toBeNull();
    const screen = systemOfState(state);
    expect(screen.config).toBeNull();
    const c = makeCharacter({ id: 'a', name: 'A', actionSkills: [{ name: 'Firearms', rating: 2 }], xp: 1 });
    const skill = screen.setting.actionSkills[0]!.name;
    const cost = screen.core.xp.raiseCost[0]!;
    expect(raiseOffer(screen, { ...c, actionSkills: [] }, skill, 'action-skill', '2026-03-01')).toEqual({
      text: `+1 (${cost} XP)`, label: `Raise ${skill} to 1 for ${cost} XP`,
      hint: c.xp < cost ? `Costs ${cost} XP; 1 available` : `Raise to 1 for ${cost} XP`, cost, waitDays: 0,
    });
    expect(raiseOffer(screen, c, screen.setting.attributes[0]!.name, 'attribute', '2026-03-01')).toBeNull();
  });
});
