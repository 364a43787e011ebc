/** Users whose counts are kept; beyond that the cache starts over (a cleared cache only costs queries). */
const MAX_USERS = 50_000;

/**
 * The bell's new count per user, kept between polls: every open tab asks for it, and it changes only when a
 * notification arrives or the user reads, opens or deletes. Every such change reaches every instance as a
 * realtime signal (Notifier.onSignal), which forgets the user's entry.
 */
export class NewCountCache {
  private readonly counts = new Map<number, number>();
  /** Bumped by every change: a count loaded while something changed is returned but not kept. */
  private generation = 0;

  async get(userId: number, load: () => Promise<number>): Promise<number> {
    const cached = this.counts.get(userId);
    if (cached !== undefined) return cached;
    const before = this.generation;
    const value = await load();
    if (this.generation === before) {
      if (this.counts.size >= MAX_USERS) this.counts.clear();
      this.counts.set(userId, value);
    }
    return value;
  }

  forget(userId: number): void {
    this.generation += 1;
    this.counts.delete(userId);
  }

  /** After the realtime channel was down, changes may have been missed: start over. */
  forgetAll(): void {
    this.generation += 1;
    this.counts.clear();
  }
}
