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
  testNft721Abi,
  testTokenAbi,
} from "@openpawn/chain/generated/abis";
import { type Deployment, deploymentSchema } from "@openpawn/chain/deployment";
import { HUB_ROLES } from "@openpawn/chain/hub-roles";
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type TestClient,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  numberToHex,
  parseUnits,
  zeroAddress,
  zeroHash,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningAnvil, startAnvil } from "@openpawn/devchain/anvil";
import { devAccounts } from "@openpawn/devchain/dev-accounts";
import { freePort } from "@openpawn/devchain/free-port";
import {
  type DeployerWalletClient,
  LENDING_CONFIG,
  LOCAL_ADMIN_DELAY_SECONDS,
  MIN_PUBLIC_ADMIN_DELAY_SECONDS,
  PROTOCOL_ARTIFACTS,
  PUBLIC_ADMIN_DELAY_SECONDS,
  adminDelaySeconds,
  type ProtocolDeployment,
  changedArtifacts,
  contractKey,
  deployProtocol,
  refreshDevPrices,
  MIN_LOAN_USD,
} from "./deploy.ts";
import { CollectionKind, ReputationReason } from "@openpawn/chain/generated/enums";
import {
  AssetKind,
  CollateralStatus,
  LoanStatus,
  OfferStatus,
  PackageStatus,
  PackageType,
  TimeUnit,
} from "./lending-types.ts";
import { DEFAULT_ARTIFACTS_DIR as ARTIFACTS_DIR } from "./transactions.ts";

const [deployerKeys, ...seedKeys] = devAccounts(3);
const DEPLOYER_PRIVATE_KEY = defined(deployerKeys, "dev account 0").privateKey;
const deployer = privateKeyToAccount(DEPLOYER_PRIVATE_KEY);
const seedAccounts = seedKeys.map((account) => account.address);

/** USD prices with 8 decimals, as the dev feeds start. */
const EXPECTED_PRICES: Record<string, bigint> = {
  DFY: 5_000_000n,
  USDT: 100_000_000n,
  BUSD: 100_000_000n,
  WBNB: 60_000_000_000n,
  ETH: 300_000_000_000n,
  BNB: 60_000_000_000n,
};
const EXPECTED_SEED: Record<string, string> = {
  DFY: "1000000",
  USDT: "1000000",
  BUSD: "1000000",
  WBNB: "1000",
  ETH: "200",
};

/** The main deployment's Admin delay: configured, not the default, and shorter than the dev feeds' heartbeat so
 * that prices stay fresh across the Admin calls the tests wait for. */
const ADMIN_DELAY = 120;

interface Chain {
  anvil: RunningAnvil;
  publicClient: PublicClient;
  walletClient: DeployerWalletClient;
  testClient: TestClient;
}

/** A fresh anvil with clients that name no chain, as the local stack and deploy-cli create them (bench.ts names one). */
async function startChain(chainId: number = foundry.id): Promise<Chain> {
  const anvil = await startAnvil({ port: await freePort(), chainId });
  const transport = http(anvil.rpcUrl);
  return {
    anvil,
    publicClient: createPublicClient({ transport }),
    walletClient: createWalletClient({ account: deployer, transport }),
    testClient: createTestClient({ mode: "anvil", transport }),
  };
}

let operations = 0n;

/** An Admin call (`data` to `target`) as the deployer, the Admin's wallet locally, makes it: scheduled in the
 * HubTimelock, anvil's clock moved past the delay, executed. */
async function asAdmin(chain: Chain, deployment: Deployment, target: Address, data: Hex): Promise<void> {
  const timelock = { address: contractAddress(deployment, "HubTimelock"), abi: hubTimelockAbi } as const;
  const delay = BigInt(defined(deployment.adminDelaySeconds, "the Admin's delay"));
  // A salt per operation: the timelock refuses to schedule again an operation it already ran.
  const operation = [target, 0n, data, zeroHash, numberToHex(++operations, { size: 32 })] as const;
  const send = async (hash: Promise<Hash>) =>
    expect((await chain.publicClient.waitForTransactionReceipt({ hash: await hash })).status).toBe("success");
  await send(
    chain.walletClient.writeContract({
      ...timelock,
      chain: null,
      functionName: "schedule",
      args: [...operation, delay],
    }),
  );
  await chain.testClient.increaseTime({ seconds: Number(delay) });
  await send(chain.walletClient.writeContract({ ...timelock, chain: null, functionName: "execute", args: operation }));
}

function defined<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}

function contractAddress(deployment: Deployment, name: string): Address {
  return getAddress(defined(deployment.contracts[name], `contract ${name}`));
}

function tokenBySymbol(deployment: Deployment, symbol: string) {
  return defined(
    deployment.tokens.find((candidate) => candidate.symbol === symbol),
    `token ${symbol}`,
  );
}

function erc20s(deployment: Deployment) {
  return deployment.tokens
    .filter((token) => token.address !== zeroAddress)
    .map((token) => ({ ...token, address: getAddress(token.address) }));
}

describe("deployProtocol on a dev chain", () => {
  let chain: Chain;
  let deployment: Deployment;
  let hub: Address;

  beforeAll(async () => {
    chain = await startChain();
    deployment = await deployProtocol({ ...chain, seed: { accounts: seedAccounts }, adminDelaySeconds: ADMIN_DELAY });
    hub = contractAddress(deployment, "Hub");
  });
  afterAll(() => chain?.anvil.stop());

  it("records the bytecode of every artifact it deployed, so a kept chain that runs other code is found", () => {
    expect(Object.keys(deployment.bytecodeHashes ?? {}).sort()).toEqual([...PROTOCOL_ARTIFACTS].sort());
    expect(changedArtifacts(deployment)).toEqual([]);

    // The build changes one contract: only it is reported; a record from before the hashes reports them all.
    const artifactsDir = mkdtempSync(join(tmpdir(), "openpawn-artifacts-"));
    for (const contract of PROTOCOL_ARTIFACTS) {
      cpSync(join(ARTIFACTS_DIR, `${contract}.sol`), join(artifactsDir, `${contract}.sol`), { recursive: true });
    }
    const marketFile = join(artifactsDir, "NftMarket.sol", "NftMarket.json");
    const market = JSON.parse(readFileSync(marketFile, "utf8")) as { bytecode: { object: string } };
    writeFileSync(marketFile, JSON.stringify({ ...market, bytecode: { object: `${market.bytecode.object}00` } }));
    expect(changedArtifacts(deployment, artifactsDir)).toEqual(["NftMarket"]);
    expect(changedArtifacts({ ...deployment, bytecodeHashes: undefined })).toEqual([...PROTOCOL_ARTIFACTS]);
  });

  it("returns a Deployment that the shared schema accepts, dated by its first block", async () => {
    expect(deploymentSchema.parse(deployment)).toEqual(deployment);
    expect(deployment.chainId).toBe(foundry.id);
    const block = await chain.publicClient.getBlock({ blockNumber: BigInt(deployment.startBlock) });
    expect(deployment.deployedAt).toBe(new Date(Number(block.timestamp) * 1000).toISOString());
    expect(Object.keys(deployment.contracts).sort()).toEqual([
      "DFY",
      "DemoNft1155",
      "DemoNft721",
      "Hub",
      "HubTimelock",
      "LendingLens",
      "LendingRules",
      "NftFactory",
      "NftMarket",
      "PawnLending",
      "PawnShop",
      "Reputation",
      "SignedOffers",
    ]);
    expect(deployment.adminDelaySeconds).toBe(ADMIN_DELAY);
  });

  it("lists DFY, the test tokens and the native coin", () => {
    expect(deployment.tokens.map((token) => token.symbol)).toEqual(["DFY", "USDT", "BUSD", "WBNB", "ETH", "BNB"]);
    const wbnb = tokenBySymbol(deployment, "WBNB");
    expect(tokenBySymbol(deployment, "BNB")).toMatchObject({
      address: zeroAddress,
      decimals: 18,
      priceFeed: wbnb.priceFeed,
    });
    expect(contractAddress(deployment, "DFY")).toBe(tokenBySymbol(deployment, "DFY").address);
  });

  it("puts code at every contract, token and price feed address", async () => {
    const addresses = [
      ...Object.values(deployment.contracts),
      ...erc20s(deployment).flatMap((t) => [t.address, t.priceFeed]),
    ];
    for (const address of addresses) {
      const code = await chain.publicClient.getCode({ address: getAddress(address) });
      expect(code?.length ?? 0, address).toBeGreaterThan(2);
    }
  });

  it("deploys each token with its listed name, symbol and decimals", async () => {
    for (const token of erc20s(deployment)) {
      const read = (functionName: "name" | "symbol" | "decimals") =>
        chain.publicClient.readContract({ address: token.address, abi: testTokenAbi, functionName });
      expect(await read("name")).toBe(token.name);
      expect(await read("symbol")).toBe(token.symbol);
      expect(await read("decimals")).toBe(token.decimals);
    }
  });

  it("gives the deployer the Operator, Evaluator and Pauser roles, the fee wallet and the DFY minter role", async () => {
    const read = chain.publicClient.readContract;
    for (const role of ["OPERATOR_ROLE", "EVALUATOR_ROLE", "PAUSER_ROLE"] as const) {
      const roleId = await read({ address: hub, abi: hubAbi, functionName: role });
      expect(
        await read({ address: hub, abi: hubAbi, functionName: "hasRole", args: [roleId, deployer.address] }),
        role,
      ).toBe(true);
    }
    expect(await read({ address: hub, abi: hubAbi, functionName: "feeWallet" })).toBe(deployer.address);
    const dfy = contractAddress(deployment, "DFY");
    const minterRole = await read({ address: dfy, abi: dfyTokenAbi, functionName: "MINTER_ROLE" });
    expect(
      await read({ address: dfy, abi: dfyTokenAbi, functionName: "hasRole", args: [minterRole, deployer.address] }),
    ).toBe(true);
  });

  it("hands the Admin of the Hub and of DFY to the HubTimelock with the configured delay: no account holds it", async () => {
    const read = chain.publicClient.readContract;
    const timelock = { address: contractAddress(deployment, "HubTimelock"), abi: hubTimelockAbi } as const;
    const dfy = contractAddress(deployment, "DFY");
    // [Hub, DFY]; DEFAULT_ADMIN_ROLE is AccessControl's zero role.
    const holdsAdmin = async (account: Address) => [
      await read({ address: hub, abi: hubAbi, functionName: "hasRole", args: [zeroHash, account] }),
      await read({ address: dfy, abi: dfyTokenAbi, functionName: "hasRole", args: [zeroHash, account] }),
    ];
    expect(await holdsAdmin(timelock.address)).toEqual([true, true]);
    expect(await holdsAdmin(deployer.address)).toEqual([false, false]);
    expect(await read({ ...timelock, functionName: "getMinDelay" })).toBe(BigInt(ADMIN_DELAY));

    // Locally the deployer is the Admin's wallet (proposer, executor) and the guardian (canceller); the timelock
    // alone administers the timelock.
    for (const role of ["PROPOSER_ROLE", "EXECUTOR_ROLE", "CANCELLER_ROLE", "DEFAULT_ADMIN_ROLE"] as const) {
      const roleId = await read({ ...timelock, functionName: role });
      const held = await read({ ...timelock, functionName: "hasRole", args: [roleId, deployer.address] });
      expect(held, role).toBe(role !== "DEFAULT_ADMIN_ROLE");
    }

    const direct = chain.walletClient.writeContract({
      address: hub,
      abi: hubAbi,
      chain: null,
      functionName: "setLoanToken",
      args: [contractAddress(deployment, "DFY"), false],
    });
    await expect(direct).rejects.toThrow(/AccessControlUnauthorizedAccount/);
  });

  it("registers DFY in the Hub", async () => {
    const registered = await chain.publicClient.readContract({
      address: hub,
      abi: hubAbi,
      functionName: "getContract",
      args: [contractKey("DFY")],
    });
    expect(registered).toBe(deployment.contracts.DFY);
  });

  it("deploys Reputation on the Hub and registers it", async () => {
    const reputation = contractAddress(deployment, "Reputation");
    const code = await chain.publicClient.getCode({ address: reputation });
    expect(code?.length ?? 0).toBeGreaterThan(2);
    const read = chain.publicClient.readContract;
    expect(await read({ address: reputation, abi: reputationAbi, functionName: "hub" })).toBe(hub);
    expect(
      await read({ address: hub, abi: hubAbi, functionName: "getContract", args: [contractKey("Reputation")] }),
    ).toBe(reputation);
  });

  it("lets only REPUTATION_WRITER_ROLE record reputation, a role the Admin grants through the timelock", async () => {
    const reputation = { address: contractAddress(deployment, "Reputation"), abi: reputationAbi } as const;
    const wallet = defined(seedAccounts[0], "seed account");
    const lenderOfferCreated = ReputationReason.LenderOfferCreated; // lender +2
    const record = () =>
      chain.walletClient.writeContract({
        ...reputation,
        chain: null,
        functionName: "record",
        args: [wallet, lenderOfferCreated],
      });
    await expect(record()).rejects.toThrow(/AccessControlUnauthorizedAccount/);

    const writerRole = await chain.publicClient.readContract({ ...reputation, functionName: "REPUTATION_WRITER_ROLE" });
    const roleCall = (functionName: "grantRole" | "revokeRole") =>
      encodeFunctionData({ abi: hubAbi, functionName, args: [writerRole, deployer.address] });
    await asAdmin(chain, deployment, hub, roleCall("grantRole"));
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash: await record() });
    expect(receipt.status).toBe("success");
    expect(await chain.publicClient.readContract({ ...reputation, functionName: "scores", args: [wallet] })).toEqual([
      0n,
      2n,
    ]);

    await asAdmin(chain, deployment, hub, roleCall("revokeRole"));
  });

  it("deploys the lending core on the Hub and Reputation with the live settings, and the shop on the core", async () => {
    const core = { address: contractAddress(deployment, "PawnLending"), abi: pawnLendingAbi } as const;
    const read = chain.publicClient.readContract;
    expect(await read({ ...core, functionName: "hub" })).toBe(hub);
    expect(await read({ ...core, functionName: "reputation" })).toBe(contractAddress(deployment, "Reputation"));
    const lens = { address: contractAddress(deployment, "LendingLens"), abi: lendingLensAbi } as const;
    expect(await read({ ...lens, functionName: "core" })).toBe(core.address);
    const configId = await read({ ...lens, functionName: "currentConfigId" });
    expect(await read({ ...lens, functionName: "config", args: [configId] })).toEqual(LENDING_CONFIG);
    const shop = contractAddress(deployment, "PawnShop");
    expect(await read({ address: shop, abi: pawnShopAbi, functionName: "lending" })).toBe(core.address);
  });

  it("registers PawnLending, PawnShop and SignedOffers in the Hub; the core reports loans, only the shop records", async () => {
    const read = chain.publicClient.readContract;
    const reputation = contractAddress(deployment, "Reputation");
    const writerRole = await read({ address: reputation, abi: reputationAbi, functionName: "REPUTATION_WRITER_ROLE" });
    const writers = { PawnLending: false, PawnShop: true, SignedOffers: false };
    for (const [name, writer] of Object.entries(writers)) {
      const address = contractAddress(deployment, name);
      expect(await read({ address: hub, abi: hubAbi, functionName: "getContract", args: [contractKey(name)] })).toBe(
        address,
      );
      expect(
        await read({ address: hub, abi: hubAbi, functionName: "hasRole", args: [writerRole, address] }),
        name,
      ).toBe(writer);
    }
    expect(await read({ address: reputation, abi: reputationAbi, functionName: "lending" })).toBe(
      contractAddress(deployment, "PawnLending"),
    );
    expect(await read({ address: reputation, abi: reputationAbi, functionName: "minLoanUsd" })).toBe(MIN_LOAN_USD);
  });

  it("names the Hub's roles as the Hub does, for the API's role checks", async () => {
    const read = (functionName: "DEFAULT_ADMIN_ROLE" | "OPERATOR_ROLE" | "EVALUATOR_ROLE" | "PAUSER_ROLE") =>
      chain.publicClient.readContract({ address: hub, abi: hubAbi, functionName });
    expect([await read("DEFAULT_ADMIN_ROLE"), await read("OPERATOR_ROLE"), await read("EVALUATOR_ROLE"), await read("PAUSER_ROLE")]).toEqual([
      HUB_ROLES.admin,
      HUB_ROLES.operator,
      HUB_ROLES.evaluator,
      HUB_ROLES.pauser,
    ]);
    const reputation = contractAddress(deployment, "Reputation");
    expect(await chain.publicClient.readContract({ address: reputation, abi: reputationAbi, functionName: "REPUTATION_WRITER_ROLE" })).toBe(HUB_ROLES.reputationWriter);
  });

  it("lets only the shop and the signed-offer book open loans in the core (LOAN_ORIGINATOR_ROLE)", async () => {
    const hasOriginatorRole = (name: string) =>
      chain.publicClient.readContract({
        address: hub,
        abi: hubAbi,
        functionName: "hasRole",
        args: [HUB_ROLES.loanOriginator, contractAddress(deployment, name)],
      });
    expect(await hasOriginatorRole("PawnShop")).toBe(true);
    expect(await hasOriginatorRole("SignedOffers")).toBe(true);
    expect(await hasOriginatorRole("PawnLending")).toBe(false);
    const rules = await chain.publicClient.readContract({
      address: contractAddress(deployment, "PawnLending"),
      abi: pawnLendingAbi,
      functionName: "rules",
    });
    expect(rules).toBe(contractAddress(deployment, "LendingRules"));
  });

  it("deploys the NFT factory (10 DFY a mint) and market (2.5%) on the Hub and registers both", async () => {
    const read = chain.publicClient.readContract;
    const factory = { address: contractAddress(deployment, "NftFactory"), abi: nftFactoryAbi } as const;
    const market = { address: contractAddress(deployment, "NftMarket"), abi: nftMarketAbi } as const;
    expect(await read({ ...factory, functionName: "hub" })).toBe(hub);
    expect(await read({ ...factory, functionName: "dfy" })).toBe(contractAddress(deployment, "DFY"));
    expect(await read({ ...factory, functionName: "mintFee" })).toBe(parseUnits("10", 18));
    expect(await read({ ...market, functionName: "hub" })).toBe(hub);
    expect(await read({ ...market, functionName: "feeBps" })).toBe(250n);
    for (const name of ["NftFactory", "NftMarket"]) {
      expect(
        await read({ address: hub, abi: hubAbi, functionName: "getContract", args: [contractKey(name)] }),
        name,
      ).toBe(contractAddress(deployment, name));
    }
    for (const implementation of ["implementation721", "implementation1155"] as const) {
      const address = await read({ ...factory, functionName: implementation });
      expect((await chain.publicClient.getCode({ address }))?.length ?? 0, implementation).toBeGreaterThan(2);
    }
  });

  it("accepts a factory collection as NFT collateral without the whitelist, and no other collection", async () => {
    const read = chain.publicClient.readContract;
    const write = chain.walletClient.writeContract;
    const factory = { address: contractAddress(deployment, "NftFactory"), abi: nftFactoryAbi } as const;
    const create = {
      ...factory,
      functionName: "createCollection",
      args: [CollectionKind.ERC721, "Soft", "SOFT", ""],
    } as const;
    const { result: collection } = await chain.publicClient.simulateContract({ ...create, account: deployer });
    await chain.publicClient.waitForTransactionReceipt({ hash: await write({ ...create, chain: null }) });
    const rules = { address: contractAddress(deployment, "LendingRules"), abi: lendingRulesAbi } as const;
    const params = (token: Address) => ({
      kind: AssetKind.ERC721,
      token,
      tokenId: 1n,
      amount: 1n,
      loanToken: tokenBySymbol(deployment, "USDT").address,
      durationQty: 4,
      durationUnit: TimeUnit.Week,
    });
    await read({ ...rules, functionName: "checkCollateral", args: [hub, params(collection), 0n] });
    expect(await read({ address: hub, abi: hubAbi, functionName: "isNftCollection", args: [collection] })).toBe(false);
    const foreign = contractAddress(deployment, "DFY");
    await expect(read({ ...rules, functionName: "checkCollateral", args: [hub, params(foreign), 0n] })).rejects.toThrow(
      /NftCollectionNotWhitelisted/,
    );
  });

  it("whitelists the demo ERC-721 and ERC-1155 collections as NFT collateral", async () => {
    for (const name of ["DemoNft721", "DemoNft1155"]) {
      const collection = contractAddress(deployment, name);
      const read = (functionName: "isNftCollection" | "isCollateralToken") =>
        chain.publicClient.readContract({ address: hub, abi: hubAbi, functionName, args: [collection] });
      expect(await read("isNftCollection"), name).toBe(true);
      expect(await read("isCollateralToken"), name).toBe(false);
    }
  });

  it("opens no demo positions without demo accounts", async () => {
    const lens = { address: contractAddress(deployment, "LendingLens"), abi: lendingLensAbi } as const;
    const first = await chain.publicClient.readContract({ ...lens, functionName: "collateral", args: [1n] });
    expect(first.status).toBe(CollateralStatus.None);
  });

  it("whitelists every token as collateral and every ERC-20 as a loan token", async () => {
    for (const token of deployment.tokens) {
      const address = getAddress(token.address);
      const read = (functionName: "isCollateralToken" | "isLoanToken") =>
        chain.publicClient.readContract({ address: hub, abi: hubAbi, functionName, args: [address] });
      expect(await read("isCollateralToken"), token.symbol).toBe(true);
      expect(await read("isLoanToken"), token.symbol).toBe(address !== zeroAddress);
    }
  });

  it("prices every token through the Hub with 8 decimals", async () => {
    for (const token of deployment.tokens) {
      const price = await chain.publicClient.readContract({
        address: hub,
        abi: hubAbi,
        functionName: "getPrice",
        args: [getAddress(token.address)],
      });
      expect(price, token.symbol).toEqual([EXPECTED_PRICES[token.symbol], 8]);
    }
  });

  it("mints every seed account its balance of each token", async () => {
    for (const account of seedAccounts) {
      for (const token of erc20s(deployment)) {
        const balance = await chain.publicClient.readContract({
          address: token.address,
          abi: testTokenAbi,
          functionName: "balanceOf",
          args: [account],
        });
        expect(balance, `${token.symbol} of ${account}`).toBe(
          parseUnits(defined(EXPECTED_SEED[token.symbol], token.symbol), token.decimals),
        );
      }
    }
  });

  it("deploy-cli writes the deployment to DEPLOYMENT_OUT, with the timelock's delay of ADMIN_DELAY_SECONDS", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "openpawn-deploy-")), "deployment.json");
    const { stdout } = await runCli({
      RPC_URL: chain.anvil.rpcUrl,
      DEPLOYER_PRIVATE_KEY,
      DEPLOYMENT_OUT: out,
      ADMIN_DELAY_SECONDS: "90",
    });
    const written = deploymentSchema.parse(JSON.parse(readFileSync(out, "utf8")));
    expect(written.chainId).toBe(foundry.id);
    expect(written.tokens.map((token) => token.symbol)).toEqual(["DFY", "USDT", "BUSD", "WBNB", "ETH", "BNB"]);
    expect(written.adminDelaySeconds).toBe(90);
    const minDelay = await chain.publicClient.readContract({
      address: contractAddress(written, "HubTimelock"),
      abi: hubTimelockAbi,
      functionName: "getMinDelay",
    });
    expect(minDelay).toBe(90n);
    expect(stdout).toContain(out);
  });
});

describe("deployProtocol with demo accounts", () => {
  const [borrower, lender] = seedKeys.map((account) => privateKeyToAccount(account.privateKey));
  let chain: Chain;
  let deployment: ProtocolDeployment;
  let core: { address: Address; abi: typeof pawnLendingAbi };

  beforeAll(async () => {
    chain = await startChain();
    deployment = await deployProtocol({
      ...chain,
      seed: {
        accounts: seedAccounts,
        demo: { borrower: defined(borrower, "borrower"), lender: defined(lender, "lender") },
      },
    });
    core = { address: deployment.contracts.PawnLending, abi: pawnLendingAbi };
  });
  afterAll(() => chain?.anvil.stop());

  const lens = () => ({ address: deployment.contracts.LendingLens, abi: lendingLensAbi }) as const;
  const readCollateral = (id: bigint) =>
    chain.publicClient.readContract({ ...lens(), functionName: "collateral", args: [id] });
  const readOfferStatus = (id: bigint) =>
    chain.publicClient.readContract({ ...lens(), functionName: "offerStatus", args: [id] });

  it("escrows the borrower's WBNB, BNB and demo NFT, each asking for USDT", async () => {
    const usdt = getAddress(tokenBySymbol(deployment, "USDT").address);
    const [wbnb, bnb, nft] = await Promise.all([1n, 2n, 3n].map(readCollateral));
    expect(wbnb).toMatchObject({
      borrower: borrower?.address,
      kind: AssetKind.ERC20,
      token: getAddress(tokenBySymbol(deployment, "WBNB").address),
      amount: parseUnits("10", 18),
      loanToken: usdt,
      status: CollateralStatus.Open,
    });
    expect(bnb).toMatchObject({ kind: AssetKind.Native, token: zeroAddress, loanToken: usdt });
    expect(nft).toMatchObject({
      kind: AssetKind.ERC721,
      token: deployment.contracts.DemoNft721,
      amount: 1n,
      loanToken: usdt,
      status: CollateralStatus.Open,
    });
    const nftOwner = await chain.publicClient.readContract({
      address: deployment.contracts.DemoNft721,
      abi: testNft721Abi,
      functionName: "ownerOf",
      args: [nft?.tokenId ?? 0n],
    });
    expect(nftOwner).toBe(core.address);
  });

  it("leaves two of the lender's offers open on the WBNB and a loan running on the BNB", async () => {
    expect(await readOfferStatus(1n)).toBe(OfferStatus.Open);
    expect(await readOfferStatus(2n)).toBe(OfferStatus.Open);
    expect(await readOfferStatus(3n)).toBe(OfferStatus.Accepted);
    const offer = await chain.publicClient.readContract({ ...lens(), functionName: "offer", args: [1n] });
    expect(offer).toMatchObject({ lender: lender?.address, collateralId: 1n });

    expect((await readCollateral(2n)).status).toBe(CollateralStatus.Contracted);
    const loan = await chain.publicClient.readContract({ ...lens(), functionName: "loan", args: [3n] });
    expect(loan).toMatchObject({ status: LoanStatus.Active, principal: parseUnits("1200", 18), cycle: 0 });
  });

  it("leaves a contract repaid in full, its ETH back with the borrower", async () => {
    expect((await readCollateral(4n)).status).toBe(CollateralStatus.Returned);
    const loan = await chain.publicClient.readContract({ ...lens(), functionName: "loan", args: [4n] });
    expect(loan).toMatchObject({ status: LoanStatus.Completed, principal: 0n, interestOwed: 0n });
  });

  it("leaves one loan near liquidation: its debt at 90% or more of the limit, but under it", async () => {
    const loan = await chain.publicClient.readContract({ ...lens(), functionName: "loan", args: [5n] });
    expect(loan.status).toBe(LoanStatus.Active);
    const [debtUsd, , limitUsd] = await chain.publicClient.readContract({
      ...lens(),
      functionName: "loanToValue",
      args: [5n],
    });
    expect(debtUsd * 10n).toBeGreaterThanOrEqual(limitUsd * 9n);
    expect(debtUsd).toBeLessThan(limitUsd);
  });

  it("publishes the lender's AUTO package lending USDT on WBNB", async () => {
    const shop = { address: deployment.contracts.PawnShop, abi: pawnShopAbi } as const;
    const read = chain.publicClient.readContract;
    expect(await read({ ...shop, functionName: "packageOf", args: [1n] })).toMatchObject({
      owner: lender?.address,
      packageType: PackageType.Auto,
      status: PackageStatus.Open,
      loanToken: getAddress(tokenBySymbol(deployment, "USDT").address),
    });
    const wbnb = getAddress(tokenBySymbol(deployment, "WBNB").address);
    expect(await read({ ...shop, functionName: "accepts", args: [1n, wbnb] })).toBe(true);
  });
});

describe("refreshDevPrices", () => {
  let chain: Chain;
  afterAll(() => chain?.anvil.stop());

  it("makes prices fresh again after chain time moves past the heartbeat", async () => {
    chain = await startChain();
    const deployment = await deployProtocol(chain);
    const hub = contractAddress(deployment, "Hub");
    const readPrice = (token: string) =>
      chain.publicClient.readContract({
        address: hub,
        abi: hubAbi,
        functionName: "getPrice",
        args: [getAddress(token)],
      });
    const testClient = createTestClient({ chain: foundry, mode: "anvil", transport: http(chain.anvil.rpcUrl) });

    await testClient.increaseTime({ seconds: 3601 });
    await testClient.mine({ blocks: 1 });
    for (const token of deployment.tokens) {
      await expect(readPrice(token.address), token.symbol).rejects.toThrow(/StalePrice/);
    }

    await refreshDevPrices(chain.walletClient, chain.publicClient, deployment);

    for (const token of deployment.tokens) {
      expect(await readPrice(token.address), token.symbol).toEqual([EXPECTED_PRICES[token.symbol], 8]);
    }
    const feed = getAddress(tokenBySymbol(deployment, "DFY").priceFeed);
    const [roundId] = await chain.publicClient.readContract({
      address: feed,
      abi: devPriceFeedAbi,
      functionName: "latestRoundData",
    });
    expect(roundId).toBe(2n);
  });
});

describe("on BNB Smart Chain (56)", () => {
  let chain: Chain;
  beforeAll(async () => {
    chain = await startChain(56);
  });
  afterAll(() => chain?.anvil.stop());

  it("deployProtocol refuses to deploy test tokens", async () => {
    await expect(deployProtocol(chain)).rejects.toThrow(/chain 56.*production token addresses/);
    expect(await chain.publicClient.getTransactionCount({ address: deployer.address })).toBe(0);
  });

  it("refreshDevPrices refuses to touch the feeds", async () => {
    const deployment: Deployment = { chainId: 56, deployedAt: "", startBlock: 0, contracts: {}, tokens: [] };
    await expect(refreshDevPrices(chain.walletClient, chain.publicClient, deployment)).rejects.toThrow(/chain 56/);
  });
});

describe("adminDelaySeconds", () => {
  it("defaults to a minute locally and two days on BNB Smart Chain and its testnet", () => {
    expect(adminDelaySeconds(foundry.id, undefined)).toBe(LOCAL_ADMIN_DELAY_SECONDS);
    expect(adminDelaySeconds(foundry.id, "")).toBe(60);
    expect(adminDelaySeconds(56, undefined)).toBe(PUBLIC_ADMIN_DELAY_SECONDS);
    expect(adminDelaySeconds(97, "")).toBe(172_800);
  });

  it("takes the configured whole number of seconds, down to a day on chains 56 and 97", () => {
    expect(adminDelaySeconds(foundry.id, "0")).toBe(0);
    expect(adminDelaySeconds(foundry.id, 300)).toBe(300);
    expect(adminDelaySeconds(56, String(MIN_PUBLIC_ADMIN_DELAY_SECONDS))).toBe(86_400);
  });

  it("refuses less than a day on chains 56 and 97, and anything but whole seconds", () => {
    expect(() => adminDelaySeconds(56, "86399")).toThrow(/Admin delay of 86399 s on chain 56: at least 86400 s/);
    expect(() => adminDelaySeconds(97, 3600)).toThrow(/on chain 97: at least 86400 s/);
    for (const wrong of ["-1", "1.5", "two days"]) {
      expect(() => adminDelaySeconds(foundry.id, wrong), wrong).toThrow(/whole number of seconds/);
    }
  });
});

describe("deploy-cli", () => {
  it("refuses to run without DEPLOYER_PRIVATE_KEY", async () => {
    await expect(runCli({ RPC_URL: "http://127.0.0.1:9" })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("DEPLOYER_PRIVATE_KEY is required"),
    });
  });
});

function runCli(env: Record<string, string>) {
  const cli = fileURLToPath(new URL("./deploy-cli.ts", import.meta.url));
  const { DEPLOYER_PRIVATE_KEY: _inherited, ADMIN_DELAY_SECONDS: _delay, ...parentEnv } = process.env;
  return promisify(execFile)(process.execPath, ["--import", "tsx", cli], { env: { ...parentEnv, ...env } });
}
