import { useAbout } from '../../api/queries';

export function HomeScreen() {
  const about = useAbout();
  return (
    <section className="panel" aria-labelledby="home-title">
      <h1 id="home-title">FS3 Console</h1>
      <p>The storyteller&apos;s console for FS3 games: run fights, keep wounds and XP, build gear and hit charts.</p>
      {about.data && (
        <p className="muted">
          Version {about.data.version} · {about.data.hostKind === 'desktop' ? 'desktop app' : 'browser mode'}
        </p>
      )}
    </section>
  );
}
