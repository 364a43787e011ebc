import { describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "@openpawn/devchain/free-port";
import { npmStart } from "./test/npm-start.ts";

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Something else listening on a port, as another program would. */
async function occupy(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

describe("npm start (stack/src/main.ts)", () => {
  it("prints the funded dev accounts and MetaMask steps, and Ctrl-C stops every child process", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "openpawn-main-"));
    const [port, rpcPort] = [await freePort(), await freePort()];
    const start = npmStart({ PORT: String(port), RPC_PORT: String(rpcPort), HOST: "127.0.0.1", DATA_DIR: dataDir, SMTP_CATCHER_PORT: "0" });
    await start.printed("Press Ctrl-C to stop");

    const output = start.output();
    expect(output).toContain(`OpenPawn is up at http://127.0.0.1:${port}; making the demo`);
    expect(output).toContain(`OpenPawn is running at http://127.0.0.1:${port}`);
    expect(output).toContain("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(output).toMatch(/private key 0x[0-9a-f]{64}/);
    expect(output).toContain("Import account");
    expect(await answers(`http://127.0.0.1:${rpcPort}`)).toBe(true);

    start.pressCtrlC();
    expect(await start.exited).toBe(0);
    expect(await answers(`http://127.0.0.1:${port}/api/health`)).toBe(false);
    expect(await answers(`http://127.0.0.1:${rpcPort}`)).toBe(false);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses a taken port with a sentence naming the variable that moves it, and starts nothing", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "openpawn-ports-"));
    const [port, rpcPort, catcherPort] = [await freePort(), await freePort(), await freePort()];
    const taken = await Promise.all([port, rpcPort, catcherPort].map(occupy));
    try {
      const start = npmStart({ PORT: String(port), RPC_PORT: String(rpcPort), SMTP_CATCHER_PORT: String(catcherPort), HOST: "127.0.0.1", DATA_DIR: dataDir, SMTP_URL: "" });
      expect(await start.exited).toBe(1);
      const output = start.output();
      expect(output).toContain(`the web app's port ${port} (PORT) is taken: set PORT to a free port (e.g. PORT=${port + 1} npm start), or stop what listens on it`);
      expect(output).toContain(`the local chain's port ${rpcPort} (RPC_PORT) is taken: set RPC_PORT to a free port`);
      expect(output).toContain(`the mail catcher's port ${catcherPort} (SMTP_CATCHER_PORT) is taken: set SMTP_CATCHER_PORT=0 for any free port, or SMTP_URL for a real server`);
      expect(output).not.toMatch(/EADDRINUSE|\n\s+at /);

      // One taken port alone: only its sentence.
      await new Promise((resolve) => taken.shift()!.close(resolve));
      await new Promise((resolve) => taken.shift()!.close(resolve));
      const again = npmStart({ PORT: String(port), RPC_PORT: String(rpcPort), SMTP_CATCHER_PORT: String(catcherPort), HOST: "127.0.0.1", DATA_DIR: dataDir, SMTP_URL: "" });
      expect(await again.exited).toBe(1);
      expect(again.output()).toContain("(SMTP_CATCHER_PORT) is taken");
      expect(again.output()).not.toMatch(/\(PORT\)|\(RPC_PORT\)/);
    } finally {
      await Promise.all(taken.map((server) => new Promise((resolve) => server.close(resolve))));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
