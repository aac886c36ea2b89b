/**
 * Issue 38: a map whose entries are made when first asked for. A step's working copy of the
 * fight (world.ts) holds every combatant, but one resolved action reads two or three of them:
 * making the others is work and garbage that grows with the fight, not with what changed.
 * Asking for every entry (iterating, `size`) makes them all, in the order of `keys`.
 */
export class LazyMap<K, V> extends Map<K, V> {
  private complete = false;

  constructor(
    private readonly allKeys: () => Iterable<K>,
    private readonly make: (key: K) => V | undefined,
  ) {
    super();
  }

  override get(key: K): V | undefined {
    const known = super.get(key);
    if (known !== undefined || this.complete) return known;
    const made = this.make(key);
    if (made !== undefined) super.set(key, made);
    return made;
  }

  override has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  /** The entry if it has been made, without making it. */
  made(key: K): V | undefined {
    return super.get(key);
  }

  /** Issue 38: the keys of the entries made so far (all of them once every entry was asked for). */
  madeKeys(): MapIterator<K> {
    return super.keys();
  }

  /** Whether every entry has been made. */
  get isComplete(): boolean {
    return this.complete;
  }

  override get size(): number {
    this.makeAll();
    return super.size;
  }

  override keys(): MapIterator<K> {
    this.makeAll();
    return super.keys();
  }

  override values(): MapIterator<V> {
    this.makeAll();
    return super.values();
  }

  override entries(): MapIterator<[K, V]> {
    this.makeAll();
    return super.entries();
  }

  override [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  override forEach(fn: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    this.makeAll();
    super.forEach(fn, thisArg);
  }

  /** Makes every entry, keeping the order of `allKeys` (entries made earlier are moved into it). */
  private makeAll(): void {
    if (this.complete) return;
    const ordered: [K, V][] = [];
    for (const key of this.allKeys()) {
      const value = this.get(key);
      if (value !== undefined) ordered.push([key, value]);
    }
    super.clear();
    for (const [key, value] of ordered) super.set(key, value);
    this.complete = true;
  }
}
