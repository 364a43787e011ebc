import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema } from "@openpawn/shared/schemas/envelope";
import { cryptoAssetSchema, volumeStatisticSchema } from "@openpawn/shared/schemas/pawn-dashboard";
import { ok } from "../../../lib/response.ts";
import { lendingScope } from "../../../features/lending/lending-scope.ts";
import { supportedAssets } from "../../../features/lending/supported-assets.ts";
import { tokenTotals } from "../../../features/lending/queries/token-totals.ts";
import { cryptoAssets, volumeStatistic } from "../../../features/lending/dashboard-figures.ts";

/** The dashboard's figures (public): the protocol's volumes in USD, and each token's share. Read from the maintained totals. */
const protocolFigureRoutes: FastifyPluginAsyncZod = async (app) => {
  const figures = async () => {
    const scope = await lendingScope(app);
    const [totals, assets] = await Promise.all([tokenTotals(scope), supportedAssets(app.chain, scope)]);
    return { scope, totals, assets };
  };

  app.get("/dashboard/volume-statistic", { schema: { response: { 200: okSchema(volumeStatisticSchema) } } }, async () => {
    const { totals, assets } = await figures();
    return ok(volumeStatistic(totals, assets));
  });

  app.get("/crypto-asset", { schema: { response: { 200: okSchema(z.array(cryptoAssetSchema)) } } }, async () => {
    const { scope, totals, assets } = await figures();
    return ok(cryptoAssets(totals, assets, scope.tokens));
  });
};

export default protocolFigureRoutes;
