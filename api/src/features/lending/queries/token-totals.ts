import { and, eq } from "drizzle-orm";
import { lendingTokenTotals } from "../../../db/schema.ts";
import type { LendingScope } from "../../../chain-spine/deployment/lending-scope.ts";

export type TokenTotalsRow = typeof lendingTokenTotals.$inferSelect;

/** The running totals of every token the core has seen (one row per token, kept by the token-totals projector). */
export function tokenTotals(scope: LendingScope): Promise<TokenTotalsRow[]> {
  return scope.db
    .select()
    .from(lendingTokenTotals)
    .where(and(eq(lendingTokenTotals.chainId, scope.chainId), eq(lendingTokenTotals.contract, scope.core)));
}
