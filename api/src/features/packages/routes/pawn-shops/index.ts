import type { FastifyPluginAsync } from "fastify";
import directoryRoutes from "./directory.ts";
import ownShopRoutes from "./own-shop.ts";

/** Lenders (spec §7 pawnshop): the caller's own registration and setting, and the public directories. */
const pawnShopRoutes: FastifyPluginAsync = async (app) => {
  await app.register(ownShopRoutes);
  await app.register(directoryRoutes);
};

export default pawnShopRoutes;
