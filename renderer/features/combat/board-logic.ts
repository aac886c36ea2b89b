/** The board's rows as pure functions: wound badges, the board's order and the multi-selection (issue 18). */
import type { CombatantView, CombatView } from '../../../shared/core/combat/view';

const SEVERITY_ORDER = ['critical', 'serious', 'moderate', 'light'] as const;

/** Wounds grouped by severity, worst first ("2 Serious, 1 Light"), for the badges. */
export function woundBadges(c: Pick<CombatantView, 'wounds'>): { severity: (typeof SEVERITY_ORDER)[number]; count: number }[] {
  const counts = new Map<string, number>();
  for (const w of c.wounds) counts.set(w.severity, (counts.get(w.severity) ?? 0) + 1);
  return SEVERITY_ORDER.filter((s) => counts.has(s)).map((severity) => ({ severity, count: counts.get(severity)! }));
}

/** Combatants of one team in roster order (stable across renders for memoised rows). */
export function teamMembers(view: CombatView, team: number): CombatantView[] {
  return view.combatants.filter((c) => c.team === team);
}

/** Combatants in the order the board shows them: teams by id, each in roster order (issue 18's ranges). */
export function boardOrder(view: Pick<CombatView, 'combatants'>): string[] {
  const teams = [...new Set(view.combatants.map((c) => c.team))].sort((a, b) => a - b);
  return teams.flatMap((t) => view.combatants.filter((c) => c.team === t).map((c) => c.id));
}

/** How a click or key changes the multi-selection. */
export type PickMode = 'toggle' | 'range' | 'add';

/**
 * The selection after picking `id`: toggle (ctrl/cmd-click, Space on the checkbox) flips it;
 * range (shift-click, Shift+arrow) selects from the anchor to `id` in board order, added to what
 * was selected; add puts it in. The anchor moves to `id` except for a range.
 */
export function pick(selection: ReadonlySet<string>, order: readonly string[], anchor: string | null, id: string, mode: PickMode): { selection: Set<string>; anchor: string } {
  const next = new Set(selection);
  if (mode === 'toggle') {
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return { selection: next, anchor: id };
  }
  if (mode === 'add' || anchor === null || !order.includes(anchor)) {
    next.add(id);
    return { selection: next, anchor: mode === 'range' ? (anchor ?? id) : id };
  }
  const a = order.indexOf(anchor);
  const b = order.indexOf(id);
  for (let i = Math.min(a, b); i <= Math.max(a, b); i++) next.add(order[i]!);
  return { selection: next, anchor };
}
