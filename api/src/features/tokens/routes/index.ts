import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema } from "@openpawn/shared/common/envelope";
import { supportedAssetSchema, transactionFeeBodySchema, transactionFeeSchema } from "@openpawn/shared/tokens/schemas";
import { ok } from "../../../lib/response.ts";
import { lendingScope } from "../../../chain-spine/deployment/lending-scope.ts";
import { supportedAssets } from "../supported-assets.ts";
import { readFeeSettings } from "../../lending/public.ts";

/** GET /supported-asset and POST transaction-fee (spec §7): what the protocol accepts and charges. Public. */
const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/supported-asset", { schema: { response: { 200: okSchema(z.array(supportedAssetSchema)) } } }, async () =>
    ok(await supportedAssets(app.chain, await lendingScope(app))),
  );

  app.post("/transaction-fee", { schema: { body: transactionFeeBodySchema, response: { 200: okSchema(transactionFeeSchema) } } }, async (request) =>
    ok(await readFeeSettings(app.chain, request.body.configId)),
  );
};

export default assetRoutes;
