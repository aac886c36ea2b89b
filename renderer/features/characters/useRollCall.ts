import { useState } from 'react';
import { errorText } from './api';

/** One roll at a time: `call(work)` marks the roller busy while `work` runs and shows its failure in words. */
export function useRollCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const call = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, call };
}
