import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPublicClient, createWalletClient, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { startAnvil, type RunningAnvil } from "@openpawn/devchain/anvil";
import { devAccounts } from "@openpawn/devchain/dev-accounts";
import { freePort } from "@openpawn/devchain/free-port";
import { deployProtocol } from "@openpawn/contracts/deploy";
import type { Deployment } from "@openpawn/chain/deployment";

export interface TestChain {
  anvil: RunningAnvil;
  deployment: Deployment;
  deploymentFile: string;
}

/**
 * A real local chain with the protocol deployed, its deployment written where the API reads it. With
 * `demo`, dev accounts 1 (borrower) and 2 (lender) hold tokens and open the demo positions (seed-demo.ts).
 */
export async function startTestChain(chainId = 31337, { demo = false } = {}): Promise<TestChain> {
  const anvil = await startAnvil({ port: await freePort(), chainId });
  const [deployer, borrower, lender] = devAccounts(3);
  if (!deployer || !borrower || !lender) throw new Error("no dev account");
  const transport = http(anvil.rpcUrl);
  const seed = {
    accounts: [borrower.address, lender.address],
    demo: { borrower: privateKeyToAccount(borrower.privateKey), lender: privateKeyToAccount(lender.privateKey) },
  };
  const deployment = await deployProtocol({
    walletClient: createWalletClient({ account: privateKeyToAccount(deployer.privateKey), transport }),
    publicClient: createPublicClient({ transport }),
    ...(demo ? { seed } : {}),
  });
  const deploymentFile = path.join(await mkdtemp(path.join(tmpdir(), "openpawn-deployment-")), `${chainId}.json`);
  await writeFile(deploymentFile, JSON.stringify(deployment));
  return { anvil, deployment, deploymentFile };
}
