import { useState } from 'react';

export type Status = { text: string; error?: boolean };

/**
 * One command at a time with its outcome in words: `run(work)` marks the panel busy, then shows
 * the sentence `work` returns, or the error's message as an error.
 */
export function useStatusAction() {
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string>): Promise<void> => {
    setBusy(true);
    try {
      setStatus({ text: await work() });
    } catch (error) {
      setStatus({ text: error instanceof Error ? error.message : String(error), error: true });
    } finally {
      setBusy(false);
    }
  };
  return { status, busy, run };
}
