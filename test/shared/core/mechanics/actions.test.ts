import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import {
  aimBonusApplies,
  declareAim,
  hasAmmo,
  reload,
  spendAmmo,
} from '../../../../shared/core/mechanics/actions';
import { CombatRuleError } from '../../../../shared/core/mechanics/hit-location';
import { resolveEscape, resolveSubdue } from '../../../../shared/core/mechanics/opposed-action';
import {
  addSuppression,
  decaySuppression,
  firedUponPoints,
  resolveSuppress,
} from '../../../../shared/core/mechanics/suppression';
import {
  attacker,
  defender,
  faces,
  GRENADE,
  KNIFE,
  PISTOL,
  pool,
  raw,
  RIFLE,
  RULES,
} from './fixtures';

describe('suppression (seed 001)', () => {
  it('a firearm gives a point just for firing upon someone; melee and explosives do not', () => {
    expect(firedUponPoints(RULES, RIFLE)).toBe(1);
    expect(firedUponPoints(RULES, KNIFE)).toBe(0);
    expect(firedUponPoints(RULES, GRENADE)).toBe(0);
  });

  it('is capped at 5 and drops by 2 at the end of each turn', () => {
    expect(addSuppression(RULES, 4, 2, 'x')).toEqual({
      before: 4,
      gained: 1,
      after: 5,
      reason: 'x',
    });
    expect(decaySuppression(RULES, 3)).toMatchObject({ after: 1 });
    expect(decaySuppression(RULES, 1)).toMatchObject({ after: 0, gained: -1 });
  });

  it('the Suppress action rolls as an attack: a hit gives 2 points, a missed firearm still gives 1', () => {
    const rng = createScriptedRng([...faces(4, 1), ...faces(3, 1), ...faces(4, 0), ...faces(3, 0)]);
    const r = resolveSuppress(
      RULES,
      {
        weapon: RIFLE,
        attacker: attacker('Bruno', pool('Firearms', 2)),
        targets: [
          { defender: defender('Tom', raw(3)), suppression: 0 },
          { defender: defender('Ann', raw(3)), suppression: 4 },
        ],
      },
      rng,
    );
    expect(
      r.targets.map((t) => [t.defender, t.succeeded, t.change.gained, t.change.after]),
    ).toEqual([
      ['Tom', true, 2, 2],
      ['Ann', false, 1, 5],
    ]);
    expect(r.ammoUsed).toBe(2);
  });

  it('suppressing with melee works only on a hit; a single-shot weapon suppresses one target', () => {
    const r = resolveSuppress(
      RULES,
      {
        weapon: KNIFE,
        attacker: attacker('K', pool('Melee', 2)),
        targets: [{ defender: defender('T', raw(1)), suppression: 0 }],
      },
      createScriptedRng([...faces(7, 0), ...faces(4, 1)]),
    );
    expect(r.targets[0]!.change.gained).toBe(0);
    const two = [
      { defender: defender('A', raw(1)), suppression: 0 },
      { defender: defender('B', raw(1)), suppression: 0 },
    ];
    expect(() =>
      resolveSuppress(
        RULES,
        { weapon: PISTOL, attacker: attacker('K', pool('Firearms', 2)), targets: two },
        createScriptedRng([]),
      ),
    ).toThrow(CombatRuleError);
  });

  it('suppression lowers attacks only, one die per point', () => {
    const r = resolveSuppress(
      RULES,
      {
        weapon: RIFLE,
        attacker: attacker('B', pool('Firearms', 2), { suppression: 3 }),
        targets: [{ defender: defender('T', raw(3)), suppression: 0 }],
      },
      createScriptedRng([8, ...faces(3, 0)]),
    );
    expect(r.targets[0]!.exchange.attack.pool.diceRolled).toBe(1);
  });
});

describe('aim, reload and ammo (seed 001, seed 000)', () => {
  it('gives the bonus on the next turn, at the same target only, without stacking', () => {
    const aim = declareAim('john', 3);
    expect(aimBonusApplies(aim, 'john', 4)).toBe(true);
    expect(aimBonusApplies(aim, 'jane', 4)).toBe(false);
    expect(aimBonusApplies(aim, 'john', 5)).toBe(false);
    expect(aimBonusApplies(declareAim('john', 4), 'john', 5)).toBe(true);
    expect(aimBonusApplies(null, 'john', 4)).toBe(false);
  });

  it('reloads to a full clip and refuses to fire rounds that are not there', () => {
    expect(reload(RIFLE)).toBe(30);
    expect(spendAmmo(RIFLE, 5, 3)).toBe(2);
    expect(() => spendAmmo(RIFLE, 2, 3)).toThrow(/2 rounds left/);
    expect(spendAmmo(KNIFE, null, 1)).toBeNull();
    expect(hasAmmo(0)).toBe(false);
    expect(hasAmmo(null)).toBe(true);
  });
});

describe('subdue and escape (seed 004, seed 000)', () => {
  it('subdues on a hit with a melee weapon and does no damage', () => {
    const r = resolveSubdue(
      RULES,
      {
        weapon: KNIFE,
        attacker: attacker('Kelly', pool('Melee', 2)),
        defender: defender('Michael', pool('Melee', 1)),
      },
      createScriptedRng([...faces(7, 1), ...faces(6, 1)]),
    );
    expect(r).toMatchObject({ action: 'subdue', succeeded: true });
    expect(() =>
      resolveSubdue(
        RULES,
        {
          weapon: RIFLE,
          attacker: attacker('K', pool('Firearms', 2)),
          defender: defender('M', raw(3)),
        },
        createScriptedRng([]),
      ),
    ).toThrow(/melee weapon/);
  });

  it('escapes with an attack roll that hits the subduer', () => {
    const fail = resolveEscape(
      RULES,
      {
        weapon: KNIFE,
        escapee: attacker('Michael', pool('Melee', 1)),
        subduer: defender('Kelly', pool('Melee', 2)),
      },
      createScriptedRng([...faces(6, 1), ...faces(7, 2)]),
    );
    expect(fail).toMatchObject({ action: 'escape', succeeded: false });
    expect(fail.exchange.outcome).toBe('dodged');
  });
});
