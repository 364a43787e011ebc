import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "@openpawn/shared/common/envelope";
import { pagedSchema } from "@openpawn/shared/common/paged";
import { collectionItemSchema, collectionListQuerySchema, collectionParamsSchema } from "@openpawn/shared/nft-market/schemas";
import { NFT_MARKET_ERRORS } from "@openpawn/shared/nft-market/errors";
import { ApiError, ok } from "../../../lib/response.ts";
import { paged } from "../../../lib/paged.ts";
import { nftScope } from "../nft-scope.ts";
import { collectionItem } from "../nft-items.ts";
import { findCollection, listCollections } from "../queries/nft-reads.ts";

const fromIndex = { cachedUntilIndexChanges: true };

/** GET /collections (spec §7 NFT service): the collections the index follows, and one by its address. */
const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/collections",
    { config: fromIndex, schema: { querystring: collectionListQuerySchema, response: { 200: okSchema(pagedSchema(collectionItemSchema)) } } },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listCollections(await nftScope(app), query);
      return ok(paged(rows.map(({ row, nfts }) => collectionItem(row, nfts)), query.page, query.size, total));
    },
  );

  app.get(
    "/collections/:address",
    {
      config: { ...fromIndex, invalidInput: { error: NFT_MARKET_ERRORS.collectionNotFound } },
      schema: { params: collectionParamsSchema, response: { 200: okSchema(collectionItemSchema) } },
    },
    async (request) => {
      const found = await findCollection(await nftScope(app), request.params.address);
      if (!found) throw new ApiError(NFT_MARKET_ERRORS.collectionNotFound);
      return ok(collectionItem(found.row, found.nfts));
    },
  );
};

export default collectionRoutes;
