import reputationRoutes from "./routes/index.ts";
import { reputationProjector } from "./projectors/reputation.ts";
import type { FeatureManifest } from "../feature-manifest.ts";
import { REPUTATION_ENDPOINTS } from "@openpawn/shared/reputation/endpoints";

/** Reputation points of lending and borrowing, on chain and in the index (decision 0035). */
export const reputationFeature: FeatureManifest = {
  name: "reputation",
  endpoints: [REPUTATION_ENDPOINTS],
  projectors: () => [{ projector: reputationProjector }],
  routes: (env) => [{ prefix: "/user", routes: reputationRoutes({ apiKey: env.REPUTATION_API_KEY }) }],
};
