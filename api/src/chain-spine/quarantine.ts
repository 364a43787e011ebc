import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { chainQuarantines } from "../db/schema.ts";

/** A projector set aside: it has applied no log from `fromBlock` on. */
export interface Quarantine {
  projector: string;
  fromBlock: bigint;
  error: string;
  since: Date;
  attempts: number;
  retryAt: Date;
}

/** Consecutive failures of one projector on one batch before it is set aside: a node's hiccup clears sooner. */
export const FAILURES_BEFORE_QUARANTINE = 3;
/** The pause before the first catch-up attempt; each failed attempt doubles it, up to the cap. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 10 * 60_000;

/** A projector's failure while a batch was read or applied: names the projector, keeps the cause. */
export class ProjectorFailure extends Error {
  constructor(
    readonly projector: string,
    override readonly cause: unknown,
  ) {
    super(`Projector ${projector} failed: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = "ProjectorFailure";
  }
}

/** Runs a projector's work, naming the projector in whatever it throws. */
export async function asProjector<T>(projector: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof ProjectorFailure ? error : new ProjectorFailure(projector, error);
  }
}

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** attempts, MAX_RETRY_MS);
}

export async function readQuarantines(db: Database, chainId: number): Promise<Quarantine[]> {
  return db
    .select({
      projector: chainQuarantines.projector,
      fromBlock: chainQuarantines.fromBlock,
      error: chainQuarantines.error,
      since: chainQuarantines.since,
      attempts: chainQuarantines.attempts,
      retryAt: chainQuarantines.retryAt,
    })
    .from(chainQuarantines)
    .where(eq(chainQuarantines.chainId, chainId))
    .orderBy(asc(chainQuarantines.projector));
}

/** Sets `projector` aside from `fromBlock` on; a projector already aside keeps its earlier block. */
export async function quarantine(db: Database, chainId: number, failure: ProjectorFailure, fromBlock: bigint, now: Date): Promise<void> {
  await db
    .insert(chainQuarantines)
    .values({ chainId, projector: failure.projector, fromBlock, error: failure.message, since: now, attempts: 0, retryAt: new Date(now.getTime() + retryDelayMs(0)) })
    .onConflictDoNothing();
}

/** A failed catch-up attempt: the next waits twice as long. */
export async function recordCatchUpFailure(db: Database, chainId: number, item: Quarantine, error: unknown, now: Date): Promise<void> {
  await db
    .update(chainQuarantines)
    .set({ error: (error as Error)?.message ?? String(error), attempts: item.attempts + 1, retryAt: new Date(now.getTime() + retryDelayMs(item.attempts + 1)) })
    .where(and(eq(chainQuarantines.chainId, chainId), eq(chainQuarantines.projector, item.projector)));
}

/** The projector has applied everything below `nextBlock`; at or past `checkpoint + 1` it rejoins the batches. */
export async function advanceQuarantine(db: Database, chainId: number, projector: string, nextBlock: bigint, checkpoint: bigint): Promise<void> {
  const key = and(eq(chainQuarantines.chainId, chainId), eq(chainQuarantines.projector, projector));
  if (nextBlock > checkpoint) await db.delete(chainQuarantines).where(key);
  else await db.update(chainQuarantines).set({ fromBlock: nextBlock, attempts: 0 }).where(key);
}

/** A reorganisation undid every projector's rows above the fork: a quarantined one resumes no later than there. */
export async function rewindQuarantines(db: Database, chainId: number, firstUndoneBlock: bigint): Promise<void> {
  await db
    .update(chainQuarantines)
    .set({ fromBlock: sql`least(${chainQuarantines.fromBlock}, ${firstUndoneBlock})` })
    .where(eq(chainQuarantines.chainId, chainId));
}

/** A rescan replays every projector from the start block: nothing stays aside. */
export async function releaseAll(db: Database, chainId: number): Promise<void> {
  await db.delete(chainQuarantines).where(eq(chainQuarantines.chainId, chainId));
}

/** The quarantines due for a catch-up attempt. */
export function due(items: Quarantine[], now: Date): Quarantine[] {
  return items.filter((item) => item.retryAt.getTime() <= now.getTime());
}
