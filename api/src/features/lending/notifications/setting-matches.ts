import { and, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { lendingCollaterals, shopLendingSettings, shops } from "../../../db/schema.ts";
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
    .select({ wallet: shops.walletAddress })
    .from(shopLendingSettings)
    .innerJoin(shops, eq(shops.id, shopLendingSettings.pawnShopId))
    .where(
      and(
        sql`${shopLendingSettings.loanSymbols} @> array[${loanSymbol}]::text[]`,
        sql`${shopLendingSettings.collateralSymbols} @> array[${collateralSymbol}]::text[]`,
        sql`${shopLendingSettings.durationTypes} @> array[${row.durationUnit}]::smallint[]`,
        lte(shopLendingSettings.minDuration, row.durationQty),
        gte(shopLendingSettings.maxDuration, row.durationQty),
        ne(shops.walletAddress, row.borrower.toLowerCase()),
      ),
    );
  return matches.map((match) => match.wallet);
}
