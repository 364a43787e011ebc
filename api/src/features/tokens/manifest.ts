import assetRoutes from "./routes/index.ts";
import type { FeatureManifest } from "../feature-manifest.ts";

/** The tokens the platform lends, repays and accepts, with their prices. */
export const tokensFeature: FeatureManifest = {
  name: "tokens",
  routes: () => [{ prefix: "/pawn", routes: assetRoutes }],
};
