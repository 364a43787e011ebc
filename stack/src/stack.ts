import path from "node:path";
import { mkdir } from "node:fs/promises";
import type { Deployment } from "@openpawn/chain/deployment";
import { LOCAL_CHAIN_ID } from "@openpawn/shared/constants";
import { startAnvil, type RunningAnvil } from "@openpawn/devchain/anvil";
import { devAccounts, keeperDevAccount, type DevAccount } from "@openpawn/devchain/dev-accounts";
import { ensureDeployed, localChainClients, resumeChainClock } from "./local-deployment.ts";
import { startApi, type RunningApi } from "./api-process.ts";
import { demoP2pLender, seedDemoLenders } from "./demo-lenders.ts";
import { seedDemoNfts } from "./demo-nfts.ts";

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
  /** How often dev price feeds are re-posted so they never go stale on the local chain. */
  priceRefreshMs?: number;
}

export interface RunningStack {
  url: string;
  rpcUrl: string;
  chainId: number;
  deployment: Deployment;
  freshDeployment: boolean;
  accounts: DevAccount[];
  /** Signs the lending keeper's transactions (KEEPER_PRIVATE_KEY of the API); nobody imports it. */
  keeper: DevAccount;
  stop(): Promise<void>;
}

/**
 * Starts the whole product on embedded defaults: anvil (state kept in the data folder), the contracts
 * (deployed once with demo positions of accounts 1 and 2, reused on restart), and the API serving the
 * web app on one origin. A fresh deployment also gets the demo's lenders and NFT market, through the API
 * (demo-lenders.ts, demo-nfts.ts).
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  if (options.chainId !== LOCAL_CHAIN_ID) {
    throw new Error(`the local stack runs the local chain (${LOCAL_CHAIN_ID}); for chain ${options.chainId} start the API alone`);
  }
  await mkdir(options.dataDir, { recursive: true });
  const accounts = devAccounts();
  const [deployer, borrower, lender] = accounts;
  if (!deployer || !borrower || !lender) throw new Error("anvil's dev accounts are missing");

  const anvil: RunningAnvil = await startAnvil({
    port: options.rpcPort,
    chainId: options.chainId,
    stateFile: path.join(options.dataDir, "anvil-state.json"),
  });
  let api: RunningApi | undefined;
  let priceTimer: NodeJS.Timeout | undefined;
  const stop = async () => {
    clearInterval(priceTimer);
    await api?.stop();
    await anvil.stop();
  };

  try {
    const chain = localChainClients(anvil.rpcUrl, { deployer, seedAccounts: accounts, demo: { borrower, lender } });
    await resumeChainClock(chain);
    const deploymentFile = path.join(options.dataDir, "deployments", `${options.chainId}.json`);
    const { deployment, fresh } = await ensureDeployed(chain, deploymentFile);
    await chain.refreshPrices(deployment);
    const keeper = keeperDevAccount();
    await chain.fund(keeper.address);
    priceTimer = setInterval(() => {
      chain.refreshPrices(deployment).catch((error: unknown) => console.error("price refresh failed:", error));
    }, options.priceRefreshMs ?? 60_000);

    api = await startApi(
      {
        PORT: String(options.port),
        HOST: options.host,
        DATA_DIR: options.dataDir,
        CHAIN_ID: String(options.chainId),
        RPC_URL: anvil.rpcUrl,
        DEPLOYMENT_FILE: deploymentFile,
        KEEPER_PRIVATE_KEY: keeper.privateKey,
        ...options.apiEnv,
      },
      { inheritOutput: options.verbose ?? false },
    );
    // Only with the contracts just deployed: a restart keeps both the chain and the database it seeded.
    if (fresh) {
      const log = options.verbose ? (line: string) => console.log(line) : () => {};
      const p2pLender = demoP2pLender();
      await seedDemoLenders({ url: api.url, rpcUrl: anvil.rpcUrl, deployment, accounts: { borrower, lender, p2pLender }, log });
      // The deployer holds the Hub's OPERATOR_ROLE on a local deployment: it approves the demo's auction.
      await seedDemoNfts({ url: api.url, rpcUrl: anvil.rpcUrl, deployment, accounts: { operator: deployer, borrower, lender, p2pLender }, log });
    }
    return { url: api.url, rpcUrl: anvil.rpcUrl, chainId: options.chainId, deployment, freshDeployment: fresh, accounts, keeper, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
