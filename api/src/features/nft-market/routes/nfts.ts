import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NFT_MARKET_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/nft-market/endpoints";
import { NFT_MARKET_ERRORS } from "@openpawn/shared/nft-market/errors";
import { serve } from "../../../lib/endpoint-route.ts";
import { ApiError, ok } from "../../../lib/response.ts";
import { paged } from "../../../lib/paged.ts";
import { nftScope, type NftScope } from "../nft-scope.ts";
import { auctionItem, listingItem, nftEventItem, nftItem } from "../nft-items.ts";
import { searchNfts } from "../queries/nft-search.ts";
import { findNft, nftHistory, nftMarketParts, nftOwners, walletNfts } from "../queries/nft-reads.ts";
import { walletsOfUser } from "../../../plugins/auth/user-wallets.ts";

/** Public reads of the index: kept until it changes (chain-spine/index-reads.ts). */
const fromIndex = { cachedUntilIndexChanges: true };
const notFound = { ...fromIndex, invalidInput: { error: NFT_MARKET_ERRORS.nftNotFound, part: "params" } } as const;

/** The NFT `id` names, or 404. */
export async function requireNft(scope: NftScope, id: number) {
  const found = await findNft(scope, { id });
  if (!found) throw new ApiError(NFT_MARKET_ERRORS.nftNotFound);
  return found;
}

/** The NFT service of spec §7: the search, one NFT, its owners, its history, a wallet's NFTs. */
const nftReadRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, ENDPOINTS.search, { config: fromIndex }, async (request) => {
    const query = request.query;
    const scope = await nftScope(app);
    const { rows, total } = await searchNfts(scope, query);
    return ok(paged(rows.map((row) => nftItem(row, scope.tokens)), query.page, query.size, total));
  });

  serve(app, ENDPOINTS.detail, { config: fromIndex }, async (request) => {
    const scope = await nftScope(app);
    const found = await findNft(scope, request.query);
    if (!found) throw new ApiError(NFT_MARKET_ERRORS.nftNotFound);
    const parts = await nftMarketParts(scope, found);
    return ok({
      ...nftItem(found, scope.tokens),
      owners: parts.owners,
      listing: parts.listing && listingItem(parts.listing, scope.tokens),
      auction: parts.auction && auctionItem(parts.auction, scope.tokens),
      pawn: parts.pawn,
    });
  });

  serve(app, ENDPOINTS.owners, { config: notFound }, async (request) => {
    const scope = await nftScope(app);
    const { nft } = await requireNft(scope, request.params.id);
    const { page, size } = request.query;
    const { rows, total } = await nftOwners(scope, nft.id, request.query);
    return ok(paged(rows.map((row) => ({ walletAddress: row.owner, amount: row.amount.toString(), available: row.available.toString() })), page, size, total));
  });

  serve(app, ENDPOINTS.events, { config: notFound }, async (request) => {
    const scope = await nftScope(app);
    const { nft } = await requireNft(scope, request.params.id);
    const { page, size, type } = request.query;
    const { rows, total } = await nftHistory(scope, nft.id, type, request.query);
    return ok(paged(rows.map((row) => nftEventItem(row, scope.tokens)), page, size, total));
  });

  // Any wallet's holdings are public (they are on chain); without walletAddress, the signed-in caller's own.
  serve(app, ENDPOINTS.walletNfts, {}, async (request) => {
    const query = request.query;
    const scope = await nftScope(app);
    let wallets = query.walletAddress ? [query.walletAddress] : [];
    if (wallets.length === 0) {
      const user = await app.optionalUser(request);
      if (!user) throw new ApiError(NFT_MARKET_ERRORS.walletNeeded);
      wallets = await walletsOfUser(scope.db, user.id);
    }
    if (wallets.length === 0) return ok(paged([], query.page, query.size, 0));
    const { rows, total } = await walletNfts(scope, wallets, query, query);
    return ok(
      paged(
        rows.map((row) => ({ ...nftItem(row, scope.tokens), walletAddress: row.owner, amount: row.amount.toString(), available: row.available.toString() })),
        query.page,
        query.size,
        total,
      ),
    );
  });
};

export default nftReadRoutes;
