/** Issue 21: the running fight on the player page: order or teams, who still declares, the public log. */
import { memo, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useFollowEnd, useStayAtEnd } from '../components/useFollowEnd';
import type { PlayerCombatant, PlayerLogLine, PlayerView } from '../../shared/player/view-schema';
import { isOut, woundsText } from './words';
import type { LogPages, LogPagesState } from './log-pages';

type Fight = NonNullable<PlayerView['fight']>;

/** `serious`: the edition's word for its "serious or worse" chance (the view's forecastWords; Third Edition: "Impaired"). */
type RowProps = { c: PlayerCombatant; team: string | undefined; ordered: boolean; serious: string };

/**
 * Every frame is parsed afresh, so no combatant object survives a push: rows compare what they
 * show, and a step re-renders the few rows it changed, not all 200 (the paint budget, issue 21).
 */
function sameRow(a: RowProps, b: RowProps): boolean {
  const x = a.c;
  const y = b.c;
  return a.team === b.team && a.ordered === b.ordered && a.serious === b.serious && x.name === y.name && x.kind === y.kind && x.acted === y.acted && x.next === y.next
    && x.waiting === y.waiting && woundsText(x.wounds) === woundsText(y.wounds) && isOut(x.wounds) === isOut(y.wounds) && forecastText(x, a.serious) === forecastText(y, b.serious);
}

const pct = (p: number | null) => (p === null ? null : `${Math.round(p * 100)}%`);

/** Issue 41: this turn's chances, when the storyteller lets players see them. */
function forecastText(c: PlayerCombatant, serious: string): string | null {
  const f = c.forecast;
  if (!f) return null;
  return [`hit ${pct(f.pHit)}`, f.pSerious !== null ? `${serious} or worse ${pct(f.pSerious)}` : null, f.pOut !== null ? `out ${pct(f.pOut)}` : null].filter(Boolean).join(' · ');
}

const Row = memo(function Row({ c, team, ordered, serious }: RowProps) {
  const wounds = woundsText(c.wounds);
  const state = c.next ? 'next' : ordered && c.acted ? 'acted' : c.waiting ? 'waiting' : undefined;
  return (
    <li className={`pc-row kind-${c.kind}${isOut(c.wounds) ? ' out' : ''}`} data-state={state} aria-current={c.next ? 'step' : undefined} data-testid="player-combatant">
      <span className="pc-name">{c.name}</span>
      {team !== undefined && <span className="pc-team">{team}</span>}
      {c.next && <span className="pc-tag next-tag">Next</span>}
      {ordered && c.acted && !c.next && <span className="pc-tag">acted</span>}
      {c.waiting && <span className="pc-tag waiting-tag">to declare</span>}
      {wounds && <span className="pc-wounds" data-testid="player-wounds">{wounds}</span>}
      {c.forecast && (
        <span className="pc-tag" data-testid="player-forecast" title="This turn's chances, as the storyteller forecasts them">
          {forecastText(c, serious)}
        </span>
      )}
    </li>
  );
}, sameRow);

const LogLine = memo(
  function LogLine({ line }: { line: PlayerLogLine }) {
    return (
      <li>
        <span className="log-turn">T{line.turn}</span> {line.text}
        {line.dice?.map((d, j) => <div key={j} className="log-dice">{d}</div>)}
      </li>
    );
  },
  (a, b) => a.line.turn === b.line.turn && a.line.text === b.line.text && (a.line.dice ?? []).join('\n') === (b.line.dice ?? []).join('\n'),
);

/**
 * Keys that follow a line as the window of the last 200 slides (an index would move every line's
 * text into the next element on each push): its turn and text, numbered when repeated.
 */
function lineKeys(log: readonly PlayerLogLine[]): string[] {
  const seen = new Map<string, number>();
  return log.map((line) => {
    const base = `${line.turn}|${line.text}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}#${n}`;
  });
}

/** FS3's word when the view carries none (a view from before the words were sent). */
const seriousWord = (fight: Fight): string => fight.forecastWords?.serious ?? 'Serious';

function Order({ fight, teamName }: { fight: Fight; teamName: (id: number) => string | undefined }) {
  return (
    <section className="player-card" aria-labelledby="order-title">
      <h2 id="order-title">Initiative order</h2>
      <ol className="pc-list" data-testid="player-order">
        {fight.combatants.map((c) => <Row key={c.key} c={c} team={teamName(c.team)} ordered serious={seriousWord(fight)} />)}
      </ol>
    </section>
  );
}

function Teams({ fight }: { fight: Fight }) {
  return (
    <div className="player-teams">
      {fight.teams.map((t) => {
        const members = fight.combatants.filter((c) => c.team === t.id);
        if (members.length === 0) return null;
        return (
          <section key={t.id} className="player-card" aria-labelledby={`team-${t.id}`}>
            <h2 id={`team-${t.id}`}>{t.name}</h2>
            <ul className="pc-list" data-testid="player-team">
              {members.map((c) => <Row key={c.key} c={c} team={undefined} ordered={false} serious={seriousWord(fight)} />)}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/**
 * The newest lines come with the view; scrolled to the top, the reader is sent the page before
 * (issue 38, log-pages.ts), kept in front while they read back and let go when they return to
 * the end. The box keeps its place when a page comes in above.
 */
function Log({ log, pages }: { log: PlayerLogLine[]; pages: LogPages | undefined }) {
  const box = useRef<HTMLOListElement>(null);
  // Follows the newest line unless the reader scrolled up to read an older one.
  const following = useRef(true);
  const state = useSyncExternalStore(pages?.subscribe ?? noSubscribe, pages?.getState ?? noPages);
  const lines = state.older.length ? [...state.older, ...log] : log;
  const heightAtAsk = useRef<number | null>(null);
  useFollowEnd(box, log, () => following.current);
  useStayAtEnd(box, true, () => following.current);
  const first = state.older[0];
  useLayoutEffect(() => {
    const el = box.current;
    const before = heightAtAsk.current;
    if (!el || before === null || !first) return;
    heightAtAsk.current = null;
    // The page came in above what the reader sees: move down by its height (read after this commit's layout, once).
    el.scrollTop += el.scrollHeight - before;
  }, [first]);
  return (
    <section className="player-card player-log-card" aria-labelledby="log-title">
      <h2 id="log-title">What happened</h2>
      {lines.length === 0 ? (
        <p className="muted">Nothing yet.</p>
      ) : (
        <ol
          className="player-log"
          ref={box}
          tabIndex={0}
          aria-label="Fight log, newest last"
          aria-busy={state.loading}
          data-testid="player-log"
          onScroll={(e) => {
            const el = e.currentTarget;
            following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
            if (following.current) pages?.reset();
            else if (el.scrollTop < 48 && pages && state.more && !state.loading) {
              heightAtAsk.current = el.scrollHeight;
              pages.more();
            }
          }}
        >
          {state.older.length > 0 && !state.more && <li className="muted" data-testid="log-start">The fight began here.</li>}
          {state.loading && <li className="muted" data-testid="log-loading">Loading earlier lines…</li>}
          {lineKeys(lines).map((key, i) => <LogLine key={key} line={lines[i]!} />)}
        </ol>
      )}
    </section>
  );
}

const NO_PAGES: LogPagesState = { older: [], more: false, loading: false };
const noPages = () => NO_PAGES;
const noSubscribe = () => () => undefined;

export function FightView({ fight, pages }: { fight: Fight; pages?: LogPages }) {
  const names = new Map(fight.teams.map((t) => [t.id, t.name]));
  const teamName = (id: number): string | undefined => names.get(id);
  const waiting = fight.combatants.filter((c) => c.waiting);
  const next = fight.combatants.find((c) => c.next);
  return (
    <div className="player-fight">
      {next && (
        <p className="player-next" data-testid="player-next">
          Next to act: <strong>{next.name}</strong>
        </p>
      )}
      {waiting.length > 0 && (
        <p className="player-waiting" data-testid="player-waiting">
          Still to declare: {waiting.map((c) => c.name).join(', ')}
        </p>
      )}
      {fight.ordered ? <Order fight={fight} teamName={teamName} /> : <Teams fight={fight} />}
      <Log log={fight.log} pages={pages} />
    </div>
  );
}
