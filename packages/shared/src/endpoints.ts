import type { Endpoint } from "./common/endpoint.ts";
import { MEDIA_ENDPOINTS } from "./media/endpoints.ts";
import { NEGOTIATIONS_ENDPOINTS } from "./negotiations/endpoints.ts";
import { PACKAGES_ENDPOINTS } from "./packages/endpoints.ts";
import { ACCOUNTS_ENDPOINTS } from "./accounts/endpoints.ts";
import { NFT_MARKET_ENDPOINTS } from "./nft-market/endpoints.ts";
import { NOTIFICATIONS_ENDPOINTS } from "./notifications/endpoints.ts";
import { PLATFORM_ENDPOINTS } from "./platform/endpoints.ts";
import { PROFILE_ENDPOINTS } from "./profile/endpoints.ts";
import { DASHBOARD_ENDPOINTS } from "./dashboard/endpoints.ts";
import { LENDING_ENDPOINTS } from "./lending/endpoints.ts";
import { NFT_PAWN_ENDPOINTS } from "./nft-pawn/endpoints.ts";
import { REPUTATION_ENDPOINTS } from "./reputation/endpoints.ts";
import { TOKENS_ENDPOINTS } from "./tokens/endpoints.ts";

/**
 * Every feature's endpoint catalogue, for the checks that look at all of them (the API's list of what it serves,
 * the web tests' answers checked against the answer schemas). Pages import their own feature's catalogue only.
 */
export const ENDPOINT_CATALOGUES: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  platform: PLATFORM_ENDPOINTS,
  negotiations: NEGOTIATIONS_ENDPOINTS,
  packages: PACKAGES_ENDPOINTS,
  media: MEDIA_ENDPOINTS,
  profile: PROFILE_ENDPOINTS,
  lending: LENDING_ENDPOINTS,
  "nft-pawn": NFT_PAWN_ENDPOINTS,
  tokens: TOKENS_ENDPOINTS,
  reputation: REPUTATION_ENDPOINTS,
  dashboard: DASHBOARD_ENDPOINTS,
  accounts: ACCOUNTS_ENDPOINTS,
  notifications: NOTIFICATIONS_ENDPOINTS,
  "nft-market": NFT_MARKET_ENDPOINTS,
};

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_CATALOGUES).flatMap((catalogue) => Object.values(catalogue));
