import type { FastifyPluginAsync } from "fastify";
import marketCollateralRoutes from "./market.ts";
import ownCollateralRoutes from "./own-collaterals.ts";
import reportedCollateralRoutes from "./reported-actions.ts";

/** Collaterals of spec §7: the public market, the caller's own, and what borrowers report doing on chain. */
const collateralRoutes: FastifyPluginAsync = async (app) => {
  await app.register(marketCollateralRoutes);
  await app.register(ownCollateralRoutes);
  await app.register(reportedCollateralRoutes);
};

export default collateralRoutes;
