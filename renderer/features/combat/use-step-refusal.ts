/**
 * A GM-screen dialog's view of its own step's refusal. The screen's `run` answers a refused step
 * with null and keeps the words in the screen's `error` (its toast, under a modal's backdrop);
 * a dialog that sent the step shows those words inside itself, and only while they are about
 * its own step (another control's refusal is not this dialog's).
 */
import { useCallback, useState } from 'react';

export function useStepRefusal(error: string | null) {
  const [refused, setRefused] = useState(false);
  /** Runs the dialog's step; true when it was taken, false when refused (the words: `message`). */
  const track = useCallback(async (step: Promise<unknown>): Promise<boolean> => {
    setRefused(false);
    const taken = (await step) !== null;
    setRefused(!taken);
    return taken;
  }, []);
  const clear = useCallback(() => setRefused(false), []);
  return { message: refused ? error : null, track, clear };
}
