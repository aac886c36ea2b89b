/** Issue 23: the renderer's side of OS integration (refused campaign files, taskbar progress). */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../../renderer/api/client';
import { OpenRefusalNotice } from '../../../renderer/features/desktop/OpenRefusalNotice';
import { reportProgress } from '../../../renderer/features/desktop/os-progress';
import type { OpenRefusal, ProgressReport } from '../../../shared/ipc/desktop-contract';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

function desktopTransport(kept: OpenRefusal | null) {
  const reports: ProgressReport[] = [];
  let pending = kept;
  const transport = createInProcessTransport({
    desktop: {
      progress: (r) => void reports.push(r),
      takeOpenRefusal: () => {
        const taken = pending;
        pending = null;
        return taken;
      },
    },
  });
  return { transport, reports };
}

describe('a campaign file the OS handed over and main refused', () => {
  it('is shown from the refusal kept before the window listened, then from the push event, and can be dismissed', async () => {
    const { transport } = desktopTransport({ file: 'Broken.fs3campaign', message: 'Broken.fs3campaign cannot be used: file is not a database.' });
    renderWithClient(<OpenRefusalNotice />, transport, 'desktop');
    expect((await screen.findByRole('alert')).textContent).toContain('Broken.fs3campaign was not opened. Broken.fs3campaign cannot be used');
    act(() => transport.ctx.emit('app.openRefused', { file: 'notes.txt', message: 'notes.txt is not an FS3 Console campaign (a .fs3campaign file).' }));
    expect(screen.getByRole('alert').textContent).toContain('notes.txt was not opened.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing in browser mode', async () => {
    const { transport } = desktopTransport({ file: 'x.fs3campaign', message: 'never shown' });
    renderWithClient(<OpenRefusalNotice />, transport, 'browser');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('long work reported to the desktop shell', () => {
  it('reaches main in the desktop app and is not sent in browser mode', async () => {
    const { transport, reports } = desktopTransport(null);
    reportProgress(createClient(transport, 'desktop'), { task: 'pdf-export', fraction: 0.5 });
    reportProgress(createClient(transport, 'browser'), { task: 'pdf-export', fraction: 0.75 });
    await waitFor(() => expect(reports).toEqual([{ task: 'pdf-export', fraction: 0.5 }]));
  });
});
