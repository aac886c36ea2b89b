/** Combat screen. */
export function CombatScreen() {
  return (
    <section className="panel" aria-labelledby="combat-title">
      <h1 id="combat-title">Combat</h1>
    </section>
  );
}
