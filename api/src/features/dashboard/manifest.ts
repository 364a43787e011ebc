import dashboardRoutes from "./routes/index.ts";
import type { FeatureManifest } from "../feature-manifest.ts";

/** The protocol's figures, volumes and recent contracts. */
export const dashboardFeature: FeatureManifest = {
  name: "dashboard",
  routes: () => [{ prefix: "/pawn", routes: dashboardRoutes }],
};
