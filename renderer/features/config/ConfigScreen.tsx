/** Game config screen. */
export function ConfigScreen() {
  return (
    <section className="panel" aria-labelledby="config-title">
      <h1 id="config-title">Game config</h1>
    </section>
  );
}
