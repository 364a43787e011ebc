import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema } from "@openpawn/shared/common/envelope";
import { pagedSchema } from "@openpawn/shared/common/paged";
import { pawnIdParamsSchema } from "@openpawn/shared/common/pawn";
import { lenderSearchQuerySchema, pawnShopSchema, phoneCountrySchema } from "@openpawn/shared/packages/schemas/shops";
import { userIdSchema, walletAddressSchema } from "@openpawn/shared/common/identifiers";
import { shops } from "../../../../db/schema.ts";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { findShop, publicShopOf, searchShops } from "../../shops/pawn-shop-rows.ts";
import { phoneCountries } from "../../shops/phone-countries.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { paged } from "../../../../lib/paged.ts";

const shopAnswer = { 200: okSchema(pawnShopSchema) };
const listAnswer = { 200: okSchema(pagedSchema(pawnShopSchema)) };
const notFound = () => new ApiError(PACKAGES_ERRORS.shopNotFound);

/**
 * The lender directories and profiles (spec §7 pawnshop), public: /pawn/pawnshop-all, /pawn/personal-all,
 * /pawn/lender and /pawn/lender/{id} read them. Filters are the market's: name, loanSymbols,
 * collateralSymbols and durationTypes (matched against each lender's lending setting).
 */
const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get("/pawn-shop/find-phone-countries", { schema: { response: { 200: okSchema(z.array(phoneCountrySchema)) } } }, async () =>
    ok(await phoneCountries(db)),
  );

  app.get("/pawn-shop/search-pawnshop", { schema: { querystring: lenderSearchQuerySchema, response: listAnswer } }, async (request) => {
    const { rows, total } = await searchShops(db, "PAWNSHOP", request.query);
    return ok(paged(rows, request.query.page, request.query.size, total));
  });

  app.get("/pawn-shop/search-p2p-lenders", { schema: { querystring: lenderSearchQuerySchema, response: listAnswer } }, async (request) => {
    const { rows, total } = await searchShops(db, "P2P_LENDER", request.query);
    return ok(paged(rows, request.query.page, request.query.size, total));
  });

  // Every lender of either kind, for the market's lender list.
  app.get("/pawn-shop/p2p-lender", { schema: { querystring: lenderSearchQuerySchema, response: listAnswer } }, async (request) => {
    const { rows, total } = await searchShops(db, null, request.query);
    return ok(paged(rows, request.query.page, request.query.size, total));
  });

  app.get(
    "/pawn-shop/find-by-user-id",
    { schema: { querystring: z.object({ userId: userIdSchema }), response: shopAnswer }, config: { invalidInput: { error: PACKAGES_ERRORS.shopNotFound } } },
    async (request) => {
      const found = await findShop(db, eq(shops.userId, request.query.userId));
      if (!found) throw notFound();
      return ok(publicShopOf(found.shop, found.setting));
    },
  );

  app.get(
    "/pawn-shop/find-wallet-address",
    { schema: { querystring: z.object({ walletAddress: walletAddressSchema }), response: shopAnswer } },
    async (request) => {
      const found = await findShop(db, eq(shops.walletAddress, request.query.walletAddress));
      if (!found) throw notFound();
      return ok(publicShopOf(found.shop, found.setting));
    },
  );

  app.get(
    "/pawn-shop/:id",
    { schema: { params: pawnIdParamsSchema, response: shopAnswer }, config: { invalidInput: { error: PACKAGES_ERRORS.shopNotFound } } },
    async (request) => {
      const found = await findShop(db, eq(shops.id, request.params.id));
      if (!found) throw notFound();
      return ok(publicShopOf(found.shop, found.setting));
    },
  );
};

export default directoryRoutes;
