import { afterAll, describe, expect, it, vi } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "@openpawn/devchain/free-port";
import { startStack } from "./stack.ts";

describe("startStack", () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  async function start(dataDir: string) {
    return startStack({ port: await freePort(), host: "127.0.0.1", rpcPort: await freePort(), chainId: 31337, dataDir, apiEnv: { LOG_LEVEL: "warn", DATABASE_URL: "", SMTP_CATCHER_PORT: "0" } });
  }

  it("starts chain, contracts and API on one origin, and keeps chain and data across a restart", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "openpawn-stack-"));
    folders.push(dataDir);

    const first = await start(dataDir);
    expect(first.freshDeployment).toBe(true);
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
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
    expect(second.deployment.contracts).toEqual(first.deployment.contracts);
    expect(BigInt(await rpc(second.rpcUrl, "eth_blockNumber"))).toBeGreaterThanOrEqual(BigInt(blockBefore));
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    await second.stop();
  });
});

async function rpc(url: string, method: string, params: unknown[] = []): Promise<string> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return ((await response.json()) as { result: string }).result;
}
