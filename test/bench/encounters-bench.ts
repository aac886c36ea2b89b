// Issue 18: starting a prepared encounter of 500 NPCs (10 groups × 50 from one template) into a
// real combat: NPC characters made, teams named, everyone added in one step. Median of 5 starts.
import { createHandlers } from '../../main/core/handlers';
import { createDispatch } from '../../main/core/rpc/dispatch';
import { makeTestContext } from '../helpers/app-context';
import type { Bench } from './types';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const benches: Bench[] = [
  {
    name: 'encounter start: 500 NPCs from templates',
    target: '< 500 ms',
    async run() {
      const ctx = makeTestContext();
      try {
        const dispatch = createDispatch(createHandlers(ctx), ctx.log);
        const call = async <T>(method: string, input: unknown): Promise<T> => {
          const r = await dispatch(method, input);
          if (!r.ok) throw new Error(r.error.message);
          return r.value as T;
        };
        await ctx.campaigns.create({ name: 'Horde', template: 'sample' });
        const t = await call<{ id: string }>('npcTemplate.save', { template: { name: 'Centurion', defaultRating: 3, weapon: 'Assault Rifle' } });
        const e = await call<{ id: string }>('encounter.save', { encounter: { name: 'Horde', teams: [{ name: 'A' }, { name: 'B' }], groups: Array.from({ length: 10 }, () => ({ templateId: t.id, count: 50, team: 2 })) } });
        const times: number[] = [];
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          await call('encounter.start', { id: e.id });
          times.push(performance.now() - started);
        }
        return `${median(times).toFixed(0)} ms median (500 NPCs)`;
      } finally {
        await ctx.campaigns.close();
      }
    },
  },
];
