import { and, eq, gte } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import type { LogPosition } from "./projector.ts";

/** A table whose rows carry db/schema/chain-spine/chain-event-columns.ts. */
type ProjectedTable = PgTable & { chainId: AnyPgColumn; blockNumber: AnyPgColumn };

/** The chain-event columns of a row projected from `event` on `chainId`. */
export function eventColumns(chainId: number, event: LogPosition) {
  return {
    chainId,
    contract: event.address,
    blockNumber: event.blockNumber,
    txHash: event.transactionHash,
    logIndex: event.logIndex,
  };
}

/** A projector's rollback: deletes its rows of `chainId` written from `fromBlock` on. */
export function deleteRowsFrom(...tables: ProjectedTable[]) {
  return async (fromBlock: bigint, { db, chainId }: { db: Database; chainId: number }): Promise<void> => {
    for (const table of tables) {
      await db.delete(table).where(and(eq(table.chainId, chainId), gte(table.blockNumber, fromBlock)));
    }
  };
}
