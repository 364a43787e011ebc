import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPublicClient, createTestClient, createWalletClient, http, type PublicClient, type TestClient } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { startAnvil, type RunningAnvil } from "@openpawn/devchain/anvil";
import { devAccount } from "@openpawn/devchain/dev-accounts";
import { freePort } from "@openpawn/devchain/free-port";
import { deployProtocol } from "@openpawn/contracts/deploy";
import type { Deployment } from "@openpawn/chain/deployment";

/** Dev accounts by role: the deployer owns the Hub and the dev price feeds; the demo seeds 1 and 2. */
export const DEV = { deployer: 0, borrower: 1, lender: 2 } as const;

export interface TestChain {
  anvil: RunningAnvil;
  deployment: Deployment;
  deploymentFile: string;
  publicClient: PublicClient;
  /** anvil's own calls: time, mining, snapshots, balances. */
  testClient: TestClient;
  /** A wallet signing as dev account `index` (see DEV). */
  walletOf(index: number): ReturnType<typeof devWallet>;
}

function devWallet(rpcUrl: string, index: number) {
  return createWalletClient({ account: privateKeyToAccount(devAccount(index).privateKey), transport: http(rpcUrl) });
}

/**
 * A real local chain with the protocol deployed, its deployment written where the API reads it. With
 * `demo`, dev accounts 1 (borrower) and 2 (lender) hold tokens and open the demo positions (seed-demo.ts).
 */
export async function startTestChain(chainId = 31337, { demo = false } = {}): Promise<TestChain> {
  const anvil = await startAnvil({ port: await freePort(), chainId });
  const transport = http(anvil.rpcUrl);
  const publicClient: PublicClient = createPublicClient({ transport });
  const walletOf = (index: number) => devWallet(anvil.rpcUrl, index);
  const [borrower, lender] = [walletOf(DEV.borrower).account, walletOf(DEV.lender).account];
  const seed = { accounts: [borrower.address, lender.address], demo: { borrower, lender } };
  const deployment = await deployProtocol({ walletClient: walletOf(DEV.deployer), publicClient, ...(demo ? { seed } : {}) });
  const deploymentFile = path.join(await mkdtemp(path.join(tmpdir(), "openpawn-deployment-")), `${chainId}.json`);
  await writeFile(deploymentFile, JSON.stringify(deployment));
  return { anvil, deployment, deploymentFile, publicClient, testClient: createTestClient({ mode: "anvil", transport }), walletOf };
}
