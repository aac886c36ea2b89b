/** Characters screen. */
export function CharactersScreen() {
  return (
    <section className="panel" aria-labelledby="characters-title">
      <h1 id="characters-title">Characters</h1>
    </section>
  );
}
