/**
 * Deploys the protocol and writes the Deployment JSON.
 *   RPC_URL               the chain's JSON-RPC endpoint (default http://127.0.0.1:8545)
 *   DEPLOYER_PRIVATE_KEY  0x-prefixed private key of the deploying account (required)
 *   DEPLOYMENT_OUT        output file (default contracts/deployments/<chainId>.json)
 *   SEED_ACCOUNTS         optional comma-separated addresses that receive DFY and every test token
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Address, type Hex, createPublicClient, createWalletClient, getAddress, http, isHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { deployProtocol } from "./deploy.ts";

const rpcUrl = process.env.RPC_URL ?? "http://127.0.0.1:8545";
const privateKey = process.env.DEPLOYER_PRIVATE_KEY;

try {
  if (privateKey === undefined || !isHex(privateKey) || privateKey.length !== 66) {
    throw new Error("DEPLOYER_PRIVATE_KEY is required: the 0x-prefixed 32-byte private key of the deploying account");
  }
  const seedAccounts = process.env.SEED_ACCOUNTS?.split(",").map((account) => getAddress(account.trim()));
  const deployment = await deploy(rpcUrl, privateKey, seedAccounts);
  const defaultOut = fileURLToPath(new URL(`../deployments/${deployment.chainId}.json`, import.meta.url));
  const out = resolve(process.env.DEPLOYMENT_OUT ?? defaultOut);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(deployment, null, 2)}\n`);
  console.log(`Deployed on chain ${deployment.chainId}: Hub ${deployment.contracts.Hub}; wrote ${out}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

function deploy(url: string, key: Hex, seedAccounts: Address[] | undefined) {
  const transport = http(url);
  return deployProtocol({
    walletClient: createWalletClient({ account: privateKeyToAccount(key), transport }),
    publicClient: createPublicClient({ transport }),
    seed: seedAccounts && { accounts: seedAccounts },
  });
}
