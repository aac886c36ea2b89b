// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientContext, type Client } from '../../../renderer/api/client';
import { useDraft } from '../../../renderer/features/characters/useDraft';
import { makeCharacter, type Character } from '../../../shared/domain/character';

afterEach(cleanup);

const base = makeCharacter({ id: 'pc-1', name: 'Pool Check', kind: 'pc', attributes: [{ name: 'Reactive', rating: 1 }], actionSkills: [{ name: 'Firearms', rating: 0 }] });
const withRatings = (c: Character, firearms: number, reactive: number): Character => ({
  ...c,
  attributes: [{ name: 'Reactive', rating: reactive }],
  actionSkills: [{ name: 'Firearms', rating: firearms }],
});
const ratings = (c: Character | null) => [c?.actionSkills[0]?.rating, c?.attributes[0]?.rating];

function setup() {
  const saved: Character[] = [];
  const client = {
    hostKind: 'browser',
    on: () => () => undefined,
    call: async (method: string, input: { character: Character }) => {
      if (method === 'character.update') saved.push(input.character);
      return input.character;
    },
  } as unknown as Client;
  const wrapper = ({ children }: { children: ReactNode }) => <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
  const hook = renderHook(({ server }: { server: Character }) => useDraft(server), { wrapper, initialProps: { server: base } });
  return { hook, saved };
}

describe('the sheet draft and late copies from the server', () => {
  it('a late echo of an earlier save does not take back what was typed since (a busy machine)', async () => {
    const { hook, saved } = setup();
    act(() => hook.result.current.edit((c) => withRatings(c, 4, 1)));
    await act(() => hook.result.current.flush());
    act(() => hook.result.current.edit((c) => withRatings(c, 4, 3)));
    await act(() => hook.result.current.flush());
    expect(saved.map(ratings)).toEqual([[4, 1], [4, 3]]);
    // The answer to the first save arrives after the second was sent.
    hook.rerender({ server: { ...saved[0]!, xp: 2 } });
    expect(ratings(hook.result.current.draft)).toEqual([4, 3]);
    expect(hook.result.current.draft?.xp).toBe(2);
    act(() => hook.result.current.edit((c) => withRatings(c, 5, c.attributes[0]!.rating)));
    expect(ratings(hook.result.current.draft)).toEqual([5, 3]);
  });

  it('a copy changed elsewhere (another window) still replaces the draft when nothing is pending', async () => {
    const { hook } = setup();
    act(() => hook.result.current.edit((c) => withRatings(c, 4, 1)));
    await act(() => hook.result.current.flush());
    hook.rerender({ server: withRatings(base, 7, 2) });
    expect(ratings(hook.result.current.draft)).toEqual([7, 2]);
  });
});
