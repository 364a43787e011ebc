/**
 * Uploads' writes to the content store run side by side; a collection runs alone. A collection decides from the
 * records what to delete and what to keep, then deletes: an upload recorded after that decision must not write its
 * blocks before the deletion (a block it shares with a collected file, or the very file, would be deleted under it),
 * so its write waits until the collection is over and then writes the blocks again. Within one process: replicas that
 * share a store each have their own gate (decision 0037 says what that leaves).
 */
export class StoreGate {
  private writers = 0;
  private collection: Promise<void> | null = null;
  private drained: (() => void) | null = null;

  /** Runs `work` (a store write) beside other writes, once no collection is running. */
  async write<T>(work: () => Promise<T>): Promise<T> {
    while (this.collection) await this.collection;
    this.writers++;
    try {
      return await work();
    } finally {
      this.writers--;
      if (this.writers === 0) this.drained?.();
    }
  }

  /** Runs `work` (a collection) alone: after the writes under way, before any new one. */
  async alone<T>(work: () => Promise<T>): Promise<T> {
    while (this.collection) await this.collection;
    let done!: () => void;
    this.collection = new Promise<void>((resolve) => (done = resolve));
    try {
      if (this.writers > 0) await new Promise<void>((resolve) => (this.drained = resolve));
      this.drained = null;
      return await work();
    } finally {
      this.collection = null;
      done();
    }
  }
}
