import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  numberToHex,
  parseEventLogs,
  zeroHash,
  type Address,
  type Hash,
  type PublicClient,
} from "viem";
import type { Deployment } from "@openpawn/chain/deployment";
import { privateKeyToAccount } from "viem/accounts";
import { iHubAbi } from "@openpawn/chain/generated/abis";
import { executeCall, scheduleCall, type TimelockOperation, type whitelistCall } from "@openpawn/chain/tokens/hub-admin-calls";
import { devAccounts } from "@openpawn/devchain/dev-accounts";
import { openDatabase, type DatabaseHandle } from "../../db/client.ts";
import { hubProjector } from "../hub/projector.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { startTestChain, type TestChain } from "../../test/local-chain.ts";
import { attachProjector, type AttachedProjector } from "../attached-projector.ts";
import { rpcChainReader } from "../chain-reader.ts";
import { ChainIndexer, type IndexerOptions, type SpineLog } from "../indexer.ts";
import { soleLeadership } from "../leadership.ts";

const HUB_CONFIG_EVENTS = new Set([
  "CollateralWhitelistChanged",
  "LoanWhitelistChanged",
  "NftCollectionWhitelistChanged",
  "PriceFeedChanged",
  "PriceFeedRemoved",
  "ContractAddressChanged",
  "FeeWalletChanged",
]);

export const silentLog: SpineLog = { info() {}, warn() {}, error() {} };

/** An indexer of `projectors` over `db` that polls fast and logs nothing, as tests run it (by `step` or `start`). */
export function testIndexer(
  options: { db: DatabaseHandle["db"]; publicClient: PublicClient; deployment: Deployment; projectors: AttachedProjector[] } & Partial<IndexerOptions>,
): ChainIndexer {
  const { publicClient, deployment, ...rest } = options;
  return new ChainIndexer({
    reader: rpcChainReader(publicClient),
    chainId: deployment.chainId,
    startBlock: BigInt(deployment.startBlock),
    tickers: new Map(),
    leadership: soleLeadership,
    confirmations: 0,
    batchBlocks: 2000,
    pollMs: 50,
    log: silentLog,
    ...rest,
  });
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Missing ${what}`);
  return value;
}

/** A deployed protocol on anvil, the Admin's wallet to change the Hub's configuration, and indexers to build. */
export async function startSpineFixture() {
  const chain: TestChain = await startTestChain();
  const transport = http(chain.anvil.rpcUrl);
  const publicClient = createPublicClient({ transport });
  const testClient = createTestClient({ mode: "anvil", transport });
  // The deployer proposes and executes the Admin's calls through the timelock (decision 0034).
  const admin = required(devAccounts(1)[0], "a dev account");
  const hub = required(chain.deployment.contracts.Hub, "the Hub in the deployment");
  const timelock = { chain: null, address: required(chain.deployment.contracts.HubTimelock, "the HubTimelock in the deployment") } as const;
  const delay = required(chain.deployment.adminDelaySeconds, "the Admin's delay in the deployment");
  const walletClient = createWalletClient({ account: privateKeyToAccount(admin.privateKey), transport });
  const databases: { handle: DatabaseHandle; drop(): Promise<void> }[] = [];
  let salt = 0n;

  /** An Admin call to the Hub, as production makes it: scheduled, anvil's clock moved past the delay, executed. */
  async function hubWrite(call: ReturnType<typeof whitelistCall>): Promise<void> {
    const data = encodeFunctionData(call);
    // A fresh salt each time: the timelock refuses to schedule again an operation it already ran.
    const operation: TimelockOperation = [hub, 0n, data, zeroHash, numberToHex(++salt, { size: 32 })];
    const send = async (hash: Promise<Hash>) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
      if (receipt.status !== "success") throw new Error(`the timelock refused ${call.functionName}`);
    };
    await send(walletClient.writeContract({ ...timelock, ...scheduleCall(operation, BigInt(delay)) }));
    await testClient.increaseTime({ seconds: delay });
    await send(walletClient.writeContract({ ...timelock, ...executeCall(operation) }));
  }

  return {
    chain,
    hub,
    publicClient,
    testClient,
    hubWrite,
    /** A fresh database (PGlite, or one on the server of DATABASE_URL, then with its URL), dropped by close(). */
    async database(): Promise<DatabaseHandle & { url?: string }> {
      const place = await createTestDatabase();
      const handle = await openDatabase(place);
      databases.push({ handle, drop: place.drop });
      return { ...handle, url: place.url };
    },
    /** An indexer of the Hub projector (and `extra` options) over `db`. */
    indexer(db: DatabaseHandle["db"], extra: Partial<IndexerOptions> = {}): ChainIndexer {
      const projectors = [attachProjector(hubProjector, chain.deployment)];
      return testIndexer({ db, publicClient, deployment: chain.deployment, projectors, ...extra });
    },
    /** The Hub's logs on the chain now that its ABI decodes (roles included), as tx hash/log index keys. */
    async hubLogKeys(): Promise<{ all: string[]; configuration: string[] }> {
      const logs = await publicClient.getLogs({ address: hub, fromBlock: BigInt(chain.deployment.startBlock) });
      const decoded = parseEventLogs({ abi: iHubAbi, logs });
      const key = (log: (typeof decoded)[number]) => `${log.transactionHash}/${log.logIndex}`;
      return {
        all: decoded.map(key).sort(),
        configuration: decoded.filter((log) => HUB_CONFIG_EVENTS.has(log.eventName)).map(key).sort(),
      };
    },
    /** What the Hub answers now for each of these assets. */
    async hubWhitelists(assets: Address[]) {
      const read = (functionName: "isCollateralToken" | "isLoanToken" | "isNftCollection") =>
        Promise.all(assets.map((asset) => publicClient.readContract({ address: hub, abi: iHubAbi, functionName, args: [asset] })));
      const [collateral, loan, nft] = await Promise.all([read("isCollateralToken"), read("isLoanToken"), read("isNftCollection")]);
      const listed = (flags: boolean[]) => assets.filter((_, index) => flags[index]).map((asset) => getAddress(asset));
      return { collateral: listed(collateral), loan: listed(loan), nft: listed(nft) };
    },
    async close(): Promise<void> {
      for (const { handle, drop } of databases) {
        await handle.close();
        await drop();
      }
      await chain.anvil.stop();
    },
  };
}

export type SpineFixture = Awaited<ReturnType<typeof startSpineFixture>>;

/** Steps the indexer until it has nothing left to do; answers the outcomes. */
export async function catchUp(indexer: ChainIndexer): Promise<string[]> {
  const outcomes: string[] = [];
  for (;;) {
    const outcome = await indexer.step();
    outcomes.push(outcome);
    if (outcome === "caught-up" || outcome === "standby") return outcomes;
  }
}
