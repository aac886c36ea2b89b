/**
 * Issue 18: the odds beside every choice of the declare panel, as pure functions (unit-tested
 * without a DOM). One list of questions for the whole panel goes to main in one `combat.odds`
 * call: the declared action's own lines first, then a row per target, called-shot location, fire
 * mode (single or burst) and stance; `bestRows` marks the best row of each group.
 *
 * "Best" (decided here, see renderer/NOTES.md):
 * - target, location, fire mode: the highest chance of a wound of the edition's Serious level or
 *   worse; ties go to the higher chance to hit. Suppress (which never wounds): the most expected
 *   suppression points.
 * - stance: the best exchange, i.e. this chance for the declared attack minus the chance that the
 *   chosen target's return shot does the same to this combatant in that stance.
 * A row main cannot answer (null: a vehicle, a Third Edition burst) shows "—" and is never best.
 */
import type { OddsAction } from '../../../shared/core/combat/declarations';
import type { RangeBand } from '../../../shared/systems';
import type { OddsQuery } from '../../../shared/core/combat/declaration-odds';
import type { OddsLine } from './odds-format';

/** The question main's `combat.odds` answers (the same shape as the engine's query). */
export type OddsQuestion = OddsQuery;

export const MAX_TARGET_ROWS = 900;

export type ChoiceGroup = 'target' | 'location' | 'fire' | 'stance';

/** One row: what choosing it means, its question, and (stances) the return shot's question. */
export type ChoiceRow = { group: ChoiceGroup; key: string; label: string; ask: OddsQuestion; against?: OddsQuestion; ally?: boolean };

export type PanelState = {
  attackerId: string;
  /** attack, full-auto, suppress or explode: the actions with odds. */
  kind: 'attack' | 'full-auto' | 'suppress' | 'explode';
  /** Explode (issue 39): each target's zone before the rolls; absent: zone 0. */
  zones?: Readonly<Record<string, 0 | 1>>;
  chosen: readonly string[];
  burst: boolean;
  automatic: boolean;
  location: string;
  range: RangeBand | '';
  luck: 'bonus' | 'reroll' | null;
  stance: string;
  /** Everyone (and every vehicle) the action may target, with the hit chart each would use. */
  targets: readonly { id: string; label: string; chart: string | null; person: boolean; ally?: boolean }[];
  /** Called-shot locations of the first chosen target's chart. */
  locations: readonly string[];
  chart: string | null;
  stances: readonly { id: string; label: string }[];
};

const actionOf = (s: PanelState, burst = s.burst): OddsAction => (s.kind === 'attack' ? (burst ? 'burst' : 'attack') : s.kind);
/** Full-auto and Suppress spread over the targets; a shot or an explosion asks each target alone. */
const volleyed = (s: PanelState) => s.kind === 'full-auto' || s.kind === 'suppress';
/** An explosion's question carries the target's zone (0 within the blast radius, 1 within double). */
const zoneOf = (s: PanelState, id: string) => (s.kind === 'explode' ? { zone: s.zones?.[id] ?? 0 } : {});

/** The declared action's own lines: one per chosen target (as before issue 18). */
export function currentQuestions(s: PanelState): OddsQuestion[] {
  return s.chosen.map((targetId, index) => ({
    attackerId: s.attackerId,
    targetId,
    luck: s.luck,
    stance: s.stance,
    action: actionOf(s),
    ...(volleyed(s) ? { volley: { index, of: s.chosen.length } } : {}),
    ...zoneOf(s, targetId),
    ...(s.location && s.kind === 'attack' ? { location: s.location } : {}),
    ...(s.range ? { range: s.range } : {}),
  }));
}

/** A row per choice the panel offers for this action. */
export function choiceRows(s: PanelState): ChoiceRow[] {
  const rows: ChoiceRow[] = [];
  const ask = (targetId: string, over: Partial<OddsQuestion> = {}): OddsQuestion => ({
    attackerId: s.attackerId,
    targetId,
    luck: s.luck,
    stance: s.stance,
    action: actionOf(s),
    ...(s.range ? { range: s.range } : {}),
    // Full-auto or Suppress at one candidate: as if it were the only target.
    ...(volleyed(s) ? { volley: { index: 0, of: 1 } } : {}),
    ...zoneOf(s, targetId),
    ...over,
  });
  // `combat.odds` takes up to 1000 questions: a fight of more than 900 lists its first 900 targets' odds.
  for (const t of s.targets.slice(0, MAX_TARGET_ROWS)) {
    // The called shot goes with targets of the same chart; others are asked at the centre of mass.
    const location = s.kind === 'attack' && s.location && t.chart === s.chart ? { location: s.location } : {};
    rows.push({ group: 'target', key: t.id, label: t.label, ask: ask(t.id, location), ...(t.ally ? { ally: true } : {}) });
  }
  const first = s.chosen[0];
  if (first === undefined) return rows;
  if (s.kind === 'attack') {
    for (const l of ['', ...s.locations]) rows.push({ group: 'location', key: l, label: l || 'Centre of mass', ask: ask(first, l ? { location: l } : {}) });
    const at = s.location ? { location: s.location } : {};
    if (s.automatic) {
      rows.push({ group: 'fire', key: 'single', label: 'Single shot', ask: ask(first, { ...at, action: 'attack' }) });
      rows.push({ group: 'fire', key: 'burst', label: 'Burst', ask: ask(first, { ...at, action: 'burst' }) });
    }
  }
  const person = s.targets.find((t) => t.id === first)?.person ?? false;
  const at = s.kind === 'attack' && s.location ? { location: s.location } : {};
  for (const st of s.stances) {
    rows.push({
      group: 'stance',
      key: st.id,
      label: st.label,
      ask: ask(first, { ...at, stance: st.id }),
      // The chosen target's single shot back at this combatant standing in that stance.
      ...(person ? { against: { attackerId: first, targetId: s.attackerId, luck: null, targetStance: st.id, action: 'attack' as const } } : {}),
    });
  }
  return rows;
}

/** Everything the panel asks, in one list, and where each row's answers sit in it. */
export function panelQuestions(s: PanelState): { questions: OddsQuestion[]; current: number; rows: (ChoiceRow & { at: number; againstAt: number | null })[] } {
  const questions = currentQuestions(s);
  const current = questions.length;
  const rows = choiceRows(s).map((r) => {
    const at = questions.push(r.ask) - 1;
    const againstAt = r.against ? questions.push(r.against) - 1 : null;
    return { ...r, at, againstAt };
  });
  return { questions, current, rows };
}

/** What a row is worth when comparing rows of one group (null: no odds, never best). */
export function rowScore(group: ChoiceGroup, mine: OddsLine | null, against: OddsLine | null): number | null {
  if (!mine) return null;
  if (mine.action === 'suppress' && mine.suppression) return mine.suppression.reduce((sum, x) => sum + x.points * x.p, 0);
  // Serious-or-worse first; the chance to hit only breaks ties (weighted far below a percent).
  const own = mine.pSeriousOrWorse + mine.pHit * 1e-6;
  if (group !== 'stance') return own;
  return own - (against ? against.pSeriousOrWorse + against.pHit * 1e-6 : 0);
}

/**
 * The key of the best row of each group (absent: no row has odds). Issue 37 item 5: nothing is
 * best while no target is chosen (`targetChosen` false: every row is then a guess at someone),
 * and an ally is never the best target.
 */
export function bestRows(
  rows: readonly { group: ChoiceGroup; key: string; mine: OddsLine | null; against: OddsLine | null; ally?: boolean }[],
  { targetChosen = true }: { targetChosen?: boolean } = {},
): Partial<Record<ChoiceGroup, string>> {
  if (!targetChosen) return {};
  const best: Partial<Record<ChoiceGroup, { key: string; score: number }>> = {};
  for (const r of rows) {
    if (r.ally) continue;
    const score = rowScore(r.group, r.mine, r.against);
    if (score === null) continue;
    const now = best[r.group];
    if (!now || score > now.score + 1e-12) best[r.group] = { key: r.key, score };
  }
  return Object.fromEntries(Object.entries(best).map(([g, b]) => [g, b.key]));
}
