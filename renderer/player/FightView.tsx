/** Issue 21: the running fight on the player page: order or teams, who still declares, the public log. */
import { memo, useRef } from 'react';
import { useFollowEnd } from '../components/useFollowEnd';
import type { PlayerCombatant, PlayerLogLine, PlayerView } from '../../shared/player/view-schema';
import { isOut, woundsText } from './words';

type Fight = NonNullable<PlayerView['fight']>;

type RowProps = { c: PlayerCombatant; team: string | undefined; ordered: boolean };

/**
 * Every frame is parsed afresh, so no combatant object survives a push: rows compare what they
 * show, and a step re-renders the few rows it changed, not all 200 (the paint budget, issue 21).
 */
function sameRow(a: RowProps, b: RowProps): boolean {
  const x = a.c;
  const y = b.c;
  return a.team === b.team && a.ordered === b.ordered && x.name === y.name && x.kind === y.kind && x.acted === y.acted && x.next === y.next
    && x.waiting === y.waiting && woundsText(x.wounds) === woundsText(y.wounds) && isOut(x.wounds) === isOut(y.wounds);
}

const Row = memo(function Row({ c, team, ordered }: RowProps) {
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

function Order({ fight, teamName }: { fight: Fight; teamName: (id: number) => string | undefined }) {
  return (
    <section className="player-card" aria-labelledby="order-title">
      <h2 id="order-title">Initiative order</h2>
      <ol className="pc-list" data-testid="player-order">
        {fight.combatants.map((c) => <Row key={c.key} c={c} team={teamName(c.team)} ordered />)}
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
              {members.map((c) => <Row key={c.key} c={c} team={undefined} ordered={false} />)}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function Log({ log }: { log: PlayerLogLine[] }) {
  const box = useRef<HTMLOListElement>(null);
  // Follows the newest line unless the reader scrolled up to read an older one.
  const following = useRef(true);
  useFollowEnd(box, log, () => following.current);
  return (
    <section className="player-card player-log-card" aria-labelledby="log-title">
      <h2 id="log-title">What happened</h2>
      {log.length === 0 ? (
        <p className="muted">Nothing yet.</p>
      ) : (
        <ol
          className="player-log"
          ref={box}
          tabIndex={0}
          aria-label="Fight log, newest last"
          data-testid="player-log"
          onScroll={(e) => {
            const el = e.currentTarget;
            following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
          }}
        >
          {lineKeys(log).map((key, i) => <LogLine key={key} line={log[i]!} />)}
        </ol>
      )}
    </section>
  );
}

export function FightView({ fight }: { fight: Fight }) {
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
      <Log log={fight.log} />
    </div>
  );
}
