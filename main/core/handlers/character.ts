import { randomUUID } from 'node:crypto';
import { makeCharacter, type Character } from '../../../shared/domain/character';
import { AppError } from '../../../shared/ipc/result';
import type { Handlers } from '../../../shared/ipc/types';
import type { AppContext } from '../context';

type CharacterHandlers = Pick<
  Handlers,
  'character.list' | 'character.get' | 'character.create' | 'character.createNpcs' | 'character.update' | 'character.delete'
>;

/** Roster and sheet methods over the open campaign; every change is pushed as `character.changed`. */
export function characterHandlers(ctx: AppContext): CharacterHandlers {
  const session = () => ctx.campaigns.requireSession();
  const changed = (ids: string[]) => ctx.emit('character.changed', { ids });
  return {
    'character.list': ({ kind }) => ({ characters: session().repos.characters.list(kind) }),
    'character.get': ({ id }) => {
      const { repos } = session();
      const character = repos.characters.get(id);
      if (!character) throw new AppError('character/not-found', `No character with id "${id}" in this campaign.`);
      return { character, wounds: repos.wounds.listFor(id) };
    },
    'character.create': (input) => {
      const character = session().repos.characters.insert(makeCharacter({ ...input, id: randomUUID() }));
      changed([character.id]);
      return character;
    },
    'character.createNpcs': ({ baseName, count, concept, ratings, defaultRating }) => {
      const npcs: Character[] = Array.from({ length: count }, (_, i) =>
        makeCharacter({
          id: randomUUID(),
          kind: 'npc',
          name: count === 1 ? baseName : `${baseName} ${i + 1}`,
          concept,
          npc: { ratings, defaultRating },
        }),
      );
      const characters = session().repos.characters.insertMany(npcs);
      changed(characters.map((c) => c.id));
      return { characters };
    },
    'character.update': ({ character }) => {
      const { repos } = session();
      if (!repos.characters.get(character.id)) throw new AppError('character/not-found', `No character with id "${character.id}" in this campaign.`);
      const saved = repos.characters.update(character);
      changed([saved.id]);
      return saved;
    },
    'character.delete': ({ id }) => {
      const deleted = session().repos.characters.remove(id);
      if (deleted) changed([id]);
      return { deleted };
    },
  };
}
