/**
 * Deploys the protocol and writes the Deployment JSON.
 *   RPC_URL               the chain's JSON-RPC endpoint (default http://127.0.0.1:8545)
 *   DEPLOYER_PRIVATE_KEY  0x-prefixed private key of the deploying account (required)
 *   CONFIG_FILE           a network configuration (default contracts/deployments/config/<chainId>.json when
 *                         it exists): deploys the protocol's contracts only, on the configured tokens and
 *                         feeds (deploy-network.ts). Without one: a dev chain with test tokens (deploy.ts).
 *   DEPLOYMENT_OUT        output file (default contracts/deployments/<chainId>.json)
 *   SEED_ACCOUNTS         optional comma-separated addresses that receive DFY and every test token (dev only)
 *   ADMIN_DELAY_SECONDS   the HubTimelock's delay, which every Admin call waits (default 60 on a dev chain, 172800
 *                         on chains 56 and 97, which refuse less than 86400; see adminDelaySeconds in deploy.ts)
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Hex, createPublicClient, createWalletClient, getAddress, http, isHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { deployProtocol } from "./deploy.ts";
import { deployNetwork, readNetworkConfig } from "./deploy-network.ts";

const rpcUrl = process.env.RPC_URL ?? "http://127.0.0.1:8545";
const privateKey = process.env.DEPLOYER_PRIVATE_KEY;

try {
  if (privateKey === undefined || !isHex(privateKey) || privateKey.length !== 66) {
    throw new Error("DEPLOYER_PRIVATE_KEY is required: the 0x-prefixed 32-byte private key of the deploying account");
  }
  const deployment = await deploy(rpcUrl, privateKey);
  const out = resolve(process.env.DEPLOYMENT_OUT ?? deploymentsPath(`${deployment.chainId}.json`));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(deployment, null, 2)}\n`);
  console.log(`Deployed on chain ${deployment.chainId}: Hub ${deployment.contracts.Hub}; wrote ${out}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

async function deploy(url: string, key: Hex) {
  const transport = http(url);
  const walletClient = createWalletClient({ account: privateKeyToAccount(key), transport });
  const publicClient = createPublicClient({ transport });
  const chainId = await publicClient.getChainId();
  const configFile = process.env.CONFIG_FILE ?? deploymentsPath(`config/${chainId}.json`);
  if (process.env.CONFIG_FILE !== undefined || existsSync(configFile)) {
    const config = readNetworkConfig(resolve(configFile));
    console.log(`Deploying on chain ${chainId} with the network configuration ${configFile}`);
    return deployNetwork({ walletClient, publicClient, config });
  }
  const seedAccounts = process.env.SEED_ACCOUNTS?.split(",").map((account) => getAddress(account.trim()));
  return deployProtocol({ walletClient, publicClient, seed: seedAccounts && { accounts: seedAccounts } });
}

function deploymentsPath(file: string): string {
  return fileURLToPath(new URL(`../deployments/${file}`, import.meta.url));
}
