/**
 * Deploys the OpenPawn protocol on a development or test chain with viem, from forge's artifacts:
 * DFY, ERC-20 stand-ins (USDT, BUSD, WBNB, ETH), a dev price feed per token, the Hub configured with
 * the feeds, the whitelists and the deployer's roles, Reputation, the lending core (PawnLending) and
 * the pawnshop (PawnShop) and the signed-offer book (SignedOffers) registered in the Hub and allowed to
 * open loans (the core set as Reputation's lending core, the shop allowed to record its package points), the NFT factory and market registered in the Hub, and a demo ERC-721
 * and ERC-1155 collection on the NFT whitelist; then the Admin of the Hub and of DFY is handed to a HubTimelock
 * (decision 0034). Used by deploy-cli.ts, the local stack and the bench.
 * The steps shared with a real network's deployment (deploy-network.ts) are exported below it.
 */
import type { Deployment } from "@openpawn/chain/deployment";
import { HUB_ROLES } from "@openpawn/chain/hub-roles";
import {
  devPriceFeedAbi,
  dfyTokenAbi,
  hubAbi,
  hubTimelockAbi,
  lendingLensAbi,
  lendingRulesAbi,
  nftFactoryAbi,
  nftMarketAbi,
  pawnLendingAbi,
  pawnShopAbi,
  reputationAbi,
  signedOffersAbi,
  testNft1155Abi,
  testNft721Abi,
  testTokenAbi,
} from "@openpawn/chain/generated/abis";
import {
  type Abi,
  type Account,
  type Address,
  type ContractConstructorArgs,
  type EncodeDeployDataParameters,
  type Chain,
  type Hash,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
  getAddress,
  keccak256,
  parseUnits,
  toHex,
  zeroAddress,
  zeroHash,
  encodeDeployData,
} from "viem";
import { KNOWN_TEST_CHAIN_ID, PRODUCTION_CHAIN_ID } from "@openpawn/shared/constants";
import {
  DEV_HEARTBEAT_SECONDS,
  DFY_TOKEN,
  type DevToken,
  NATIVE_COIN,
  PRICE_FEED_DECIMALS,
  TEST_TOKENS,
} from "./dev-tokens.ts";
import { type DemoAccounts, seedDemoPositions } from "./seed-demo.ts";
import { DEFAULT_ARTIFACTS_DIR, deployedAddress, readBytecode, waitForSuccess } from "./transactions.ts";

const BSC_CHAIN_ID = 56;

/** A wallet client with an account; its chain may be left out (viem then asks the node). */
export type DeployerWalletClient = WalletClient<Transport, Chain | undefined, Account>;

export interface DeployProtocolOptions {
  /** Signs and pays for every transaction. The deployer is the Hub's operator, evaluator and pauser, the fee
   * wallet, the DFY minter, the test tokens' owner and the dev feeds' updater; it is the Admin while deploying,
   * then proposes, executes and cancels the Admin's calls through the HubTimelock. */
  walletClient: DeployerWalletClient;
  publicClient: PublicClient;
  /** forge's output folder; contracts/out by default. */
  artifactsDir?: string;
  /** The timelock's delay in seconds; by default ADMIN_DELAY_SECONDS, else the chain's (see adminDelaySeconds). */
  adminDelaySeconds?: number;
  seed?: {
    /** Accounts that receive DFY and every test token. */
    accounts: Address[];
    /** Two of those accounts, able to sign, that open the demo positions (see seed-demo.ts). */
    demo?: DemoAccounts;
  };
}

/** The contracts deployProtocol deploys, under the names the Deployment lists them by. */
export interface ProtocolContracts {
  Hub: Address;
  /** Holds DEFAULT_ADMIN_ROLE of the Hub (and of DFY): every Admin call waits its delay (decision 0034). */
  HubTimelock: Address;
  DFY: Address;
  Reputation: Address;
  PawnLending: Address;
  PawnShop: Address;
  /** Lenders' offers signed off chain (EIP-712), accepted by the borrower. */
  SignedOffers: Address;
  LendingRules: Address;
  /** Every view of the lending core, read from its storage. */
  LendingLens: Address;
  /** Creates soft NFT collections (clones), each mint paying a fee in DFY. */
  NftFactory: Address;
  /** Fixed-price sales and auctions of NFTs. */
  NftMarket: Address;
  /** The dev ERC-721 collection, whitelisted as NFT collateral. */
  DemoNft721: Address;
  /** The dev ERC-1155 collection, whitelisted as NFT collateral. */
  DemoNft1155: Address;
}

/** A Deployment whose contracts are known to be the protocol's. */
export type ProtocolDeployment = Deployment & { contracts: ProtocolContracts };

/** The contracts deployed on a real network, whose tokens and collections already exist (the NFT factory and
 * market only where the network's configuration lists DFY, the mint fee's token). */
export type CoreContracts = Pick<
  ProtocolContracts,
  "Hub" | "HubTimelock" | "Reputation" | "LendingRules" | "LendingLens" | "PawnLending" | "PawnShop" | "SignedOffers"
> &
  Partial<Pick<ProtocolContracts, "NftFactory" | "NftMarket">>;

/** The Admin's delay on BNB Smart Chain and its testnet, unless ADMIN_DELAY_SECONDS says otherwise: two days. */
export const PUBLIC_ADMIN_DELAY_SECONDS = 172_800;

/** The shortest Admin delay deployments on those chains accept: a day for users to see a change and react. */
export const MIN_PUBLIC_ADMIN_DELAY_SECONDS = 86_400;

/** The Admin's delay elsewhere (the local chain) by default: a real wait, so that local flows and tests take the
 * production path (schedule, wait, execute), short enough to wait out or skip with evm_increaseTime. */
export const LOCAL_ADMIN_DELAY_SECONDS = 60;

/**
 * The HubTimelock's delay on `chainId`: `configured` (ADMIN_DELAY_SECONDS, or an option) or else the chain's default.
 * Refuses anything but a whole number of seconds, and less than MIN_PUBLIC_ADMIN_DELAY_SECONDS on BNB Smart Chain
 * or its testnet: no deployment there lets the Admin act sooner.
 */
export function adminDelaySeconds(chainId: number, configured: string | number | undefined): number {
  const publicChain = chainId === PRODUCTION_CHAIN_ID || chainId === KNOWN_TEST_CHAIN_ID;
  const fallback = publicChain ? PUBLIC_ADMIN_DELAY_SECONDS : LOCAL_ADMIN_DELAY_SECONDS;
  const delay = configured === undefined || configured === "" ? fallback : Number(configured);
  if (!Number.isSafeInteger(delay) || delay < 0) {
    throw new Error(`ADMIN_DELAY_SECONDS must be a whole number of seconds, not "${configured}"`);
  }
  if (publicChain && delay < MIN_PUBLIC_ADMIN_DELAY_SECONDS) {
    throw new Error(
      `Refusing an Admin delay of ${delay} s on chain ${chainId}: at least ${MIN_PUBLIC_ADMIN_DELAY_SECONDS} s ` +
        `(default ${PUBLIC_ADMIN_DELAY_SECONDS}), so that users see a change before it runs`,
    );
  }
  return delay;
}

/** The lending core's first settings (IPawnLending.Config; rates in percent x ZOOM = 100000), the
 * original's live settings. */
/** Reputation's minimum USD value (18 decimals, as the Hub prices) of a loan's starting debt for the loan to earn
 * points (decision 0035); the Admin changes it with Reputation.setMinLoanUsd, through the timelock. */
export const MIN_LOAN_USD = 50n * 10n ** 18n;

export const LENDING_CONFIG = {
  /** 20% of paid interest and penalty, and of liquidated collateral, to the fee wallet. */
  systemFee: 2_000_000,
  /** 150% of the interest unpaid at a due date becomes penalty. */
  penaltyRate: 15_000_000,
  /** 3% on principal repaid while more than one cycle remains. */
  prepaidFeeRate: 300_000,
  /** Three late cycles liquidate a loan. */
  lateThreshold: 3,
} as const;

/** The Hub registry key of a protocol contract: keccak256 of its name. */
export function contractKey(name: string): Hex {
  return keccak256(toHex(name));
}

/**
 * Every forge artifact deployProtocol deploys (its test keeps the list whole). A kept local chain whose record
 * holds other bytecode for any of them runs old code: see changedArtifacts.
 */
export const PROTOCOL_ARTIFACTS = [
  "DFYToken",
  "Hub",
  "HubTimelock",
  "Reputation",
  "TestToken",
  "DevPriceFeed",
  "LendingRules",
  "PawnLending",
  "LendingLens",
  "PawnShop",
  "SignedOffers",
  "NftFactory",
  "NftMarket",
  "TestNft721",
  "TestNft1155",
] as const;

/**
 * The protocol's artifacts whose creation bytecode in the build (`artifactsDir`) is not what `deployment` recorded
 * when it was deployed, or that it did not deploy at all: a changed contract, or a new one.
 */
export function changedArtifacts(deployment: Deployment, artifactsDir: string = DEFAULT_ARTIFACTS_DIR): string[] {
  const recorded = deployment.bytecodeHashes ?? {};
  return PROTOCOL_ARTIFACTS.filter((contract) => recorded[contract] !== keccak256(readBytecode(artifactsDir, contract)));
}

export async function deployProtocol(options: DeployProtocolOptions): Promise<ProtocolDeployment> {
  const { walletClient, publicClient, artifactsDir = DEFAULT_ARTIFACTS_DIR, seed } = options;
  const chainId = await publicClient.getChainId();
  assertDevChain(chainId);
  const delaySeconds = adminDelaySeconds(chainId, options.adminDelaySeconds ?? process.env.ADMIN_DELAY_SECONDS);
  const ctx = deployContext(walletClient, publicClient, artifactsDir);

  const dfyReceipt = await ctx.deploy("DFYToken", dfyTokenAbi, [ctx.deployer]);
  const dfy = deployedAddress(dfyReceipt);
  const { address: hub } = await deployHub(ctx, ctx.deployer);
  const reputation = await deployReputation(ctx, hub);
  const erc20s: DeployedErc20[] = [{ ...DFY_TOKEN, address: dfy, priceFeed: await deployPriceFeed(ctx, DFY_TOKEN) }];
  for (const token of TEST_TOKENS) {
    erc20s.push({ ...token, address: await deployTestToken(ctx, token), priceFeed: await deployPriceFeed(ctx, token) });
  }
  const nativeCoin: PricedToken = {
    ...NATIVE_COIN,
    address: zeroAddress,
    priceFeed: bySymbol(erc20s, NATIVE_COIN.priceFeedOf).priceFeed,
  };

  const listed = (token: PricedToken, loan: boolean) => ({
    ...token,
    heartbeat: DEV_HEARTBEAT_SECONDS,
    collateral: true,
    loan,
  });
  await configureTokens(ctx, hub, [...erc20s.map((token) => listed(token, true)), listed(nativeCoin, false)]);
  await registerContracts(ctx, hub, { DFY: dfy, Reputation: reputation });
  await grantDeployerRoles(ctx, hub, dfy);
  const lendingContracts = await deployLending(ctx, hub, reputation);
  const nftContracts = await deployNft(ctx, hub, dfy);
  const demoNfts = await deployDemoNfts(ctx, hub);
  // Locally the deployer is the Admin's wallet and the guardian too (it already holds PAUSER_ROLE).
  const handover = { admin: ctx.deployer, guardian: ctx.deployer, delaySeconds };
  const timelock = await handOverAdmin(ctx, { hub, dfy }, handover);
  for (const account of seed?.accounts ?? []) {
    await mintSeedBalances(ctx, account, erc20s);
  }

  const firstBlock = await publicClient.getBlock({ blockNumber: dfyReceipt.blockNumber });
  const deployment: ProtocolDeployment = {
    chainId,
    deployedAt: new Date(Number(firstBlock.timestamp) * 1000).toISOString(),
    startBlock: Number(dfyReceipt.blockNumber),
    contracts: {
      Hub: hub,
      HubTimelock: timelock,
      DFY: dfy,
      Reputation: reputation,
      ...lendingContracts,
      ...nftContracts,
      ...demoNfts,
    },
    bytecodeHashes: Object.fromEntries(ctx.deployedBytecode),
    adminDelaySeconds: delaySeconds,
    tokens: [...erc20s, nativeCoin].map(({ symbol, name, decimals, address, priceFeed }) => ({
      symbol,
      name,
      decimals,
      address,
      priceFeed,
    })),
  };
  if (seed?.demo) await seedDemoPositions(publicClient, ctx.chain, deployment, seed.demo, walletClient);
  return deployment;
}

/**
 * Re-posts every dev price feed's current answer, so each price is stamped with the current block time
 * and stays fresh when chain time moves forward (evm_increaseTime). The wallet must own the feeds.
 */
export async function refreshDevPrices(
  walletClient: DeployerWalletClient,
  publicClient: PublicClient,
  deployment: Deployment,
): Promise<void> {
  assertDevChain(deployment.chainId);
  const feeds = new Set(deployment.tokens.map((token) => getAddress(token.priceFeed)));
  for (const feed of feeds) {
    const contract = { address: feed, abi: devPriceFeedAbi } as const;
    const [, answer] = await publicClient.readContract({ ...contract, functionName: "latestRoundData" });
    const hash = await walletClient.writeContract({
      ...contract,
      chain: walletClient.chain ?? null,
      functionName: "updateAnswer",
      args: [answer],
    });
    await waitForSuccess(publicClient, hash);
  }
}

/** What every deployment step needs: the deployer's wallet, receipts, and forge's artifacts to deploy. */
export interface DeployContext {
  walletClient: DeployerWalletClient;
  publicClient: PublicClient;
  chain: Chain | null;
  deployer: Address;
  send(hash: Promise<Hash>): Promise<TransactionReceipt>;
  /** Deploys forge's artifact of `contract` with its constructor arguments; resolves to the receipt. */
  deploy<const abi extends Abi>(
    contract: string,
    abi: abi,
    args: ContractConstructorArgs<abi>,
  ): Promise<TransactionReceipt>;
  /** The artifacts deployed so far, each with its creation bytecode's keccak256. */
  deployedBytecode: Map<string, Hex>;
}

export function deployContext(
  walletClient: DeployerWalletClient,
  publicClient: PublicClient,
  artifactsDir: string = DEFAULT_ARTIFACTS_DIR,
): DeployContext {
  const deployedBytecode = new Map<string, Hex>();
  return {
    walletClient,
    publicClient,
    chain: walletClient.chain ?? null,
    deployer: walletClient.account.address,
    send: async (hash) => waitForSuccess(publicClient, await hash),
    deployedBytecode,
    deploy: async (contract, abi, args) => {
      const bytecode = readBytecode(artifactsDir, contract);
      deployedBytecode.set(contract, keccak256(bytecode));
      // viem cannot check constructor arguments against a generic ABI; DeployContext.deploy's signature does.
      const data = encodeDeployData({ abi, bytecode, args } as EncodeDeployDataParameters);
      return waitForSuccess(
        publicClient,
        await walletClient.sendTransaction({ chain: walletClient.chain ?? null, data }),
      );
    },
  };
}

/** A token as the Deployment lists it. */
export interface PricedToken {
  symbol: string;
  name: string;
  decimals: number;
  address: Address;
  priceFeed: Address;
}

type DeployedErc20 = DevToken & PricedToken;

/** A token as the Hub is configured with it: its feed's heartbeat and its whitelists. */
export interface ListedToken extends PricedToken {
  heartbeat: number;
  collateral: boolean;
  loan: boolean;
}

/** The Hub, with the deployer as Admin (until handed over) and the given fee wallet. */
export async function deployHub(
  ctx: DeployContext,
  feeWallet: Address,
): Promise<{ address: Address; blockNumber: bigint }> {
  const receipt = await ctx.deploy("Hub", hubAbi, [ctx.deployer, feeWallet]);
  return { address: deployedAddress(receipt), blockNumber: receipt.blockNumber };
}

/** Reputation reads its roles from the Hub, with MIN_LOAN_USD; nobody holds REPUTATION_WRITER_ROLE until the Admin
 * grants it, and no core reports loans until the Admin sets it (deployLending does both). */
export async function deployReputation(ctx: DeployContext, hub: Address): Promise<Address> {
  return deployedAddress(await ctx.deploy("Reputation", reputationAbi, [hub, MIN_LOAN_USD]));
}

async function deployTestToken(ctx: DeployContext, token: DevToken): Promise<Address> {
  const args = [token.name, token.symbol, token.decimals, ctx.deployer] as const;
  return deployedAddress(await ctx.deploy("TestToken", testTokenAbi, args));
}

async function deployPriceFeed(ctx: DeployContext, token: DevToken): Promise<Address> {
  const answer = parseUnits(token.usdPrice, PRICE_FEED_DECIMALS);
  const args = [`${token.symbol} / USD`, PRICE_FEED_DECIMALS, answer, ctx.deployer] as const;
  return deployedAddress(await ctx.deploy("DevPriceFeed", devPriceFeedAbi, args));
}

/** Each token's price feed and heartbeat, and the collateral and loan whitelists it is on. */
export async function configureTokens(ctx: DeployContext, hub: Address, tokens: ListedToken[]): Promise<void> {
  const hubContract = { chain: ctx.chain, address: hub, abi: hubAbi } as const;
  const write = ctx.walletClient.writeContract;
  for (const token of tokens) {
    const feedArgs = [token.address, token.priceFeed, token.heartbeat] as const;
    await ctx.send(write({ ...hubContract, functionName: "setPriceFeed", args: feedArgs }));
    if (token.collateral) {
      await ctx.send(write({ ...hubContract, functionName: "setCollateralToken", args: [token.address, true] }));
    }
    if (token.loan) {
      await ctx.send(write({ ...hubContract, functionName: "setLoanToken", args: [token.address, true] }));
    }
  }
}

/** Contracts in the Hub's registry, under contractKey(name). */
export async function registerContracts(
  ctx: DeployContext,
  hub: Address,
  contracts: Record<string, Address>,
): Promise<void> {
  for (const [name, address] of Object.entries(contracts)) {
    await ctx.send(
      ctx.walletClient.writeContract({
        chain: ctx.chain,
        address: hub,
        abi: hubAbi,
        functionName: "setContract",
        args: [contractKey(name), address],
      }),
    );
  }
}

/** Collections on the Hub's NFT collateral whitelist. */
export async function whitelistNftCollections(ctx: DeployContext, hub: Address, collections: Address[]): Promise<void> {
  for (const collection of collections) {
    await ctx.send(
      ctx.walletClient.writeContract({
        chain: ctx.chain,
        address: hub,
        abi: hubAbi,
        functionName: "setNftCollection",
        args: [collection, true],
      }),
    );
  }
}

/** The lending core with its rules and its lens, the pawnshop and the signed-offer book: registered in the Hub (for
 * discovery); the core set as Reputation's lending core (it alone reports loans, whose points Reputation applies), the
 * shop holding REPUTATION_WRITER_ROLE for its package cancel and reopen points; the shop and the book
 * LOAN_ORIGINATOR_ROLE so that they may open loans (and the shop escrow collateral for its callers) in the core. */
export async function deployLending(
  ctx: DeployContext,
  hub: Address,
  reputation: Address,
): Promise<Pick<ProtocolContracts, "LendingRules" | "LendingLens" | "PawnLending" | "PawnShop" | "SignedOffers">> {
  const rules = deployedAddress(await ctx.deploy("LendingRules", lendingRulesAbi, []));
  const lending = deployedAddress(
    await ctx.deploy("PawnLending", pawnLendingAbi, [hub, reputation, rules, LENDING_CONFIG]),
  );
  const lens = deployedAddress(await ctx.deploy("LendingLens", lendingLensAbi, [lending]));
  const shop = deployedAddress(await ctx.deploy("PawnShop", pawnShopAbi, [lending]));
  const signedOffers = deployedAddress(await ctx.deploy("SignedOffers", signedOffersAbi, [lending]));
  for (const originator of [shop, signedOffers]) await grantHubRole(ctx, hub, HUB_ROLES.loanOriginator, originator);

  const writerRole = await ctx.publicClient.readContract({
    address: reputation,
    abi: reputationAbi,
    functionName: "REPUTATION_WRITER_ROLE",
  });
  const contracts = { PawnLending: lending, PawnShop: shop, SignedOffers: signedOffers };
  await registerContracts(ctx, hub, contracts);
  await grantHubRole(ctx, hub, writerRole, shop);
  await ctx.send(
    ctx.walletClient.writeContract({
      chain: ctx.chain,
      address: reputation,
      abi: reputationAbi,
      functionName: "setLending",
      args: [lending],
    }),
  );
  return { LendingRules: rules, LendingLens: lens, ...contracts };
}

/** The NFT factory (it deploys its SoftNft721 and SoftNft1155 implementations itself; mint fees in `dfy`) and the
 * NFT market, registered in the Hub under contractKey("NftFactory") and contractKey("NftMarket"): the lending
 * rules find the factory there to accept its collections as NFT collateral. */
export async function deployNft(
  ctx: DeployContext,
  hub: Address,
  dfy: Address,
): Promise<Pick<ProtocolContracts, "NftFactory" | "NftMarket">> {
  const factory = deployedAddress(await ctx.deploy("NftFactory", nftFactoryAbi, [hub, dfy]));
  const market = deployedAddress(await ctx.deploy("NftMarket", nftMarketAbi, [hub]));
  const contracts = { NftFactory: factory, NftMarket: market };
  await registerContracts(ctx, hub, contracts);
  return contracts;
}

/** Who holds what around the Admin's timelock (decision 0034). */
export interface AdminHandover {
  /** Schedules and executes the Admin's calls (and may cancel them): the Admin's wallet, a multisig in production. */
  admin: Address;
  /** Cancels scheduled calls, nothing else, in the timelock (the Hub's PAUSER_ROLE is granted apart). */
  guardian: Address;
  /** The timelock's minimum delay. */
  delaySeconds: number;
}

/**
 * The last step of a deployment, once every setup call has run with the deployer as Admin: deploys the HubTimelock,
 * grants it DEFAULT_ADMIN_ROLE of the Hub (and of DFY, when ours), and only then does the deployer renounce its
 * own, so no contract is ever left without an Admin. From here every Admin call waits the delay. Returns the
 * timelock's address.
 */
export async function handOverAdmin(
  ctx: DeployContext,
  { hub, dfy }: { hub: Address; dfy?: Address },
  { admin, guardian, delaySeconds }: AdminHandover,
): Promise<Address> {
  const args = [BigInt(delaySeconds), [admin], [admin], [guardian]] as const;
  const timelock = deployedAddress(await ctx.deploy("HubTimelock", hubTimelockAbi, args));
  const hubContract = { chain: ctx.chain, address: hub, abi: hubAbi } as const;
  const dfyContract = dfy && ({ chain: ctx.chain, address: dfy, abi: dfyTokenAbi } as const);
  const write = ctx.walletClient.writeContract;
  // DEFAULT_ADMIN_ROLE is AccessControl's zero role in both contracts.
  const toTimelock = [zeroHash, timelock] as const;
  const fromDeployer = [zeroHash, ctx.deployer] as const;
  await ctx.send(write({ ...hubContract, functionName: "grantRole", args: toTimelock }));
  if (dfyContract) await ctx.send(write({ ...dfyContract, functionName: "grantRole", args: toTimelock }));
  await ctx.send(write({ ...hubContract, functionName: "renounceRole", args: fromDeployer }));
  if (dfyContract) await ctx.send(write({ ...dfyContract, functionName: "renounceRole", args: fromDeployer }));
  return timelock;
}

/** Gives `account` a role of the Hub (the deployer holds the Admin role while deploying). */
export async function grantHubRole(ctx: DeployContext, hub: Address, role: Hex, account: Address): Promise<void> {
  await ctx.send(
    ctx.walletClient.writeContract({ chain: ctx.chain, address: hub, abi: hubAbi, functionName: "grantRole", args: [role, account] }),
  );
}

/** A dev ERC-721 and ERC-1155 collection anyone can mint from, on the Hub's NFT collateral whitelist. */
async function deployDemoNfts(
  ctx: DeployContext,
  hub: Address,
): Promise<Pick<ProtocolContracts, "DemoNft721" | "DemoNft1155">> {
  const nft721 = deployedAddress(await ctx.deploy("TestNft721", testNft721Abi, ["OpenPawn Demo NFT", "OPDEMO"]));
  // No metadata server on a dev chain: an empty URI template.
  const nft1155 = deployedAddress(await ctx.deploy("TestNft1155", testNft1155Abi, [""]));
  await whitelistNftCollections(ctx, hub, [nft721, nft1155]);
  return { DemoNft721: nft721, DemoNft1155: nft1155 };
}

async function grantDeployerRoles(ctx: DeployContext, hub: Address, dfy: Address): Promise<void> {
  const hubContract = { chain: ctx.chain, address: hub, abi: hubAbi } as const;
  for (const role of ["OPERATOR_ROLE", "EVALUATOR_ROLE", "PAUSER_ROLE"] as const) {
    const roleId = await ctx.publicClient.readContract({ ...hubContract, functionName: role });
    await ctx.send(
      ctx.walletClient.writeContract({ ...hubContract, functionName: "grantRole", args: [roleId, ctx.deployer] }),
    );
  }
  const dfyContract = { chain: ctx.chain, address: dfy, abi: dfyTokenAbi } as const;
  const minterRole = await ctx.publicClient.readContract({ ...dfyContract, functionName: "MINTER_ROLE" });
  await ctx.send(
    ctx.walletClient.writeContract({ ...dfyContract, functionName: "grantRole", args: [minterRole, ctx.deployer] }),
  );
}

async function mintSeedBalances(ctx: DeployContext, account: Address, tokens: DeployedErc20[]): Promise<void> {
  for (const token of tokens) {
    const amount = parseUnits(token.seedAmount, token.decimals);
    // DFYToken and TestToken share the mint(address,uint256) signature.
    const mint = { chain: ctx.chain, address: token.address, abi: testTokenAbi, functionName: "mint" } as const;
    await ctx.send(ctx.walletClient.writeContract({ ...mint, args: [account, amount] }));
  }
}

function assertDevChain(chainId: number): void {
  if (chainId === BSC_CHAIN_ID) {
    throw new Error(
      "Refusing to deploy test tokens and dev price feeds on BNB Smart Chain (chain 56): " +
        "production token addresses and Chainlink feeds must be configured first.",
    );
  }
}

function bySymbol(tokens: PricedToken[], symbol: string): PricedToken {
  const token = tokens.find((candidate) => candidate.symbol === symbol);
  if (!token) throw new Error(`No deployed token ${symbol}`);
  return token;
}
