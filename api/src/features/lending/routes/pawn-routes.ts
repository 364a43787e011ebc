import type { FastifyPluginAsync } from "fastify";
import assetRoutes from "../../tokens/routes/index.ts";
import collateralRoutes from "./collaterals/index.ts";
import contractRoutes from "./contracts/index.ts";
import dashboardRoutes from "../../dashboard/routes/index.ts";
import negotiationRoutes from "../../negotiations/routes/negotiations/index.ts";
import nftPawnRoutes from "../../nft-pawn/routes/index.ts";
import offerRoutes from "./offers/index.ts";
import packageRoutes from "../../packages/routes/packages/index.ts";
import pawnShopRoutes from "../../packages/routes/pawn-shops/index.ts";
import signedOfferRoutes from "../../negotiations/routes/signed-offers/index.ts";
import packageOfferRoutes from "../../negotiations/routes/signed-offers/package-offers.ts";
import repaymentRoutes from "./repayments/index.ts";
import transactionRoutes from "./transactions/index.ts";

/** The pawn-crypto service of spec §7, registered under /api/pawn. */
export const pawnRoutes: FastifyPluginAsync = async (app) => {
  await app.register(assetRoutes);
  await app.register(collateralRoutes);
  await app.register(offerRoutes);
  await app.register(contractRoutes);
  await app.register(repaymentRoutes);
  await app.register(transactionRoutes);
  await app.register(dashboardRoutes);
  await app.register(pawnShopRoutes);
  await app.register(packageRoutes);
  await app.register(signedOfferRoutes);
  await app.register(packageOfferRoutes);
  await app.register(negotiationRoutes);
  await app.register(nftPawnRoutes);
};
