import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';

export type PlayersPlayMethod = 'players.links' | 'players.createLink' | 'players.bindLink' | 'players.revokeLink' | 'players.confirmClaim'
  | 'players.play' | 'players.setPlay' | 'players.declarations' | 'players.acceptDeclarations' | 'players.rejectDeclaration'
  | 'players.rollAnswers' | 'players.acceptRoll' | 'players.rejectRoll';
type PlayHandlers = Pick<Handlers, PlayersPlayMethod>;

/**
 * Issue 42: personal player links (bound to characters, stored in the campaign), claims, and
 * the declarations players send from them. Reached only by the storyteller (IPC or the
 * storyteller's own listener); the player listeners have no route to any method.
 */
export function playersPlayHandlers(ctx: AppContext): PlayHandlers {
  const { links, desk, rolls } = ctx.players;
  const all = () => ({ links: links.list(), claims: links.pendingClaims() });
  return {
    'players.links': () => all(),
    'players.createLink': (input) => links.create(input),
    'players.bindLink': ({ linkId, characterIds }) => {
      links.bind(linkId, characterIds);
      return all();
    },
    'players.revokeLink': ({ linkId }) => {
      links.revoke(linkId);
      return all();
    },
    'players.confirmClaim': ({ linkId, accept }) => {
      links.confirmClaim(linkId, accept);
      return all();
    },
    'players.play': () => links.play(),
    'players.setPlay': (play) => links.setPlay(play),
    'players.declarations': () => ({ pending: desk.declarations.list() }),
    'players.acceptDeclarations': ({ refs, edits, version, requestId }) => {
      const update = desk.declarations.accept(refs, edits, { ...(version !== undefined ? { version } : {}), ...(requestId !== undefined ? { requestId } : {}) });
      return { update, pending: desk.declarations.list() };
    },
    'players.rejectDeclaration': ({ linkId, id, reason }) => {
      desk.declarations.reject({ linkId, id }, reason);
      return { pending: desk.declarations.list() };
    },
    'players.rollAnswers': () => ({ answers: rolls.list() }),
    'players.acceptRoll': ({ requestId }) => {
      rolls.accept(requestId);
      return { answers: rolls.list() };
    },
    'players.rejectRoll': ({ requestId, reason }) => {
      rolls.reject(requestId, reason);
      return { answers: rolls.list() };
    },
  };
}
