import { maxUint256, parseEther, parseUnits, type Hex } from "viem";
import { iLendingLensAbi } from "@openpawn/chain/generated/abis";
import { keeperDevAccount } from "@openpawn/devchain/dev-accounts";
import { repayCall } from "@openpawn/chain/lending/loan-calls";
import { updateAnswerCall } from "@openpawn/chain/tokens/dev-token-calls";
import { approveCall } from "@openpawn/chain/tokens/erc20-calls";
import { startDemoChain } from "../../../test/demo-chain.ts";
import type { ChainHead } from "../../../chain-spine/projector.ts";
import type { LoanCandidates } from "../chain-time/loan-candidates.ts";
import { lendingReads } from "../chain-time/lending-reads.ts";

/** The demo's active loan (seed-demo.ts): 1,200 USDT on 5 BNB, weekly cycles over 12 weeks, liquidated at 75%. */
export const DEMO_LOAN_ID = 3n;
export const WEEK = 7n * 24n * 3600n;
/** The demo's active loans: 3 (weekly, BNB) and 5 (monthly, ETH, near liquidation). */
const DEMO_ACTIVE_LOANS = [DEMO_LOAN_ID, 5n];

/**
 * The demo chain (test/demo-chain.ts) for the chain-time work: a funded keeper, and `reset` bringing it
 * back to its state at start (evm_snapshot / evm_revert), so each test starts from the same demo loan
 * without redeploying.
 */
export async function startDemoLoanChain() {
  const chain = await startDemoChain();
  const { publicClient, testClient, deployment, deployer, borrower, core } = chain;
  const keeper = keeperDevAccount();
  await testClient.setBalance({ address: keeper.address, value: parseEther("10") });
  let snapshot: Hex = await testClient.snapshot();
  const contracts = { core: core.address, lens: chain.lens };

  return {
    anvil: chain.anvil,
    rpcUrl: chain.rpcUrl,
    publicClient,
    testClient,
    deployment,
    deploymentFile: chain.deploymentFile,
    contracts,
    reads: lendingReads(publicClient, contracts),
    borrower: borrower.account.address,
    /** The keeper's and the watcher's candidates: the demo's active loans, as the index lists them after the
     * seed (indexed-loan-candidates.test.ts tests that listing itself). */
    candidates: {
      activeLoans: async () => DEMO_ACTIVE_LOANS.map((loanId) => ({ loanId, borrower: borrower.account.address })),
    } satisfies LoanCandidates,
    keeper,
    async head(): Promise<ChainHead> {
      const { number, timestamp } = await publicClient.getBlock({ blockTag: "latest" });
      return { blockNumber: number, timestamp };
    },
    async reset() {
      await testClient.revert({ id: snapshot });
      snapshot = await testClient.snapshot();
    },
    /** Moves chain time on and re-posts the dev prices, which would otherwise be stale an hour later. */
    async advance(seconds: bigint) {
      await chain.passTime(seconds);
      await chain.refreshPrices();
    },
    /** Sets BNB's dev price (the native coin is priced by the WBNB feed). */
    async setBnbPrice(usd: string) {
      const feed = deployment.tokens.find((token) => token.symbol === "WBNB")?.priceFeed;
      if (!feed) throw new Error("no WBNB feed");
      await chain.send(deployer.writeContract({ address: feed, ...updateAnswerCall(parseUnits(usd, 8)), chain: null }));
    },
    /** The borrower pays the demo loan's interest and penalty owed (USDT, which the demo seeded). */
    async repayInterest() {
      const usdt = chain.token("USDT");
      await chain.send(borrower.writeContract({ address: usdt, ...approveCall(core.address, maxUint256), chain: null }));
      await chain.send(borrower.writeContract({ ...core, ...repayCall(DEMO_LOAN_ID, { penalty: maxUint256, interest: maxUint256, principal: 0n }) }));
    },
    /** The loan as last written on the core. */
    storedLoan: (loanId = DEMO_LOAN_ID) =>
      publicClient.readContract({ address: contracts.lens, abi: iLendingLensAbi, functionName: "loan", args: [loanId] }),
    /** How many transactions the keeper's account has had mined. */
    keeperNonce: () => publicClient.getTransactionCount({ address: keeper.address }),
  };
}

export type DemoLoanChain = Awaited<ReturnType<typeof startDemoLoanChain>>;
