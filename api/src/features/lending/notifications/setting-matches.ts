import { and, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { lendingCollaterals, lendingSettings, pawnShops } from "../../../db/schema.ts";
import type { TokenBook } from "../../../chain-spine/deployment/token-book.ts";

type CollateralRow = typeof lendingCollaterals.$inferSelect;

/**
 * The lenders whose standing preferences (decision 0023) a new collateral fits: they lend its loan token, accept its
 * collateral, and lend for its duration. Amount and rate are not asked by a collateral, so they cannot be matched
 * yet. The borrower's own shop is left out. Resolves to the lending wallets to tell.
 */
export async function lendersMatching(db: Database, tokens: TokenBook, row: CollateralRow): Promise<string[]> {
  const loanSymbol = tokens.symbol(row.loanToken);
  const collateralSymbol = tokens.symbol(row.token, row.kind);
  const matches = await db
    .select({ wallet: pawnShops.walletAddress })
    .from(lendingSettings)
    .innerJoin(pawnShops, eq(pawnShops.id, lendingSettings.pawnShopId))
    .where(
      and(
        sql`${lendingSettings.loanSymbols} @> array[${loanSymbol}]::text[]`,
        sql`${lendingSettings.collateralSymbols} @> array[${collateralSymbol}]::text[]`,
        sql`${lendingSettings.durationTypes} @> array[${row.durationUnit}]::smallint[]`,
        lte(lendingSettings.minDuration, row.durationQty),
        gte(lendingSettings.maxDuration, row.durationQty),
        ne(pawnShops.walletAddress, row.borrower.toLowerCase()),
      ),
    );
  return matches.map((match) => match.wallet);
}
