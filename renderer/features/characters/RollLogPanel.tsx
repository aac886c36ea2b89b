import { useQuery } from '@tanstack/react-query';
import type { RollLogEntry } from '../../../shared/domain/sheet';
import { useClient } from '../../api/client';
import { useGameSystem } from '../../api/game-system';
import { rollLine, rollShort, signed } from '../../../shared/sheet/roll-words';
import { luckText, rerollText, rolledByText } from './roll-ui';

/** What kind of roll a row is: a plain roll, one side of an opposed roll, one of a group, a re-roll. */
function kindOf(e: RollLogEntry): string {
  if (e.roll.reroll) return `Re-roll of #${e.roll.reroll.of}`;
  if (e.roll.link?.kind === 'opposed') return 'Opposed';
  if (e.roll.link?.kind === 'group') return 'Group';
  return 'Roll';
}

/** The extra lines that let a row be read back: substitution, defaulting, luck, re-roll, the opposed outcome, the group. */
function details(e: RollLogEntry): string[] {
  const r = e.roll;
  const out: string[] = [];
  if (r.opposed) {
    const o = r.opposed;
    const theirs = o.opponentPercentile
      ? `${signed(o.opponentPercentile.result)} on d100 ${o.opponentPercentile.roll}`
      : o.opponentGoal ? rollShort({ hits: o.opponentHits, diceRolled: o.opponentDice.length, goal: o.opponentGoal }) : `${o.opponentHits} ${o.opponentHits === 1 ? 'hit' : 'hits'}`;
    out.push(`vs ${o.opponent} (${o.opponentAbility}: ${o.opponentLabel}, ${theirs}) → ${o.text}`);
  }
  if (r.link?.kind === 'group') out.push(r.link.label);
  if (r.attribute) out.push(`with ${r.attribute} for the ruling attribute`);
  if (r.defaulting) out.push(`defaulting from ${r.defaulting.from} for ${r.defaulting.task} (${r.defaulting.modifier})`);
  const luck = luckText(r);
  if (luck) out.push(`luck: ${luck}`);
  if (r.reroll) out.push(`re-rolled by ${r.reroll.by}: ${rerollText(r)}`);
  return out;
}

/** The campaign's roll log: every roll (single, opposed, group, re-roll), newest first, with its pool, luck, result and the odds it had. */
export function RollLogPanel() {
  const client = useClient();
  const log = useQuery({ queryKey: ['character.rollLog', '*'], queryFn: () => client.call('character.rollLog', { limit: 30 }) });
  const { system } = useGameSystem();
  const entries = log.data?.entries ?? [];
  return (
    <section className="panel" aria-labelledby="rolllog-title">
      <h2 id="rolllog-title">Roll log</h2>
      {entries.length === 0 ? (
        <p className="muted">No rolls yet. Roll from a character sheet.</p>
      ) : (
        <table className="ledger" aria-label="Roll log">
          <thead>
            <tr><th scope="col">#</th><th scope="col">When</th><th scope="col">Who</th><th scope="col">Roll</th><th scope="col">Result</th><th scope="col">Odds</th></tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} data-kind={e.roll.link?.kind ?? 'single'}>
                <td>{e.id}</td>
                <td>{e.recordedAt.slice(0, 16).replace('T', ' ')}</td>
                <td>
                  {e.characterName}
                  {e.roll.rolledBy && <div className="muted small" data-testid="rolled-by">{rolledByText(e.roll)}</div>}
                </td>
                <td>
                  <span className="roll-kind">{kindOf(e)}</span> {e.roll.poolText}
                  {details(e).map((d, i) => <div key={i} className="muted small">{d}</div>)}
                </td>
                <td>{e.roll.percentile || e.roll.goal ? rollLine(system, e.roll) : `${e.roll.label} (${e.roll.hits} ${e.roll.hits === 1 ? 'hit' : 'hits'}: ${e.roll.dice.join(' ')})`}</td>
                <td>{(e.roll.odds.pSuccess * 100).toFixed(1)}%{e.roll.opposed ? ` · ${((e.roll.opposed.side === 'first' ? e.roll.opposed.odds.pFirst : e.roll.opposed.odds.pSecond) * 100).toFixed(1)}% to win` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
