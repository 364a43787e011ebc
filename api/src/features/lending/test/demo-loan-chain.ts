import { createPublicClient, createTestClient, createWalletClient, erc20Abi, http, maxUint256, parseEther, parseUnits, type Hex, type PublicClient } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { devPriceFeedAbi, iLendingLensAbi, iPawnLendingAbi } from "@openpawn/chain/generated/abis";
import { refreshDevPrices } from "@openpawn/contracts/deploy";
import { devAccounts, keeperDevAccount } from "@openpawn/devchain/dev-accounts";
import { startTestChain } from "../../../test/local-chain.ts";
import type { ChainHead } from "../../../chain-spine/projector.ts";
import { lendingReads } from "../chain-time/lending-reads.ts";

/** The demo's active loan (seed-demo.ts): 1,200 USDT on 5 BNB, weekly cycles over 12 weeks, liquidated at 75%. */
export const DEMO_LOAN_ID = 3n;
export const WEEK = 7n * 24n * 3600n;

/**
 * A real anvil with the protocol and its demo positions deployed; `reset` brings it back to that state
 * (evm_snapshot / evm_revert), so each test starts from the same demo loan without redeploying.
 */
export async function startDemoLoanChain() {
  const { anvil, deployment, deploymentFile } = await startTestChain(31337, { demo: true });
  const transport = http(anvil.rpcUrl);
  const publicClient: PublicClient = createPublicClient({ transport });
  const testClient = createTestClient({ mode: "anvil", transport });
  const [deployer, borrowerAccount] = devAccounts(2).map((account) => privateKeyToAccount(account.privateKey));
  if (!deployer || !borrowerAccount) throw new Error("dev accounts missing");
  const walletClient = createWalletClient({ account: deployer, transport });
  const keeper = keeperDevAccount();
  await testClient.setBalance({ address: keeper.address, value: parseEther("10") });
  let snapshot: Hex = await testClient.snapshot();
  const { PawnLending: core, LendingLens: lens } = deployment.contracts;
  if (!core || !lens) throw new Error("the deployment lacks the lending core or its lens");
  const contracts = { core, lens };

  const head = async (): Promise<ChainHead> => {
    const { number, timestamp } = await publicClient.getBlock({ blockTag: "latest" });
    return { blockNumber: number, timestamp };
  };

  return {
    anvil,
    rpcUrl: anvil.rpcUrl,
    publicClient,
    testClient,
    deployment,
    deploymentFile,
    contracts,
    reads: lendingReads(publicClient, contracts),
    borrower: borrowerAccount.address,
    keeper,
    head,
    async reset() {
      await testClient.revert({ id: snapshot });
      snapshot = await testClient.snapshot();
    },
    /** Moves chain time on and re-posts the dev prices, which would otherwise be stale an hour later. */
    async advance(seconds: bigint) {
      await testClient.increaseTime({ seconds: Number(seconds) });
      await testClient.mine({ blocks: 1 });
      await refreshDevPrices(walletClient, publicClient, deployment);
    },
    /** Sets BNB's dev price (the native coin is priced by the WBNB feed). */
    async setBnbPrice(usd: string) {
      const feed = deployment.tokens.find((token) => token.symbol === "WBNB")?.priceFeed;
      if (!feed) throw new Error("no WBNB feed");
      const hash = await walletClient.writeContract({
        address: feed,
        abi: devPriceFeedAbi,
        functionName: "updateAnswer",
        args: [parseUnits(usd, 8)],
        chain: null,
      });
      await publicClient.waitForTransactionReceipt({ hash });
    },
    /** The borrower pays the demo loan's interest and penalty owed (USDT, which the demo seeded). */
    async repayInterest() {
      const borrowerWallet = createWalletClient({ account: borrowerAccount, transport });
      const usdt = deployment.tokens.find((token) => token.symbol === "USDT")?.address;
      if (!usdt) throw new Error("no USDT");
      const send = async (hash: Promise<Hex>) => publicClient.waitForTransactionReceipt({ hash: await hash });
      await send(borrowerWallet.writeContract({ address: usdt, abi: erc20Abi, functionName: "approve", args: [core, maxUint256], chain: null }));
      await send(
        borrowerWallet.writeContract({
          address: core,
          abi: iPawnLendingAbi,
          functionName: "repay",
          args: [DEMO_LOAN_ID, maxUint256, maxUint256, 0n],
          chain: null,
        }),
      );
    },
    /** The loan as last written on the core. */
    storedLoan: (loanId = DEMO_LOAN_ID) =>
      publicClient.readContract({ address: contracts.lens, abi: iLendingLensAbi, functionName: "loan", args: [loanId] }),
    /** How many transactions the keeper's account has had mined. */
    keeperNonce: () => publicClient.getTransactionCount({ address: keeper.address }),
  };
}

export type DemoLoanChain = Awaited<ReturnType<typeof startDemoLoanChain>>;
