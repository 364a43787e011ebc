import type { IndexerStatus } from "../../chain-spine/indexer-status.ts";

export interface IndexerHealthLimits {
  /** INDEXER_MAX_LAG_BLOCKS: more blocks than this between the head and the index is stalled. */
  maxLagBlocks: number;
  /** INDEXER_STALL_MS: an index that has not moved for this long while the chain has is stalled. */
  stallMs: number;
  /** INDEXER_CONFIRMATIONS: the blocks the index stays behind on purpose. */
  confirmations: number;
}

/**
 * The "indexer" health check: "starting" before the indexer's first step, "stalled" when the index lags the chain's head by more than the limit, or has not
 * advanced for `stallMs` while the chain has; "ok" otherwise, and for an instance that does not index (standby,
 * or no deployment yet). Keeps the last progress it saw, so it is made once per app.
 */
export function indexerHealth(limits: IndexerHealthLimits) {
  let seen: { block: number; at: number } | null = null;
  return (status: IndexerStatus, head: number, now: number): string => {
    if (status.state !== "leading") return "ok";
    const processed = status.lastProcessedBlock;
    // Its first step reads where the index stands: until then there is nothing to judge.
    if (processed === null) return "starting";
    if (!seen || seen.block !== processed) seen = { block: processed, at: now };
    const behind = head - processed;
    if (behind > limits.maxLagBlocks) return "stalled";
    const waiting = behind > limits.confirmations;
    return waiting && now - seen.at > limits.stallMs ? "stalled" : "ok";
  };
}
