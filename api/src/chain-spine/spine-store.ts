import { and, desc, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Hash } from "viem";
import type { Database } from "../db/client.ts";
import { chainBlocks, chainCheckpoints, chainProcessedLogs } from "../db/schema.ts";
import { insertJsonRows } from "../db/json-rows.ts";
import { liveTopic } from "@openpawn/shared/common/live-changes";
import { announceIndexChanged } from "./index-reads.ts";
import { ANYTHING_CHANGED, livePayload } from "./live-changes.ts";
import type { AttachedProjector } from "./attached-projector.ts";
import type { BlockHeader, RawLog } from "./chain-reader.ts";
import type { ChainClock } from "./chain-clock.ts";
import type { ProjectionContext } from "./projector.ts";
import { advanceQuarantine, asProjector, releaseAll, rewindQuarantines } from "./quarantine.ts";
import { newsRule } from "./news.ts";

export interface Checkpoint {
  blockNumber: bigint;
  blockHash: Hash | null;
  sources: string;
  /** See chainCheckpoints.highWater. */
  highWater: bigint | null;
}

/** One projector's projection of one log, applied unless that projector has applied the log before. */
export interface Application {
  projector: string;
  log: RawLog;
  apply(context: ProjectionContext): Promise<void>;
}

/** Blocks whose hashes are kept for finding a fork point; a deeper reorganisation rescans from the start. */
const KEPT_BLOCKS = 256n;
/** Rows per INSERT: one JSON parameter each, kept to a few hundred kilobytes. */
const INSERT_CHUNK = 2000;

const logKey = (projector: string, txHash: string, logIndex: number) => `${projector}/${txHash}/${logIndex}`;

export async function readCheckpoint(db: Database, chainId: number): Promise<Checkpoint | null> {
  const [row] = await db.select().from(chainCheckpoints).where(eq(chainCheckpoints.chainId, chainId));
  return row ? { blockNumber: row.blockNumber, blockHash: row.blockHash as Hash | null, sources: row.sources, highWater: row.highWater } : null;
}

/** Puts the cursor just before `startBlock` for these sources, keeping what projectors have applied. */
export async function restartFrom(db: Database, chainId: number, startBlock: bigint, sources: string): Promise<void> {
  const checkpoint = { blockNumber: startBlock - 1n, blockHash: null, sources, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx.delete(chainBlocks).where(eq(chainBlocks.chainId, chainId));
    await releaseAll(tx, chainId);
    await tx
      .insert(chainCheckpoints)
      .values({ chainId, ...checkpoint })
      .onConflictDoUpdate({ target: chainCheckpoints.chainId, set: checkpoint });
  });
}

/** Recorded block hashes at or below `blockNumber`, newest first: candidates for the fork point. */
export async function recordedBlocks(db: Database, chainId: number, blockNumber: bigint) {
  return db
    .select({ blockNumber: chainBlocks.blockNumber, blockHash: chainBlocks.blockHash })
    .from(chainBlocks)
    .where(and(eq(chainBlocks.chainId, chainId), lte(chainBlocks.blockNumber, blockNumber)))
    .orderBy(desc(chainBlocks.blockNumber));
}

/** Undoes everything above `forkBlock` (projectors' rows, processed logs, block hashes) and moves the cursor there. */
export async function rollBackTo(
  db: Database,
  chainId: number,
  fork: { blockNumber: bigint; blockHash: Hash | null },
  projectors: AttachedProjector[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const projector of projectors) await projector.rollback(fork.blockNumber + 1n, { db: tx, chainId });
    const above = <T extends typeof chainBlocks | typeof chainProcessedLogs>(table: T) =>
      and(eq(table.chainId, chainId), gt(table.blockNumber, fork.blockNumber));
    await tx.delete(chainProcessedLogs).where(above(chainProcessedLogs));
    await tx.delete(chainBlocks).where(above(chainBlocks));
    await rewindQuarantines(tx, chainId, fork.blockNumber + 1n);
    // Events of the new fork above the fork point are news, even below the old mark.
    await tx
      .update(chainCheckpoints)
      .set({ ...fork, highWater: sql`least(${chainCheckpoints.highWater}, ${fork.blockNumber})`, updatedAt: new Date() })
      .where(eq(chainCheckpoints.chainId, chainId));
    await announceIndexChanged(tx, ANYTHING_CHANGED);
  });
}

/**
 * Applies a batch and moves the checkpoint to `to`, all in one transaction. The checkpoint row is locked
 * and must still be where the batch started: a second writer (a lost leadership) fails instead of doubling.
 * Returns the tasks the projectors asked to run after the commit. A projector's error is thrown as a
 * ProjectorFailure naming it.
 */
export async function commitBatch(
  db: Database,
  chainId: number,
  batch: { from: Checkpoint; to: BlockHeader; atHead: boolean } & Projection,
): Promise<(() => Promise<void>)[]> {
  const afterCommit: (() => Promise<void>)[] = [];
  const changes = new Set<string>();
  await db.transaction(async (tx) => {
    const locked = await lockCheckpoint(tx, chainId);
    if (locked !== batch.from.blockNumber) {
      throw new Error(`Checkpoint of chain ${chainId} moved from ${batch.from.blockNumber} while indexing`);
    }
    const wrote = await applyAll(tx, chainId, { ...batch, newsAfter: batch.from.highWater }, afterCommit, changes);
    const { blockNumber, hash } = batch.to;
    // The mark is set once the index reaches the head, then follows it.
    const highWater = batch.from.highWater !== null || batch.atHead ? blockNumber : null;
    await tx
      .update(chainCheckpoints)
      .set({ blockNumber, blockHash: hash, highWater, updatedAt: new Date() })
      .where(eq(chainCheckpoints.chainId, chainId));
    await tx
      .insert(chainBlocks)
      .values({ chainId, blockNumber, blockHash: hash })
      .onConflictDoUpdate({ target: [chainBlocks.chainId, chainBlocks.blockNumber], set: { blockHash: hash } });
    await tx
      .delete(chainBlocks)
      .where(and(eq(chainBlocks.chainId, chainId), lt(chainBlocks.blockNumber, blockNumber - KEPT_BLOCKS)));
    // Heard by every instance once this commits: answers kept from the index start over (index-reads.ts). A batch
    // of empty blocks changed no answer: on a chain with a block every 3 s, most batches are.
    if (wrote) await announceIndexChanged(tx, livePayload(changes));
  });
  return afterCommit;
}

/**
 * A quarantined projector's catch-up (quarantine.ts): applies its logs of [its from block, `to`] and moves its own
 * cursor, in one transaction that also locks the checkpoint, which must have passed `to`.
 */
export async function commitCatchUp(
  db: Database,
  chainId: number,
  batch: { projector: string; from: bigint; to: bigint } & Projection,
): Promise<(() => Promise<void>)[]> {
  const afterCommit: (() => Promise<void>)[] = [];
  const changes = new Set<string>();
  await db.transaction(async (tx) => {
    const checkpoint = await lockCheckpoint(tx, chainId);
    if (checkpoint === undefined || checkpoint < batch.to) throw new Error(`Checkpoint of chain ${chainId} is behind ${batch.to}`);
    // What the projector missed while aside is news to it: nothing before its block was told by it.
    const wrote = await applyAll(tx, chainId, { ...batch, newsAfter: batch.from - 1n }, afterCommit, changes);
    await advanceQuarantine(tx, chainId, batch.projector, batch.to + 1n, checkpoint);
    if (wrote) await announceIndexChanged(tx, livePayload(changes));
  });
  return afterCommit;
}

/** What a batch applies: the projections of its logs, the block times, where state is read. */
interface Projection {
  applications: Application[];
  clock: ChainClock;
  stateBlock: bigint;
}

async function lockCheckpoint(tx: Database, chainId: number): Promise<bigint | undefined> {
  const [locked] = await tx
    .select({ blockNumber: chainCheckpoints.blockNumber })
    .from(chainCheckpoints)
    .where(eq(chainCheckpoints.chainId, chainId))
    .for("update");
  return locked?.blockNumber;
}

/**
 * Applies each log not applied before by its projector, then writes the rows the projectors buffered. Answers
 * whether any log was applied (a projector may write nothing for one, but then answers need not change either).
 */
async function applyAll(
  tx: Database,
  chainId: number,
  batch: Projection & { newsAfter: bigint | null },
  afterCommit: (() => Promise<void>)[],
  changes: Set<string>,
): Promise<boolean> {
  const fresh = await markProcessed(tx, chainId, batch.applications);
  const buffered = new Map<PgTable, Record<string, unknown>[]>();
  const context: ProjectionContext = {
    db: tx,
    chainId,
    insert(table, row) {
      const rows = buffered.get(table) ?? [];
      buffered.set(table, rows);
      rows.push(row);
    },
    afterCommit: (task) => afterCommit.push(task),
    changed: (change) => changes.add(liveTopic(change)),
    clock: batch.clock,
    stateBlock: batch.stateBlock,
    isNews: newsRule(batch.newsAfter, batch.clock),
  };
  let applied = false;
  for (const { projector, log, apply } of batch.applications) {
    if (!fresh.has(logKey(projector, log.transactionHash, log.logIndex))) continue;
    await asProjector(projector, () => apply(context));
    applied = true;
  }
  for (const [table, rows] of buffered) await insertChunked(tx, table, rows);
  return applied;
}

/** Rows go in groups of one shape (the same keys): a key one row omits keeps its column's default there. */
async function insertChunked(db: Database, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  const byShape = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const shape = Object.keys(row).sort().join(",");
    byShape.set(shape, [...(byShape.get(shape) ?? []), row]);
  }
  for (const shaped of byShape.values()) {
    for (let start = 0; start < shaped.length; start += INSERT_CHUNK) {
      await db.execute(insertJsonRows(table, shaped.slice(start, start + INSERT_CHUNK)));
    }
  }
}

/** Records the batch's logs as processed; answers the keys that were not recorded before. */
async function markProcessed(db: Database, chainId: number, applications: Application[]): Promise<Set<string>> {
  const fresh = new Set<string>();
  for (let start = 0; start < applications.length; start += INSERT_CHUNK) {
    const rows = applications.slice(start, start + INSERT_CHUNK).map(({ projector, log }) => ({
      chainId,
      projector,
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
    }));
    const inserted = (await db.execute(
      sql`${insertJsonRows(chainProcessedLogs, rows)} on conflict do nothing returning projector, tx_hash, log_index`,
    )) as unknown as { rows: { projector: string; tx_hash: string; log_index: number }[] };
    for (const row of inserted.rows) fresh.add(logKey(row.projector, row.tx_hash, row.log_index));
  }
  return fresh;
}
