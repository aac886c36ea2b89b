/**
 * Issue 41 in the Help manual: a storyteller who looks up NPC automation, the turn forecast or
 * "what if" finds the Combat page with what each does, and the Players page says when players
 * see the forecast. (The walk found nothing under these words.)
 */
import { describe, expect, it } from 'vitest';
import { searchManual } from '../../../renderer/features/help/manual';

const pages = (query: string) => searchManual(query).map((h) => h.page.id);

describe('the manual on NPC automation and the forecast', () => {
  it('finds them on the Combat page', () => {
    expect(pages('NPC automation')).toContain('combat');
    expect(pages('suggest')).toContain('combat');
    expect(pages('forecast')).toContain('combat');
    expect(pages('what if')).toContain('combat');
    expect(searchManual('forecast').find((h) => h.page.id === 'combat')!.excerpt).toMatch(/bar/);
  });

  it('says on the Players page that the forecast is theirs only when allowed, without hidden combatants', () => {
    const hit = searchManual('forecast').find((h) => h.page.id === 'players');
    expect(hit?.excerpt).toMatch(/hidden/);
  });
});
