import assetRoutes from "./routes/index.ts";
import type { FeatureManifest } from "../feature-manifest.ts";
import { TOKENS_ENDPOINTS } from "@openpawn/shared/tokens/endpoints";

/** The tokens the platform lends, repays and accepts, with their prices. */
export const tokensFeature: FeatureManifest = {
  name: "tokens",
  endpoints: [TOKENS_ENDPOINTS],
  routes: () => [{ prefix: "/pawn", routes: assetRoutes }],
};
