import { getAddress, keccak256, numberToHex, toHex, type Address } from "viem";
import type { Deployment } from "@openpawn/chain/deployment";
import { AssetKind, CollateralStatus, OfferStatus, TimeUnit } from "@openpawn/chain/generated/enums";
import type { Database } from "../src/db/client.ts";
import { lendingCollaterals, lendingOffers } from "../src/db/schema.ts";

const CHAIN_ID = 31337;
const address = (label: string): Address => getAddress(keccak256(toHex(label)).slice(0, 42));

/** The element at `index` modulo the list's length: spreads rows over a few values. */
function cycle<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error("an empty list");
  return value;
}

/** A deployment of nothing on chain 31337: the addresses the synthetic rows name, and token symbols for the filters. */
export function syntheticDeployment(): Deployment {
  const token = (symbol: string) => ({ symbol, name: symbol, decimals: 18, address: address(`token ${symbol}`), priceFeed: address(`feed ${symbol}`) });
  return {
    chainId: CHAIN_ID,
    deployedAt: new Date(0).toISOString(),
    startBlock: 1,
    contracts: { Hub: address("Hub"), PawnLending: address("PawnLending"), LendingLens: address("LendingLens") },
    tokens: ["USDT", "BUSD", "WBNB", "ETH"].map(token),
  };
}

/** The borrowers' wallets: fewer than rows, so a wallet holds many collaterals (about 50 each). */
export const syntheticBorrowers = (count: number) => Array.from({ length: count }, (_, index) => address(`borrower ${index}`));

/** Status shares of a market that has run a while: most collateral went into loans or came back. */
const STATUSES = [
  ...Array<number>(30).fill(CollateralStatus.Open),
  ...Array<number>(40).fill(CollateralStatus.Contracted),
  ...Array<number>(10).fill(CollateralStatus.Withdrawn),
  ...Array<number>(15).fill(CollateralStatus.Returned),
  ...Array<number>(5).fill(CollateralStatus.Liquidated),
];

/**
 * `count` collaterals (ids 1..count, one block each) of the deployment's core, spread over the borrowers,
 * collateral tokens, loan tokens and statuses, and two offers on every third collateral (open ones on open
 * collateral), written in multi-row INSERTs as the spine writes them.
 */
export async function insertSyntheticCollaterals(db: Database, deployment: Deployment, count: number, borrowers: Address[]): Promise<void> {
  const core = deployment.contracts.PawnLending;
  if (!core) throw new Error("the deployment lacks PawnLending");
  const symbol = (wanted: string) => cycle(deployment.tokens.filter((token) => token.symbol === wanted), 0).address;
  const collateralTokens = [symbol("WBNB"), symbol("ETH"), symbol("WBNB"), symbol("USDT")];
  const loanTokens = [symbol("USDT"), symbol("BUSD")];
  const at = (block: number) => new Date(Date.UTC(2026, 0, 1) + block * 3000);
  const event = (block: number, logIndex: number) => ({
    chainId: CHAIN_ID,
    contract: core,
    blockNumber: BigInt(block),
    txHash: keccak256(numberToHex(block, { size: 32 })),
    logIndex,
  });
  const CHUNK = 1000;
  let offerId = 0n;
  for (let from = 1; from <= count; from += CHUNK) {
    const collaterals = [];
    const offers = [];
    for (let id = from; id < Math.min(from + CHUNK, count + 1); id += 1) {
      const status = cycle(STATUSES, id * 7);
      const changed = { createdAt: at(id), updatedBlock: BigInt(id), updatedAt: at(id) };
      collaterals.push({
        ...event(id, 0),
        id: BigInt(id),
        borrower: cycle(borrowers, id * 31),
        kind: AssetKind.ERC20,
        token: cycle(collateralTokens, id),
        tokenId: 0n,
        amount: BigInt(id) * 10n ** 16n,
        loanToken: cycle(loanTokens, id),
        durationQty: 1 + (id % 12),
        durationUnit: TimeUnit.Month,
        status,
        ...changed,
      });
      if (id % 3 !== 0) continue;
      for (let offer = 0; offer < 2; offer += 1) {
        offerId += 1n;
        offers.push({
          ...event(id, offer + 1),
          id: offerId,
          collateralId: BigInt(id),
          lender: cycle(borrowers, id * 17 + offer),
          amount: BigInt(id) * 10n ** 18n,
          loanToken: cycle(loanTokens, id),
          repaymentToken: cycle(loanTokens, id),
          interestRate: 1_200_000,
          liquidationThreshold: 7_500_000,
          durationQty: 6,
          durationUnit: TimeUnit.Month,
          cycleUnit: TimeUnit.Month,
          status: status === CollateralStatus.Open ? OfferStatus.Open : OfferStatus.Cancelled,
          ...changed,
        });
      }
    }
    await db.insert(lendingCollaterals).values(collaterals);
    if (offers.length > 0) await db.insert(lendingOffers).values(offers);
  }
}
