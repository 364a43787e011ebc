/**
 * `npm run typecheck`: every workspace's `tsc --noEmit`, as many at once as the machine has cores. Each tsc is one
 * busy thread, so one after another left a core idle for the whole part (1:44 of a CI run on two cores). A
 * workspace's output is printed whole when it ends, so that two never interleave. Fails when any fails.
 */
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { workspacesWithScript } from "./workspaces.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function typecheck(workspace: string): Promise<{ workspace: string; code: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "typecheck", "--silent"], { cwd: path.join(root, workspace), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code, signal) => resolve({ workspace, code: code ?? (signal ? 1 : 0), output, seconds: (performance.now() - started) / 1000 }));
  });
}

const manifest = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as { workspaces: string[] };
const queue = await workspacesWithScript(root, manifest.workspaces, "typecheck");
const failed: string[] = [];
const worker = async () => {
  for (let workspace = queue.shift(); workspace !== undefined; workspace = queue.shift()) {
    const result = await typecheck(workspace);
    console.log(`${result.code === 0 ? "ok    " : "FAILED"} ${result.workspace} (${result.seconds.toFixed(1)} s)`);
    if (result.output.trim()) console.log(result.output.trimEnd());
    if (result.code !== 0) failed.push(workspace);
  }
};
await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
if (failed.length > 0) {
  console.error(`typecheck failed in ${failed.join(", ")}`);
  process.exit(1);
}
