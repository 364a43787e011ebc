import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import type { AttachedProjector } from "./attached-projector.ts";
import type { BlockHeader, ChainReader, RawLog } from "./chain-reader.ts";
import type { Leadership } from "./leadership.ts";
import type { Ticker } from "./projector.ts";
import { type Application, type Checkpoint, commitBatch, commitCatchUp, readCheckpoint, restartFrom, rollBackTo } from "./spine-store.ts";
import { asProjector, due, FAILURES_BEFORE_QUARANTINE, ProjectorFailure, quarantine, readQuarantines, recordCatchUpFailure, type Quarantine } from "./quarantine.ts";
import { findForkPoint } from "./fork-point.ts";
import { chainClock } from "./chain-clock.ts";
import { idleStatus, type IndexerStatus } from "./indexer-status.ts";

/** The logger calls the spine makes (Fastify's logger in the app). */
export type SpineLog = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

export interface IndexerOptions {
  db: Database;
  reader: ChainReader;
  chainId: number;
  /** The deployment's first block: indexing (and a rescan) starts here. */
  startBlock: bigint;
  projectors: AttachedProjector[];
  tickers: ReadonlyMap<string, Ticker>;
  leadership: Leadership;
  /** Blocks a block must be buried under before it is indexed. */
  confirmations: number;
  /** Largest block range per getLogs call and transaction. */
  batchBlocks: number;
  /** Wait between polls once caught up (and after an error, at least ERROR_RETRY_MS). */
  pollMs: number;
  log: SpineLog;
}

/** After a failed step the loop waits at least this long: a node or database down is not asked 4 times a second. */
const ERROR_RETRY_MS = 1000;

/** What one step did: indexed a batch, rolled back a reorganisation, set a failing projector aside, or found nothing to do. */
export type StepOutcome = "indexed" | "rolled-back" | "rescan" | "caught-up" | "standby" | "quarantined";

/** The chain spine's loop: one instance per chain, one leader across replicas (decision 0014). */
export class ChainIndexer {
  private running: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;
  private readonly current: IndexerStatus;
  /** Identifies the projectors and contracts indexed; a change makes the spine rescan from the start block. */
  private readonly sources: string;
  /** Consecutive failures per projector and batch start (quarantine.ts). */
  private readonly failures = new Map<string, number>();
  private markObserved: () => void = () => {};
  private readonly firstObservation = new Promise<void>((resolve) => (this.markObserved = resolve));

  constructor(private readonly options: IndexerOptions) {
    this.current = idleStatus(options.chainId);
    const projected = options.projectors.map(({ name, addresses }) => `${name}:${addresses.join(",")}`);
    this.sources = [`start:${options.startBlock}`, ...projected.sort()].join(";");
  }

  status(): IndexerStatus {
    return { ...this.current };
  }

  /** Resolves once a step has read where the index stands against the chain's head (the status has its blocks). */
  observed(): Promise<void> {
    return this.firstObservation;
  }

  /** Runs the loop in the background until stop(). */
  start(): void {
    this.stopping = false;
    this.running ??= this.loop();
  }

  /** Lets the step in progress finish (its transaction commits or rolls back whole), then lets go of the lead. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    this.running = null;
    await this.options.leadership.release();
    this.current.state = "stopped";
  }

  /** One unit of work; the loop calls it, tests call it directly. */
  async step(): Promise<StepOutcome> {
    const { db, reader, chainId, startBlock, leadership, confirmations, batchBlocks } = this.options;
    if (!(await leadership.ensure())) {
      this.current.state = "standby";
      return "standby";
    }
    this.current.state = "leading";
    const checkpoint = await readCheckpoint(db, chainId);
    if (checkpoint?.blockHash && (await reader.block(checkpoint.blockNumber))?.hash !== checkpoint.blockHash) {
      await this.rollBack(checkpoint);
      return "rolled-back";
    }
    if (checkpoint?.sources !== this.sources) {
      await restartFrom(db, chainId, startBlock, this.sources);
      this.options.log.info({ chainId, startBlock: Number(startBlock) }, "chain spine indexing from the start block");
      return "rescan";
    }

    const head = await reader.headNumber();
    const target = head - BigInt(confirmations);
    this.observe(checkpoint.blockNumber, head);
    const quarantined = await this.readQuarantines();
    const from = checkpoint.blockNumber + 1n;
    if (from > target) {
      await this.catchUpQuarantined(quarantined, checkpoint.blockNumber, head);
      return "caught-up";
    }
    const batchEnd = from + BigInt(batchBlocks) - 1n;
    const to = batchEnd < target ? batchEnd : target;
    const active = this.options.projectors.filter((projector) => !quarantined.some((item) => item.projector === projector.name));

    let afterCommit: (() => Promise<void>)[];
    let end: { header: BlockHeader; result: Application[] };
    try {
      end = await this.stableBlock(to, async () => this.applicationsOf(active, from, to));
      const batch = { from: checkpoint, to: end.header, atHead: to === target, applications: end.result, clock: chainClock(reader, head), stateBlock: target };
      afterCommit = await commitBatch(db, chainId, batch);
    } catch (error) {
      if (error instanceof ProjectorFailure && (await this.setAsideAfterRepeats(error, from))) return "quarantined";
      throw error;
    }
    this.failures.clear();
    this.observe(to, head);
    this.current.lastIndexedAt = new Date().toISOString();
    await this.runAll(afterCommit.map((task, index) => [`after-commit ${index}`, task]));
    if (to === target) await this.runAll([...this.options.tickers].map(([name, tick]) => [name, () => tick(end.header)]));
    return "indexed";
  }

  /** The quarantines as stored, mirrored into the status: other instances and a restart see the same. */
  private async readQuarantines(): Promise<Quarantine[]> {
    const items = await readQuarantines(this.options.db, this.options.chainId);
    this.current.quarantined = items.map(({ projector, fromBlock, error, since, attempts }) => ({
      projector,
      fromBlock: Number(fromBlock),
      error,
      since: since.toISOString(),
      attempts,
    }));
    return items;
  }

  /**
   * Counts a projector's failure on the batch from `from`; the same failure again and again (not a node's hiccup,
   * which clears on a retry) sets it aside, so that the others and the keeper go on. Answers whether it did.
   */
  private async setAsideAfterRepeats(failure: ProjectorFailure, from: bigint): Promise<boolean> {
    const key = `${failure.projector}@${from}`;
    const count = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, count);
    if (count < FAILURES_BEFORE_QUARANTINE) return false;
    this.failures.delete(key);
    await quarantine(this.options.db, this.options.chainId, failure, from, new Date());
    this.recordError(failure.cause, `chain spine: projector ${failure.projector} quarantined from block ${from}; the other projectors go on`);
    await this.readQuarantines();
    return true;
  }

  /**
   * One batch for each quarantined projector whose pause is over: its logs from where it stopped, up to the
   * checkpoint at most. It rejoins the common batches once it reaches the checkpoint; a failure doubles its pause.
   */
  private async catchUpQuarantined(items: Quarantine[], checkpoint: bigint, head: bigint): Promise<void> {
    const { db, reader, chainId, batchBlocks, confirmations, projectors, log } = this.options;
    for (const item of due(items, new Date())) {
      const projector = projectors.find((candidate) => candidate.name === item.projector);
      if (!projector) continue;
      const batchEnd = item.fromBlock + BigInt(batchBlocks) - 1n;
      const to = batchEnd < checkpoint ? batchEnd : checkpoint;
      try {
        const applications = item.fromBlock > to ? [] : (await this.stableBlock(to, () => this.applicationsOf([projector], item.fromBlock, to))).result;
        const stateBlock = head - BigInt(confirmations);
        const afterCommit = await commitCatchUp(db, chainId, { projector: item.projector, from: item.fromBlock, to, applications, clock: chainClock(reader, head), stateBlock });
        if (to === checkpoint) log.warn({ chainId, projector: item.projector }, "chain spine: quarantined projector caught up and rejoined");
        await this.runAll(afterCommit.map((task, index) => [`after-commit ${index}`, task]));
      } catch (error) {
        await recordCatchUpFailure(db, chainId, item, error instanceof ProjectorFailure ? error.cause : error, new Date());
        this.recordError(error, `chain spine: quarantined projector ${item.projector} failed again from block ${item.fromBlock}`);
      }
    }
    if (items.length > 0) await this.readQuarantines();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let outcome: StepOutcome | "failed";
      try {
        outcome = await this.step();
      } catch (error) {
        this.recordError(error, "chain spine step failed; retrying");
        outcome = "failed";
      }
      if (outcome === "failed") await this.sleep(Math.max(this.options.pollMs, ERROR_RETRY_MS));
      else if (outcome === "caught-up" || outcome === "standby") await this.sleep(this.options.pollMs);
    }
  }

  /** The logs of [from, to] read between two reads of block `to`: if `to` changed, the chain reorganised
   * under the read, and the batch is refused rather than mixing two forks. */
  private async stableBlock<T>(to: bigint, read: () => Promise<T>): Promise<{ header: BlockHeader; result: T }> {
    const before = await this.options.reader.block(to);
    const result = await read();
    const after = await this.options.reader.block(to);
    if (!before || before.hash !== after?.hash) throw new Error(`Block ${to} changed while its range was read`);
    return { header: before, result };
  }

  private async applicationsOf(projectors: AttachedProjector[], from: bigint, to: bigint): Promise<Application[]> {
    const { reader } = this.options;
    const addresses = [...new Set(projectors.flatMap((projector) => projector.addresses))];
    const logs = addresses.length === 0 ? [] : await reader.logs(addresses, from, to);
    const watched = logs.flatMap((log) =>
      projectors.flatMap((projector) => {
        const apply = projector.decode(log);
        return apply ? [{ projector: projector.name, log, apply }] : [];
      }),
    );
    const followed = (await Promise.all(projectors.map((projector) => this.followedBy(projector, logs, from, to)))).flat();
    if (followed.length === 0) return watched;
    // A stable sort: the projectors of one log keep their registration order.
    return [...watched, ...followed].sort((a, b) => Number(a.log.blockNumber - b.log.blockNumber) || a.log.logIndex - b.log.logIndex);
  }

  /** The logs a projector follows beyond its contracts in [from, to], each once (its filters may overlap). */
  private async followedBy(projector: AttachedProjector, logs: RawLog[], from: bigint, to: bigint): Promise<Application[]> {
    const { db, chainId, reader } = this.options;
    const found = await asProjector(projector.name, async () => {
      const filters = await projector.follow(logs, { db, chainId });
      return Promise.all(filters.map((filter) => reader.logs(filter.address, from, to, filter.topics)));
    });
    const unique = new Map(found.flat().map((log) => [`${log.transactionHash}/${log.logIndex}`, log]));
    return [...unique.values()].flatMap((log) => {
      const apply = projector.decode(log, true);
      return apply ? [{ projector: projector.name, log, apply }] : [];
    });
  }

  private async rollBack(checkpoint: Checkpoint): Promise<void> {
    const { db, reader, chainId, startBlock, projectors, log } = this.options;
    const fork = (await findForkPoint(db, reader, chainId, checkpoint.blockNumber)) ?? {
      blockNumber: startBlock - 1n,
      blockHash: null,
    };
    await rollBackTo(db, chainId, fork, projectors);
    log.warn(
      { chainId, from: Number(checkpoint.blockNumber), to: Number(fork.blockNumber) },
      "chain reorganised: rolled back to the fork point",
    );
  }

  private async runAll(tasks: [string, () => Promise<void>][]): Promise<void> {
    for (const [name, task] of tasks) {
      try {
        await task();
      } catch (error) {
        this.recordError(error, `chain spine task ${name} failed`);
      }
    }
  }

  private observe(processed: bigint, head: bigint): void {
    this.markObserved();
    this.current.lastProcessedBlock = Number(processed);
    this.current.headBlock = Number(head);
    this.current.lag = Number(head - processed);
  }

  private recordError(error: unknown, message: string): void {
    this.current.lastError = { message: (error as Error).message, at: new Date().toISOString() };
    this.options.log.error({ err: error, chainId: this.options.chainId }, message);
  }

  private async sleep(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = null;
  }
}
