import { useId, useState } from 'react';
import { navigate, useRouteRest } from '../../app/routes';
import { requestPanelAction } from '../../app/menu/menu-actions';
import { MANUAL, searchManual } from './manual';
import { ReportProblem } from './ReportProblem';
import './help.css';

/**
 * Issue 43 item 6: the manual (one page per screen, searchable), the tour again, and Report a
 * problem. `#/help/<screen>` opens that screen's page.
 */
export function HelpScreen() {
  const [query, setQuery] = useState('');
  const rest = useRouteRest();
  const searchId = useId();
  const hits = searchManual(query);
  const shown = MANUAL.find((p) => p.id === rest[0]) ?? MANUAL[0]!;
  return (
    <div className="help-screen">
      <section className="panel" aria-labelledby="help-title">
        <h1 id="help-title">Help</h1>
        <div className="help-toolbar">
          <label htmlFor={searchId}>Search the manual</label>
          <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. backup, odds, QR code" />
          <button type="button" onClick={() => requestPanelAction('help.tour')}>
            Take the tour again
          </button>
        </div>
        <div className="help-columns">
          <nav aria-label="Manual pages">
            <p className="muted" role="status" data-testid="manual-hits">
              {query.trim() ? `${hits.length} page${hits.length === 1 ? '' : 's'} found` : `${MANUAL.length} pages`}
            </p>
            <ul className="help-pages">
              {hits.map(({ page, excerpt }) => (
                <li key={page.id}>
                  <a href={`#/help/${page.id}`} aria-current={page.id === shown.id ? 'page' : undefined} onClick={(e) => { e.preventDefault(); navigate('help', page.id); }}>
                    {page.title}
                  </a>
                  {query.trim() && <p className="muted small">{excerpt}</p>}
                </li>
              ))}
            </ul>
          </nav>
          <article aria-labelledby="manual-page-title" data-testid="manual-page">
            <h2 id="manual-page-title">{shown.title}</h2>
            <p>
              <strong>{shown.summary}</strong>
            </p>
            {shown.body.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {shown.id !== 'help' && (
              <p>
                <a href={`#/${shown.id}`}>Go to {shown.title}</a>
              </p>
            )}
          </article>
        </div>
      </section>
      <ReportProblem />
    </div>
  );
}
