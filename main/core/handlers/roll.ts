import type { Handlers } from '../../../shared/ipc/types';
import type { RollOutput } from '../../../shared/ipc/roll-contract';
import type { AppContext } from '../context';
import { previewRoll, rollGroup, rollSides } from '../sheets/roller';
import { rerollLogged } from '../sheets/reroll';

type RollHandlers = Pick<Handlers, `roll.${string}` & keyof Handlers>;

/** The dice roller over the open campaign; each roll is pushed as `character.rolled`, each luck payer as `character.changed`. */
export function rollHandlers(ctx: AppContext): RollHandlers {
  const session = () => ctx.campaigns.requireSession();
  const announce = (out: RollOutput): RollOutput => {
    for (const entry of out.entries) ctx.emit('character.rolled', entry);
    if (out.balances.length > 0) ctx.emit('character.changed', { ids: out.balances.map((b) => b.id) });
    return out;
  };
  return {
    'roll.preview': (input) => session().transact((repos) => previewRoll(repos, input)),
    'roll.single': (input) => announce(session().transact((repos) => rollSides(repos, { first: input.first, luck: input.luck }, ctx.rng, ctx.now()))),
    'roll.opposed': (input) => announce(session().transact((repos) => rollSides(repos, input, ctx.rng, ctx.now()))),
    'roll.group': (input) => announce(session().transact((repos) => rollGroup(repos, input, ctx.rng, ctx.now()))),
    'roll.reroll': ({ rollId }) => announce(session().transact((repos) => rerollLogged(repos, rollId, ctx.rng, ctx.now()))),
  };
}
