import { describe, expect, it } from 'vitest';
import { testCharacter, testNpc, testWound } from '../../../../helpers/db-fixtures';
import { useRepoDb } from '../../../../helpers/db-repos';
import { useTempDirs } from '../../../../helpers/db-temp';

const repoDb = useRepoDb(useTempDirs());

describe('character repo', () => {
  it('round-trips a PC and an NPC with every list in order', () => {
    const { repos } = repoDb();
    const pc = testCharacter('pc-1', { lastSkillRaiseDate: '2026-04-30', languages: ['Old Tongue', 'Common'] });
    const npc = testNpc('npc-1');
    repos.characters.insert(pc);
    repos.characters.insert(npc);
    expect(repos.characters.get('pc-1')).toEqual(pc);
    expect(repos.characters.get('npc-1')).toEqual(npc);
    expect(repos.characters.listAll()).toEqual([pc, npc]);
    expect(repos.characters.get('nobody')).toBeUndefined();
  });

  it('tells whether a character is stored without loading it', () => {
    const { repos } = repoDb();
    repos.characters.insert(testNpc('npc-1'));
    expect(repos.characters.has('npc-1')).toBe(true);
    expect(repos.characters.has('nobody')).toBe(false);
    repos.characters.remove('npc-1');
    expect(repos.characters.has('npc-1')).toBe(false);
  });

  it('stores abilities and quirks as rows of their own', () => {
    const { repos, db } = repoDb();
    repos.characters.insert(testCharacter('pc-1'));
    expect(db.prepare("SELECT kind, name, rating FROM character_abilities WHERE character_id = 'pc-1' AND kind = 'action-skill' ORDER BY position").all())
      .toEqual([{ kind: 'action-skill', name: 'Firearms', rating: 4 }, { kind: 'action-skill', name: 'Melee', rating: 1 }]);
    expect(db.prepare('SELECT count(*) AS n FROM character_quirks').get()).toEqual({ n: 2 });
  });

  it('lists summaries by name, optionally PCs or NPCs only', () => {
    const { repos } = repoDb();
    repos.characters.insertMany([
      testCharacter('a', { name: 'zed' }),
      testCharacter('b', { name: 'Amy' }),
      testNpc('c'),
    ]);
    expect(repos.characters.list().map((c) => c.name)).toEqual(['Amy', 'Goon c', 'zed']);
    expect(repos.characters.list('npc')).toEqual([{ id: 'c', kind: 'npc', name: 'Goon c', concept: 'A drifter with a past.' }]);
    expect(repos.characters.count()).toBe(3);
    expect(repos.characters.countByKind()).toEqual({ pc: 2, npc: 1 });
  });

  it('counts by kind from the (kind, name) index alone, without reading a character row (the campaign summary at every open)', () => {
    const { repos, db } = repoDb();
    expect(repos.characters.countByKind()).toEqual({ pc: 0, npc: 0 });
    const plan = db.prepare('EXPLAIN QUERY PLAN SELECT kind, count(*) AS n FROM characters GROUP BY kind').all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' | ')).toMatch(/USING COVERING INDEX characters_by_kind_name/);
  });

  it('replaces a character whole on update, including removed abilities and quirks', () => {
    const { repos } = repoDb();
    repos.characters.insert(testCharacter('pc-1'));
    const changed = testCharacter('pc-1', { actionSkills: [{ name: 'Medicine', rating: 2 }], quirks: [], xp: 0, notes: 'Lost a leg.' });
    repos.characters.update(changed);
    expect(repos.characters.get('pc-1')).toEqual(changed);
    expect(() => repos.characters.update(testCharacter('ghost'))).toThrow(/No character/);
  });

  it('validates before writing and writes all or nothing', () => {
    const { repos } = repoDb();
    const bad = { ...testCharacter('bad'), name: '   ' };
    expect(() => repos.characters.insertMany([testCharacter('ok'), bad])).toThrow(/needs a name/);
    expect(repos.characters.count()).toBe(0);
    repos.characters.insert(testCharacter('dup'));
    expect(() => repos.characters.insert(testCharacter('dup'))).toThrow(/UNIQUE|PRIMARY KEY/);
  });

  it('deletes a character with its wounds', () => {
    const { repos } = repoDb();
    repos.characters.insert(testCharacter('pc-1'));
    repos.wounds.add(testWound('w1', 'pc-1'));
    expect(repos.characters.remove('pc-1')).toBe(true);
    expect(repos.wounds.listAll()).toEqual([]);
    expect(repos.characters.remove('pc-1')).toBe(false);
  });
});
