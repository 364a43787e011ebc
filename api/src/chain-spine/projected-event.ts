import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { LogPosition, ProjectionContext } from "./projector.ts";
import { eventColumns } from "./projected-rows.ts";
import type { ProjectedEvent } from "./undo-journal.ts";

/** An event with its block time, and the columns a row created by it carries. */
export async function projectedEvent(position: LogPosition, { chainId, clock }: ProjectionContext) {
  const time = new Date(Number(await clock.blockTime(position.blockNumber)) * 1000);
  const event: ProjectedEvent = { chainId, position, time };
  const created = { ...eventColumns(chainId, position), createdAt: time, updatedBlock: position.blockNumber, updatedAt: time };
  return { event, time, created };
}

/** The row of `id` of the contract that emitted `event`. */
export function rowOf(
  table: { chainId: AnyPgColumn; contract: AnyPgColumn },
  idColumn: AnyPgColumn,
  event: ProjectedEvent,
  id: bigint,
): SQL | undefined {
  return and(eq(table.chainId, event.chainId), eq(table.contract, event.position.address), eq(idColumn, id));
}

/** Seconds of the chain's clock as a Date. */
export const chainDate = (seconds: bigint) => new Date(Number(seconds) * 1000);
