import { expect, it } from "vitest";
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), "server.ts");

it("the API alone on a taken PORT exits with the sentence naming PORT, not a stack trace", async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  const port = (taken.address() as { port: number }).port;
  try {
    const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "memory://", DATABASE_URL: "", RPC_URL: "http://127.0.0.1:9", DEPLOYMENT_FILE: "/nonexistent.json", SMTP_CATCHER: "1", SMTP_CATCHER_PORT: "0", LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe(`OpenPawn's API cannot start: the API's port ${port} (PORT) is taken: set PORT to a free port, or stop what listens on it`);
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});
