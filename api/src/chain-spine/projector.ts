import type { Abi, Address, DecodeEventLogReturnType, Hash, Hex } from "viem";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import type { LiveChange } from "@openpawn/shared/common/live-changes";
import type { ChainClock } from "./chain-clock.ts";

/** Where a log sits on the chain. */
export interface LogPosition {
  address: Address;
  blockNumber: bigint;
  blockHash: Hash;
  transactionHash: Hash;
  logIndex: number;
}

/** Logs of other contracts a projector follows: these addresses, topic by topic (null: any; a list: any of them). */
export interface LogFilter {
  address: Address[];
  topics: (Hex | Hex[] | null)[];
}

/** A log of a watched contract, decoded with the projector's ABI: `eventName` narrows `args`. */
export type ChainEvent<TAbi extends Abi> = DecodeEventLogReturnType<TAbi, undefined, Hex[], Hex, true> & LogPosition;

/** What a projector writes with: the indexing transaction, and work to do once it has committed. */
export interface ProjectionContext {
  /** The transaction that also moves the checkpoint: rows written here commit or roll back with it. */
  db: Database;
  chainId: number;
  /**
   * Adds a row to `table` in the same transaction, written with the batch's other rows of that table in
   * multi-row INSERTs before the checkpoint moves (the fast path for append-only rows). Queries made
   * while the batch runs do not see these rows yet: use `db` when a later event must read them.
   */
  insert<TTable extends PgTable>(table: TTable, row: TTable["$inferInsert"]): void;
  /** Runs after the commit (e.g. notifications), never for a batch that rolled back. */
  afterCommit(task: () => Promise<void>): void;
  /** Tells the pages showing this public thing that it changed, once the batch commits (live-changes.ts). */
  changed(change: LiveChange): void;
  /** Block times, read once per block and batch. */
  clock: ChainClock;
  /**
   * The block to read chain state at: the index's confirmed head (the chain's head less the confirmations),
   * at or after the batch's last block. Never read at an event's own block: a node that is not an archive node
   * keeps only recent state (about 128 blocks on BSC), and the index may be far behind. Record what was read as
   * of this block.
   */
  stateBlock: bigint;
  /** Whether an event of this block is news to be notified (news.ts): one rule for every notification. */
  isNews(blockNumber: bigint): Promise<boolean>;
}

/**
 * A feature's view of the chain: turns events of some deployed contracts into rows. Every row carries
 * the chain id and the block number (db/schema/chain-spine/chain-event-columns.ts) so that `rollback` can delete
 * what the abandoned blocks of a reorganisation wrote.
 */
export interface Projector<TAbi extends Abi> {
  /** Unique and stable: processed logs are recorded under it. */
  name: string;
  /** Names of the deployment's contracts whose logs this projector reads (Deployment.contracts keys). */
  contracts: string[];
  /** Decodes the logs; logs of events it does not declare are not handed over. */
  abi: TAbi;
  handle(event: ChainEvent<TAbi>, context: ProjectionContext): Promise<void>;
  /**
   * Logs of contracts the deployment does not name that this projector also follows (e.g. token transfers of
   * the wallets it tracks), chosen per batch from the batch's logs of its own contracts and the rows as the
   * checkpoint left them. Their logs reach `handle` in chain order with the others.
   */
  follow?(events: ChainEvent<TAbi>[], context: Pick<ProjectionContext, "db" | "chainId">): Promise<LogFilter[]>;
  /** Deletes this projector's rows of `chainId` from `fromBlock` on (a reorganisation or a rescan). */
  rollback(fromBlock: bigint, context: Pick<ProjectionContext, "db" | "chainId">): Promise<void>;
}

/** Chain-time work run by the leader after each indexed head (keeper, LTV watcher). */
export interface ChainHead {
  blockNumber: bigint;
  /** Seconds, the chain's clock. */
  timestamp: bigint;
}
export type Ticker = (head: ChainHead) => Promise<void>;
