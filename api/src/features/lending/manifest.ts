import collateralRoutes from "./routes/collaterals/index.ts";
import contractRoutes from "./routes/contracts/index.ts";
import offerRoutes from "./routes/offers/index.ts";
import repaymentRoutes from "./routes/repayments/index.ts";
import transactionRoutes from "./routes/transactions/index.ts";
import { pawnLendingProjector } from "./projectors/pawn-lending.ts";
import { collateralHistoryProjector } from "./projectors/collateral-history.ts";
import { tokenTotalsProjector } from "./projectors/token-totals.ts";
import { lendingNotifications } from "./notifications/lending-notifications.ts";
import { lendingTickers } from "./chain-time/chain-time.ts";
import { lendingReportedCalls, lendingReportedContracts } from "./reported-contracts.ts";
import type { FeatureManifest } from "../feature-manifest.ts";
import { LENDING_ENDPOINTS } from "@openpawn/shared/lending/endpoints";

/** P2P lending: collaterals, offers, contracts, repayments, the keeper and the loan watcher (decisions 0014–0021). */
export const lendingFeature: FeatureManifest = {
  name: "lending",
  endpoints: [LENDING_ENDPOINTS],
  reportedContracts: lendingReportedContracts,
  reportedCalls: lendingReportedCalls,
  projectors: (app) => {
    // Notices go through the outbox, written with each batch (decision 0037).
    const notify = lendingNotifications({ deployment: () => app.chain.deployment(), notify: (context, input) => app.notifier.enqueue(context, input) });
    return [
      { projector: pawnLendingProjector(notify) },
      // They read lending-core's rows (an offer's terms, a collateral's token).
      { projector: collateralHistoryProjector, after: ["lending-core"] },
      { projector: tokenTotalsProjector, after: ["lending-core"] },
    ];
  },
  tickers: (app, env) =>
    lendingTickers(app, {
      keeperPrivateKey: env.KEEPER_PRIVATE_KEY,
      keeperMaxTxPerTick: env.KEEPER_MAX_TX_PER_TICK,
      keeperReceiptTimeoutMs: env.KEEPER_RECEIPT_TIMEOUT_MS,
      pollMs: env.INDEXER_POLL_MS,
    }),
  routes: () => [
    { prefix: "/pawn", routes: collateralRoutes },
    { prefix: "/pawn", routes: offerRoutes },
    { prefix: "/pawn", routes: contractRoutes },
    { prefix: "/pawn", routes: repaymentRoutes },
    { prefix: "/pawn", routes: transactionRoutes },
  ],
};
