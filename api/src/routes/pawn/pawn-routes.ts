import type { FastifyPluginAsync } from "fastify";
import assetRoutes from "./assets/index.ts";
import collateralRoutes from "./collaterals/index.ts";
import offerRoutes from "./offers/index.ts";

/** The pawn-crypto service of spec §7, registered under /api/pawn. */
export const pawnRoutes: FastifyPluginAsync = async (app) => {
  await app.register(assetRoutes);
  await app.register(collateralRoutes);
  await app.register(offerRoutes);
};
