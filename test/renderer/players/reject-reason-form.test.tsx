// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RejectReasonForm } from '../../../renderer/features/players/RejectReasonForm';

afterEach(cleanup);

describe('RejectReasonForm (one form for turning down a declaration or a roll answer)', () => {
  it('sends the typed reason, and only once one is typed', () => {
    const sent: string[] = [];
    render(<RejectReasonForm busy={false} send={(reason) => sent.push(reason)} />);
    const button = screen.getByRole('button', { name: 'Send back' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Reason for the player'), { target: { value: 'Out of range' } });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(sent).toEqual(['Out of range']);
  });

  it('keeps the reason within 200 characters and holds while busy', () => {
    render(<RejectReasonForm busy send={() => undefined} />);
    const input = screen.getByLabelText('Reason for the player');
    expect(input.getAttribute('maxLength')).toBe('200');
    fireEvent.change(input, { target: { value: 'No' } });
    expect(screen.getByRole('button', { name: 'Send back' })).toHaveProperty('disabled', true);
  });
});
