import { bigint, integer, text } from "drizzle-orm/pg-core";

/**
 * The columns every projected row carries: which chain and contract it comes from (a redeploy over kept
 * data never mixes rows), and the log that produced it; the chain spine rolls rows back by block number.
 * A function: each table needs its own column builders.
 */
export function chainEventColumns() {
  return {
    chainId: integer("chain_id").notNull(),
    contract: text("contract").notNull(),
    blockNumber: bigint("block_number", { mode: "bigint" }).notNull(),
    txHash: text("tx_hash").notNull(),
    logIndex: integer("log_index").notNull(),
  };
}
