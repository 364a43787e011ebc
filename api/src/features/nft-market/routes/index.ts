import type { FastifyPluginAsync } from "fastify";
import chainFactRoutes from "./chain-facts.ts";
import collectionRoutes from "./collections.ts";
import commentRoutes from "./comments.ts";
import marketRoutes from "./market.ts";
import nftReadRoutes from "./nfts.ts";

/** The NFT service of spec §7, registered under /api/nft (decision 0030); media uploads live in ./media. */
export const nftRoutes: FastifyPluginAsync = async (app) => {
  await app.register(collectionRoutes);
  await app.register(nftReadRoutes);
  await app.register(marketRoutes);
  await app.register(commentRoutes);
  await app.register(chainFactRoutes);
};
