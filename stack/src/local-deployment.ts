import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createPublicClient, createTestClient, createWalletClient, http, parseEther, type Address, type PublicClient, type TestClient } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { Deployment } from "@openpawn/chain/deployment";
import { deployProtocol, refreshDevPrices } from "@openpawn/contracts/deploy";
import type { DevAccount } from "@openpawn/devchain/dev-accounts";
import { readDeployment } from "./data-folder.ts";

async function hasCode(client: PublicClient, deployment: Deployment): Promise<boolean> {
  const codes = await Promise.all(
    Object.values(deployment.contracts).map((address) => client.getCode({ address })),
  );
  return codes.every((code) => code !== undefined && code !== "0x");
}

/** Below this an account is topped up to ten times as much: thousands of settle and liquidate calls. */
const GAS_FLOAT = parseEther("10");

export interface LocalChainClients {
  publicClient: PublicClient;
  testClient: TestClient;
  deploy(): Promise<Deployment>;
  refreshPrices(deployment: Deployment): Promise<void>;
  /** Tops an account up with native coin for gas when it runs low (anvil funds only its first ten). */
  fund(address: Address): Promise<void>;
}

/** Who deploys, who gets the seed balances, and which two of them open the demo positions. */
export interface LocalAccounts {
  deployer: DevAccount;
  seedAccounts: DevAccount[];
  demo: { borrower: DevAccount; lender: DevAccount };
}

export function localChainClients(rpcUrl: string, { deployer, seedAccounts, demo }: LocalAccounts): LocalChainClients {
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ transport });
  const walletClient = createWalletClient({ account: privateKeyToAccount(deployer.privateKey), transport });
  const testClient = createTestClient({ mode: "anvil", transport });
  const seed = {
    accounts: seedAccounts.map((a) => a.address),
    demo: { borrower: privateKeyToAccount(demo.borrower.privateKey), lender: privateKeyToAccount(demo.lender.privateKey) },
  };
  return {
    publicClient,
    testClient,
    deploy: () => deployProtocol({ walletClient, publicClient, seed }),
    refreshPrices: (deployment) => refreshDevPrices(walletClient, publicClient, deployment),
    async fund(address) {
      if ((await publicClient.getBalance({ address })) < GAS_FLOAT) await testClient.setBalance({ address, value: GAS_FLOAT * 10n });
    },
  };
}

/**
 * The deployment recorded in `file` when the chain still has its code (a restart with kept chain state); null when
 * none is recorded; "missing code" when the chain lost it (its state file was deleted or not saved).
 */
export async function keptDeployment(chain: LocalChainClients, file: string): Promise<Deployment | null | "missing code"> {
  const existing = await readDeployment(file);
  if (!existing) return null;
  return (await hasCode(chain.publicClient, existing)) ? existing : "missing code";
}

/** Deploys the protocol with the demo's positions and records the deployment in `file`. */
export async function deployAndRecord(chain: LocalChainClients, file: string): Promise<Deployment> {
  const deployment = await chain.deploy();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(deployment, null, 2)}\n`);
  return deployment;
}

/** A restarted anvil forgets time moved with evm_increaseTime: keep block time monotonic from the last block. */
export async function resumeChainClock(chain: LocalChainClients): Promise<void> {
  const latest = await chain.publicClient.getBlock();
  const now = BigInt(Math.floor(Date.now() / 1000));
  if (latest.timestamp >= now) await chain.testClient.setNextBlockTimestamp({ timestamp: latest.timestamp + 1n });
}
