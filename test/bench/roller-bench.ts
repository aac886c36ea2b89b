import { createHandlers } from '../../main/core/handlers';
import { createDispatch } from '../../main/core/rpc/dispatch';
import type { Result } from '../../shared/ipc/result';
import { SAMPLE_CAMPAIGN } from '../../shared/systems/fs3.2/sample-campaign';
import { makeCharacter } from '../../shared/domain/character';
import { opposedOdds, poolForAbility } from '../../shared/systems';
import { makeTestContext } from '../helpers/app-context';
import { fs32System } from '../helpers/fs32-system';
import type { Bench } from './types';

/** Runs `fn` until `ms` have passed; mean milliseconds per call. */
async function perCall(ms: number, fn: () => unknown): Promise<number> {
  const start = performance.now();
  let n = 0;
  do {
    await fn();
    n++;
  } while (performance.now() - start < ms);
  return (performance.now() - start) / n;
}

/** The real dispatcher over the sample campaign, with `extra` more PCs. */
async function rig(extra: number) {
  const ctx = makeTestContext();
  await ctx.campaigns.openAtStartup();
  const dispatch = createDispatch(createHandlers(ctx), ctx.log);
  const call = async (method: string, input: unknown) => {
    const r = (await dispatch(method, input)) as Result<unknown>;
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const ids: string[] = [];
  for (let i = 0; i < extra; i++) {
    const c = (await call('character.create', {
      name: `Marine ${i + 1}`, kind: 'pc', luckPoints: 1,
      attributes: [{ name: 'Reactive', rating: 2 + (i % 3) }, { name: 'Athletic', rating: 3 }],
      actionSkills: [{ name: 'Alertness', rating: 1 + (i % 5) }, { name: 'Firearms', rating: 4 }],
    })) as { id: string };
    ids.push(c.id);
  }
  return { ctx, call, ids };
}

const ms = (x: number) => `${x < 1 ? x.toFixed(3) : x.toFixed(1)} ms`;

export const benches: Bench[] = [
  {
    name: 'roller: exact opposed odds, 12 vs 12 dice (FS3.2)',
    target: '< 1 ms',
    run: async () => {
      const s = fs32System();
      const c = makeCharacter({ id: 'a', name: 'A', attributes: [{ name: 'Reactive', rating: 4 }], actionSkills: [{ name: 'Firearms', rating: 8 }] });
      const pool = poolForAbility(s, c, 'Firearms');
      return ms(await perCall(500, () => opposedOdds(s, pool, pool)));
    },
  },
  {
    name: 'roller: roll.preview opposed PC vs NPC (dispatch)',
    target: '< 20 ms',
    run: async () => {
      const { ctx, call } = await rig(0);
      const input = { first: { id: 'pc-ruiz', ability: 'Firearms' }, second: { id: 'npc-centurion-1', ability: 'Firearms' }, luck: [{ by: 'pc-ruiz', effect: 'bonus' }] };
      const t = await perCall(1000, () => call('roll.preview', input));
      await ctx.campaigns.close();
      return ms(t);
    },
  },
  {
    name: 'roller: roll.opposed with luck, logged (dispatch)',
    target: '< 20 ms',
    run: async () => {
      const { ctx, call } = await rig(0);
      const lucky = (await call('character.create', { name: 'Lucky', kind: 'pc', luckPoints: 1_000_000 })) as { id: string };
      const input = { first: { id: 'pc-ruiz', ability: 'Firearms' }, second: { id: 'npc-centurion-1', ability: 'Firearms' }, luck: [{ by: lucky.id, effect: 'penalty', on: 'second' }] };
      const t = await perCall(1000, () => call('roll.opposed', input));
      await ctx.campaigns.close();
      return ms(t);
    },
  },
  {
    name: 'roller: roll.group, 500 characters roll Alertness',
    target: '< 200 ms',
    run: async () => {
      const { ctx, call, ids } = await rig(500 - (SAMPLE_CAMPAIGN.characters?.length ?? 0));
      const all = [...(SAMPLE_CAMPAIGN.characters ?? []).map((c) => c.id), ...ids];
      const t = await perCall(2000, () => call('roll.group', { ids: all, ability: 'Alertness' }));
      await ctx.campaigns.close();
      return ms(t);
    },
  },
];
