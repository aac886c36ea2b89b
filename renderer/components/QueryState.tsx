import type { ReactNode } from 'react';

type Props = { isPending: boolean; error: Error | null; children: ReactNode };

/** Loading and error states for a screen's data, worded for a storyteller. */
export function QueryState({ isPending, error, children }: Props) {
  if (error) {
    return (
      <p role="alert" className="error-text">
        {error.message}
      </p>
    );
  }
  if (isPending) return <p aria-busy="true">Loading…</p>;
  return <>{children}</>;
}
