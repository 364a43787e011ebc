import { inject } from "vitest";
import { createPublicClient, createTestClient, createWalletClient, http, parseEther, parseUnits, type Address, type PublicClient } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { testTokenAbi } from "@openpawn/chain/generated/abis";
import type { Deployment } from "@openpawn/chain/deployment";
import { mintTestTokenCall } from "@openpawn/chain/tokens/dev-token-calls";
import { refreshDevPrices } from "@openpawn/contracts/deploy";
import { devAccount } from "@openpawn/devchain/dev-accounts";
import { api } from "./create-user.ts";
import type { E2ESession } from "./session.ts";

/**
 * The stack's chain as browser tests move it: its clients, its clock (anvil's evm_increaseTime), the browsers'
 * clocks kept on the chain's, and dev accounts past the ten anvil funds, given gas and tokens.
 */

const transport = () => http(inject("rpcUrl"));
export const publicClient = (): PublicClient => createPublicClient({ transport: transport() });
const testClient = () => createTestClient({ mode: "anvil", transport: transport() });

export async function deploymentOf(baseUrl = inject("baseUrl")): Promise<Deployment> {
  return (await api<{ deployment: Deployment }>(baseUrl, "/config")).deployment;
}

export function tokenAddress(deployment: Deployment, symbol: string): Address {
  const token = deployment.tokens.find((candidate) => candidate.symbol === symbol);
  if (!token) throw new Error(`the deployment has no ${symbol}`);
  return token.address;
}

/** The chain's time now, in seconds: a block is mined first, so that the latest block carries it. */
export async function chainNow(): Promise<number> {
  await testClient().mine({ blocks: 1 });
  return Number((await publicClient().getBlock()).timestamp);
}

/**
 * Puts each browser's clock on the chain's (Playwright's clock, which keeps flowing): a page judges what is open
 * (an auction's bidding) by its own clock, and on a real network the chain's clock is the wall clock. Other browser
 * tests move the chain's clock by weeks, so a page follows it from its first load.
 */
export async function followChainClock(...sessions: E2ESession[]): Promise<void> {
  const now = (await chainNow()) * 1000;
  await Promise.all(sessions.map((session) => session.browser.context.clock.setSystemTime(now)));
}

/** Moves the chain's clock on by `seconds` (a block is mined at the new time), and the browsers' with it. */
export async function passTime(seconds: number, ...sessions: E2ESession[]): Promise<void> {
  await testClient().increaseTime({ seconds: Math.ceil(seconds) });
  await testClient().mine({ blocks: 1 });
  await followChainClock(...sessions);
}

const deployerWallet = () => createWalletClient({ account: privateKeyToAccount(devAccount(0).privateKey), transport: transport() });

/**
 * Posts fresh prices on the dev feeds as the stack's timer does (the deployer owns them): a test that moved the
 * chain's clock leaves prices that are not stale to the files after it.
 */
export async function postFreshPrices(): Promise<void> {
  await refreshDevPrices(deployerWallet(), publicClient(), await deploymentOf());
}

/**
 * Gives dev account `index` gas money (anvil's setBalance, as the stack funds its keeper) and, minted by the
 * deployer (the test tokens' owner), `tokens` whole units of each symbol it names that it holds less of.
 */
export async function fundDevAccount(index: number, tokens: Record<string, string>): Promise<void> {
  const { address } = devAccount(index);
  const client = publicClient();
  if ((await client.getBalance({ address })) < parseEther("10")) await testClient().setBalance({ address, value: parseEther("100") });
  const deployment = await deploymentOf();
  const deployer = deployerWallet();
  for (const [symbol, amount] of Object.entries(tokens)) {
    const token = tokenAddress(deployment, symbol);
    const wanted = parseUnits(amount, deployment.tokens.find((candidate) => candidate.symbol === symbol)?.decimals ?? 18);
    const held = await client.readContract({ address: token, abi: testTokenAbi, functionName: "balanceOf", args: [address] });
    if (held >= wanted) continue;
    const hash = await deployer.writeContract({ chain: null, address: token, ...mintTestTokenCall(address, wanted - held) });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`minting ${symbol} to dev account ${index} failed`);
  }
}
