import { describe, expect, it } from 'vitest';
import { toCombatView } from '../../../shared/core/combat/view';
import { buildPlayerView } from '../../../shared/player/build';
import { publicFightOf } from '../../../shared/player/public-input';
import { DEFAULT_PLAYER_PRIVACY, type CombatantPrivacy, type PlayerPrivacy } from '../../../shared/player/privacy';
import { PlayerViewSchema, type PlayerView } from '../../../shared/player/view-schema';
import { FS31_LISTS } from '../../../shared/systems/fs3.1/combat';
import { PISTOL, RIFLE } from '../core/mechanics/fixtures';
import { base, fight, pools, seeded } from '../systems/fs3.1/combat/helpers';
import { systemView, withPrivacy } from './fights';

const HISTORY = { position: 0, length: 0, canUndo: false, canRedo: false };

/** FS3.1 (percentile rolls; outcomes logged as notes with a headline): Ann against a goon and a hidden thug, four turns of shooting. */
function fs31Fight(seed = 'player-view') {
  const f = fight();
  const rng = seeded(seed);
  const guns = pools({ Firearms: 5, Reflexes: 5, Toughness: 5, 'First Aid': 3 });
  f.send({ type: 'combatant.add', combatants: [
    { ...base, id: 'ann', name: 'Ann Vasquez', kind: 'pc', team: 1, pools: guns, weapon: RIFLE },
    { ...base, id: 'goon', name: 'Goon Malloy', team: 2, pools: guns, weapon: PISTOL },
    { ...base, id: 'thug', name: 'Thug Rourke', team: 2, pools: guns, weapon: RIFLE },
  ] });
  f.send({ type: 'combat.start' });
  for (let turn = 1; turn <= 4; turn++) {
    const up = (id: string) => !f.who(id).knockedOut;
    const declarations = (
      [['ann', 'goon'], ['goon', 'ann'], ['thug', 'ann']] as const
    ).filter(([id]) => up(id)).map(([id, target]) => ({ combatantId: id, action: up(target) ? { kind: 'attack' as const, target } : { kind: 'pass' as const } }));
    if (declarations.length) f.send({ type: 'action.declare', declarations }, rng);
    f.send({ type: 'initiative.roll' }, rng);
    f.send({ type: 'action.resolveAll' }, rng);
    f.send({ type: 'knockout.roll' }, rng);
    f.send({ type: 'turn.end' }, rng);
  }
  const build = (overrides: Record<string, CombatantPrivacy>, privacy: Partial<PlayerPrivacy> = {}): PlayerView => {
    const view = withPrivacy(toCombatView(f.rules, f.actor.getSnapshot(), HISTORY, systemView('FS3.1', FS31_LISTS)), overrides);
    return PlayerViewSchema.parse(buildPlayerView({ fight: { view: publicFightOf(view), steps: f.log }, privacy: { ...DEFAULT_PLAYER_PRIVACY, ...privacy }, version: 1 }));
  };
  return { f, build };
}

const texts = (v: PlayerView) => v.fight!.log.map((l) => l.text);

describe('the players\' view of an FS3.1 fight', () => {
  it('a hidden thug never shows; the goon only as "NPC 1"; initiative over the visible with the PC\'s Roll Result only', () => {
    const { f, build } = fs31Fight();
    expect(f.log.flat().some((e) => e.kind === 'note' && e.headline?.startsWith('Thug Rourke')), 'the thug acts').toBe(true);
    const v = build({ thug: { hidden: true } });
    const json = JSON.stringify(v);
    expect(json).not.toMatch(/thug|Rourke|Malloy|Goon/i);
    expect(v.fight!.combatants.map((c) => c.name)).toEqual(['Ann Vasquez', 'NPC 1']);
    const initiative = texts(v).filter((t) => t.startsWith('Initiative for turn'));
    expect(initiative.length).toBeGreaterThan(0);
    // Ann with her Roll Result, the goon without (its rolls are hidden), nobody else.
    for (const line of initiative) expect(line).toMatch(/^Initiative for turn \d+: (Ann Vasquez \([^)]+\)|NPC 1)(, (Ann Vasquez \([^)]+\)|NPC 1))?\.$/);
    expect(initiative.some((t) => t.includes('Ann Vasquez ('))).toBe(true);
    expect(v.fight!.log.flatMap((l) => l.dice ?? []).filter((d) => d.includes('NPC 1'))).toEqual([]);
  });

  it('Ann\'s wounds shown as nothing: no wound, severity or knockout word about anyone whose display is none', () => {
    const { build } = fs31Fight();
    const v = build({}, { pcWounds: 'none', npcWounds: 'none', npcNames: 'real' });
    const words = FS31_LISTS.woundSeverities.map((s) => s.label);
    expect(JSON.stringify(v.fight!.log)).not.toMatch(new RegExp(`\\b(${words.join('|')}|wound|knocked out|knockout)\\b`, 'i'));
    expect(texts(v).some((t) => t.includes('Ann Vasquez'))).toBe(true);
  });
});
