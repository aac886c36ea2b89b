/**
 * Issue 37 item 2: on the GM screen every button is a step of the fight, so the whole screen drops
 * the second click of a double-click and a held Enter's repeats (see useSingleSubmit). Main also
 * refuses a step made against an older fight version (step-guard.ts), which covers what reaches it anyway.
 */
import { useSingleSubmit as useSingleSubmitIn } from '../../components/useSingleSubmit';

export function useSingleSubmit(): void {
  useSingleSubmitIn('.combat-tracker');
}
