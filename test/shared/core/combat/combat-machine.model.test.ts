import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { Driver } from './fixtures';
import { brokenInvariants } from './invariants';
import { randomCommand } from './random-commands';

describe('random storyteller command sequences (model-based)', () => {
  it('never reach an invalid state, never throw, and refused commands change nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 20, max: 160 }), (seed, length) => {
        const d = new Driver(`model-${seed}`);
        const chooser = createSeededRng(`choose-${seed}`);
        for (let i = 0; i < length; i++) {
          const before = d.snapshot;
          const refusal = d.send(randomCommand(chooser, before.context, i, String(before.value)), true);
          if (refusal !== null) {
            expect(refusal.length).toBeGreaterThan(5);
            expect(d.snapshot).toBe(before);
          }
          const broken = brokenInvariants(d.snapshot);
          if (broken.length > 0) throw new Error(`after step ${i}: ${broken.join('; ')}`);
          if (d.snapshot.status === 'done') break;
        }
      }),
      { numRuns: 150 },
    );
  });
});
