/**
 * Issue 38 item 2: a personal link's picture (`me`) as the change from the one a device holds.
 * After a step most of a picture stands (a character's targets are everyone the players see):
 * the change carries only the fields that moved. Pure: `applyMeDelta(a, diffMe(a, b), b.version)`
 * equals `b`, so a device that applies every change shows what a whole picture would have shown.
 */
import type { MeDelta, PlayCombatant, PlayMe } from './play-protocol';

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

type Fields = NonNullable<MeDelta['fields']>;
type Changed = NonNullable<MeDelta['combatants']>['changed'][number];

/** The fields of `b` that differ from `a` (a character new to the picture: all of them). */
function combatantChange(a: PlayCombatant | undefined, b: PlayCombatant): Changed | null {
  if (!a) return b;
  const out: Changed = { key: b.key };
  let any = false;
  for (const k of Object.keys(b) as (keyof PlayCombatant)[]) {
    if (k !== 'key' && !same(a[k], b[k])) {
      Object.assign(out, { [k]: b[k] });
      any = true;
    }
  }
  return any ? out : null;
}

/** What changed from picture `a` to `b` (the fight version aside: the frame carries it). */
export function diffMe(a: PlayMe, b: PlayMe): MeDelta {
  const delta: MeDelta = {};
  const fields: Fields = {};
  for (const k of Object.keys(b) as (keyof PlayMe)[]) {
    if (k !== 'combatants' && k !== 'version' && !same(a[k], b[k])) Object.assign(fields, { [k]: b[k] });
  }
  if (Object.keys(fields).length > 0) delta.fields = fields;
  const before = new Map(a.combatants.map((c) => [c.key, c]));
  const changed = b.combatants.map((c) => combatantChange(before.get(c.key), c)).filter((c): c is Changed => c !== null);
  const sameOrder = a.combatants.length === b.combatants.length && a.combatants.every((c, i) => c.key === b.combatants[i]!.key);
  if (changed.length > 0 || !sameOrder) delta.combatants = { keys: b.combatants.map((c) => c.key), changed };
  return delta;
}

/** `a` changed by `d` (made from `a`), at fight version `version`. Throws on a change that does not fit `a`. */
export function applyMeDelta(a: PlayMe, d: MeDelta, version: number | null): PlayMe {
  const combatants = d.combatants
    ? d.combatants.keys.map((key) => {
      const old = a.combatants.find((c) => c.key === key);
      const change = d.combatants!.changed.find((c) => c.key === key);
      if (!old && !change) throw new Error(`The change names a character the picture does not have (${key}).`);
      return { ...old, ...change } as PlayCombatant;
    })
    : a.combatants;
  return { ...a, ...d.fields, version, combatants };
}
