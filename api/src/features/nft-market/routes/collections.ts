import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NFT_MARKET_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/nft-market/endpoints";
import { NFT_MARKET_ERRORS } from "@openpawn/shared/nft-market/errors";
import { serve } from "../../../lib/endpoint-route.ts";
import { ApiError, ok } from "../../../lib/response.ts";
import { paged } from "../../../lib/paged.ts";
import { nftScope } from "../nft-scope.ts";
import { collectionItem } from "../nft-items.ts";
import { findCollection, listCollections } from "../queries/nft-reads.ts";

const fromIndex = { cachedUntilIndexChanges: true };

/** GET /collections (spec §7 NFT service): the collections the index follows, and one by its address. */
const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, ENDPOINTS.collections, { config: fromIndex }, async (request) => {
    const query = request.query;
    const { rows, total } = await listCollections(await nftScope(app), query);
    return ok(paged(rows.map(({ row, nfts }) => collectionItem(row, nfts)), query.page, query.size, total));
  });

  serve(app, ENDPOINTS.collection, { config: { ...fromIndex, invalidInput: { error: NFT_MARKET_ERRORS.collectionNotFound } } }, async (request) => {
    const found = await findCollection(await nftScope(app), request.params.address);
    if (!found) throw new ApiError(NFT_MARKET_ERRORS.collectionNotFound);
    return ok(collectionItem(found.row, found.nfts));
  });
};

export default collectionRoutes;
