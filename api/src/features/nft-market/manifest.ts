import { nftRoutes } from "./routes/index.ts";
import { nftProjector } from "./projector/nft-projector.ts";
import { storedMetadataReader } from "./nft-metadata.ts";
import { nftNotifications } from "./notifications/nft-notifications.ts";
import { nftMarketReportedCalls, nftMarketReportedContracts } from "./reported-contracts.ts";
import type { FeatureManifest } from "../feature-manifest.ts";
import { NFT_MARKET_ENDPOINTS } from "@openpawn/shared/nft-market/endpoints";

/** Collections, NFTs, the market's sales and auctions, comments (decision 0030). */
export const nftMarketFeature: FeatureManifest = {
  name: "nft-market",
  endpoints: [NFT_MARKET_ENDPOINTS],
  reportedContracts: nftMarketReportedContracts,
  reportedCalls: nftMarketReportedCalls,
  projectors: (app) => {
    const notify = nftNotifications({ deployment: () => app.chain.deployment(), notify: (context, input) => app.notifier.enqueue(context, input) });
    // Metadata comes from the media store, read only while indexing, after start-up. The projector reads
    // lending-core's NFT collateral rows.
    return [{ projector: nftProjector(app.chain, storedMetadataReader(() => app.media.store), notify), after: ["lending-core"] }];
  },
  routes: () => [{ prefix: "/nft", routes: nftRoutes }],
};
