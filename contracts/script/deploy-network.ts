/**
 * Deploys the protocol on a real network, whose tokens and Chainlink feeds already exist: Hub,
 * Reputation, PawnLending (LENDING_CONFIG), PawnShop and SignedOffers, the NFT factory and market (when the
 * configuration lists DFY, the token of the mint fee), the Hub configured from a network
 * configuration file (deployments/config/<chainId>.json), the core as Reputation's lending core (MIN_LOAN_USD the
 * minimum of a counting loan) and REPUTATION_WRITER_ROLE for the shop, PAUSER_ROLE for the configured guardian, then DEFAULT_ADMIN_ROLE handed from the deployer
 * to a HubTimelock (ADMIN_DELAY_SECONDS, two days by default, never under a day on chains 56 and 97) whose
 * proposer and executor is the configured admin and whose canceller is the guardian (decision 0034). No test
 * token, dev feed or demo data. Used by deploy-cli.ts when a configuration exists for the chain.
 */
import { hubAbi } from "@openpawn/chain/generated/abis";
import type { Deployment } from "@openpawn/chain/deployment";
import { readFileSync } from "node:fs";
import { type PublicClient, getAddress, zeroAddress } from "viem";
import { z } from "zod";
import {
  type DeployerWalletClient,
  type ListedToken,
  type CoreContracts,
  adminDelaySeconds,
  configureTokens,
  deployContext,
  deployHub,
  deployLending,
  deployNft,
  deployReputation,
  grantHubRole,
  handOverAdmin,
  registerContracts,
  whitelistNftCollections,
} from "./deploy.ts";

/** A deployed contract's address: placeholders and the zero address are refused. */
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, "must be a 0x-prefixed 20-byte address (replace the placeholder)")
  .refine((value) => !/^0x0{40}$/.test(value), "must not be the zero address")
  .transform((value) => getAddress(value));

const tokenSchema = z
  .object({
    symbol: z.string().min(1),
    name: z.string().min(1),
    decimals: z.number().int().min(0).max(255),
    /** The ERC-20's address, or "native" for the chain's coin (address zero in the Hub). */
    address: z.union([z.literal("native"), address], {
      error: 'must be "native" or a nonzero 0x-prefixed 20-byte address (replace the placeholder)',
    }),
    /** The token's Chainlink <token> / USD aggregator. */
    priceFeed: address,
    /** Seconds after which the feed's answer counts as stale (the feed's heartbeat). */
    heartbeatSeconds: z
      .number()
      .int()
      .positive()
      .max(2 ** 32 - 1),
    collateral: z.boolean(),
    loan: z.boolean(),
  })
  .refine((token) => !(token.address === "native" && token.loan), "the native coin cannot be a loan token");

export const networkConfigSchema = z.object({
  chainId: z.number().int().positive(),
  /** The Admin's wallet, e.g. a multisig: proposes and executes the Admin's calls through the HubTimelock, which
   * holds DEFAULT_ADMIN_ROLE (the deployer renounces it). */
  admin: address,
  /** Pauses the Hub at once (PAUSER_ROLE) and cancels the Admin's scheduled calls; can do nothing else. */
  guardian: address,
  feeWallet: address,
  tokens: z.array(tokenSchema).min(1),
  /** ERC-721 and ERC-1155 collections on the NFT collateral whitelist. */
  nftCollections: z.array(address).default([]),
});
export type NetworkConfig = z.infer<typeof networkConfigSchema>;

/** Reads and validates a network configuration file; the error names every wrong field. */
export function readNetworkConfig(file: string): NetworkConfig {
  const result = networkConfigSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!result.success) throw new Error(`Invalid network configuration ${file}:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** The configured token whose address the NFT factory charges mint fees in. */
const DFY_SYMBOL = "DFY";

export interface DeployNetworkOptions {
  walletClient: DeployerWalletClient;
  publicClient: PublicClient;
  config: NetworkConfig;
  /** forge's output folder; contracts/out by default. */
  artifactsDir?: string;
  /** The timelock's delay in seconds; by default ADMIN_DELAY_SECONDS, else two days (see adminDelaySeconds). */
  adminDelaySeconds?: number;
}

/** A Deployment of the protocol's own contracts on a real network. */
export type NetworkDeployment = Deployment & { contracts: CoreContracts };

export async function deployNetwork(options: DeployNetworkOptions): Promise<NetworkDeployment> {
  const { walletClient, publicClient, config } = options;
  const chainId = await publicClient.getChainId();
  if (chainId !== config.chainId) {
    throw new Error(`The configuration is for chain ${config.chainId} but the RPC serves chain ${chainId}`);
  }
  const delaySeconds = adminDelaySeconds(chainId, options.adminDelaySeconds ?? process.env.ADMIN_DELAY_SECONDS);
  const ctx = deployContext(walletClient, publicClient, options.artifactsDir);

  const { address: hub, blockNumber: startBlock } = await deployHub(ctx, config.feeWallet);
  const reputation = await deployReputation(ctx, hub);
  const tokens: ListedToken[] = config.tokens.map(({ address, heartbeatSeconds, ...token }) => ({
    ...token,
    address: address === "native" ? zeroAddress : address,
    heartbeat: heartbeatSeconds,
  }));
  await configureTokens(ctx, hub, tokens);
  await whitelistNftCollections(ctx, hub, config.nftCollections);
  await registerContracts(ctx, hub, { Reputation: reputation });
  const lendingContracts = await deployLending(ctx, hub, reputation);
  const dfy = tokens.find((token) => token.symbol === DFY_SYMBOL && token.address !== zeroAddress);
  const nftContracts = dfy ? await deployNft(ctx, hub, dfy.address) : {};
  const pauserRole = await publicClient.readContract({ address: hub, abi: hubAbi, functionName: "PAUSER_ROLE" });
  await grantHubRole(ctx, hub, pauserRole, config.guardian);
  // DFY already exists on the network, with an Admin of its own: only the Hub's is handed over.
  const timelock = await handOverAdmin(ctx, { hub }, { admin: config.admin, guardian: config.guardian, delaySeconds });

  const firstBlock = await publicClient.getBlock({ blockNumber: startBlock });
  return {
    chainId,
    deployedAt: new Date(Number(firstBlock.timestamp) * 1000).toISOString(),
    startBlock: Number(startBlock),
    contracts: { Hub: hub, HubTimelock: timelock, Reputation: reputation, ...lendingContracts, ...nftContracts },
    adminDelaySeconds: delaySeconds,
    tokens: tokens.map(({ symbol, name, decimals, address, priceFeed }) => ({
      symbol,
      name,
      decimals,
      address,
      priceFeed,
    })),
  };
}
