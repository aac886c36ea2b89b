import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../api/client';

/** The campaign's roll log: every sheet roll, newest first, with its pool and the odds it had. */
export function RollLogPanel() {
  const client = useClient();
  const log = useQuery({ queryKey: ['character.rollLog', '*'], queryFn: () => client.call('character.rollLog', { limit: 30 }) });
  const entries = log.data?.entries ?? [];
  return (
    <section className="panel" aria-labelledby="rolllog-title">
      <h2 id="rolllog-title">Roll log</h2>
      {entries.length === 0 ? (
        <p className="muted">No rolls yet. Roll from a character sheet.</p>
      ) : (
        <table className="ledger" aria-label="Roll log">
          <thead>
            <tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Roll</th><th scope="col">Result</th><th scope="col">Odds</th></tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{e.recordedAt.slice(0, 16).replace('T', ' ')}</td>
                <td>{e.characterName}</td>
                <td>{e.roll.poolText}</td>
                <td>{e.roll.label} ({e.roll.hits} {e.roll.hits === 1 ? 'hit' : 'hits'}: {e.roll.dice.join(' ')})</td>
                <td>{(e.roll.odds.pSuccess * 100).toFixed(1)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
