/**
 * Issue 41: the turn forecast on the GM screen. One question per fight version (and per "what
 * if" draft) goes to main (`combat.forecast`, worked out off this thread); an answer overtaken by
 * a newer question is dropped (react-query keys them; main also stops a superseded simulation).
 * The board's bars, the team headers and the declare panel's "what if" read it from here.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { CombatView } from '../../../shared/core/combat/view';
import type { TurnForecast } from '../../../shared/core/combat/forecast-types';
import type { WhatIf } from '../../../shared/core/combat/forecast-schema';
import { useClient } from '../../api/client';
import { useAskAfterPaint } from './forecast-timing';
import { settled } from './step-shown';

/** When a turn can be forecast: before initiative and before each resolve. */
export const FORECAST_PHASES: ReadonlySet<CombatView['phase']> = new Set(['declaring', 'initiative', 'resolving']);

type ForecastState = {
  forecast: TurnForecast | null;
  /** Why there is none (a draft the rules refuse …); null: none needed or still coming. */
  reason: string | null;
  /** The numbers are of the declare panel's draft, not of what is declared. */
  whatIf: boolean;
  /** Whether a newer answer is on its way: read with useForecastPending. */
  pending: PendingFlag;
  setDrafts: (drafts: WhatIf[] | null) => void;
};

/**
 * Issue 38: whether a newer answer is on its way, outside the context's value. Every step turns it
 * on and off; in the value, each turn was a context change React searched the whole board for
 * (~0.5 ms a step at 200 combatants) to find the one "what if" list that shows it.
 */
type PendingFlag = { get: () => boolean; subscribe: (listener: () => void) => () => void; set: (pending: boolean) => void };
function pendingFlag(): PendingFlag {
  let pending = false;
  const listeners = new Set<() => void>();
  return {
    get: () => pending,
    subscribe: (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    set: (next) => {
      if (next === pending) return;
      pending = next;
      for (const l of [...listeners]) l();
    },
  };
}

const ForecastContext = createContext<ForecastState>({ forecast: null, reason: null, whatIf: false, pending: pendingFlag(), setDrafts: () => undefined });

/** What the board shows: the same object while the answer shown stays the same. */
type ShownForecast = Pick<ForecastState, 'forecast' | 'reason' | 'whatIf'>;
const ShownForecastContext = createContext<ShownForecast>({ forecast: null, reason: null, whatIf: false });

/** Waits `ms` after the last change: a storyteller clicking through targets asks once. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

export function ForecastProvider({ combatId, phase, position, children }: { combatId: string; phase: CombatView['phase']; position: number; children: ReactNode }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<WhatIf[] | null>(null);
  const draftKey = useSettled(drafts ? JSON.stringify(drafts) : '', 150);
  const on = FORECAST_PHASES.has(phase);
  // Issue 38: the version shown is asked about after its step is painted, once a run of steps pauses (forecast-timing.ts).
  const current = `${combatId}|${position}|${phase}`;
  const asked = useAskAfterPaint(current);
  const askedPhase = asked.slice(asked.lastIndexOf('|') + 1) as CombatView['phase'];
  const answer = useQuery({
    queryKey: ['combat.forecast', asked, draftKey],
    // Issue 38: a prepared step is shown before main has it: the question waits for main's answer.
    queryFn: async () => {
      await settled(queryClient, combatId);
      return client.call('combat.forecast', { combatId, whatIf: draftKey ? (JSON.parse(draftKey) as WhatIf[]) : [] });
    },
    enabled: on && FORECAST_PHASES.has(askedPhase),
    staleTime: Infinity,
    // Issue 38: each step asks about a new version; an old version's answer (200 combatants' odds)
    // is not asked for again, so it leaves the cache as soon as the screen moves on, instead of
    // five minutes later (28 steps held ~0.7 MB of them). The screen keeps showing it meanwhile.
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
  const data = on ? answer.data : undefined;
  const answered = useMemo<ShownForecast>(
    () => ({ forecast: data?.superseded ? null : (data?.forecast ?? null), reason: data?.reason ?? null, whatIf: draftKey !== '' }),
    [data, draftKey],
  );
  // Issue 38: a new answer renders every visible row's bars (48 rows, ~240 components at 200): in
  // a transition, so that render yields to a scroll or a step's frame instead of holding it.
  const [shown, setShown] = useState(answered);
  useEffect(() => {
    if (shown !== answered) startTransition(() => setShown(answered));
  }, [answered, shown]);
  const pending = answer.isFetching || (on && asked !== current);
  const [flag] = useState(pendingFlag);
  useLayoutEffect(() => flag.set(pending), [flag, pending]);
  const value = useMemo<ForecastState>(() => ({ ...shown, pending: flag, setDrafts }), [shown, flag]);
  return (
    <ForecastContext.Provider value={value}>
      <ShownForecastContext.Provider value={shown}>{children}</ShownForecastContext.Provider>
      {/* Whether the bars show the answer about the fight as it is now: a test (or a screen
          reader's busy hint) waits for it instead of guessing how long a forecast takes. */}
      <span hidden data-testid="forecast-state" data-state={pending || shown !== answered ? 'pending' : 'settled'} />
    </ForecastContext.Provider>
  );
}

export const useForecast = (): ForecastState => useContext(ForecastContext);

/** Whether a newer forecast than the one shown is on its way (renders only its reader when that changes). */
export function useForecastPending(): boolean {
  const { pending } = useForecast();
  return useSyncExternalStore(pending.subscribe, pending.get, pending.get);
}

/**
 * Issue 38: the numbers only, for the board's rows. A step asks a new question (pending turns on,
 * then off) while the last answer stays on screen; read through `useForecast`, every row's bars
 * and knockout chip rendered again twice per step for nothing (96 rows, 288 bars at 200).
 */
export const useShownForecast = (): ShownForecast => useContext(ShownForecastContext);
