/** Issue 35: the "Names for players" dialog sends only what changed; an emptied field clears that name. */
import { describe, expect, it } from 'vitest';
import { namesChange } from '../../../renderer/features/combat/FightNamesDialog';

const view = {
  playerTitle: 'Night at the docks',
  teams: [{ id: 1, name: 'Crew', publicName: 'The crew', shown: 1 }, { id: 2, name: "Velkaris's Ravens", shown: 2 }],
  allowed: { 'privacy.names': true } as Record<string, boolean>,
};

describe('namesChange', () => {
  it('is null when nothing changed (spaces around a name are no change)', () => {
    expect(namesChange(view, { title: ' Night at the docks ', teams: { 1: 'The crew', 2: '' } })).toBeNull();
  });

  it('sends a new title, a team\'s new name, and null for a name emptied', () => {
    expect(namesChange(view, { title: '', teams: { 1: 'The crew', 2: 'The Legion' } })).toEqual({ title: null, teams: [{ team: 2, name: 'The Legion' }] });
    expect(namesChange(view, { title: 'Dockside', teams: { 1: '  ', 2: '' } })).toEqual({ title: 'Dockside', teams: [{ team: 1, name: null }] });
  });
});
