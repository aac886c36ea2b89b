import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../main/core/handlers';
import { createDispatch } from '../../../../main/core/rpc/dispatch';
import { planImport } from '../../../../shared/config/plan';
import type { ImportPlanView } from '../../../../shared/ipc/config-contract';
import { makeTestContext } from '../../../helpers/app-context';
import { fixtureFiles } from '../../../shared/config/fixtures';
import { KINDS, mutate, mutation } from '../../../shared/config/mutate';
import { storedGameConfig } from '../../../../main/core/config/config-store';

/**
 * Mutated fixture files pushed through the real handlers into a real campaign file: every variant
 * is either refused (nothing written) or stored whole; a store refused part way writes nothing.
 */
describe('fuzzing the stored import', () => {
  const ctx = makeTestContext();
  const dispatch = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: true });
  const tally = { variants: 0, refused: 0, stored: 0, storeRefused: 0 };
  afterAll(async () => {
    await ctx.campaigns.close();
  });

  it('never leaves a partial write', async () => {
    await ctx.campaigns.create({ name: 'Fuzz', template: 'blank' });
    const FILES = fixtureFiles();
    const first = (await dispatch('config.planImport', { files: FILES })) as { ok: true; value: ImportPlanView };
    await dispatch('config.applyImport', { planId: first.value.planId });
    const { repos } = ctx.campaigns.requireSession();
    const snapshot = () => JSON.stringify([repos.campaign.listConfigExtras(), repos.gear.getCatalog(), repos.campaign.get().setting]);

    await fc.assert(
      fc.asyncProperty(fc.nat(FILES.length - 1), fc.array(mutation(fc.constantFrom(...KINDS)), { minLength: 1, maxLength: 3 }), async (i, mutations) => {
        tally.variants++;
        const file = { name: FILES[i]!.name, text: mutations.reduce(mutate, FILES[i]!.text) };
        const before = snapshot();
        const planned = await dispatch('config.planImport', { files: [file] });
        expect(planned.ok).toBe(true);
        const plan = (planned as { ok: true; value: ImportPlanView }).value;
        expect(snapshot()).toBe(before);
        if (plan.planId === null) {
          tally.refused++;
          return;
        }
        const applied = await dispatch('config.applyImport', { planId: plan.planId });
        if (!applied.ok) {
          // Refused at the store (should have been refused at planning already): nothing changed.
          tally.storeRefused++;
          expect(applied.error.code).toMatch(/^(config|gear)\//);
          expect(snapshot()).toBe(before);
          return;
        }
        tally.stored++;
        // Stored whole: importing the same file again changes nothing.
        expect(planImport(storedGameConfig(repos), [file]).diff).toEqual({ added: [], changed: [], removed: [] });
      }),
      { seed: 7300, numRuns: 150 },
    );
    expect(tally.variants).toBe(150);
    expect(tally.refused).toBeGreaterThan(10);
    expect(tally.stored).toBeGreaterThan(10);
    // Everything the store would refuse is refused when planning, with a located message.
    expect(tally.storeRefused).toBe(0);
  }, 180_000);
});
