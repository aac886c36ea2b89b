import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPlayerView } from '../../../shared/player/build';
import { publicFightOf } from '../../../shared/player/public-input';
import { PlayerPrivacySchema, WOUND_DISPLAYS, type CombatantPrivacy } from '../../../shared/player/privacy';
import { createSeededRng } from '../../../shared/core/dice/rng';
import { randomCommand } from '../core/combat/random-commands';
import { StepDriver, withPrivacy } from './fights';

/** Names and ids no other name, id or word of the output can contain by chance ("Zq1x Vane" is not in "Zq11x Vane"). */
const nameOf = (n: number) => `Zq${n}x Vane`;
const idOf = (n: number) => `id${n}w`;

const privacyArb = fc.record({
  npcNames: fc.constantFrom('generic' as const, 'real' as const),
  pcWounds: fc.constantFrom(...WOUND_DISPLAYS),
  npcWounds: fc.constantFrom(...WOUND_DISPLAYS),
  pcRolls: fc.constantFrom('shown' as const, 'hidden' as const),
  npcRolls: fc.constantFrom('shown' as const, 'hidden' as const),
});

describe('the players\' view never carries what is hidden (random fights, random privacy)', () => {
  it('no hidden combatant\'s name or id, no generic-named or departed NPC\'s real name, in any view along the fight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 1, max: 2 ** 30 }), privacyArb, (seed, privacySeed, settings) => {
        const privacy = PlayerPrivacySchema.parse(settings);
        const d = new StepDriver(seed);
        const rng = createSeededRng(seed + 1);
        const pick = createSeededRng(privacySeed);
        const added: { id: string; name: string; kind: 'pc' | 'npc' }[] = [];
        for (let n = 0; n < 90; n++) {
          let command = randomCommand(rng, d.snapshot.context, n, String(d.snapshot.value));
          if (command.type === 'combatant.add') {
            const specs = command.combatants.map((s) => ({ ...s, id: idOf(n), name: nameOf(n) }));
            command = { ...command, combatants: specs };
            if (d.send(command, true) === null) added.push(...specs.map((s) => ({ id: s.id, name: s.name, kind: s.kind ?? 'npc' })));
            continue;
          }
          d.send(command, true);
          if (n % 15 !== 14 && n !== 89) continue;
          // The storyteller's overrides at this point: some hidden, some renamed, some with their own displays.
          const overrides: Record<string, CombatantPrivacy> = {};
          for (const c of d.snapshot.context.combatants) {
            const o: CombatantPrivacy = {};
            if (pick.die(3) === 1) o.hidden = true;
            if (pick.die(4) === 1) o.publicName = `Alias${pick.die(99)}`;
            if (pick.die(4) === 1) o.wounds = WOUND_DISPLAYS[pick.die(4) - 1]!;
            if (pick.die(4) === 1) o.rolls = pick.die(2) === 1 ? 'shown' : 'hidden';
            overrides[c.id] = o;
          }
          const view = withPrivacy(d.view(), overrides);
          const present = new Set(view.combatants.map((c) => c.id));
          const former = added.filter((s) => !present.has(s.id)).map((s) => ({ id: s.id, name: s.name, kind: s.kind }));
          const out = JSON.stringify(buildPlayerView({ fight: { view: publicFightOf(view), steps: d.steps }, privacy, version: n, former }));
          for (const c of view.combatants) {
            const hidden = c.privacy?.hidden === true;
            const renamed = c.kind === 'npc' && (c.privacy?.publicName !== undefined || privacy.npcNames === 'generic');
            if (hidden) expect(out, `hidden ${c.name}`).not.toContain(c.id);
            if (hidden || renamed) expect(out, `${hidden ? 'hidden' : 'renamed'} ${c.name}`).not.toContain(c.name);
          }
          for (const f of former) if (f.kind === 'npc') expect(out, `departed ${f.name}`).not.toContain(f.name);
        }
      }),
      { numRuns: 40 },
    );
  });
});
