import nftPawnRoutes from "./routes/index.ts";
import { nftPawnReportedCalls } from "./reported-calls.ts";
import type { FeatureManifest } from "../feature-manifest.ts";
import { NFT_PAWN_ENDPOINTS } from "@openpawn/shared/nft-pawn/endpoints";

/** NFTs as collateral: the pawn service's NFT calls over the lending and NFT indexes. */
export const nftPawnFeature: FeatureManifest = {
  name: "nft-pawn",
  endpoints: [NFT_PAWN_ENDPOINTS],
  reportedCalls: nftPawnReportedCalls,
  routes: () => [{ prefix: "/pawn", routes: nftPawnRoutes }],
};
