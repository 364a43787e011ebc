import { formatUnits, type Address } from "viem";
import { hubAbi } from "@openpawn/chain/generated/abis";
import type { SupportedAsset } from "@openpawn/shared/tokens/schemas";
import { readHubState } from "../../chain-spine/hub/hub-state.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import type { ChainAccess } from "../../plugins/chain.ts";
import { lendingAddresses } from "../../chain-spine/deployment/lending-deployment.ts";

/** Tokens and collections the Hub whitelists (as indexed), with the oracle's USD price of each priced token. */
export async function supportedAssets(chain: ChainAccess, scope: LendingScope): Promise<SupportedAsset[]> {
  const { hub } = await lendingAddresses(chain);
  const { whitelists, priceFeeds } = await readHubState(scope.db, scope.chainId, hub);
  const listed = (list: Address[], address: Address) => list.some((entry) => entry.toLowerCase() === address.toLowerCase());
  const priced = new Set(priceFeeds.map((feed) => feed.token.toLowerCase()));
  const assets = [...new Set([...whitelists.collateral, ...whitelists.loan, ...whitelists.nft])];
  return Promise.all(
    assets.map(async (address) => {
      const token = scope.deployment.tokens.find((entry) => entry.address.toLowerCase() === address.toLowerCase());
      return {
        address,
        symbol: token?.symbol ?? null,
        name: token?.name ?? null,
        decimals: token?.decimals ?? null,
        isWhitelistCollateral: listed(whitelists.collateral, address),
        isWhitelistSupply: listed(whitelists.loan, address),
        isNftCollection: listed(whitelists.nft, address),
        usdExchange: priced.has(address.toLowerCase()) ? await usdPrice(chain, hub, address) : null,
      };
    }),
  );
}

/** The Hub's price, null when the oracle refuses it (stale, zero or negative: decision 0013). */
async function usdPrice(chain: ChainAccess, hub: Address, token: Address): Promise<string | null> {
  try {
    const [price, decimals] = await chain.client.readContract({ address: hub, abi: hubAbi, functionName: "getPrice", args: [token] });
    return formatUnits(price, decimals);
  } catch {
    return null;
  }
}
