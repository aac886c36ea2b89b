/**
 * A modal dialog's own error line. While a modal <dialog> is open the rest of the window sits
 * under its backdrop, so a screen's error line (the GM screen's toast, a list's message) cannot be
 * read: a dialog whose change is refused says so here, inside itself, and keeps what was typed.
 * `id` lets the field the refusal names point at it (aria-describedby).
 */
export function DialogError({ message, id, testId }: { message: string | null | undefined; id?: string; testId?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="error-text dialog-error" data-testid={testId}>
      {message}
    </p>
  );
}
