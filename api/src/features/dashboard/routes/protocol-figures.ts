import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DASHBOARD_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/dashboard/endpoints";
import { ok } from "../../../lib/response.ts";
import { serve } from "../../../lib/endpoint-route.ts";
import { lendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { supportedAssets } from "../../tokens/public.ts";
import { tokenTotals } from "../../lending/public.ts";
import { loanVolumeByPeriod } from "../queries/loan-volume.ts";
import { cryptoAssets, volumeStatistic } from "../dashboard-figures.ts";
import { periodStarts, volumeSeries } from "../volume-series.ts";

/**
 * The dashboard's figures (public): the protocol's volumes in USD and each token's share, read from the
 * maintained totals; and the volume lent over time, summed from the loans of the window asked for.
 */
const protocolFigureRoutes: FastifyPluginAsyncZod = async (app) => {
  const figures = async () => {
    const scope = await lendingScope(app);
    const [totals, assets] = await Promise.all([tokenTotals(scope), supportedAssets(app.chain, scope)]);
    return { scope, totals, assets };
  };

  serve(app, ENDPOINTS.volumeStatistic, {}, async () => {
    const { totals, assets } = await figures();
    return ok(volumeStatistic(totals, assets));
  });

  serve(app, ENDPOINTS.cryptoAssets, {}, async () => {
    const { scope, totals, assets } = await figures();
    return ok(cryptoAssets(totals, assets, scope.tokens));
  });

  // Prices and the chain's clock move without the index changing: computed on every request, like the totals.
  serve(app, ENDPOINTS.volumeSeries, {}, async (request) => {
    const { interval, periods } = request.query;
    const scope = await lendingScope(app);
    const head = await app.chain.client.getBlock({ blockTag: "latest" });
    const now = new Date(Number(head.timestamp) * 1000);
    const starts = periodStarts(interval, periods, now);
    const [rows, assets] = await Promise.all([loanVolumeByPeriod(scope, interval, starts[0] ?? now, now), supportedAssets(app.chain, scope)]);
    return ok(volumeSeries(interval, starts, now, rows, assets, scope.tokens));
  });
};

export default protocolFigureRoutes;
