/**
 * `npm start`'s build: only what changed since the last one. forge compiles only changed sources by itself (its
 * cache); the web app is rebuilt only when its inputs differ from those its build was made from, recorded beside
 * it in dist/. A restart with nothing changed starts in seconds instead of rebuilding the web app every time.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** What the web build reads: its sources and config, the shared packages it bundles, the locked dependencies. */
export const WEB_BUILD_INPUTS = [
  "web/src",
  "web/public",
  "web/build",
  "web/index.html",
  "web/vite.config.ts",
  "web/package.json",
  "web/tsconfig.json",
  "tsconfig.base.json",
  "packages/shared/src",
  "packages/chain/src",
  "package-lock.json",
];

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((child) => child.name !== "node_modules" && !child.name.endsWith(".test.ts") && !child.name.endsWith(".test.tsx"))
    .flatMap((child) => filesUnder(path.join(entry, child.name)));
}

/** One hash of every input's path and content, in a stable order. */
export function inputsHash(root: string, inputs: string[]): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap((input) => filesUnder(path.join(root, input))).sort()) {
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

function npm(args: string[]): void {
  const result = spawnSync("npm", args, { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const stampOf = (root: string) => path.join(root, "web", "dist", ".inputs-hash");

/** Whether web/dist holds a build made from exactly these inputs (and its page is still there). */
export function webBuildUpToDate(root: string, inputs: string): boolean {
  const stamp = stampOf(root);
  return existsSync(path.join(root, "web", "dist", "index.html")) && existsSync(stamp) && readFileSync(stamp, "utf8") === inputs;
}

/** Builds the contracts (incrementally) and the web app when its inputs changed; says which it did. */
export function buildChanged(): void {
  console.log("Building the contracts (forge compiles only what changed)...");
  npm(["run", "build", "--silent", "-w", "contracts"]);
  // After the contracts: their build regenerates packages/chain/src/generated, an input of the web app.
  const inputs = inputsHash(repoRoot, WEB_BUILD_INPUTS);
  if (webBuildUpToDate(repoRoot, inputs)) {
    console.log("The web app is up to date (its sources have not changed since its last build).");
    return;
  }
  console.log("Building the web app...");
  npm(["run", "build", "--silent", "-w", "web"]);
  writeFileSync(stampOf(repoRoot), inputs);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildChanged();
