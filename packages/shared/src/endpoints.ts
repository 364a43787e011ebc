import type { Endpoint } from "./common/endpoint.ts";
import { ACCOUNTS_ENDPOINTS } from "./accounts/endpoints.ts";
import { NEGOTIATIONS_ENDPOINTS } from "./negotiations/endpoints.ts";
import { NFT_MARKET_ENDPOINTS } from "./nft-market/endpoints.ts";
import { NOTIFICATIONS_ENDPOINTS } from "./notifications/endpoints.ts";
import { PLATFORM_ENDPOINTS } from "./platform/endpoints.ts";

/**
 * Every feature's endpoint catalogue, for the checks that look at all of them (the API's list of what it serves,
 * the web tests' answers checked against the answer schemas). Pages import their own feature's catalogue only.
 */
export const ENDPOINT_CATALOGUES: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  platform: PLATFORM_ENDPOINTS,
  negotiations: NEGOTIATIONS_ENDPOINTS,
  accounts: ACCOUNTS_ENDPOINTS,
  notifications: NOTIFICATIONS_ENDPOINTS,
  "nft-market": NFT_MARKET_ENDPOINTS,
};

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_CATALOGUES).flatMap((catalogue) => Object.values(catalogue));
