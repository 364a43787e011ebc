import { accountsFeature } from "./accounts/manifest.ts";
import { dashboardFeature } from "./dashboard/manifest.ts";
import { lendingFeature } from "./lending/manifest.ts";
import { mediaFeature } from "./media/manifest.ts";
import { negotiationsFeature } from "./negotiations/manifest.ts";
import { nftMarketFeature } from "./nft-market/manifest.ts";
import { nftPawnFeature } from "./nft-pawn/manifest.ts";
import { notificationsFeature } from "./notifications/manifest.ts";
import { packagesFeature } from "./packages/manifest.ts";
import { platformFeature } from "./platform/manifest.ts";
import { profileFeature } from "./profile/manifest.ts";
import { reputationFeature } from "./reputation/manifest.ts";
import { tokensFeature } from "./tokens/manifest.ts";
import type { FeatureManifest } from "./feature-manifest.ts";

/**
 * Every feature of the API. Their setups run in this order (notifications subscribes to the events accounts
 * decorates the app with); projectors are ordered by what they declare, not by this list.
 */
export const FEATURES: readonly FeatureManifest[] = [
  platformFeature,
  mediaFeature,
  accountsFeature,
  profileFeature,
  notificationsFeature,
  reputationFeature,
  tokensFeature,
  lendingFeature,
  packagesFeature,
  negotiationsFeature,
  nftMarketFeature,
  nftPawnFeature,
  dashboardFeature,
];
