import { describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@openpawn/devchain/free-port";

const mainEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), "main.ts");

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

describe("npm start (stack/src/main.ts)", () => {
  it("prints the funded dev accounts and MetaMask steps, and Ctrl-C stops every child process", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "openpawn-main-"));
    const [port, rpcPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ["--import", "tsx", mainEntry], {
      env: { ...process.env, PORT: String(port), RPC_PORT: String(rpcPort), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 90_000, interval: 250 }).toContain("Press Ctrl-C to stop");

    expect(output).toContain(`OpenPawn is running at http://127.0.0.1:${port}`);
    expect(output).toContain("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(output).toMatch(/private key 0x[0-9a-f]{64}/);
    expect(output).toContain("Import account");
    expect(await answers(`http://127.0.0.1:${rpcPort}`)).toBe(true);

    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(await answers(`http://127.0.0.1:${port}/api/health`)).toBe(false);
    expect(await answers(`http://127.0.0.1:${rpcPort}`)).toBe(false);
    await rm(dataDir, { recursive: true, force: true });
  });
});
