import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { createPublicClient, http } from "viem";
import { stopChild } from "./child-process.ts";

export interface AnvilOptions {
  port: number;
  chainId: number;
  host?: string;
  /** Keeps the chain across restarts: loaded at start, written every few seconds and at exit. */
  stateFile?: string;
  /** Block time in seconds; unset means a block per transaction. */
  blockTime?: number;
}

export interface RunningAnvil {
  rpcUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const ARCHES: Record<string, string> = { x64: "amd64", arm64: "arm64" };

/** The anvil binary shipped by the @foundry-rs/anvil platform package (ANVIL_BIN overrides). */
export function anvilBinary(): string {
  if (process.env.ANVIL_BIN) return process.env.ANVIL_BIN;
  const require = createRequire(import.meta.url);
  const wrapper = require.resolve("@foundry-rs/anvil/package.json");
  const platformPackage = `anvil-${process.platform}-${ARCHES[process.arch] ?? process.arch}`;
  return path.join(path.dirname(wrapper), "..", platformPackage, "bin", "anvil");
}

async function waitForRpc(rpcUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 1000 }) });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`);
    try {
      await client.getChainId();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`anvil did not answer on ${rpcUrl} within ${timeoutMs} ms`);
}

/** Starts a local chain and resolves once it answers JSON-RPC. */
export async function startAnvil(options: AnvilOptions): Promise<RunningAnvil> {
  const host = options.host ?? "127.0.0.1";
  const args = ["--host", host, "--port", String(options.port), "--chain-id", String(options.chainId), "--silent"];
  if (options.stateFile) args.push("--state", options.stateFile, "--state-interval", "5");
  if (options.blockTime) args.push("--block-time", String(options.blockTime));
  const child = spawn(anvilBinary(), args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const rpcUrl = `http://${host}:${options.port}`;
  try {
    await waitForRpc(rpcUrl, child, 15_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    rpcUrl,
    process: child,
    stop: () => stopChild(child),
  };
}
