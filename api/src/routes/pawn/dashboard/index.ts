import type { FastifyPluginAsync } from "fastify";
import protocolFigureRoutes from "./protocol-figures.ts";
import recentContractRoutes from "./recent-contracts.ts";

/** The dashboard of spec §7 (public): recent contracts and the protocol's figures. */
const dashboardRoutes: FastifyPluginAsync = async (app) => {
  await app.register(recentContractRoutes);
  await app.register(protocolFigureRoutes);
};

export default dashboardRoutes;
