import type { z } from "zod";
import { indexerStatusSchema } from "@openpawn/shared/platform/schemas";

export type IndexerStatus = z.infer<typeof indexerStatusSchema>;

/** The status of a chain not indexed (yet): no deployment, or not started. */
export function idleStatus(chainId: number): IndexerStatus {
  return { chainId, state: "stopped", lastProcessedBlock: null, headBlock: null, lag: null, lastIndexedAt: null, lastError: null, quarantined: [] };
}
