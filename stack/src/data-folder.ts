import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { deploymentSchema, type Deployment } from "@openpawn/chain/deployment";
import { changedArtifacts } from "@openpawn/contracts/deploy";
import { formatDemoState, parseDemoState, type DemoState } from "@openpawn/shared/demo-state";
import { StartupError } from "./startup-error.ts";

/**
 * The local stack's data folder (DATA_DIR, `.data` by default): the chain's state, the deployment record, the
 * embedded database, uploads, and `demo-state.json`, which says whether the demo a first start makes is done.
 * A start reuses the folder only when it can be trusted: the demo was finished and the chain runs the code of
 * the current build. Otherwise it says why and starts over (decision 0033).
 */

export const demoStateFile = (dataDir: string) => path.join(dataDir, "demo-state.json");
export const deploymentFileOf = (dataDir: string, chainId: number) => path.join(dataDir, "deployments", `${chainId}.json`);

export async function readDemoState(dataDir: string): Promise<DemoState | null> {
  return existsSync(demoStateFile(dataDir)) ? parseDemoState(await readFile(demoStateFile(dataDir), "utf8")) : null;
}

export async function writeDemoState(dataDir: string, state: DemoState): Promise<void> {
  await writeFile(demoStateFile(dataDir), formatDemoState(state));
}

export async function readDeployment(file: string): Promise<Deployment | null> {
  try {
    return deploymentSchema.parse(JSON.parse(await readFile(file, "utf8")));
  } catch {
    return null;
  }
}

/** What the products write in the data folder; an unfinished first start's are deleted (they hold no one's data). */
const PRODUCT_ENTRIES = ["anvil-state.json", "deployments", "pglite", "uploads", "ipfs", "demo-state.json"];

/** Why the kept data folder cannot be reused as it is, or null when it can (or holds nothing yet). */
export async function staleData(dataDir: string, chainId: number): Promise<{ reason: string; keepAside: boolean } | null> {
  if (!existsSync(dataDir) || (await readdir(dataDir)).length === 0) return null;
  const demo = await readDemoState(dataDir);
  const deployment = await readDeployment(deploymentFileOf(dataDir, chainId));
  if (demo === "seeding") return { reason: "the first start was stopped before its demo was made", keepAside: false };
  if (!deployment) {
    // Only an empty folder is a first start's: one holding a chain, a database or uploads is someone's, kept whole.
    const used = PRODUCT_ENTRIES.some((entry) => existsSync(path.join(dataDir, entry)));
    return used ? { reason: "the data folder holds no deployment record for its chain", keepAside: true } : null;
  }
  if (!deployment.bytecodeHashes) {
    return { reason: "this chain was deployed by an older OpenPawn, which did not record its contracts' code", keepAside: true };
  }
  const changed = changedArtifacts(deployment);
  if (changed.length > 0) return { reason: `the contracts changed since this chain was deployed (${changed.join(", ")})`, keepAside: true };
  return null;
}

/**
 * Clears the way for a fresh start: an unfinished first start's files are deleted; a used folder is kept aside,
 * renamed `<folder>-before-<time>`, with its chain, accounts and uploads. Returns where it went, if kept.
 * Refused when the database is a server's (DATABASE_URL): its index of the old chain cannot be moved aside here.
 */
export async function clearDataFolder(dataDir: string, { keepAside, databaseServer }: { keepAside: boolean; databaseServer: boolean }): Promise<string | null> {
  if (databaseServer) {
    throw new StartupError(
      "the database at DATABASE_URL indexes the old chain: point DATABASE_URL at an empty database (or unset it for the embedded one), delete the data folder, and start again",
    );
  }
  if (!keepAside) {
    await Promise.all(PRODUCT_ENTRIES.map((entry) => rm(path.join(dataDir, entry), { recursive: true, force: true })));
    return null;
  }
  const stamp = new Date().toISOString().replace(/\.\d+Z$/, "").replace(/[:T]/g, "-");
  const aside = `${dataDir}-before-${stamp}`;
  await rename(dataDir, aside);
  await mkdir(dataDir, { recursive: true });
  return aside;
}
