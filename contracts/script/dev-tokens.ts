/** The tokens a development or test chain gets: ERC-20 stand-ins for BNB Smart Chain's tokens, DFY, and
 * the native coin, each with a starting USD price for its dev price feed. */
import type { Deployment } from "@openpawn/chain/deployment";
import { type Address, getAddress } from "viem";

/** An ERC-20 deployed with a dev price feed. */
export interface DevToken {
  symbol: string;
  name: string;
  decimals: number;
  /** Starting USD price, exact decimal text (converted with parseUnits, never through floats). */
  usdPrice: string;
  /** Whole tokens minted to each seed account. */
  seedAmount: string;
}

export const DFY_TOKEN: DevToken = {
  symbol: "DFY",
  name: "DeFi For You",
  decimals: 18,
  usdPrice: "0.05",
  seedAmount: "1000000",
};

/** Stand-ins for the BNB Smart Chain tokens, with their production names and decimals. */
export const TEST_TOKENS: readonly DevToken[] = [
  { symbol: "USDT", name: "Tether USD", decimals: 18, usdPrice: "1", seedAmount: "1000000" },
  { symbol: "BUSD", name: "BUSD Token", decimals: 18, usdPrice: "1", seedAmount: "1000000" },
  { symbol: "WBNB", name: "Wrapped BNB", decimals: 18, usdPrice: "600", seedAmount: "1000" },
  { symbol: "ETH", name: "Ethereum Token", decimals: 18, usdPrice: "3000", seedAmount: "200" },
];

/** The chain's native coin: address zero in the Hub, priced by the feed of its wrapped token. */
export const NATIVE_COIN = { symbol: "BNB", name: "BNB", decimals: 18, priceFeedOf: "WBNB" } as const;

/** Decimals of every dev price feed, like Chainlink's USD pairs. */
export const PRICE_FEED_DECIMALS = 8;

/** How long a dev feed's answer stays usable; refreshDevPrices re-posts answers within it. */
export const DEV_HEARTBEAT_SECONDS = 3600;

/** A token of a deployment by symbol, with checksummed addresses. */
export function deployedToken(deployment: Deployment, symbol: string): { address: Address; priceFeed: Address } {
  const token = deployment.tokens.find((candidate) => candidate.symbol === symbol);
  if (!token) throw new Error(`The deployment has no ${symbol}`);
  return { address: getAddress(token.address), priceFeed: getAddress(token.priceFeed) };
}
