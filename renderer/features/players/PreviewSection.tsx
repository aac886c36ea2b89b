/** Issue 21: the view the players' devices get now (the same payload main sends them), for the storyteller to check. */
import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../api/client';
import { woundsText } from '../../player/words';
import { playersKeys } from './players-api';

export function PreviewSection() {
  const client = useClient();
  const preview = useQuery({ queryKey: playersKeys.preview, queryFn: () => client.call('players.preview', {}) });
  const fight = preview.data?.fight;
  return (
    <section className="panel players-section" aria-labelledby="preview-title">
      <div className="row spread">
        <h2 id="preview-title">Preview: the players’ screens now</h2>
        <button type="button" onClick={() => void preview.refetch()} disabled={preview.isFetching}>Refresh</button>
      </div>
      {preview.isError && <p className="error-text" role="alert">{preview.error.message}</p>}
      {preview.data && !fight && <p className="muted" data-testid="preview-empty">No fight is running.</p>}
      {fight && (
        <div data-testid="preview">
          <p>
            <strong>{fight.name}</strong> · turn {fight.turn} · {fight.phaseText}
          </p>
          <ul className="players-list">
            {fight.combatants.map((c) => {
              const wounds = woundsText(c.wounds);
              return (
                <li key={c.key}>
                  {c.name} <span className="muted">({fight.teams.find((t) => t.id === c.team)?.name ?? `team ${c.team}`}){wounds ? ` · ${wounds}` : ''}{c.next ? ' · next' : ''}</span>
                </li>
              );
            })}
          </ul>
          {fight.log.length > 0 && <p className="small muted">Last log line: {fight.log.at(-1)?.text}</p>}
        </div>
      )}
    </section>
  );
}
