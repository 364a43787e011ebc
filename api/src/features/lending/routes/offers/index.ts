import type { FastifyPluginAsync } from "fastify";
import offerListRoutes from "./offer-lists.ts";
import offerMessageRoutes from "./offer-message.ts";
import reportedOfferRoutes from "./reported-steps.ts";

/** Offers of spec §7: the public lists, the caller's own, their messages, and reporting each side's on-chain steps. */
const offerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(offerListRoutes);
  await app.register(reportedOfferRoutes);
  await app.register(offerMessageRoutes);
};

export default offerRoutes;
