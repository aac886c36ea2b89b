import { describe, expect, it } from 'vitest';
import { toCombatView } from '../../../shared/core/combat/view';
import { buildPlayerView } from '../../../shared/player/build';
import { publicFightOf } from '../../../shared/player/public-input';
import { DEFAULT_PLAYER_PRIVACY, type CombatantPrivacy, type PlayerPrivacy } from '../../../shared/player/privacy';
import { PlayerViewSchema, type PlayerView } from '../../../shared/player/view-schema';
import { createWound } from '../../../shared/core/mechanics/wounds';
import { createSeededRng } from '../../../shared/core/dice/rng';
import { ETKIN_LISTS } from '../../../shared/systems/fading-suns-etkin/combat/lists';
import { base, DANTE, fight, KURGAN } from '../systems/fading-suns-etkin/combat/helpers';
import { systemView, withPrivacy } from './fights';

const HISTORY = { position: 0, length: 0, canUndo: false, canRedo: false };

/**
 * Seed 003 (an edition that logs its outcomes as notes with a headline): Dante against the Kurgan
 * and a Vorox in ambush, two turns of shooting (seed etkin-x: the Vorox hits Dante twice), then
 * the storyteller enters the damage.
 */
function etkinFight() {
  const f = fight();
  const rng = createSeededRng('etkin-x');
  f.send({ type: 'combatant.add', combatants: [
    { ...base, id: 'dante', name: 'Dante', kind: 'pc', team: 1, luckPoints: 3, pools: DANTE },
    { ...base, id: 'kurgan', name: 'Kurgan', team: 2, pools: KURGAN },
    { ...base, id: 'vorox', name: 'Vorox Ambusher', team: 2, pools: KURGAN },
  ] }, rng);
  f.send({ type: 'combat.start' }, rng);
  for (let t = 0; t < 2; t++) {
    f.send({ type: 'initiative.roll' }, rng);
    for (const [id, target] of [['dante', 'kurgan'], ['kurgan', 'dante'], ['vorox', 'dante']] as const) {
      f.send({ type: 'action.declare', declarations: [{ combatantId: id, action: { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target } }] }, rng);
    }
    f.send({ type: 'actions.begin' }, rng);
    f.send({ type: 'action.resolveAll' }, rng);
    f.send({ type: 'knockout.roll' }, rng);
    f.send({ type: 'turn.end' }, rng);
  }
  f.send({ type: 'wound.add', targetId: 'dante', wound: createWound({ location: 'Body', severity: 'serious', type: 'wound', source: 'Vorox' }) }, rng);
  const build = (overrides: Record<string, CombatantPrivacy>, privacy: Partial<PlayerPrivacy> = {}): PlayerView => {
    const view = withPrivacy(toCombatView(f.rules, f.actor.getSnapshot(), HISTORY, systemView('Fading Suns (Etkin house rules)', ETKIN_LISTS)), overrides);
    return PlayerViewSchema.parse(buildPlayerView({ fight: { view: publicFightOf(view), steps: f.log }, privacy: { ...DEFAULT_PLAYER_PRIVACY, ...privacy }, version: 1 }));
  };
  return { f, build };
}

const texts = (v: PlayerView) => v.fight!.log.map((l) => l.text);

describe('the players\' view of a seed 003 fight', () => {
  it('a hidden Vorox: not in the rows, the order or the log; the Kurgan only as "NPC 1"; no storyteller note', () => {
    const { f, build } = etkinFight();
    expect(f.log.flat().some((e) => e.headline?.startsWith('Vorox Ambusher: Dex + Shoot at Dante — Success')), 'the seed has the Vorox hit').toBe(true);
    const v = build({ vorox: { hidden: true } });
    const json = JSON.stringify(v);
    expect(json).not.toMatch(/vorox|Ambusher/i);
    expect(json).not.toContain('Kurgan');
    expect(v.fight!.combatants.map((c) => c.name)).toEqual(['Dante', 'NPC 1']);
    expect(texts(v)).toContain('NPC 1: Dex + Shoot at Dante — Failure.');
    expect(texts(v).filter((t) => /will roll|joins|Combat begins|Storyteller|vitality/.test(t))).toEqual([]);
    // The NPC's rolls are hidden: no dice line names it, and Dante's lines at it keep no figures of its roll.
    expect(v.fight!.log.flatMap((l) => l.dice ?? []).filter((d) => d.includes('NPC 1'))).toEqual([]);
  });

  it('wounds without locations (the edition has none): the levels lost, in words', () => {
    const { build } = etkinFight();
    const v = build({ vorox: { hidden: true } });
    const dante = v.fight!.combatants[0]!;
    expect(dante.wounds).toEqual({ display: 'exact', list: [{ severity: ETKIN_LISTS.woundSeverities.find((s) => s.id === 'serious')!.label, location: null }], out: false });
    // Two levels in this edition (endurance, vitality): a vitality level is in the upper half, "badly hurt".
    expect(build({}, { pcWounds: 'status' }).fight!.combatants[0]!.wounds).toEqual({ display: 'status', status: 'badly hurt' });
  });

  it('revealed with real names and rolls shown: its lines and dice appear', () => {
    const { build } = etkinFight();
    const v = build({}, { npcNames: 'real', npcRolls: 'shown', npcWounds: 'exact' });
    expect(texts(v).some((t) => t.startsWith('Vorox Ambusher: Dex + Shoot at Dante — Success'))).toBe(true);
    expect(texts(v).some((t) => t.startsWith('Initiative: '))).toBe(true);
    expect(v.fight!.log.flatMap((l) => l.dice ?? []).some((d) => d.startsWith('Vorox Ambusher (Dex + Shoot at Dante)'))).toBe(true);
  });

  it('a visible NPC whose rolls are hidden: its initiative figure and SFX leave the headlines', () => {
    const { build } = etkinFight();
    const v = build({}, { npcNames: 'real' });
    for (const line of texts(v).filter((t) => t.startsWith('Initiative: '))) expect(line).not.toMatch(/(Kurgan|Vorox Ambusher) \d/);
    expect(texts(v).filter((t) => /^(Kurgan|Vorox Ambusher):.*SFX/.test(t))).toEqual([]);
  });
});
