import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { TOKENS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/tokens/endpoints";
import { ok } from "../../../lib/response.ts";
import { serve } from "../../../lib/endpoint-route.ts";
import { lendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { supportedAssets } from "../supported-assets.ts";
import { readFeeSettings } from "../../lending/public.ts";

/** GET /supported-asset and POST transaction-fee (spec §7): what the protocol accepts and charges. Public. */
const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, ENDPOINTS.supportedAssets, {}, async () =>
    ok(await supportedAssets(app.chain, await lendingScope(app))),
  );

  serve(app, ENDPOINTS.transactionFee, {}, async (request) =>
    ok(await readFeeSettings(app.chain, request.body.configId)),
  );
};

export default assetRoutes;
