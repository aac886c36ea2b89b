import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../main/core/handlers';
import { createDispatch } from '../../../../main/core/rpc/dispatch';
import { storedGameConfig } from '../../../../main/core/config/config-store';
import { planImport } from '../../../../shared/config/plan';
import type { ImportPlanView } from '../../../../shared/ipc/config-contract';
import { makeTestContext } from '../../../helpers/app-context';
import { fixtureFiles } from '../../../shared/config/fixtures';
import { mutate, mutation, type MutationKind } from '../../../shared/config/mutate';

/**
 * 50 mutated configurations (the kinds real games show: empty values, renamed keys, odd YAML,
 * wrong types) planned and applied into a real campaign file: each writes completely or leaves
 * the file's bytes (main file and WAL) exactly as they were.
 */
const KINDS: MutationKind[] = ['empty-value', 'renamed-key', 'odd-yaml', 'wrong-type', 'delete-key', 'huge-number'];

describe('fuzzing apply into a campaign file', () => {
  const ctx = makeTestContext();
  const dispatch = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: true });
  const tally = { variants: 0, refused: 0, stored: 0 };
  afterAll(async () => {
    await ctx.campaigns.close();
  });

  it('writes completely or writes nothing', async () => {
    await ctx.campaigns.create({ name: 'Apply fuzz', template: 'sample' });
    const FILES = fixtureFiles();
    const session = ctx.campaigns.requireSession();
    const bytes = () => {
      const hash = createHash('sha256').update(readFileSync(session.path));
      if (existsSync(`${session.path}-wal`)) hash.update(readFileSync(`${session.path}-wal`));
      return hash.digest('hex');
    };

    await fc.assert(
      fc.asyncProperty(fc.nat(FILES.length - 1), fc.array(mutation(fc.constantFrom(...KINDS)), { minLength: 1, maxLength: 3 }), async (i, mutations) => {
        tally.variants++;
        // Every variant on top of the whole default config: a new campaign's typical first import.
        const files = FILES.map((f, k) => (k === i ? { name: f.name, text: mutations.reduce(mutate, f.text) } : f));
        const before = bytes();
        const planned = await dispatch('config.planImport', { files });
        expect(planned.ok).toBe(true);
        const plan = (planned as { ok: true; value: ImportPlanView }).value;
        expect(bytes()).toBe(before);
        if (plan.planId === null) {
          tally.refused++;
          expect(plan.problems.some((p) => p.severity === 'error' && p.file !== null)).toBe(true);
          return;
        }
        const applied = await dispatch('config.applyImport', { planId: plan.planId });
        if (!applied.ok) {
          expect(bytes()).toBe(before);
          throw new Error(`refused at apply after planning: ${applied.error.message}`);
        }
        tally.stored++;
        // Complete: importing the same files again changes nothing.
        expect(planImport(storedGameConfig(session.repos), files).diff).toEqual({ added: [], changed: [], removed: [] });
      }),
      { seed: 7500, numRuns: 50 },
    );
    expect(tally.variants).toBe(50);
    expect(tally.stored).toBeGreaterThan(25);
  }, 120_000);
});
