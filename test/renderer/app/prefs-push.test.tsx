/**
 * A preference pushed by main wins over a read that was already on its way: the theme changed in
 * Settings (or by another window) while a newly opened screen refetched the preferences must not
 * snap back to the old value (CI stop 47: the wizard opened, its read answered after the push,
 * and the app stayed dark).
 */
import { useQueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePrefs, usePushInvalidation } from '../../../renderer/api/queries';
import { DEFAULT_PREFS, type Prefs } from '../../../shared/prefs/schema';
import type { Transport } from '../../../shared/ipc/types';
import { renderWithClient } from '../../helpers/render-with-client';

function Theme() {
  usePushInvalidation();
  const prefs = usePrefs();
  const queryClient = useQueryClient();
  return (
    <>
      <p data-testid="theme">{prefs.data?.theme ?? 'loading'}</p>
      {/* As a screen that mounts usePrefs does: the cached preferences are read again. */}
      <button onClick={() => void queryClient.refetchQueries({ queryKey: ['prefs.get'] })}>Read again</button>
    </>
  );
}

describe('prefs.changed against a read in flight', () => {
  it('keeps the pushed theme when an older read answers after the push', async () => {
    const pushes = new Set<(p: unknown) => void>();
    let answer: ((p: Prefs) => void) | undefined;
    const transport: Transport = {
      // Every read waits until the test answers it, with the preferences as they were when it was sent.
      call: (async () => {
        const prefs = await new Promise<Prefs>((resolve) => (answer = resolve));
        return { ok: true, value: prefs };
      }) as Transport['call'],
      on: (event, cb) => {
        if (event !== 'prefs.changed') return () => undefined;
        pushes.add(cb as (p: unknown) => void);
        return () => pushes.delete(cb as (p: unknown) => void);
      },
    };
    renderWithClient(<Theme />, transport);
    const dark: Prefs = { ...DEFAULT_PREFS, theme: 'dark' };
    await waitFor(() => expect(answer).toBeDefined());
    answer!(dark);
    await waitFor(() => expect(screen.getByTestId('theme').textContent).toBe('dark'));
    answer = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Read again' }));
    await waitFor(() => expect(answer).toBeDefined());
    const staleRead = answer!;
    // main says "light" while the read (sent when the theme was dark) is still out.
    pushes.forEach((cb) => cb({ ...DEFAULT_PREFS, theme: 'light' }));
    staleRead(dark);
    await waitFor(() => expect(screen.getByTestId('theme').textContent).toBe('light'));
    // Still light once everything settled (the stale answer did not land later).
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('theme').textContent).toBe('light');
  });
});
