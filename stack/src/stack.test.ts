import { afterAll, describe, expect, it, vi } from "vitest";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { deploymentFileOf } from "./data-folder.ts";
import { testStacks } from "./test/test-stacks.ts";

const FOUR_STARTS_MS = 240_000;

describe("startStack", () => {
  const folders: string[] = [];
  const stacks = testStacks();
  afterAll(async () => {
    await stacks.stopAll();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });
  const start = (dataDir: string) => stacks.start(dataDir);

  // Four starts, two of which deploy and make the demo: on a loaded two-core machine that has taken 120 s.
  it("starts chain, contracts and API on one origin, keeps chain and data across a restart, and starts over when the contracts changed or the chain lost them", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "openpawn-stack-"));
    folders.push(dataDir);

    const first = await start(dataDir);
    expect(first.freshDeployment).toBe(true);
    expect(first.startedOver).toBeNull();
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { data: Record<string, string> }).data.demo).toBe("ok");
    const page = await fetch(`${first.url}/pawn`);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    // The API's keeper signs with its own funded account: a week on, it settles the demo loan's first cycle.
    expect(BigInt(await rpc(first.rpcUrl, "eth_getBalance", [first.keeper.address, "latest"]))).toBeGreaterThan(0n);
    await rpc(first.rpcUrl, "evm_increaseTime", [7 * 24 * 3600]);
    await rpc(first.rpcUrl, "evm_mine");
    await vi.waitFor(
      async () => expect(Number(await rpc(first.rpcUrl, "eth_getTransactionCount", [first.keeper.address, "latest"]))).toBe(1),
      { timeout: 30_000, interval: 200 },
    );
    const blockBefore = await rpc(first.rpcUrl, "eth_blockNumber");
    await first.stop();

    const second = await start(dataDir);
    expect(second.freshDeployment).toBe(false);
    expect(second.startedOver).toBeNull();
    expect(second.deployment.contracts).toEqual(first.deployment.contracts);
    expect(BigInt(await rpc(second.rpcUrl, "eth_blockNumber"))).toBeGreaterThanOrEqual(BigInt(blockBefore));
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    await second.stop();

    // The build's NftMarket is no longer the bytecode the kept chain runs (as after editing the contract).
    const deploymentFile = deploymentFileOf(dataDir, 31337);
    const recorded = JSON.parse(await readFile(deploymentFile, "utf8"));
    await writeFile(deploymentFile, JSON.stringify({ ...recorded, bytecodeHashes: { ...recorded.bytecodeHashes, NftMarket: "0x00" } }));
    const third = await start(dataDir);
    expect(third.freshDeployment).toBe(true);
    expect(third.startedOver).toMatch(/^Starting afresh: the contracts changed since this chain was deployed \(NftMarket\); the previous data folder is kept in (.+)\.$/);
    const aside = /kept in (.+)\.$/.exec(third.startedOver!)![1]!;
    folders.push(aside);
    expect(existsSync(path.join(aside, "anvil-state.json"))).toBe(true);
    // A new chain from block 0, indexed afresh: the keeper's settlement on the old chain is not on this one.
    expect(Number(await rpc(third.rpcUrl, "eth_getTransactionCount", [third.keeper.address, "latest"]))).toBe(0);
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
    await vi.waitFor(async () => {
      const { indexer } = (await (await fetch(`${third.url}/api/health`)).json()) as { indexer: unknown };
      expect(indexer).toMatchObject({ lastProcessedBlock: Number(await rpc(third.rpcUrl, "eth_blockNumber")) });
    }, { timeout: 20_000, interval: 200 });
    await third.stop();

    // The chain's state file is gone (a crash before it was saved): the recorded contracts have no code.
    await rm(path.join(dataDir, "anvil-state.json"));
    const fourth = await start(dataDir);
    expect(fourth.freshDeployment).toBe(true);
    expect(fourth.startedOver).toMatch(/^Starting afresh: the chain has lost the recorded contracts \(its state was not saved\); the previous data folder is kept in .+\.$/);
    folders.push(/kept in (.+)\.$/.exec(fourth.startedOver!)![1]!);
    expect((await fetch(`${fourth.url}/api/health`)).status).toBe(200);
    await fourth.stop();
  }, FOUR_STARTS_MS);
});

async function rpc(url: string, method: string, params: unknown[] = []): Promise<string> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return ((await response.json()) as { result: string }).result;
}
