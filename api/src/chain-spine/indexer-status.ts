import { z } from "zod";

/** What /api/health reports of the chain spine: lag and last error, for operators (decision 0014). */
export const indexerStatusSchema = z.object({
  chainId: z.number().int(),
  /** "leading": this instance indexes; "standby": another instance holds the lock; "stopped". */
  state: z.enum(["leading", "standby", "stopped"]),
  lastProcessedBlock: z.number().int().nullable(),
  headBlock: z.number().int().nullable(),
  /** Blocks between the chain's head and the last processed block (confirmations included). */
  lag: z.number().int().nullable(),
  lastIndexedAt: z.string().nullable(),
  lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
  /**
   * Projectors set aside after failing on the same batch again and again: the rest of the index goes on, these
   * catch up on their own from `fromBlock` (retried with a growing pause) and leave the list once they have.
   */
  quarantined: z.array(
    z.object({ projector: z.string(), fromBlock: z.number().int(), error: z.string(), since: z.string(), attempts: z.number().int() }),
  ),
});

export type IndexerStatus = z.infer<typeof indexerStatusSchema>;

/** The status of a chain not indexed (yet): no deployment, or not started. */
export function idleStatus(chainId: number): IndexerStatus {
  return { chainId, state: "stopped", lastProcessedBlock: null, headBlock: null, lag: null, lastIndexedAt: null, lastError: null, quarantined: [] };
}
