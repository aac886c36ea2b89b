import { createHandlers } from '../../main/core/handlers';
import { createDispatch } from '../../main/core/rpc/dispatch';
import { filterRoster, indexRoster } from '../../renderer/features/home/roster-logic';
import { makeTestContext } from '../helpers/app-context';
import type { Bench } from './types';

const ROSTER_SIZE = 2_000;

function roster() {
  return Array.from({ length: ROSTER_SIZE }, (_, i) => ({
    id: `c-${i}`,
    kind: i % 10 === 0 ? ('pc' as const) : ('npc' as const),
    name: `${['Centurion', 'Raider', 'Marine', 'Pilot'][i % 4] ?? ''} ${i}`,
    concept: 'A Cylon Centurion: relentless, armoured, not much for conversation.',
  }));
}

const perCall = (ms: number, n: number) => (ms / n).toFixed(2);

export const benches: Bench[] = [
  {
    name: `Roster search, ${ROSTER_SIZE} characters, per keystroke`,
    target: '< 2 ms per keystroke',
    run: () => {
      const all = roster();
      const queries = ['c', 'ce', 'cen', 'cent', 'centurion 1', 'relentless', ''];
      let t = performance.now();
      const index = indexRoster(all);
      const indexing = performance.now() - t;
      for (const q of queries) filterRoster(index, q);
      t = performance.now();
      let shown = 0;
      const rounds = 50;
      for (let r = 0; r < rounds; r++) for (const q of queries) shown += filterRoster(index, q).npcs.length;
      if (shown < 0) throw new Error('unreachable');
      return `${perCall(performance.now() - t, rounds * queries.length)} ms (index once: ${indexing.toFixed(1)} ms)`;
    },
  },
  {
    name: 'Quick NPCs: createNpcs ×50 + character.list (SQLite)',
    target: '< 50 ms',
    run: async () => {
      const ctx = makeTestContext();
      await ctx.campaigns.create({ name: 'Bench', template: 'sample' });
      const dispatch = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: true });
      const input = { baseName: 'Raider', count: 50, concept: 'Pirate', ratings: [{ name: 'Firearms', rating: 5 }], defaultRating: 2 };
      await dispatch('character.createNpcs', input);
      const rounds = 10;
      let add = 0;
      let list = 0;
      for (let r = 0; r < rounds; r++) {
        let t = performance.now();
        await dispatch('character.createNpcs', input);
        add += performance.now() - t;
        t = performance.now();
        await dispatch('character.list', {});
        list += performance.now() - t;
      }
      const count = ctx.campaigns.requireSession().repos.characters.count();
      await ctx.campaigns.close();
      return `add 50: ${perCall(add, rounds)} ms · list ${count}: ${perCall(list, rounds)} ms`;
    },
  },
];
