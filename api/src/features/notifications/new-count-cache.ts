import { GenerationalMemo } from "../../lib/generational-memo.ts";

/** Users whose counts are kept; beyond that the cache starts over (a cleared cache only costs queries). */
const MAX_USERS = 50_000;

/**
 * The bell's new count per user, kept between polls: every open tab asks for it, and it changes only when a
 * notification arrives or the user reads, opens or deletes. Every such change reaches every instance as a
 * realtime signal (Notifier.onSignal), which forgets the user's entry.
 */
export class NewCountCache {
  private readonly counts = new GenerationalMemo<number, number>(MAX_USERS);

  get(userId: number, load: () => Promise<number>): Promise<number> {
    return this.counts.get(userId, load);
  }

  forget(userId: number): void {
    this.counts.forget(userId);
  }

  /** After the realtime channel was down, changes may have been missed: start over. */
  forgetAll(): void {
    this.counts.forgetAll();
  }
}
