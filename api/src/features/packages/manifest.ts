import packageRoutes from "./routes/packages/index.ts";
import pawnShopRoutes from "./routes/pawn-shops/index.ts";
import { pawnShopProjector } from "./projectors/pawn-shop.ts";
import { packageFundingProjector } from "./funding-projector.ts";
import { pausedNotifications } from "./paused-notifications.ts";
import { packagesReportedCalls, packagesReportedContracts } from "./reported-contracts.ts";
import type { FeatureManifest } from "../feature-manifest.ts";
import { PACKAGES_ENDPOINTS } from "@openpawn/shared/packages/endpoints";

/** Pawn shops, their loan packages and the collaterals submitted to them (decisions 0022–0026). */
export const packagesFeature: FeatureManifest = {
  name: "packages",
  endpoints: [PACKAGES_ENDPOINTS],
  reportedContracts: packagesReportedContracts,
  reportedCalls: packagesReportedCalls,
  projectors: (app) => [
    { projector: pawnShopProjector() },
    // Package owners' balances and allowances (decision 0026): it reads the packages lending-pawn-shop writes.
    { projector: packageFundingProjector(app.chain, pausedNotifications((context, input) => app.notifier.enqueue(context, input))), after: ["lending-pawn-shop"] },
  ],
  routes: () => [
    { prefix: "/pawn", routes: pawnShopRoutes },
    { prefix: "/pawn", routes: packageRoutes },
  ],
};
