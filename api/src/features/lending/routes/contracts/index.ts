import type { FastifyPluginAsync } from "fastify";
import claimRoutes from "./claim.ts";
import contractDetailRoutes from "./contract-details.ts";
import contractListRoutes from "./contract-lists.ts";
import contractStatisticRoutes from "./statistics.ts";

/** Contracts of spec §7, private to their parties: lists, one contract from either side, figures, claiming credits. */
const contractRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contractListRoutes);
  await app.register(contractDetailRoutes);
  await app.register(contractStatisticRoutes);
  await app.register(claimRoutes);
};

export default contractRoutes;
