import type { Database } from "../db/client.ts";
import { readCheckpoint } from "./spine-store.ts";

/**
 * Waits until the index has passed `block`, reading the shared checkpoint rather than this process's indexer: on a
 * standby replica the leader indexes. Resolves to false when `timeoutMs` ran out first.
 */
export async function waitForIndexedBlock(db: Database, chainId: number, block: bigint, timeoutMs: number, pollMs = 250): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoint = await readCheckpoint(db, chainId);
    if (checkpoint && checkpoint.blockNumber >= block) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
