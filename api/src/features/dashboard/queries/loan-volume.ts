import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { VolumeInterval } from "@openpawn/shared/dashboard/schemas";
import { lendingLoans, lendingOffers } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { uint256Sum } from "../../../db/uint256-sum.ts";

/** What the loans of one loan token that started in one period lent. */
export interface PeriodVolumeRow {
  start: Date;
  token: string;
  amount: bigint;
  loans: number;
}

/**
 * The principal lent (the accepted offer's amount) by the loans started from `from` to `to`, per loan token and
 * per UTC day or ISO week of their start, the chain's time. A bounded window of the loans, summed in one query.
 */
export function loanVolumeByPeriod(scope: LendingScope, interval: VolumeInterval, from: Date, to: Date): Promise<PeriodVolumeRow[]> {
  // The interval is one of the schema's literals, written into the SQL so that the grouped expression and the
  // selected one are the same text (as bound parameters they would be two, and PostgreSQL refuses the query).
  const start = sql`date_trunc(${sql.raw(`'${interval}'`)}, ${lendingLoans.startedAt}, 'UTC')`.mapWith(lendingLoans.startedAt);
  const terms = and(eq(lendingOffers.chainId, lendingLoans.chainId), eq(lendingOffers.contract, lendingLoans.contract), eq(lendingOffers.id, lendingLoans.id));
  return scope.db
    .select({ start, token: lendingOffers.loanToken, amount: uint256Sum(sql`${lendingOffers.amount}`), loans: sql<number>`count(*)::int` })
    .from(lendingLoans)
    .innerJoin(lendingOffers, terms)
    .where(
      and(
        eq(lendingLoans.chainId, scope.chainId),
        eq(lendingLoans.contract, scope.core),
        gte(lendingLoans.startedAt, from),
        lte(lendingLoans.startedAt, to),
      ),
    )
    .groupBy(start, lendingOffers.loanToken);
}
