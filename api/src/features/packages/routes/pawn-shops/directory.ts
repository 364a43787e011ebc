import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PACKAGES_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/packages/endpoints";
import { shops } from "../../../../db/schema.ts";
import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
import { findShop, publicShopOf, searchShops } from "../../shops/pawn-shop-rows.ts";
import { phoneCountries } from "../../shops/phone-countries.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { paged } from "../../../../lib/paged.ts";
import { serve } from "../../../../lib/endpoint-route.ts";

const notFound = () => new ApiError(PACKAGES_ERRORS.shopNotFound);

/**
 * The lender directories and profiles (spec §7 pawnshop), public: /pawn/pawnshop-all, /pawn/personal-all,
 * /pawn/lender and /pawn/lender/{id} read them. Filters are the market's: name, loanSymbols,
 * collateralSymbols and durationTypes (matched against each lender's lending setting).
 */
const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  serve(app, ENDPOINTS.phoneCountries, {}, async () => ok(await phoneCountries(db)));

  serve(app, ENDPOINTS.searchPawnshops, {}, async (request) => {
    const { rows, total } = await searchShops(db, "PAWNSHOP", request.query);
    return ok(paged(rows, request.query.page, request.query.size, total));
  });

  serve(app, ENDPOINTS.searchP2pLenders, {}, async (request) => {
    const { rows, total } = await searchShops(db, "P2P_LENDER", request.query);
    return ok(paged(rows, request.query.page, request.query.size, total));
  });

  // Every lender of either kind, for the market's lender list.
  serve(app, ENDPOINTS.searchLenders, {}, async (request) => {
    const { rows, total } = await searchShops(db, null, request.query);
    return ok(paged(rows, request.query.page, request.query.size, total));
  });

  serve(app, ENDPOINTS.shopByUser, { config: { invalidInput: { error: PACKAGES_ERRORS.shopNotFound } } }, async (request) => {
    const found = await findShop(db, eq(shops.userId, request.query.userId));
    if (!found) throw notFound();
    return ok(publicShopOf(found.shop, found.setting));
  });

  serve(app, ENDPOINTS.shopByWallet, {}, async (request) => {
    const found = await findShop(db, eq(shops.walletAddress, request.query.walletAddress));
    if (!found) throw notFound();
    return ok(publicShopOf(found.shop, found.setting));
  });

  serve(app, ENDPOINTS.shop, { config: { invalidInput: { error: PACKAGES_ERRORS.shopNotFound } } }, async (request) => {
    const found = await findShop(db, eq(shops.id, request.params.id));
    if (!found) throw notFound();
    return ok(publicShopOf(found.shop, found.setting));
  });
};

export default directoryRoutes;
