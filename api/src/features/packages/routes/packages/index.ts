import type { FastifyPluginAsync } from "fastify";
import packageMarketRoutes from "./market.ts";
import ownPackageRoutes from "./own-packages.ts";
import receivedRequestRoutes from "./received-requests.ts";

/** Loan packages (spec §7): the lender's own (crypto-package) and the public market (pawn-shop-package). */
const packageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(ownPackageRoutes);
  await app.register(packageMarketRoutes);
  await app.register(receivedRequestRoutes);
};

export default packageRoutes;
