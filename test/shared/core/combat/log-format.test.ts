import { describe, expect, it } from 'vitest';
import { describeRoll, formatCombatLog, toMushText } from '../../../../shared/core/combat/log-format';
import { fs31Resolve } from '../../../../shared/systems/fs3.1/dice';
import { percentilePool } from '../../../../shared/systems/fs3.1/pools';
import { rawPool } from '../../../../shared/core/dice/ability-roll';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { Driver, RULES, spec } from './fixtures';

const raw = (n: number) => rawPool(RULES.core, n);
const seedPools = (firearms: number) => ({ Alertness: raw(2), Firearms: raw(firearms), Melee: raw(4), Toughness: raw(2), 'First Aid': raw(3) });

/** Seed 004's Kid and Jesse, played through the machine with the seed's dice. */
function kidAndJesse(): Driver {
  const d = new Driver().add(spec('Kid', 1, { pools: seedPools(4) }), spec('Jesse', 2, { pools: seedPools(7) }));
  d.send({ type: 'team.rename', team: 1, name: 'Posse' });
  d.send({ type: 'combat.start' });
  d.send({ type: 'action.quickDeclare' });
  d.rng = createScriptedRng([8, 8, 2, 2, 8, 8, 2, 2, 2, 2, 2, 8, 8, 90, 2, 2, 2, 2, 2]);
  d.send({ type: 'initiative.roll' });
  d.send({ type: 'action.resolveAll' });
  d.send({ type: 'knockout.roll' });
  return d;
}

describe('the combat log as text', () => {
  it('shows the outcome as each action\'s headline (issue 18), who did what, the dice, the dice, the modifiers with their sources, and the result (Markdown)', () => {
    const md = formatCombatLog(kidAndJesse().log, 'markdown', 'Showdown');
    expect(md.split('\n')).toEqual([
      '# Showdown',
      '',
      '## Setup',
      '',
      '- Kid joins Team 1 (Pistol).',
      '- Jesse joins Team 2 (Pistol).',
      '- Team 1 is now called Posse.',
      '',
      '## Turn 1',
      '',
      '- Combat begins: 2 combatants in 2 teams. Turn 1.',
      '- NPC quick-declare: Kid will attack Jesse; Jesse will attack Kid.',
      '- Initiative for turn 1: Kid (2), Jesse (0)',
      '  - Kid: 2 dice (2 dice 2) [8 8] = 2 hits, Good Success',
      '  - Jesse: 2 dice (2 dice 2) [2 2] = 0 hits, Failure',
      '- Kid hits Jesse in the Chest — Critical wound (−4).',
      '  - Kid attacks Jesse.',
      '  - Kid attacks: 4 dice (4 dice 4) [8 8 2 2] = 2 hits, Good Success',
      '  - Jesse defends: 3 dice (Pistol defense rating 3) [2 2 2] = 0 hits, Failure',
      '  - Outcome: hit (net +2)',
      '  - Hit location: 2d8 [8 8] +2 = 18 on Chest: Chest',
      '  - Damage roll 90 (Vital location (Chest) +15) = 105: critical',
      '  - Result: critical wound to the Chest.',
      '- Suppression: Jesse 0 → 1',
      '- Jesse misses Kid.',
      '  - Jesse attacks Kid.',
      '  - Jesse attacks: 2 dice (7 dice 7; Wounds -4, Suppression -1) [2 2] = 0 hits, Failure',
      '  - Kid defends: 3 dice (Pistol defense rating 3) [2 2 2] = 0 hits, Failure',
      '  - Outcome: miss (net 0)',
      '  - Result: miss.',
      '- Suppression: Kid 0 → 1',
      '- Knockout rolls: Jesse (no dice) = 0 hits — knocked out',
      '  - Jesse: 0 dice (2 dice 2; Wounds -4) [] = 0 hits, Failure',
      '',
    ]);
  });

  it('writes plain ASCII for a MUSH scene: one line per step, %r inside a step, %% for percent signs', () => {
    const lines = formatCombatLog(kidAndJesse().log, 'mush').split('\n');
    expect(lines[0]).toBe('--- Setup ---');
    expect(lines).toContain('--- Turn 1 ---');
    expect(lines).toContain('Suppression: Jesse 0 -> 1');
    const shot = lines.find((l) => l.startsWith('Kid hits Jesse'))!;
    expect(shot.split('%r')).toEqual([
      'Kid hits Jesse in the Chest - Critical wound (-4).',
      '  Kid attacks Jesse.',
      '  Kid attacks: 4 dice (4 dice 4) [8 8 2 2] = 2 hits, Good Success',
      '  Jesse defends: 3 dice (Pistol defense rating 3) [2 2 2] = 0 hits, Failure',
      '  Outcome: hit (net +2)',
      '  Hit location: 2d8 [8 8] +2 = 18 on Chest: Chest',
      '  Damage roll 90 (Vital location (Chest) +15) = 105: critical',
      '  Result: critical wound to the Chest.',
    ]);
    expect(lines.every((l) => /^[\x20-\x7e]*$/.test(l))).toBe(true);
    expect(toMushText('Stop chance 35%\n× 2 → ok')).toBe('Stop chance 35%%%rx 2 -> ok');
    // Issue 38: one pass gives what the former chain of replacements gave, for every kind of character.
    const chain = (t: string) => t.replace(/→/g, '->').replace(/[−–—]/g, '-').replace(/×/g, 'x').replace(/÷/g, '/')
      .replace(/[^\x20-\x7e\n]/g, '?').replace(/%/g, '%%').replace(/\n/g, '%r');
    const every = Array.from({ length: 0x2100 }, (_, i) => String.fromCharCode(i)).join('') + '→−–—×÷%\n\r\t😀 50%% done\n';
    expect(toMushText(every)).toBe(chain(every));
  });
});

describe('a percentile roll in the log (FS3.1)', () => {
  it('tells the d100, the modifiers, the row and the Roll Result', () => {
    const pool = percentilePool([{ kind: 'action-skill', name: 'Firearms', rating: 5 }], [{ dice: 4, source: 'Ruling attribute Reactive 7 +4' }, { dice: 6, source: 'Aim +6' }], 7);
    expect(describeRoll('Kid', fs31Resolve('fs3.1', pool, 63))).toBe('Kid: Firearms 5 (Ruling attribute Reactive 7 +4, Aim +6) d100 63 +10 \u2192 73 on row 5 \u2192 +2 Good Success');
  });
});
