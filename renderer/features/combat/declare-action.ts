/** The FS3 declaration's choices as pure functions: which actions a weapon allows, what the form declares. */
import type { DeclaredAction } from '../../../shared/core/combat/declarations';
import type { CombatantView } from '../../../shared/core/combat/view';
import type { Weapon } from '../../../shared/domain/gear';
import type { RangeBand } from '../../../shared/systems';
import type { ActionKind } from './declare-types';

/** Actions that take several targets, and those that take one. */
export const MULTI = new Set<ActionKind>(['full-auto', 'explode', 'suppress']);
export const SINGLE = new Set<ActionKind>(['attack', 'aim', 'subdue', 'rally', 'treat']);

/** The actions `weapon` allows (the machine still has the last word). */
export function actionsFor(weapon: Weapon | undefined, c: CombatantView): ActionKind[] {
  const out: ActionKind[] = [];
  if (!weapon || (weapon.type !== 'explosive' && weapon.type !== 'defensive')) out.push('attack');
  if (weapon?.automatic) out.push('full-auto');
  if (weapon?.type === 'explosive') out.push('explode');
  if (weapon?.type !== 'melee') out.push('suppress');
  out.push('aim');
  if (c.clip !== null) out.push('reload');
  if (weapon?.type === 'melee') out.push('subdue');
  if (c.subduedBy !== null) out.push('escape');
  out.push('rally', 'treat', 'pass');
  return out;
}

/** The targets a declaration already names, else the first enemy. */
export function initialTargets(declared: CombatantView['declaration'], enemies: readonly CombatantView[]): string[] {
  if (declared) {
    const a = declared.action;
    if ('target' in a) return a.target === undefined ? [] : [a.target];
    if (a.kind === 'explode') return a.targets.map((t) => t.id);
    if ('targets' in a) return [...a.targets];
  }
  return enemies[0] ? [enemies[0].id] : [];
}

/** What the form's fields declare (null: not ready, e.g. no target yet). */
export type ActionFields = { range: RangeBand | ''; location: string; burst: boolean; zones: Record<string, 0 | 1>; woundIndex: number };

export function declaredAction(kind: ActionKind, chosen: readonly string[], f: ActionFields): DeclaredAction | null {
  const r = f.range || undefined;
  const t = chosen[0];
  switch (kind) {
    case 'attack':
      return t ? { kind, target: t, ...(f.location ? { location: f.location } : {}), ...(r ? { range: r } : {}), ...(f.burst ? { burst: true } : {}) } : null;
    case 'full-auto':
    case 'suppress':
      return chosen.length > 0 ? { kind, targets: [...chosen], ...(r ? { range: r } : {}) } : null;
    case 'explode':
      return chosen.length > 0 ? { kind, targets: chosen.map((id) => ({ id, zone: f.zones[id] ?? 0 })) } : null;
    case 'aim':
    case 'subdue':
    case 'rally':
      return t ? { kind, target: t } : null;
    case 'treat':
      return t ? { kind, target: t, woundIndex: f.woundIndex } : null;
    case 'reload':
    case 'escape':
    case 'pass':
      return { kind };
    case 'task':
      // Tasks are declared in the task form of editions that take them, not in this list.
      return null;
  }
}
