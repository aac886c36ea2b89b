/**
 * Issue 37 item 11: after Start combat, Declare, Roll initiative or Resolve the button pressed is
 * gone or renamed, and focus fell to the page body (a keyboard or screen-reader user had to find
 * their way back). Once a step has answered and focus is nowhere, it lands on the next sensible
 * control: the Next banner's own step button, else its first button (Declare for …), else the board.
 */
export function focusAfterStep(): void {
  requestAnimationFrame(() => {
    const at = document.activeElement;
    if (at && at !== document.body && at.isConnected) return;
    const banner = document.querySelector('[data-testid="next-banner"]');
    const target =
      banner?.querySelector<HTMLButtonElement>('button.primary:not(:disabled)') ??
      banner?.querySelector<HTMLButtonElement>('button:not(:disabled)') ??
      document.getElementById('combat-board');
    target?.focus();
  });
}
