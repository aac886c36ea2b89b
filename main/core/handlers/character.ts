import { randomUUID } from 'node:crypto';
import { makeCharacter, type Character } from '../../../shared/domain/character';
import { AppError } from '../../../shared/ipc/result';
import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';
import { awardLuckTo, awardXpTo, spendLuckOf, spendXpOn, undoLastLedgerChange } from '../sheets/ledger-ops';
import { rollFromSheet } from '../sheets/roll';
import { buildSheet, requireCharacter } from '../sheets/sheet';
import { assertRatingsInRange } from '../sheets/rating-guard';
import { campaignSystem } from '../system/campaign-system';
import { startingCharacter } from '../../../shared/systems';

type CharacterHandlers = Pick<Handlers, `character.${string}` & keyof Handlers>;

/** Roster and sheet methods over the open campaign; every change is pushed as `character.changed`. */
export function characterHandlers(ctx: AppContext): CharacterHandlers {
  const session = () => ctx.campaigns.requireSession();
  const changed = (ids: string[]) => {
    ctx.emit('character.changed', { ids });
    // Issue 42: a player link's binding and claims follow at once (a deleted PC, one turned NPC, a new PC to claim).
    ctx.players.links.charactersChanged(ids);
  };
  return {
    'character.list': ({ kind }) => ({ characters: session().repos.characters.list(kind) }),
    'character.get': ({ id }) => {
      const { repos } = session();
      const character = repos.characters.get(id);
      if (!character) throw new AppError('character/not-found', `No character with id "${id}" in this campaign.`);
      return { character, wounds: repos.wounds.listFor(id) };
    },
    'character.create': (input) => {
      const character = session().transact((repos) => {
        const system = campaignSystem(repos);
        // A character made without attributes or luck gets the edition's starting ones (FS3.2:
        // every attribute at its lowest, seed 004's starting luck; Third Edition: §B.4's reset).
        const start = startingCharacter(system, { id: randomUUID(), name: input.name, kind: input.kind });
        const made = makeCharacter({
          ...input,
          id: start.id,
          attributes: input.attributes ?? start.attributes,
          actionSkills: input.actionSkills ?? start.actionSkills,
          luckPoints: input.luckPoints ?? start.luckPoints,
        });
        assertRatingsInRange(system, [made]);
        return repos.characters.insert(made);
      });
      changed([character.id]);
      return character;
    },
    'character.createNpcs': ({ baseName, count, concept, ratings, defaultRating }) => {
      const characters = session().transact((repos) => {
        const npcs: Character[] = Array.from({ length: count }, (_, i) =>
          makeCharacter({
            id: randomUUID(),
            kind: 'npc',
            name: count === 1 ? baseName : `${baseName} ${i + 1}`,
            concept,
            npc: { ratings, defaultRating },
          }),
        );
        // One check covers them all: they share their ratings.
        assertRatingsInRange(campaignSystem(repos), npcs.slice(0, 1));
        return repos.characters.insertMany(npcs);
      });
      changed(characters.map((c) => c.id));
      return { characters };
    },
    'character.update': ({ character }) => {
      // XP, luck and the last raise date move only through the ledgers (so the ledger always
      // explains the balance): a sheet saved from a stale copy cannot overwrite them.
      const saved = session().transact((repos) => {
        const stored = requireCharacter(repos, character.id);
        assertRatingsInRange(campaignSystem(repos), [character]);
        return repos.characters.update({ ...character, xp: stored.xp, luckPoints: stored.luckPoints, lastSkillRaiseDate: stored.lastSkillRaiseDate });
      });
      changed([saved.id]);
      return saved;
    },
    'character.delete': ({ id }) => {
      const deleted = session().repos.characters.remove(id);
      if (deleted) changed([id]);
      return { deleted };
    },
    'character.setting': () => session().repos.campaign.get().setting,
    'character.sheet': ({ id }) => session().transact((repos) => buildSheet(repos, id, ctx.now())),
    'character.setGear': ({ id, gear }) => {
      const result = session().transact((repos) => {
        requireCharacter(repos, id);
        repos.sheets.setGear(id, gear);
        return { gear: repos.sheets.gear(id) };
      });
      changed([id]);
      return result;
    },
    'character.awardXp': (input) => {
      const results = session().transact((repos) => awardXpTo(repos, input.ids, input, ctx.now()));
      changed(results.map((r) => r.id));
      return { results };
    },
    'character.spendXp': ({ id, ...input }) => {
      const result = session().transact((repos) => spendXpOn(repos, id, input, ctx.now()));
      changed([id]);
      return result;
    },
    'character.awardLuck': (input) => {
      const results = session().transact((repos) => awardLuckTo(repos, input.ids, input, ctx.now()));
      changed(results.map((r) => r.id));
      return { results };
    },
    'character.spendLuck': ({ id, ...input }) => {
      const result = session().transact((repos) => spendLuckOf(repos, id, input, ctx.now()));
      changed([id]);
      return result;
    },
    'character.undoLedger': ({ id }) => {
      const result = session().transact((repos) => undoLastLedgerChange(repos, id));
      changed([id]);
      return result;
    },
    'character.roll': (input) => {
      const result = session().transact((repos) => rollFromSheet(repos, input, ctx.rng, ctx.now()));
      if (input.luck) changed([input.id]);
      ctx.emit('character.rolled', result.entry);
      return result;
    },
    'character.rollLog': ({ id, limit }) => ({ entries: session().repos.sheets.rolls(id ?? null, limit) }),
  };
}
