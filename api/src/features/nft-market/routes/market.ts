import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NFT_MARKET_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/nft-market/endpoints";
import { NFT_MARKET_ERRORS } from "@openpawn/shared/nft-market/errors";
import { serve } from "../../../lib/endpoint-route.ts";
import { ApiError, ok } from "../../../lib/response.ts";
import { paged } from "../../../lib/paged.ts";
import { requireUser } from "../../../plugins/auth/require-user.ts";
import { checksummed, requireOwnWallets } from "../../../plugins/auth/user-wallets.ts";
import { nftScope } from "../nft-scope.ts";
import { auctionItem, bidItem, creditItem, listingItem, nftItem } from "../nft-items.ts";
import { nftsByIds } from "../queries/nft-reads.ts";
import { auctionBids, bidsOfWallets, findAuction, findListing, listAuctions, listListings } from "../queries/market-reads.ts";
import { creditsOfWallets } from "../queries/credit-reads.ts";
import { requireNft } from "./nfts.ts";

const fromIndex = { cachedUntilIndexChanges: true };
const listingNotFound = { ...fromIndex, invalidInput: { error: NFT_MARKET_ERRORS.listingNotFound, part: "params" } } as const;
const auctionNotFound = { ...fromIndex, invalidInput: { error: NFT_MARKET_ERRORS.auctionNotFound, part: "params" } } as const;
/** An auction page shows its latest bids at once; the rest are paged under /bids. */
const LATEST_BIDS = 10;

/**
 * The market's items (the market detail page of spec §2: bids, history, owner, status): sales and auctions with
 * their bids, public; and the caller's own bids and the payouts the market holds for them (the bidding list of
 * /inventory/my-nft).
 */
const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, ENDPOINTS.listings, { config: fromIndex }, async (request) => {
    const query = request.query;
    const scope = await nftScope(app);
    const { rows, total } = await listListings(scope, query, query);
    return ok(paged(rows.map((row) => listingItem(row, scope.tokens)), query.page, query.size, total));
  });

  serve(app, ENDPOINTS.listing, { config: listingNotFound }, async (request) => {
    const scope = await nftScope(app);
    const row = await findListing(scope, request.params.id);
    if (!row) throw new ApiError(NFT_MARKET_ERRORS.listingNotFound);
    return ok({ ...listingItem(row, scope.tokens), nft: nftItem(await requireNft(scope, row.nftId), scope.tokens) });
  });

  serve(app, ENDPOINTS.auctions, { config: fromIndex }, async (request) => {
    const query = request.query;
    const scope = await nftScope(app);
    const { rows, total } = await listAuctions(scope, query, query);
    return ok(paged(rows.map((row) => auctionItem(row, scope.tokens)), query.page, query.size, total));
  });

  serve(app, ENDPOINTS.auction, { config: auctionNotFound }, async (request) => {
    const scope = await nftScope(app);
    const row = await findAuction(scope, request.params.id);
    if (!row) throw new ApiError(NFT_MARKET_ERRORS.auctionNotFound);
    const bids = await auctionBids(scope, request.params.id, { page: 0, size: LATEST_BIDS });
    return ok({
      ...auctionItem(row, scope.tokens),
      latestBids: bids.rows.map(bidItem),
      nft: nftItem(await requireNft(scope, row.nftId), scope.tokens),
    });
  });

  serve(app, ENDPOINTS.auctionBids, { config: auctionNotFound }, async (request) => {
    const scope = await nftScope(app);
    if (!(await findAuction(scope, request.params.id))) throw new ApiError(NFT_MARKET_ERRORS.auctionNotFound);
    const { page, size } = request.query;
    const { rows, total } = await auctionBids(scope, request.params.id, request.query);
    return ok(paged(rows.map(bidItem), page, size, total));
  });

  // The caller's bids (a wallet of theirs, or all of them): naming someone else's wallet is a 403.
  serve(app, ENDPOINTS.myBids, { onRequest: app.authenticate }, async (request) => {
    const query = request.query;
    const scope = await nftScope(app);
    const wallets = checksummed(await requireOwnWallets(scope.db, requireUser(request).id, query.walletAddress));
    const { rows, total } = await bidsOfWallets(scope, wallets, query);
    const nfts = await nftsByIds(
      scope,
      rows.map((row) => row.auction.nftId),
    );
    const items = rows.flatMap(({ auction, highest }) => {
      const nft = nfts.get(auction.nftId);
      if (!nft) return [];
      const leading = auction.highestBidder !== null && wallets.includes(auction.highestBidder);
      return [{ auction: auctionItem(auction, scope.tokens), nft: nftItem(nft, scope.tokens), myHighestBid: highest.toString(), leading }];
    });
    return ok(paged(items, query.page, query.size, total));
  });

  // The payouts the market credited to the caller's wallets (refused ones, such as an outbid refund): withdraw pays
  // its caller, so each wallet withdraws its own.
  serve(app, ENDPOINTS.myCredits, { onRequest: app.authenticate }, async (request) => {
    const scope = await nftScope(app);
    const wallets = checksummed(await requireOwnWallets(scope.db, requireUser(request).id));
    const rows = await creditsOfWallets(scope, wallets);
    return ok(rows.map((row) => creditItem(row, scope.tokens)));
  });
};

export default marketRoutes;
