/**
 * The odds beside an FS3 declaration: what the declared action can do (a shot, a burst, each
 * volley of full-auto, Suppress) and, issue 18, what every choice beside it would do, all in one
 * `combat.odds` call.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LuckChoice } from '../../../shared/core/combat/declarations';
import type { CombatantView } from '../../../shared/core/combat/view';
import type { GearCatalog } from '../../../shared/domain/gear';
import type { RangeBand } from '../../../shared/systems';
import { useClient } from '../../api/client';
import type { ActionKind, DeclareViewPart } from './declare-types';
import { bestRows, panelQuestions } from './odds-choices';
import type { OddsRow } from './OddsList';
import { formatOdds } from './odds-format';

type OddsInput = {
  combatId: string;
  view: DeclareViewPart;
  c: CombatantView;
  kind: ActionKind;
  chosen: readonly string[];
  burst: boolean;
  automatic: boolean;
  location: string;
  range: RangeBand | '';
  luckChoice: LuckChoice | null;
  stance: string;
  targetPool: readonly CombatantView[];
  vehicleTargets: DeclareViewPart['vehicles'];
  chart: GearCatalog['hitCharts'][number] | undefined;
  /** Explode: each target's zone (issue 39). */
  zones?: Readonly<Record<string, 0 | 1>>;
};

export function useDeclareOdds({ combatId, view, c, kind, chosen, burst, automatic, location, range, luckChoice, stance, targetPool, vehicleTargets, chart, zones }: OddsInput) {
  const client = useClient();
  // A task-declaring edition (issue 22) asks for task odds in its own form instead.
  const oddsKind = !c.tasks && (kind === 'attack' || kind === 'full-auto' || kind === 'suppress' || kind === 'explode') ? kind : null;
  const oddsTargets = oddsKind ? chosen.filter((id) => view.combatants.some((x) => x.id === id) || view.vehicles.some((v) => v.id === id)) : [];
  // The odds count the attacker's own luck; a penalty or cancel is on someone else's roll or a reply to one.
  const attackLuck = luckChoice?.roll === 'attack' && (luckChoice.effect === 'bonus' || luckChoice.effect === 'reroll') ? luckChoice.effect : null;
  const targetsKey = oddsTargets.join(',');
  const zonesKey = JSON.stringify(zones ?? {});
  const panel = useMemo(() => {
    if (!oddsKind) return null;
    const chartOf = (id: string) => view.combatants.find((x) => x.id === id)?.chart ?? null;
    return panelQuestions({
      attackerId: c.id,
      kind: oddsKind,
      chosen: oddsTargets,
      burst,
      automatic,
      location,
      range,
      luck: attackLuck,
      stance,
      targets: [
        ...targetPool.map((x) => ({ id: x.id, label: `${x.name}${x.team === c.team ? ' (ally)' : ''}`, chart: x.chart, person: true, ...(x.team === c.team ? { ally: true } : {}) })),
        ...(oddsKind === 'suppress' ? [] : vehicleTargets.map((v) => ({ id: v.id, label: `${v.name} (vehicle)`, chart: null, person: false }))),
      ],
      locations: chart ? Object.keys(chart.targets) : [],
      chart: oddsTargets[0] ? chartOf(oddsTargets[0]) : null,
      stances: view.lists.stances,
      ...(zones ? { zones } : {}),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on what the questions are made of
  }, [oddsKind, targetsKey, burst, automatic, location, range, attackLuck, stance, targetPool.length, view.combatants, view.vehicles, chart, view.lists.stances, c.id, zonesKey]);
  const odds = useQuery({
    queryKey: ['combat.odds', combatId, view.position, JSON.stringify(panel?.questions ?? [])],
    queryFn: () => client.call('combat.odds', { combatId, queries: panel!.questions }),
    enabled: panel !== null && panel.questions.length > 0,
    staleTime: Infinity,
  });
  const answers = odds.data?.odds;
  const oddsRows: OddsRow[] = (panel?.rows ?? []).map((r) => ({
    group: r.group,
    key: r.key,
    label: r.label,
    mine: answers?.[r.at] ?? null,
    against: r.againstAt === null ? null : (answers?.[r.againstAt] ?? null),
    ...(r.ally ? { ally: true } : {}),
    chosen: r.group === 'target' ? chosen.includes(r.key) : r.group === 'location' ? r.key === location : r.group === 'fire' ? (r.key === 'burst') === burst : r.key === stance,
  }));
  const best = answers ? bestRows(oddsRows, { targetChosen: oddsTargets.length > 0 }) : {};
  return { odds, answers, current: panel?.current ?? 0, oddsTargets, oddsRows, best };
}

type Odds = ReturnType<typeof useDeclareOdds>;

/** The declared action's odds, one line a target. */
export function OddsLines({ view, odds: { odds, answers, current, oddsTargets }, serious }: { view: DeclareViewPart; odds: Odds; serious: string | undefined }) {
  if (oddsTargets.length === 0) return null;
  return (
    <div className="odds" aria-live="polite" data-testid="odds">
      {odds.isPending && <span className="muted small">Working out the odds…</span>}
      {odds.error && <span className="error-text small">{odds.error.message}</span>}
      {answers?.slice(0, current).map((o, i) => {
        const name = view.combatants.find((x) => x.id === oddsTargets[i])?.name ?? view.vehicles.find((v) => v.id === oddsTargets[i])?.name ?? '';
        return (
          <p key={oddsTargets[i]} className="odds-line">
            {oddsTargets.length > 1 ? <span className="muted">{name}: </span> : null}
            {o ? (
              <>
                <strong>{formatOdds(o, serious, view.lists.words?.stress)}</strong>{' '}
                <span className="muted small">
                  {o.pools ?? `${o.attackDice} vs ${o.defenseDice} dice`}
                </span>
              </>
            ) : (
              <span className="muted">no odds for this target</span>
            )}
          </p>
        );
      })}
    </div>
  );
}
