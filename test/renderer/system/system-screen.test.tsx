// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SystemState } from '../../../shared/ipc/system-contract';
import { SystemScreen } from '../../../renderer/features/system/SystemScreen';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

let transport: ReturnType<typeof createInProcessTransport>;

async function stored(): Promise<SystemState> {
  const r = await transport.call('system.get', {});
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function open() {
  renderWithClient(<SystemScreen />, transport);
  await screen.findByRole('heading', { name: 'Game system' });
  await screen.findByLabelText('Attribute 1 name');
}

const problems = () => screen.queryByRole('list', { name: 'Setting problems' });

beforeEach(async () => {
  transport = createInProcessTransport();
  await transport.ctx.campaigns.openAtStartup();
});
afterEach(async () => {
  cleanup();
  await transport.ctx.campaigns.close();
});

describe('the setting editor', () => {
  it('lints as you type, saves after the pause, follows a rename onto sheets, and undoes', async () => {
    await open();
    expect(screen.getByTestId('system-problem-count').textContent).toBe('No problems');
    const name = screen.getByLabelText('Attribute 5 name') as HTMLInputElement;
    expect(name.value).toBe('Reactive');
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'Reflexes' } });
    // The lint runs on the draft, not the saved setting: the crew still have Reactive. (Waited for:
    // the characters it checks arrive by their own query, which a loaded machine answers late.)
    await waitFor(() => expect(within(problems()!).getByText(/have the attribute Reactive/)).toBeTruthy());
    // The setting's own references followed the keystrokes.
    expect((screen.getByLabelText('Firearms ruling attribute') as HTMLSelectElement).value).toBe('Reflexes');
    await waitFor(async () => expect((await stored()).setting.attributes[4]!.name).toBe('Reflexes'));
    fireEvent.blur(name);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename on sheets too' }));
    await waitFor(() => expect(screen.getByTestId('system-problem-count').textContent).toBe('No problems'));
    const sheets = transport.ctx.campaigns.requireSession().repos.characters.listAll();
    expect(sheets.some((c) => c.attributes.some((a) => a.name === 'Reactive'))).toBe(false);
    // Undo twice: the sheets, then the setting.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Undo/ })));
    await waitFor(() => expect(screen.getByTestId('system-problem-count').textContent).toMatch(/warning/));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Undo/ })));
    await waitFor(() => expect((screen.getByLabelText('Attribute 5 name') as HTMLInputElement).value).toBe('Reactive'));
    expect((await stored()).setting.attributes[4]!.name).toBe('Reactive');
  });

  it('holds back a blank number, says why, and focuses the field from the problem list', async () => {
    await open();
    const before = (await stored()).revision;
    const field = screen.getByLabelText('Ability points');
    fireEvent.change(field, { target: { value: '' } });
    const item = within(problems()!).getByText('Ability points must be a whole number.');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/Not saved/), { timeout: 2000 });
    expect((await stored()).revision).toBe(before);
    fireEvent.click(item);
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '90' } });
    await waitFor(async () => expect((await stored()).setting.ruleset.chargen.abilityPoints).toBe(90));
  });

  it('saves a house-rule choice and shows the seed quote of each option', async () => {
    await open();
    const group = screen.getByRole('group', { name: 'Healing over time' });
    expect(within(group).getByText(/Every 24 hours/)).toBeTruthy();
    fireEvent.click(within(group).getByLabelText(/Simple: 1 point a day/));
    await waitFor(async () => expect((await stored()).choice.houseRules['healing-system']).toBe('simple'));
  });

  it('removes an attribute with a finding for the skills it ruled', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Technical' }));
    expect(within(problems()!).getByText(/Repair is ruled by Technical/)).toBeTruthy();
    await waitFor(async () => expect((await stored()).setting.attributes.map((a) => a.name)).not.toContain('Technical'));
    expect((await stored()).problems.some((p) => p.code === 'unknown-ruling-attribute')).toBe(true);
  });
  it('switching the edition to FS3.1 brings FS3.1\'s numbers, keeps the names, and undoes', async () => {
    await open();
    const points = () => (screen.getByLabelText('Ability points') as HTMLInputElement).value;
    const fs32Points = points();
    fireEvent.change(screen.getByLabelText('Rules edition'), { target: { value: 'fs3.1' } });
    // FS3.1's ruleset (002/000): attributes 1–12; the setting's names stay.
    await waitFor(async () => expect((await stored()).choice.edition).toBe('fs3.1'));
    const after = await stored();
    expect(after.setting.ruleset.edition).toBe('FS3.1');
    expect(after.setting.ruleset.ratings.attribute).toEqual({ min: 1, max: 12 });
    expect(after.setting.attributes[4]!.name).toBe('Reactive');
    expect(after.choice.houseRules).toEqual({});
    expect(screen.getByText(/Another edition brings its own numbers/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Undo/ })));
    await waitFor(async () => expect((await stored()).choice.edition).toBe('fs3.2'));
    expect((await stored()).setting.ruleset.ratings.attribute).toEqual({ min: 1, max: 4 });
    await waitFor(() => expect(points()).toBe(fs32Points));
  });
});
