/** Gear editors screen. */
export function EditorsScreen() {
  return (
    <section className="panel" aria-labelledby="editors-title">
      <h1 id="editors-title">Gear editors</h1>
    </section>
  );
}
