import {
  devPriceFeedAbi,
  dfyTokenAbi,
  hubAbi,
  hubTimelockAbi,
  lendingLensAbi,
  nftFactoryAbi,
  nftMarketAbi,
  pawnShopAbi,
  reputationAbi,
  testNft721Abi,
  testTokenAbi,
} from "@openpawn/chain/generated/abis";
import { deploymentSchema } from "@openpawn/chain/deployment";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  type Abi,
  type Address,
  type Hex,
  type PublicClient,
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  parseUnits,
  zeroAddress,
  zeroHash,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningAnvil, startAnvil } from "@openpawn/devchain/anvil";
import { devAccounts } from "@openpawn/devchain/dev-accounts";
import { freePort } from "@openpawn/devchain/free-port";
import { type DeployerWalletClient, LENDING_CONFIG, PUBLIC_ADMIN_DELAY_SECONDS, contractKey } from "./deploy.ts";
import { type NetworkConfig, deployNetwork, readNetworkConfig } from "./deploy-network.ts";
import { DEFAULT_ARTIFACTS_DIR, deployedAddress, readBytecode, waitForSuccess } from "./transactions.ts";

const BSC_CHAIN_ID = 56;
const [deployerKeys, adminKeys, feeWalletKeys, guardianKeys] = devAccounts(4);
const DEPLOYER_PRIVATE_KEY = defined(deployerKeys, "dev account 0").privateKey;
const deployer = privateKeyToAccount(DEPLOYER_PRIVATE_KEY);
const admin = defined(adminKeys, "dev account 1").address;
const feeWallet = defined(feeWalletKeys, "dev account 2").address;
const guardian = defined(guardianKeys, "dev account 3").address;

function defined<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}

describe("deploy-cli with a network configuration (BNB Smart Chain, 56)", () => {
  let anvil: RunningAnvil;
  let publicClient: PublicClient;
  let walletClient: DeployerWalletClient;
  /** The network's "existing" tokens, feeds and collection, deployed by the test as a real chain has them. */
  let existing: { dfy: Address; usdt: Address; wbnb: Address; usdtFeed: Address; wbnbFeed: Address; nft: Address };
  let config: NetworkConfig;
  let deployment: ReturnType<typeof deploymentSchema.parse>;
  let hub: Address;

  async function deploy(contract: string, abi: Abi, args: readonly unknown[]): Promise<Address> {
    const bytecode = readBytecode(DEFAULT_ARTIFACTS_DIR, contract);
    const hash = await walletClient.deployContract({ chain: null, abi, bytecode, args });
    return deployedAddress(await waitForSuccess(publicClient, hash));
  }

  beforeAll(async () => {
    anvil = await startAnvil({ port: await freePort(), chainId: BSC_CHAIN_ID });
    const transport = http(anvil.rpcUrl);
    publicClient = createPublicClient({ transport });
    walletClient = createWalletClient({ account: deployer, transport });
    existing = {
      dfy: await deploy("DFYToken", dfyTokenAbi, [deployer.address]),
      usdt: await deploy("TestToken", testTokenAbi, ["Tether USD", "USDT", 18, deployer.address]),
      wbnb: await deploy("TestToken", testTokenAbi, ["Wrapped BNB", "WBNB", 18, deployer.address]),
      usdtFeed: await deploy("DevPriceFeed", devPriceFeedAbi, ["USDT / USD", 8, parseUnits("1", 8), deployer.address]),
      wbnbFeed: await deploy("DevPriceFeed", devPriceFeedAbi, ["BNB / USD", 8, parseUnits("600", 8), deployer.address]),
      nft: await deploy("TestNft721", testNft721Abi, ["Some Collection", "SOME"]),
    };
    config = {
      chainId: BSC_CHAIN_ID,
      admin,
      guardian,
      feeWallet,
      tokens: [
        { symbol: "DFY", name: "DeFi For You", decimals: 18, address: existing.dfy, priceFeed: existing.usdtFeed },
        { symbol: "USDT", name: "Tether USD", decimals: 18, address: existing.usdt, priceFeed: existing.usdtFeed },
        { symbol: "WBNB", name: "Wrapped BNB", decimals: 18, address: existing.wbnb, priceFeed: existing.wbnbFeed },
        { symbol: "BNB", name: "BNB", decimals: 18, address: "native", priceFeed: existing.wbnbFeed },
      ].map((token, index) => ({
        ...token,
        heartbeatSeconds: [86_400, 86_400, 60, 60][index] ?? 60,
        collateral: true,
        loan: token.symbol === "USDT" || token.symbol === "DFY",
      })),
      nftCollections: [existing.nft],
    } as NetworkConfig;

    const dir = mkdtempSync(join(tmpdir(), "openpawn-network-"));
    const configFile = join(dir, "56.json");
    writeFileSync(configFile, JSON.stringify(config));
    const out = join(dir, "deployment.json");
    const { stdout } = await runCli({
      RPC_URL: anvil.rpcUrl,
      DEPLOYER_PRIVATE_KEY,
      CONFIG_FILE: configFile,
      DEPLOYMENT_OUT: out,
    });
    expect(stdout).toContain(out);
    deployment = deploymentSchema.parse(JSON.parse(readFileSync(out, "utf8")));
    hub = getAddress(defined(deployment.contracts.Hub, "Hub"));
  }, 60_000);
  afterAll(() => anvil?.stop());

  const hubContract = () => ({ address: hub, abi: hubAbi }) as const;
  const contract = (name: string) => getAddress(defined(deployment.contracts[name], name));

  it("writes a Deployment of the protocol's contracts and the configured tokens", async () => {
    expect(deployment.chainId).toBe(BSC_CHAIN_ID);
    expect(Object.keys(deployment.contracts).sort()).toEqual([
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
    for (const address of Object.values(deployment.contracts)) {
      expect((await publicClient.getCode({ address: getAddress(address) }))?.length ?? 0, address).toBeGreaterThan(2);
    }
    expect(deployment.tokens).toEqual([
      { symbol: "DFY", name: "DeFi For You", decimals: 18, address: existing.dfy, priceFeed: existing.usdtFeed },
      { symbol: "USDT", name: "Tether USD", decimals: 18, address: existing.usdt, priceFeed: existing.usdtFeed },
      { symbol: "WBNB", name: "Wrapped BNB", decimals: 18, address: existing.wbnb, priceFeed: existing.wbnbFeed },
      { symbol: "BNB", name: "BNB", decimals: 18, address: zeroAddress, priceFeed: existing.wbnbFeed },
    ]);
    const block = await publicClient.getBlock({ blockNumber: BigInt(deployment.startBlock) });
    expect(deployment.deployedAt).toBe(new Date(Number(block.timestamp) * 1000).toISOString());
  });

  it("registers Reputation, PawnLending and PawnShop in the Hub, the core with the live settings", async () => {
    for (const name of ["Reputation", "PawnLending", "PawnShop"]) {
      const registered = await publicClient.readContract({
        ...hubContract(),
        functionName: "getContract",
        args: [contractKey(name)],
      });
      expect(registered, name).toBe(contract(name));
    }
    const lens = { address: contract("LendingLens"), abi: lendingLensAbi } as const;
    const configId = await publicClient.readContract({ ...lens, functionName: "currentConfigId" });
    expect(await publicClient.readContract({ ...lens, functionName: "config", args: [configId] })).toEqual(
      LENDING_CONFIG,
    );
    const shop = contract("PawnShop");
    const core = contract("PawnLending");
    expect(await publicClient.readContract({ address: shop, abi: pawnShopAbi, functionName: "lending" })).toBe(core);
    expect(await publicClient.readContract({ ...lens, functionName: "core" })).toBe(core);
  });

  it("sets the configured feeds, heartbeats, whitelists, NFT collection and fee wallet", async () => {
    for (const token of config.tokens) {
      const address = token.address === "native" ? zeroAddress : token.address;
      const read = (functionName: "isCollateralToken" | "isLoanToken") =>
        publicClient.readContract({ ...hubContract(), functionName, args: [address] });
      const feed = await publicClient.readContract({ ...hubContract(), functionName: "priceFeed", args: [address] });
      expect(feed, token.symbol).toEqual({
        feed: token.priceFeed,
        heartbeat: token.heartbeatSeconds,
        decimals: 8,
        tokenDecimals: token.decimals,
      });
      expect(await read("isCollateralToken"), token.symbol).toBe(token.collateral);
      expect(await read("isLoanToken"), token.symbol).toBe(token.loan);
    }
    const read = publicClient.readContract;
    expect(await read({ address: hub, abi: hubAbi, functionName: "isNftCollection", args: [existing.nft] })).toBe(true);
    expect(await read({ address: hub, abi: hubAbi, functionName: "feeWallet" })).toBe(feeWallet);
    expect(await read({ address: hub, abi: hubAbi, functionName: "getPrice", args: [zeroAddress] })).toEqual([
      parseUnits("600", 8),
      8,
    ]);
  });

  it("deploys the NFT factory on the configured DFY and the market, both registered in the Hub", async () => {
    const read = publicClient.readContract;
    expect(await read({ address: contract("NftFactory"), abi: nftFactoryAbi, functionName: "dfy" })).toBe(existing.dfy);
    expect(await read({ address: contract("NftFactory"), abi: nftFactoryAbi, functionName: "hub" })).toBe(hub);
    expect(await read({ address: contract("NftMarket"), abi: nftMarketAbi, functionName: "hub" })).toBe(hub);
    for (const name of ["NftFactory", "NftMarket"]) {
      const registered = await read({ ...hubContract(), functionName: "getContract", args: [contractKey(name)] });
      expect(registered, name).toBe(contract(name));
    }
  });

  it("sets the core as Reputation's lending core and lets only the shop record reputation", async () => {
    const reputation = contract("Reputation");
    const writerRole = await publicClient.readContract({
      address: reputation,
      abi: reputationAbi,
      functionName: "REPUTATION_WRITER_ROLE",
    });
    const writers = { PawnLending: false, PawnShop: true, SignedOffers: false };
    for (const [name, writer] of Object.entries(writers)) {
      const args = [writerRole, contract(name)] as const;
      expect(await publicClient.readContract({ ...hubContract(), functionName: "hasRole", args }), name).toBe(writer);
    }
    const lending = await publicClient.readContract({ address: reputation, abi: reputationAbi, functionName: "lending" });
    expect(lending).toBe(contract("PawnLending"));
  });

  it("hands the Admin to a HubTimelock of two days that the admin proposes to; the deployer holds no role", async () => {
    const roles = await Promise.all(
      (["DEFAULT_ADMIN_ROLE", "OPERATOR_ROLE", "EVALUATOR_ROLE", "PAUSER_ROLE"] as const).map((functionName) =>
        publicClient.readContract({ address: hub, abi: hubAbi, functionName }),
      ),
    );
    const hasRole = (role: Hex, account: Address) =>
      publicClient.readContract({ ...hubContract(), functionName: "hasRole", args: [role, account] });
    const timelock = { address: contract("HubTimelock"), abi: hubTimelockAbi } as const;
    expect(await hasRole(zeroHash, timelock.address)).toBe(true);
    expect(await hasRole(zeroHash, admin)).toBe(false);
    for (const role of roles) expect(await hasRole(role, deployer.address), role).toBe(false);
    expect(deployment.adminDelaySeconds).toBe(PUBLIC_ADMIN_DELAY_SECONDS);
    expect(await publicClient.readContract({ ...timelock, functionName: "getMinDelay" })).toBe(172_800n);

    const timelockRoles = async (account: Address) => {
      const held: string[] = [];
      for (const role of ["PROPOSER_ROLE", "EXECUTOR_ROLE", "CANCELLER_ROLE", "DEFAULT_ADMIN_ROLE"] as const) {
        const roleId = await publicClient.readContract({ ...timelock, functionName: role });
        const args = [roleId, account] as const;
        if (await publicClient.readContract({ ...timelock, functionName: "hasRole", args })) held.push(role);
      }
      return held;
    };
    expect(await timelockRoles(admin)).toEqual(["PROPOSER_ROLE", "EXECUTOR_ROLE", "CANCELLER_ROLE"]);
    expect(await timelockRoles(guardian)).toEqual(["CANCELLER_ROLE"]);
    expect(await timelockRoles(deployer.address)).toEqual([]);
    expect(await timelockRoles(timelock.address)).toEqual(["DEFAULT_ADMIN_ROLE"]);
  });

  it("lets the guardian pause at once, and nothing else in the Hub", async () => {
    const pauserRole = await publicClient.readContract({ ...hubContract(), functionName: "PAUSER_ROLE" });
    expect(
      await publicClient.readContract({ ...hubContract(), functionName: "hasRole", args: [pauserRole, guardian] }),
    ).toBe(true);
    expect(
      await publicClient.readContract({ ...hubContract(), functionName: "hasRole", args: [zeroHash, guardian] }),
    ).toBe(false);
  });

  it("refuses an Admin delay under a day on chain 56, before sending anything", async () => {
    const dir = mkdtempSync(join(tmpdir(), "openpawn-network-"));
    const configFile = join(dir, "56.json");
    writeFileSync(configFile, JSON.stringify(config));
    const nonce = await publicClient.getTransactionCount({ address: deployer.address });
    await expect(
      runCli({
        RPC_URL: anvil.rpcUrl,
        DEPLOYER_PRIVATE_KEY,
        CONFIG_FILE: configFile,
        DEPLOYMENT_OUT: join(dir, "x"),
        ADMIN_DELAY_SECONDS: "86399",
      }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/Admin delay of 86399 s on chain 56: at least 86400 s/),
    });
    expect(await publicClient.getTransactionCount({ address: deployer.address })).toBe(nonce);
  });

  it("refuses a configuration with the zero address or a placeholder, before sending anything", async () => {
    const dir = mkdtempSync(join(tmpdir(), "openpawn-network-"));
    const zeroAdmin = join(dir, "zero.json");
    writeFileSync(zeroAdmin, JSON.stringify({ ...config, admin: zeroAddress }));
    const nonce = await publicClient.getTransactionCount({ address: deployer.address });
    await expect(
      runCli({ RPC_URL: anvil.rpcUrl, DEPLOYER_PRIVATE_KEY, CONFIG_FILE: zeroAdmin, DEPLOYMENT_OUT: join(dir, "x") }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/must not be the zero address\s+→ at admin/) });
    expect(await publicClient.getTransactionCount({ address: deployer.address })).toBe(nonce);

    const example = fileURLToPath(new URL("../deployments/config/56.example.json", import.meta.url));
    expect(() => readNetworkConfig(example)).toThrow(/replace the placeholder\)\s+→ at admin/);
  });

  it("deploys no NFT contracts when the configuration lists no DFY (the mint fee's token)", async () => {
    const withoutDfy = { ...config, tokens: config.tokens.filter((token) => token.symbol !== "DFY") };
    const network = await deployNetwork({ walletClient, publicClient, config: withoutDfy });
    expect(Object.keys(network.contracts)).not.toContain("NftFactory");
    expect(Object.keys(network.contracts)).not.toContain("NftMarket");
    expect(Object.keys(network.contracts)).toContain("PawnLending");
  });

  it("refuses a configuration for another chain", async () => {
    await expect(deployNetwork({ walletClient, publicClient, config: { ...config, chainId: 97 } })).rejects.toThrow(
      /configuration is for chain 97 but the RPC serves chain 56/,
    );
  });
});

function runCli(env: Record<string, string | Hex>) {
  const cli = fileURLToPath(new URL("./deploy-cli.ts", import.meta.url));
  const { DEPLOYER_PRIVATE_KEY: _key, CONFIG_FILE: _config, ADMIN_DELAY_SECONDS: _delay, ...parentEnv } = process.env;
  return promisify(execFile)(process.execPath, ["--import", "tsx", cli], { env: { ...parentEnv, ...env } });
}
