import dashboardRoutes from "./routes/index.ts";
import type { FeatureManifest } from "../feature-manifest.ts";
import { DASHBOARD_ENDPOINTS } from "@openpawn/shared/dashboard/endpoints";

/** The protocol's figures, volumes and recent contracts. */
export const dashboardFeature: FeatureManifest = {
  name: "dashboard",
  endpoints: [DASHBOARD_ENDPOINTS],
  routes: () => [{ prefix: "/pawn", routes: dashboardRoutes }],
};
