import { and, desc, eq } from "drizzle-orm";
import { type Address, type Hex, zeroAddress } from "viem";
import type { Database } from "../../db/client.ts";
import { hubFeeWalletChanges, hubPriceFeedChanges, hubRegistryChanges, hubWhitelistChanges } from "../../db/schema.ts";

export type HubList = "collateral" | "loan" | "nft";

/** The Hub's configuration as of the last indexed block, from its change tables. */
export interface HubState {
  /** Whitelisted tokens and collections per list (the zero address is the native coin). */
  whitelists: Record<HubList, Address[]>;
  priceFeeds: { token: Address; feed: Address; heartbeat: number }[];
  /** Registered contracts by registry key (keccak256 of the name). */
  registry: Record<Hex, Address>;
  feeWallet: Address | null;
}

type HubTable = typeof hubWhitelistChanges | typeof hubPriceFeedChanges | typeof hubRegistryChanges | typeof hubFeeWalletChanges;

export async function readHubState(db: Database, chainId: number, hub: Address): Promise<HubState> {
  // Rows are changes: the newest of each key is the state.
  const newestFirst = (table: HubTable) => [desc(table.blockNumber), desc(table.logIndex)];
  const ofHub = (table: HubTable) => and(eq(table.chainId, chainId), eq(table.contract, hub));

  const whitelistRows = await db
    .selectDistinctOn([hubWhitelistChanges.list, hubWhitelistChanges.asset])
    .from(hubWhitelistChanges)
    .where(ofHub(hubWhitelistChanges))
    .orderBy(hubWhitelistChanges.list, hubWhitelistChanges.asset, ...newestFirst(hubWhitelistChanges));
  const feedRows = await db
    .selectDistinctOn([hubPriceFeedChanges.token])
    .from(hubPriceFeedChanges)
    .where(ofHub(hubPriceFeedChanges))
    .orderBy(hubPriceFeedChanges.token, ...newestFirst(hubPriceFeedChanges));
  const registryRows = await db
    .selectDistinctOn([hubRegistryChanges.key])
    .from(hubRegistryChanges)
    .where(ofHub(hubRegistryChanges))
    .orderBy(hubRegistryChanges.key, ...newestFirst(hubRegistryChanges));
  const [feeWallet] = await db
    .select()
    .from(hubFeeWalletChanges)
    .where(ofHub(hubFeeWalletChanges))
    .orderBy(...newestFirst(hubFeeWalletChanges))
    .limit(1);

  const whitelists: Record<HubList, Address[]> = { collateral: [], loan: [], nft: [] };
  for (const row of whitelistRows) if (row.whitelisted) whitelists[row.list as HubList].push(row.asset as Address);
  return {
    whitelists,
    priceFeeds: feedRows.flatMap(({ token, feed, heartbeat }) =>
      feed === null || heartbeat === null ? [] : [{ token: token as Address, feed: feed as Address, heartbeat }],
    ),
    registry: Object.fromEntries(
      registryRows.filter((row) => row.address !== zeroAddress).map((row) => [row.key, row.address]),
    ) as Record<Hex, Address>,
    feeWallet: (feeWallet?.wallet as Address | undefined) ?? null,
  };
}
