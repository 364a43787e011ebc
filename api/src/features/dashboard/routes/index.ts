import type { FastifyPluginAsync } from "fastify";
import dashboardPackageRoutes from "./loan-packages.ts";
import protocolFigureRoutes from "./protocol-figures.ts";
import recentContractRoutes from "./recent-contracts.ts";

/** The dashboard of spec §7 (public): recent contracts, the protocol's figures and the published loan packages. */
const dashboardRoutes: FastifyPluginAsync = async (app) => {
  await app.register(recentContractRoutes);
  await app.register(protocolFigureRoutes);
  await app.register(dashboardPackageRoutes);
};

export default dashboardRoutes;
