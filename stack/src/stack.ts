import path from "node:path";
import { mkdir } from "node:fs/promises";
import type { Deployment } from "@openpawn/chain/deployment";
import { LOCAL_CHAIN_ID } from "@openpawn/shared/constants";
import { startAnvil, type RunningAnvil } from "@openpawn/devchain/anvil";
import { devAccounts, keeperDevAccount, type DevAccount } from "@openpawn/devchain/dev-accounts";
import { deployAndRecord, keptDeployment, localChainClients, resumeChainClock, type LocalChainClients } from "./local-deployment.ts";
import { startApi, waitUntilReady, type RunningApi } from "./api-process.ts";
import { clearDataFolder, demoStateFile, deploymentFileOf, readDemoState, staleData, writeDemoState } from "./data-folder.ts";
import { demoP2pLender, seedDemoLenders } from "./demo-lenders.ts";
import { seedDemoNfts } from "./demo-nfts.ts";
import { assertPortsFree, stackPorts } from "./ports.ts";

export interface StackOptions {
  /** Port of the one origin serving web app and API. */
  port: number;
  host: string;
  dataDir: string;
  chainId: number;
  rpcPort: number;
  /** Extra environment for the API (DATABASE_URL, SUPPORT_EMAIL, ...; KEEPER_PRIVATE_KEY empty = no keeper). */
  apiEnv?: Record<string, string>;
  /** Stream the API's log to this terminal (the CLI); tests keep it quiet. */
  verbose?: boolean;
  /** Progress of a start: what it deploys, seeds or starts over, a line at a time. */
  log?: (line: string) => void;
  /** Aborting it stops whatever has started (Ctrl-C during start-up); startStack then rejects. */
  signal?: AbortSignal;
  /** How often dev price feeds are re-posted so they never go stale on the local chain. */
  priceRefreshMs?: number;
}

export interface RunningStack {
  url: string;
  rpcUrl: string;
  chainId: number;
  deployment: Deployment;
  freshDeployment: boolean;
  /** Why the kept data folder was not reused, and where it went, when it was not. */
  startedOver: string | null;
  accounts: DevAccount[];
  /** Signs the lending keeper's transactions (KEEPER_PRIVATE_KEY of the API); nobody imports it. */
  keeper: DevAccount;
  stop(): Promise<void>;
}

/**
 * Starts the whole product on embedded defaults: anvil (state kept in the data folder), the contracts (deployed
 * with demo positions of accounts 1 and 2 on a first start, reused on restart while the build has the same
 * bytecode), and the API serving the web app on one origin. A first start also makes the demo's lenders and NFT
 * market through the API (demo-lenders.ts, demo-nfts.ts); one stopped before the demo was whole, or a chain that
 * runs other code than the build, is started over (data-folder.ts).
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  if (options.chainId !== LOCAL_CHAIN_ID) {
    throw new Error(`the local stack runs the local chain (${LOCAL_CHAIN_ID}); for chain ${options.chainId} start the API alone`);
  }
  const apiEnv = { ...process.env, ...options.apiEnv };
  const catcherPort = apiEnv.SMTP_URL ? null : Number(apiEnv.SMTP_CATCHER_PORT ?? 2525);
  await assertPortsFree(stackPorts({ port: options.port, host: options.host, rpcPort: options.rpcPort, catcherPort }));

  const log = options.log ?? (() => {});
  const databaseServer = Boolean(apiEnv.DATABASE_URL);
  const notices: string[] = [];
  /** Deletes or keeps aside what cannot be reused, and says so. */
  const startOver = async (reason: string, keepAside: boolean) => {
    const aside = await clearDataFolder(options.dataDir, { keepAside, databaseServer });
    const notice = `Starting afresh: ${reason}${aside ? `; the previous data folder is kept in ${aside}` : ""}.`;
    notices.push(notice);
    log(notice);
  };
  await mkdir(options.dataDir, { recursive: true });
  const stale = await staleData(options.dataDir, options.chainId);
  if (stale) await startOver(stale.reason, stale.keepAside);

  const accounts = devAccounts();
  const [deployer, borrower, lender] = accounts;
  if (!deployer || !borrower || !lender) throw new Error("anvil's dev accounts are missing");
  const deploymentFile = deploymentFileOf(options.dataDir, options.chainId);
  const startChain = () =>
    startAnvil({ port: options.rpcPort, chainId: options.chainId, stateFile: path.join(options.dataDir, "anvil-state.json") });

  let anvil: RunningAnvil | undefined;
  let api: RunningApi | undefined;
  let priceTimer: NodeJS.Timeout | undefined;
  // Safe to call again: a child started while an earlier call ran (an abort during its start) is stopped too.
  const stop = async () => {
    clearInterval(priceTimer);
    await api?.stop();
    await anvil?.stop();
  };
  options.signal?.addEventListener("abort", () => void stop(), { once: true });
  /** Between steps: a stop asked for during start-up ends it there. */
  const going = () => options.signal?.throwIfAborted();

  try {
    anvil = await startChain();
    let chain: LocalChainClients = localChainClients(anvil.rpcUrl, { deployer, seedAccounts: accounts, demo: { borrower, lender } });
    await resumeChainClock(chain);
    let deployment = await keptDeployment(chain, deploymentFile);
    if (deployment === "missing code") {
      await anvil.stop();
      await startOver("the chain has lost the recorded contracts (its state was not saved)", true);
      anvil = await startChain();
      chain = localChainClients(anvil.rpcUrl, { deployer, seedAccounts: accounts, demo: { borrower, lender } });
      deployment = null;
    }
    going();
    const fresh = deployment === null;
    // A kept deployment whose demo state is gone (the file was deleted): nothing is being made.
    if (!fresh && (await readDemoState(options.dataDir)) === null) await writeDemoState(options.dataDir, "ready");
    if (deployment === null) {
      // Written first: a start stopped from here on is recognised as unfinished by the next one.
      await writeDemoState(options.dataDir, "seeding");
      log("Deploying the contracts and the demo's loans...");
      deployment = await deployAndRecord(chain, deploymentFile);
    }
    const recorded = deployment;
    await chain.refreshPrices(recorded);
    const keeper = keeperDevAccount();
    await chain.fund(keeper.address);
    priceTimer = setInterval(() => {
      chain.refreshPrices(recorded).catch((error: unknown) => console.error("price refresh failed:", error));
    }, options.priceRefreshMs ?? 60_000);
    going();

    api = await startApi(
      {
        PORT: String(options.port),
        HOST: options.host,
        DATA_DIR: options.dataDir,
        CHAIN_ID: String(options.chainId),
        RPC_URL: anvil.rpcUrl,
        DEPLOYMENT_FILE: deploymentFile,
        KEEPER_PRIVATE_KEY: keeper.privateKey,
        DEMO_STATE_FILE: demoStateFile(options.dataDir),
        // The local stack reads its mail in the built-in catcher (served to this machine only), unless SMTP_URL names a server.
        SMTP_CATCHER: "1",
        ...options.apiEnv,
      },
      { inheritOutput: options.verbose ?? false, signal: options.signal },
    );
    going();
    if ((await readDemoState(options.dataDir)) === "seeding") {
      log(`OpenPawn is up at ${api.url}; making the demo (about a minute: lenders, then the NFT market). /api/health says "demo": "being made" until it is done.`);
      const p2pLender = demoP2pLender();
      await seedDemoLenders({ url: api.url, rpcUrl: anvil.rpcUrl, deployment: recorded, accounts: { borrower, lender, p2pLender }, log });
      going();
      // The deployer holds the Hub's OPERATOR_ROLE on a local deployment: it approves the demo's auction.
      await seedDemoNfts({ url: api.url, rpcUrl: anvil.rpcUrl, deployment: recorded, accounts: { operator: deployer, borrower, lender, p2pLender }, log });
      await writeDemoState(options.dataDir, "ready");
      await waitUntilReady(api.url);
    }
    going();
    return {
      url: api.url,
      rpcUrl: anvil.rpcUrl,
      chainId: options.chainId,
      deployment: recorded,
      freshDeployment: fresh,
      startedOver: notices.length > 0 ? notices.join(" ") : null,
      accounts,
      keeper,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
