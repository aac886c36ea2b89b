// @vitest-environment jsdom
/**
 * The sheet's dice roller on seed 003 (Fading Suns, Etkin house rules), over the real handlers and
 * a real campaign file with scripted d20s: the exact odds (each VP count, the SFX and its bands,
 * the task under each accent and with hero re-rolls), the task options, the goal roll shown die by
 * die with its SFX effect, and the hero re-rolls with their price.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Character } from '../../../shared/domain/character';
import { createScriptedRng } from '../../../shared/core/dice/rng';
import { findEdition } from '../../../shared/systems';
import { CharactersScreen } from '../../../renderer/features/characters/CharactersScreen';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

const opened: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  cleanup();
  window.location.hash = '';
  for (const c of opened.splice(0)) await c.close();
});

async function openDante(dice: number[]) {
  const transport = createInProcessTransport({ rng: createScriptedRng(dice) });
  opened.push(transport.ctx.campaigns);
  const call = async <T,>(method: string, input: unknown): Promise<T> => {
    const r = await transport.call(method as never, input as never);
    if (!r.ok) throw new Error(r.error.message);
    return r.value as T;
  };
  const template = findEdition('fading-suns-etkin')!.templates[0]!;
  await call('campaign.create', { name: 'Byzantium Secundus', edition: 'fading-suns-etkin', setting: { kind: 'template', id: template.id }, gear: 'builtin' });
  const ratings: Record<string, number> = { Dexterity: 7, Calm: 4 };
  const dante = await call<Character>('character.create', {
    name: 'Dante', kind: 'pc', luckPoints: 3,
    attributes: template.setting().attributes.map((a) => ({ name: a.name, rating: ratings[a.name] ?? 3 })),
    actionSkills: [{ name: 'Shoot', rating: 7 }, { name: 'Stoic Mind', rating: 5 }, { name: 'Sneak', rating: 2 }],
  });
  window.location.hash = `#/characters/${dante.id}`;
  renderWithClient(<CharactersScreen />, transport);
  await screen.findByLabelText('Dexterity rating');
  const roller = () => screen.getByRole('region', { name: 'Dice roller' });
  fireEvent.change(within(roller()).getByLabelText('Ability'), { target: { value: 'Shoot' } });
  return { transport, roller, dante };
}

const odds = () => screen.getByTestId('roll-odds').textContent ?? '';

describe('seed 003 dice roller', { timeout: 30_000 }, () => {
  it('shows the exact odds: goal and dice, each result, the SFX and its bands, and the task under each accent and hero re-roll', async () => {
    const { roller } = await openDante([]);
    await waitFor(() => expect(odds()).toContain('Dexterity 7 + Shoot 7 = goal 14, 3d20: '));
    const list = within(screen.getByTestId('result-odds'));
    expect(list.getByText(/^Failure/)).toBeTruthy();
    expect(list.getByText(/^Success, 4 VP/)).toBeTruthy();
    expect(screen.getByTestId('sfx-odds').textContent).toBe(
      'Good SFX 5.0% (1\u201310 2.5% \u00b7 11\u201315 1.3% \u00b7 16\u201319 1.0% \u00b7 20 0.3%) \u00b7 Bad SFX 5.0% (1\u201310 2.5% \u00b7 11\u201315 1.3% \u00b7 16\u201319 1.0% \u00b7 20 0.3%)',
    );
    const variants = within(screen.getByTestId('odds-variants'));
    const rows = variants.getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows.map((r) => r[0]!.split(' (')[0])).toEqual(['No accent', 'Negative accent', 'Positive accent', 'One hero re-roll', 'Both hero re-rolls']);
    // The plain task's own figures, as the odds line above says them.
    expect(rows[0]).toEqual(['No accent', '94.9%', '2.74']);
    expect(odds()).toContain('goal 14, 3d20: 94.9% to succeed');
    // Luck before a sheet roll is not offered: the hero pool re-rolls afterwards.
    expect(screen.getByTestId('luck-note').textContent).toMatch(/3 hero points left: spend them after the roll to re-roll/);
    expect(within(roller()).queryByRole('checkbox', { name: /Spend 1 luck/ })).toBeNull();
  });

  it('003 task options reach the pool: non-stressful +2, accents, a blessing; a positive accent at skill 2 is refused with the seed\'s reason', async () => {
    const { roller } = await openDante([]);
    await waitFor(() => expect(odds()).toContain('goal 14, 3d20'));
    fireEvent.click(within(roller()).getByRole('checkbox', { name: 'Non-stressful (+2, not in combat)' }));
    await waitFor(() => expect(odds()).toContain('Dexterity 7 + Shoot 7, Non-stressful +2 = goal 16, 3d20: '));
    fireEvent.change(within(roller()).getByLabelText('Accent'), { target: { value: 'positive' } });
    await waitFor(() => expect(odds()).toContain('= goal 16, 2d20 (accented positively): '));
    fireEvent.change(within(roller()).getByLabelText('Good SFX on \u2264'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('sfx-odds').textContent).toMatch(/^Good SFX 10\.0%/));
    fireEvent.change(within(roller()).getByLabelText('Ability'), { target: { value: 'Sneak' } });
    await waitFor(() => expect(within(roller()).getByText(/accent: Positive accenting gives up a die, and skill 2 rolls only one/)).toBeTruthy());
    expect((within(roller()).getByRole('button', { name: 'Roll Sneak now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('003 Good SFX example 1 on the sheet, then two hero re-rolls for 1 and 2 points; the third is not offered', async () => {
    // Roll: [15, 18, 17] SFX 7 (failure). Re-roll 1: [3, 18, 12] SFX 1 Good 13 (4 VP, kept). Re-roll 2: [2, 4, 6] SFX 9 (2 VP, the first kept).
    const { roller } = await openDante([15, 18, 17, 7, 3, 18, 12, 1, 13, 2, 4, 6, 9]);
    await waitFor(() => expect(odds()).toContain('goal 14, 3d20'));
    await act(async () => fireEvent.click(within(roller()).getByRole('button', { name: 'Roll Shoot now' })));
    const result = await screen.findByTestId('roll-result');
    await waitFor(() => expect(within(result).getByText('Failure')).toBeTruthy());
    expect(within(result).getByTestId('goal-line').textContent).toBe('Goal 14 (Dexterity 7 + Shoot 7): 3d20 [15, 18, 17] none at or under 14 \u00b7 SFX 7 \u2192 Failure');
    await act(async () => fireEvent.click(within(result).getByRole('button', { name: 'Re-roll with 1 hero point' })));
    await waitFor(() => expect(within(screen.getByTestId('roll-result')).getByText('Success, 4 VP')).toBeTruthy());
    const kept = within(screen.getByTestId('goal-roll'));
    expect(kept.getAllByText(/^\d+$/).map((d) => [d.textContent, d.className])).toEqual([
      ['3', 'die'], ['18', 'die over'], ['12', 'die hit kept'], ['1', 'die sfx good'], ['13', 'die sfx good'],
    ]);
    expect(screen.getByTestId('sfx-effect').textContent).toBe('Good SFX (11-15): A very nice effect: +2 goal with that skill for a short duration, an initiative bonus for a round or two, etc.');
    expect(screen.getByTestId('roll-result').textContent).toContain('re-rolled 15 18 17 SFX 7 \u2192 3 18 12 SFX 1, kept the second');
    await waitFor(() => expect(screen.getByTestId('luck-note').textContent).toMatch(/^2 hero points left/));
    await act(async () => fireEvent.click(within(screen.getByTestId('roll-result')).getByRole('button', { name: 'Re-roll with 2 hero points' })));
    await waitFor(() => expect(screen.getByTestId('roll-result').textContent).toContain('kept the first (re-roll 2)'));
    expect(within(screen.getByTestId('roll-result')).getByText('Success, 4 VP')).toBeTruthy();
    expect(within(screen.getByTestId('roll-result')).queryByRole('button', { name: /Re-roll/ })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('luck-note').textContent).toMatch(/^0 hero points left/));
  });
});
