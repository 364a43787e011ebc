/**
 * Values kept between requests until something says they changed. Every change bumps a generation: a
 * value loaded while a change happened is answered but not kept, since the load may predate the change.
 * Past `maxEntries`, or past `limit.maxWeight` when a weight is given, the memo starts over (a cleared memo only
 * costs loads).
 */
export class GenerationalMemo<K, V> {
  private readonly entries = new Map<K, V>();
  private currentGeneration = 0;
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    /** A bound on the kept values' total weight (e.g. bytes), for values whose sizes vary. */
    private readonly limit?: { maxWeight: number; weigh: (value: V) => number },
  ) {}

  get generation(): number {
    return this.currentGeneration;
  }

  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Keeps `value` if nothing changed since `loadedAt` (a generation read before loading it). */
  keep(key: K, value: V, loadedAt: number): void {
    if (loadedAt !== this.currentGeneration || this.entries.has(key)) return;
    const weight = this.limit?.weigh(value) ?? 0;
    if (this.limit && weight > this.limit.maxWeight) return;
    if (this.entries.size >= this.maxEntries || (this.limit && this.weight + weight > this.limit.maxWeight)) this.clear();
    this.entries.set(key, value);
    this.weight += weight;
  }

  /** The kept value, else `load()`'s, kept when `worthKeeping` says so. */
  async get(key: K, load: () => Promise<V>, worthKeeping: (value: V) => boolean = () => true): Promise<V> {
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept;
    const loadedAt = this.currentGeneration;
    const value = await load();
    if (worthKeeping(value)) this.keep(key, value, loadedAt);
    return value;
  }

  forget(key: K): void {
    this.currentGeneration += 1;
    this.remove(key);
  }

  forgetWhere(test: (value: V, key: K) => boolean): void {
    this.currentGeneration += 1;
    for (const [key, value] of this.entries) if (test(value, key)) this.remove(key);
  }

  forgetAll(): void {
    this.currentGeneration += 1;
    this.clear();
  }

  private remove(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.limit?.weigh(value) ?? 0;
  }

  private clear(): void {
    this.entries.clear();
    this.weight = 0;
  }
}
