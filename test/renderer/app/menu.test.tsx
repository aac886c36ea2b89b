// @vitest-environment jsdom
/**
 * Issue 23: the renderer performs the desktop menu's commands (pushed as `app.menuCommand`) and
 * tells main what the menu needs (`app.menuState`). Through the real handlers, in process.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../renderer/app/App';
import { useScreenHistory } from '../../../renderer/app/menu/screen-history';
import { useMenuCommands } from '../../../renderer/app/menu/useAppMenu';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

beforeEach(() => {
  window.location.hash = '';
});
afterEach(cleanup);

describe('menu commands in the renderer', () => {
  it('View ▸ Characters navigates there, and the report tells main the screen shown', async () => {
    const transport = createInProcessTransport();
    await transport.ctx.campaigns.create({ name: 'Dust', template: 'blank' });
    renderWithClient(<App />, transport, 'desktop');
    await screen.findByTestId('campaign-name');
    act(() => transport.ctx.emit('app.menuCommand', { command: 'view.characters' }));
    await waitFor(() => expect(window.location.hash).toBe('#/characters'));
    expect(screen.getByRole('link', { name: 'Characters' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(transport.ctx.menuReports.latest()).toEqual({ screen: 'characters', fightOpen: false, history: null, textFocus: false }));
  });

  it('File ▸ New campaign… goes Home and opens the wizard there', async () => {
    const transport = createInProcessTransport();
    window.location.hash = '#/about';
    renderWithClient(<App />, transport, 'desktop');
    act(() => transport.ctx.emit('app.menuCommand', { command: 'file.new' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(window.location.hash).toBe('#/home');
  });

  it('View ▸ Theme ▸ Dark saves the theme and applies it', async () => {
    const transport = createInProcessTransport();
    renderWithClient(<App />, transport, 'desktop');
    act(() => transport.ctx.emit('app.menuCommand', { command: 'view.theme.dark' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(transport.ctx.prefs.get().theme).toBe('dark');
  });

  it('Edit ▸ Undo undoes the screen\'s history, only when it can, and leaves a focused text field to its own undo', async () => {
    const undo = vi.fn();
    const redo = vi.fn();
    const Screen = () => {
      const [canUndo, setCanUndo] = useState(true);
      useMenuCommands(() => undefined);
      useScreenHistory(true, { canUndo, canRedo: false }, undo, redo);
      return (
        <>
          <input aria-label="Name" />
          <button type="button" onClick={() => setCanUndo((v) => !v)}>
            toggle
          </button>
        </>
      );
    };
    const transport = createInProcessTransport();
    renderWithClient(<Screen />, transport, 'desktop');
    act(() => transport.ctx.emit('app.menuCommand', { command: 'edit.undo' }));
    act(() => transport.ctx.emit('app.menuCommand', { command: 'edit.redo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(redo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    act(() => transport.ctx.emit('app.menuCommand', { command: 'edit.undo' }));
    expect(undo).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    screen.getByLabelText('Name').focus();
    act(() => transport.ctx.emit('app.menuCommand', { command: 'edit.undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(execCommand).toHaveBeenCalledWith('undo');
  });
});

describe('Ctrl/Cmd+1…5', () => {
  it('go to the five View screens, not while typing in a text field', async () => {
    const transport = createInProcessTransport();
    await transport.ctx.campaigns.create({ name: 'Dust', template: 'blank' });
    renderWithClient(<App />, transport);
    await screen.findByTestId('campaign-name');
    fireEvent.keyDown(window, { key: '2', ctrlKey: true });
    await waitFor(() => expect(window.location.hash).toBe('#/combat'));
    fireEvent.keyDown(window, { key: '5', metaKey: true });
    await waitFor(() => expect(window.location.hash).toBe('#/config'));
    fireEvent.keyDown(window, { key: '6', ctrlKey: true });
    expect(window.location.hash).toBe('#/config');
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: '1', ctrlKey: true });
    expect(window.location.hash).toBe('#/config');
    field.remove();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-keyshortcuts')).toBe('Control+1');
  });
});
