import { and, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { getTableConfig, type AnyPgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { chainUndoJournal } from "../db/schema.ts";
import { deleteRowsFrom, eventColumns } from "./projected-rows.ts";
import type { LogPosition } from "./projector.ts";

/** A current-state table: chain-event columns of its creation, when it last changed, a primary key. */
export type StateTable = PgTable & {
  chainId: AnyPgColumn;
  blockNumber: AnyPgColumn;
  updatedBlock: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** The event being projected, with its block time. */
export interface ProjectedEvent {
  chainId: number;
  position: LogPosition;
  time: Date;
}

/**
 * Changes the rows `where` selects, first keeping each as it was in chain_undo_journal under this event, so
 * that rollbackStateTables can put it back (docs/decisions/0016-lending-index.md).
 */
export async function updateKeepingUndo<TTable extends StateTable>(
  db: Database,
  event: ProjectedEvent,
  table: TTable,
  where: SQL | undefined,
  changes: Partial<TTable["$inferInsert"]>,
): Promise<void> {
  const { chainId, contract, blockNumber, txHash, logIndex } = eventColumns(event.chainId, event.position);
  const name = getTableConfig(table).name;
  await db.execute(sql`
    insert into ${chainUndoJournal} (chain_id, contract, block_number, tx_hash, log_index, table_name, previous)
    select ${chainId}, ${contract}, ${blockNumber}, ${txHash}, ${logIndex}, ${name}, to_jsonb(${table}) from ${table} where ${where}`);
  await db
    .update(table)
    .set({ ...changes, updatedBlock: event.position.blockNumber, updatedAt: event.time })
    .where(where);
}

/**
 * A rollback of current-state tables from `fromBlock`: every row changed since gets back its oldest
 * journaled version (the one before the first change), then rows created since are deleted.
 */
export function rollbackStateTables(...tables: StateTable[]) {
  const deleteCreated = deleteRowsFrom(...tables);
  return async (fromBlock: bigint, context: { db: Database; chainId: number }): Promise<void> => {
    const { db, chainId } = context;
    for (const table of tables) await restoreOldestVersions(db, chainId, fromBlock, table);
    // Only these tables' entries: another projector's rollback, run after this one, still needs its own.
    const names = tables.map((table) => getTableConfig(table).name);
    await db.delete(chainUndoJournal).where(and(eq(chainUndoJournal.chainId, chainId), gte(chainUndoJournal.blockNumber, fromBlock), inArray(chainUndoJournal.tableName, names)));
    await deleteCreated(fromBlock, context);
  };
}

async function restoreOldestVersions(db: Database, chainId: number, fromBlock: bigint, table: StateTable): Promise<void> {
  const { name, primaryKeys } = getTableConfig(table);
  const keyNames = primaryKeys[0]?.columns.map((column) => column.name) ?? [];
  if (keyNames.length === 0) throw new Error(`${name} has no primary key to restore rows by`);
  const keys = sql.join(keyNames.map((key) => sql.identifier(key)), sql`, `);
  const versionKeys = sql.join(keyNames.map((key) => sql`version.${sql.identifier(key)}`), sql`, `);
  const versions = sql`${chainUndoJournal} undo, jsonb_populate_record(null::${table}, undo.previous) version
    where undo.chain_id = ${chainId} and undo.block_number >= ${fromBlock} and undo.table_name = ${name}`;
  await db.execute(sql`delete from ${table} where (${keys}) in (select ${versionKeys} from ${versions})`);
  await db.execute(sql`
    insert into ${table}
    select distinct on (${versionKeys}) version.* from ${versions} order by ${versionKeys}, undo.seq`);
}
