import negotiationRoutes from "./routes/negotiations/index.ts";
import signedOfferRoutes from "./routes/signed-offers/index.ts";
import packageOfferRoutes from "./routes/signed-offers/package-offers.ts";
import { signedOffersProjector } from "./projectors/signed-offers.ts";
import { negotiationsReportedCalls, negotiationsReportedContracts } from "./reported-contracts.ts";
import type { FeatureManifest } from "../feature-manifest.ts";
import { NEGOTIATIONS_ENDPOINTS } from "@openpawn/shared/negotiations/endpoints";

/** Negotiation threads and lenders' signed offers (decisions 0023, 0027). */
export const negotiationsFeature: FeatureManifest = {
  name: "negotiations",
  endpoints: [NEGOTIATIONS_ENDPOINTS],
  reportedContracts: negotiationsReportedContracts,
  reportedCalls: negotiationsReportedCalls,
  projectors: () => [{ projector: signedOffersProjector }],
  routes: () => [
    { prefix: "/pawn", routes: signedOfferRoutes },
    { prefix: "/pawn", routes: packageOfferRoutes },
    { prefix: "/pawn", routes: negotiationRoutes },
  ],
};
