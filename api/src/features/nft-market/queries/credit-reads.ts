import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { nftCredits } from "../../../db/schema.ts";
import type { NftScope } from "../nft-scope.ts";

/** GET /account/credits: what the market holds for these wallets, by wallet then token; withdrawn ones (0) left out. */
export async function creditsOfWallets(scope: NftScope, wallets: string[]) {
  return scope.db
    .select()
    .from(nftCredits)
    .where(and(eq(nftCredits.chainId, scope.chainId), eq(nftCredits.contract, scope.market), inArray(nftCredits.account, wallets), gt(nftCredits.amount, 0n)))
    .orderBy(asc(nftCredits.account), asc(nftCredits.token));
}
