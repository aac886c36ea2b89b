// @vitest-environment jsdom
/**
 * The side column's frame (the declaration and the combatant's sheet share it): named by its
 * heading, ✕ and Escape close it, an Escape a field inside already handled does not.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidePanelFrame } from '../../../renderer/features/combat/SidePanelFrame';

afterEach(cleanup);

function renderFrame() {
  const onClose = vi.fn<() => void>();
  render(
    <SidePanelFrame className="declare" testId="declare-panel" title="Cpl. Dane Ruiz" tabs={<button type="button">Sheet</button>} closeLabel="Close the declaration panel" onClose={onClose}>
      <input aria-label="Note" onKeyDown={(e) => e.key === 'Escape' && e.currentTarget.value && e.preventDefault()} />
    </SidePanelFrame>,
  );
  return onClose;
}

describe('SidePanelFrame', () => {
  it('is a region named by the combatant, with the switch and ✕ in its head row', () => {
    const onClose = renderFrame();
    const panel = screen.getByRole('region', { name: 'Cpl. Dane Ruiz' });
    expect(panel.getAttribute('data-testid')).toBe('declare-panel');
    expect(panel.className).toBe('panel compact declare');
    expect([...panel.querySelector('.section-head')!.children].map((e) => e.textContent)).toEqual(['Cpl. Dane Ruiz', 'Sheet', '✕']);
    fireEvent.click(screen.getByRole('button', { name: 'Close the declaration panel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape inside closes it, unless a field took the key first', () => {
    const onClose = renderFrame();
    const note = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.change(note, { target: { value: 'pinned' } });
    fireEvent.keyDown(note, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(note, { target: { value: '' } });
    fireEvent.keyDown(note, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
