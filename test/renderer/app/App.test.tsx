// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FS3_NOTICE } from '../../../shared/app/notice';
import type { Transport } from '../../../shared/ipc/types';
import { App } from '../../../renderer/app/App';
import { ErrorBoundary } from '../../../renderer/app/ErrorBoundary';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

const renderApp = (transport: Transport) => renderWithClient(<App />, transport);

beforeEach(() => {
  window.location.hash = '';
});
afterEach(cleanup);

describe('App shell', () => {
  it('navigates to About and shows the facts fetched through the contract', async () => {
    renderApp(createInProcessTransport());
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByTestId('about-version')).toHaveProperty('textContent', '0.0.0-test');
    expect(screen.getByTestId('fs3-notice').textContent).toBe(FS3_NOTICE);
    // Seed 003's house rules are credited to their author beside the FS3 notice.
    expect(screen.getByTestId('system-credits').textContent).toMatch(/Ed Etkin.*Fading Suns is a trademark of its owners/);
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows an error from main as a readable message, not a blank screen', async () => {
    const broken: Transport = {
      call: async () => ({ ok: false, error: { code: 'internal', message: 'The campaign file is locked' } }),
      on: () => () => undefined,
    };
    renderApp(broken);
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The campaign file is locked');
  });

  it('applies and saves the theme chosen in Settings', async () => {
    const transport = createInProcessTransport();
    renderApp(transport);
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    fireEvent.click(await screen.findByLabelText('Dark'));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(transport.ctx.prefs.get().theme).toBe('dark');
  });
});

describe('ErrorBoundary', () => {
  it('catches a render error and offers a retry', () => {
    const Boom = () => {
      throw new Error('Chart has no locations');
    };
    const quiet = console.error;
    console.error = () => undefined;
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    console.error = quiet;
    expect(screen.getByRole('alert').textContent).toContain('Chart has no locations');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
