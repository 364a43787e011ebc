import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEventLogs,
  type Address,
  type ContractEventName,
  type GetEventArgs,
  type Hash,
  type PublicClient,
  type TransactionReceipt,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { pawnLendingAbi } from "@openpawn/chain/generated/abis";
import { refreshDevPrices } from "@openpawn/contracts/deploy";
import { devAccounts } from "@openpawn/devchain/dev-accounts";
import { startTestChain } from "./local-chain.ts";

/**
 * The demo deployment on a real anvil (seed-demo.ts) with what tests drive it with: clients, the dev
 * accounts' wallets (deployer 0, borrower 1, lender 2, and 3, who holds no demo position), the lending
 * core, and chain time.
 */
export async function startDemoChain() {
  const { anvil, deployment, deploymentFile } = await startTestChain(31337, { demo: true });
  const transport = http(anvil.rpcUrl);
  const publicClient: PublicClient = createPublicClient({ transport });
  const testClient = createTestClient({ mode: "anvil", transport });
  const [deployer, borrower, lender, stranger] = devAccounts(4).map((key) =>
    createWalletClient({ account: privateKeyToAccount(key.privateKey), transport }),
  );
  if (!deployer || !borrower || !lender || !stranger) throw new Error("dev accounts missing");
  const { PawnLending, LendingLens } = deployment.contracts;
  if (!PawnLending || !LendingLens) throw new Error("the deployment lacks the lending core or its lens");

  /** Runs a transaction and waits for it to succeed. */
  const send = async (hash: Promise<Hash>) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
    if (receipt.status !== "success") throw new Error("transaction reverted");
    return receipt;
  };

  return {
    anvil,
    rpcUrl: anvil.rpcUrl,
    deployment,
    deploymentFile,
    publicClient,
    testClient,
    deployer,
    borrower,
    lender,
    stranger,
    /** The lending core, ready to spread into writeContract. */
    core: { chain: null, address: PawnLending, abi: pawnLendingAbi } as const,
    lens: LendingLens,
    send,
    /** The arguments of the first `eventName` the core emitted in a transaction. */
    coreEvent<Event extends ContractEventName<typeof pawnLendingAbi>>(receipt: TransactionReceipt, eventName: Event) {
      const [log] = parseEventLogs({ abi: pawnLendingAbi, logs: receipt.logs, eventName });
      if (!log) throw new Error(`the transaction emitted no ${eventName}`);
      return log.args as GetEventArgs<typeof pawnLendingAbi, Event, { EnableUnion: false; IndexedOnly: false; Required: true }>;
    },
    /** A dev token's address by symbol. */
    token(symbol: string): Address {
      const token = deployment.tokens.find((candidate) => candidate.symbol === symbol);
      if (!token) throw new Error(`no ${symbol} in the deployment`);
      return token.address;
    },
    /** Moves chain time on and mines a block. */
    async passTime(seconds: number | bigint) {
      await testClient.increaseTime({ seconds: Number(seconds) });
      await testClient.mine({ blocks: 1 });
    },
    /**
     * Gives a dev wallet code that reverts on every call, or takes it away: while it has it, the wallet refuses the
     * native coin as a contract may, so payouts to it fail. Its transactions need it taken away first.
     */
    refuseNativeCoin: (address: Address, refuse: boolean) => testClient.setCode({ address, bytecode: refuse ? "0x60006000fd" : "0x" }),
    /** Posts every dev price again now: after time moved past the feeds' staleness limit, new loans need fresh prices. */
    refreshPrices: () => refreshDevPrices(deployer, publicClient, deployment),
    close: () => anvil.stop(),
  };
}

export type DemoChain = Awaited<ReturnType<typeof startDemoChain>>;
