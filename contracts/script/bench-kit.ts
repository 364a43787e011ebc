/**
 * What the lending benches share: the clients of one bench run, sending and measuring transactions, exact
 * approvals, moving chain time and changing a dev price for a while.
 */
import { devPriceFeedAbi, lendingLensAbi, pawnLendingAbi, pawnShopAbi, testTokenAbi } from "@openpawn/chain/generated/abis";
import type {
  Account,
  Address,
  Chain,
  Hash,
  PublicClient,
  TestClient,
  TransactionReceipt,
  Transport,
  WalletClient,
} from "viem";
import { type ProtocolDeployment, refreshDevPrices } from "./deploy.ts";
import { waitForSuccess } from "./transactions.ts";

/** A wallet client bound to a chain, so writes need no `chain` parameter. */
export type BenchWalletClient = WalletClient<Transport, Chain, Account>;

export interface LendingBench {
  deployment: ProtocolDeployment;
  publicClient: PublicClient;
  testClient: TestClient;
  /** Owns the dev price feeds. */
  deployer: BenchWalletClient;
  /** Holds every test token. */
  borrower: BenchWalletClient;
  /** Accounts holding every test token. */
  lenders: BenchWalletClient[];
}

/** Sends and measures the transactions of one bench round; `gas` collects the named ones. */
export function benchKit({ deployment, publicClient }: LendingBench) {
  const gas = new Map<string, bigint>();
  const send = async (hash: Promise<Hash>): Promise<TransactionReceipt> => waitForSuccess(publicClient, await hash);
  return {
    gas,
    send,
    core: { address: deployment.contracts.PawnLending, abi: pawnLendingAbi } as const,
    shop: { address: deployment.contracts.PawnShop, abi: pawnShopAbi } as const,
    lens: { address: deployment.contracts.LendingLens, abi: lendingLensAbi } as const,
    /** Sends a transaction and, when it has a name, records its gas under it. */
    async measure(name: string | undefined, hash: Promise<Hash>): Promise<TransactionReceipt> {
      const receipt = await send(hash);
      if (name) gas.set(name, receipt.gasUsed);
      return receipt;
    },
    /** Approves the core for exactly `amount`, as a wallet asks before each call. */
    approve(wallet: BenchWalletClient, token: Address, amount: bigint): Promise<TransactionReceipt> {
      const args = [deployment.contracts.PawnLending, amount] as const;
      return send(wallet.writeContract({ address: token, abi: testTokenAbi, functionName: "approve", args }));
    },
  };
}

/** Moves chain time to `timestamp` (evm_increaseTime and a block), then re-posts the dev prices. */
export async function warpTo(
  { testClient, publicClient, deployer, deployment }: LendingBench,
  timestamp: bigint,
): Promise<void> {
  const latest = await publicClient.getBlock();
  await testClient.increaseTime({ seconds: Number(timestamp - latest.timestamp) });
  await testClient.mine({ blocks: 1 });
  await refreshDevPrices(deployer, publicClient, deployment);
}

/** Runs `action` while a dev feed answers `change(answer)`, then restores its answer. */
export async function withPrice(
  { publicClient, deployer }: LendingBench,
  feed: Address,
  change: (answer: bigint) => bigint,
  action: () => Promise<void>,
): Promise<void> {
  const contract = { address: feed, abi: devPriceFeedAbi } as const;
  const [, answer] = await publicClient.readContract({ ...contract, functionName: "latestRoundData" });
  const post = async (value: bigint) =>
    waitForSuccess(
      publicClient,
      await deployer.writeContract({ ...contract, functionName: "updateAnswer", args: [value] }),
    );
  await post(change(answer));
  await action();
  await post(answer);
}
