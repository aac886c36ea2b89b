import { useAbout } from '../../api/queries';
import { QueryState } from '../../components/QueryState';

export function AboutScreen() {
  const about = useAbout();
  const a = about.data;
  return (
    <section className="panel" aria-labelledby="about-title">
      <h1 id="about-title">About {a?.productName ?? 'FS3 Console'}</h1>
      <QueryState isPending={about.isPending} error={about.error}>
        {a && (
          <>
            <dl className="facts">
              <dt>Version</dt>
              <dd data-testid="about-version">{a.version}</dd>
              <dt>Running as</dt>
              <dd data-testid="about-host">{a.hostKind === 'desktop' ? 'Desktop app' : 'Browser mode'}</dd>
              <dt>Runtime</dt>
              <dd>{a.runtime}</dd>
              <dt>Data directory</dt>
              <dd>
                <code>{a.dataDir}</code>
              </dd>
            </dl>
            <h2>FS3 copyright and license</h2>
            <blockquote data-testid="fs3-notice" className="notice">
              {a.fs3Notice}
            </blockquote>
            <p className="muted">
              FS3 Console is a free tool for running FS3 games. It is not affiliated with the author of FS3.
            </p>
            {a.credits.length > 0 && (
              <>
                <h2>Other game systems</h2>
                <dl className="facts" data-testid="system-credits">
                  {a.credits.map((c) => (
                    <div key={c.system}>
                      <dt>{c.system}</dt>
                      <dd>{c.text}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
