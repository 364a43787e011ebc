import { erc20Abi, maxUint256, parseEther, parseUnits, type Hex } from "viem";
import { devPriceFeedAbi, iLendingLensAbi, iPawnLendingAbi } from "@openpawn/chain/generated/abis";
import { refreshDevPrices } from "@openpawn/contracts/deploy";
import { keeperDevAccount } from "@openpawn/devchain/dev-accounts";
import { DEV, startTestChain } from "../../../test/local-chain.ts";
import type { ChainHead } from "../../../chain-spine/projector.ts";
import type { LoanCandidates } from "../chain-time/loan-candidates.ts";
import { lendingReads } from "../chain-time/lending-reads.ts";

/** The demo's active loan (seed-demo.ts): 1,200 USDT on 5 BNB, weekly cycles over 12 weeks, liquidated at 75%. */
export const DEMO_LOAN_ID = 3n;
export const WEEK = 7n * 24n * 3600n;
/** The demo's active loans: 3 (weekly, BNB) and 5 (monthly, ETH, near liquidation). */
const DEMO_ACTIVE_LOANS = [DEMO_LOAN_ID, 5n];

/**
 * A real anvil with the protocol and its demo positions deployed; `reset` brings it back to that state
 * (evm_snapshot / evm_revert), so each test starts from the same demo loan without redeploying.
 */
export async function startDemoLoanChain() {
  const { anvil, deployment, deploymentFile, publicClient, testClient, walletOf } = await startTestChain(31337, { demo: true });
  const walletClient = walletOf(DEV.deployer);
  const borrowerWallet = walletOf(DEV.borrower);
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
    borrower: borrowerWallet.account.address,
    /** The keeper's and the watcher's candidates: the demo's active loans, as the index lists them after the
     * seed (indexed-loan-candidates.test.ts tests that listing itself). */
    candidates: {
      activeLoans: async () => DEMO_ACTIVE_LOANS.map((loanId) => ({ loanId, borrower: borrowerWallet.account.address })),
    } satisfies LoanCandidates,
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
