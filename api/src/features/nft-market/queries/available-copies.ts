import { sql, type SQL } from "drizzle-orm";
import { AssetKind, CollateralStatus } from "@openpawn/chain/generated/enums";
import { lendingCollaterals, nftAuctions, nftBalances, nftListings } from "../../../db/schema.ts";
import type { NftScope } from "../nft-scope.ts";
import { NftAuctionStatus, NftSaleStatus } from "../nft-values.ts";

/**
 * Of a balance row's copies, those in escrow: the unsold copies of its owner's open sales, of its owner's auctions not
 * ended (waiting for an operator or running), and of its owner's NFT collateral open or in a loan. The index counts
 * them as the owner's (beneficial owners, decision 0030), but the market or the lending core holds them.
 */
function escrowedCopies(scope: NftScope): SQL {
  const { value: sale } = NftSaleStatus;
  const { value: auction } = NftAuctionStatus;
  return sql`(
    coalesce((select sum(${nftListings.remaining}) from ${nftListings}
      where ${nftListings.nftId} = ${nftBalances.nftId} and ${nftListings.seller} = ${nftBalances.owner} and ${nftListings.status} = ${sale.OPEN}), 0)
    + coalesce((select sum(${nftAuctions.quantity}) from ${nftAuctions}
      where ${nftAuctions.nftId} = ${nftBalances.nftId} and ${nftAuctions.seller} = ${nftBalances.owner}
        and ${nftAuctions.status} in (${auction.PENDING_APPROVAL}, ${auction.APPROVED})), 0)
    + coalesce((select sum(${lendingCollaterals.amount}) from ${lendingCollaterals}
      where ${lendingCollaterals.chainId} = ${nftBalances.chainId} and ${lendingCollaterals.contract} = ${scope.core}
        and ${lendingCollaterals.token} = ${nftBalances.collection} and ${lendingCollaterals.tokenId} = ${nftBalances.tokenId}
        and ${lendingCollaterals.borrower} = ${nftBalances.owner} and ${lendingCollaterals.kind} in (${AssetKind.ERC721}, ${AssetKind.ERC1155})
        and ${lendingCollaterals.status} in (${CollateralStatus.Open}, ${CollateralStatus.Contracted})), 0)
  )`;
}

/** What a balance row's owner can still list or pawn: the copies in no sale, auction or pawn. */
export function availableCopies(scope: NftScope): SQL<bigint> {
  return sql<bigint>`greatest(${nftBalances.amount} - ${escrowedCopies(scope)}, 0)`.mapWith((value: string | number) => BigInt(value));
}
