import { z } from "zod";
import { LIVE_KINDS, MAX_LIVE_TOPICS, parseLiveTopic } from "../common/live-changes.ts";

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

/**
 * GET /api/health's body, the envelope's shape with 200 or 503 as code. `data`: the checks by name, "ok" or what is
 * wrong, e.g. `{ database: "ok", chain: "unreachable", contracts: "not deployed" }`. `indexer`: the chain spine's
 * status (lag, last error) beside them: a replica serves while the index catches up, so the index informs operators
 * without deciding readiness.
 */
export const healthBodySchema = z.object({
  code: z.union([z.literal(200), z.literal(503)]),
  data: z.record(z.string(), z.string()),
  indexer: indexerStatusSchema,
  message: z.enum(["ready", "not ready"]),
});

const INVALID_TOPICS = `topics: up to ${MAX_LIVE_TOPICS} of ${LIVE_KINDS.join(", ")} as kind:id, comma-separated`;

/** GET /live's query: `topics=auction:5,nft:12`. */
export const liveQuerySchema = z.object({
  topics: z
    .string({ error: INVALID_TOPICS })
    .max(MAX_LIVE_TOPICS * 24, INVALID_TOPICS)
    .transform((value, context) => {
      const topics = [...new Set(value.split(",").filter((topic) => topic !== ""))];
      if (topics.length === 0 || topics.length > MAX_LIVE_TOPICS || topics.some((topic) => parseLiveTopic(topic) === null)) {
        context.addIssue({ code: "custom", message: INVALID_TOPICS, input: value });
        return z.NEVER;
      }
      return topics;
    }),
});

