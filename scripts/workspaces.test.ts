import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { workspacesWithScript } from "./workspaces.ts";

async function workspace(root: string, folder: string, scripts: Record<string, string>, sourceBytes: number) {
  await mkdir(path.join(root, folder, "src"), { recursive: true });
  await writeFile(path.join(root, folder, "package.json"), JSON.stringify({ scripts }));
  await writeFile(path.join(root, folder, "src", "index.ts"), "x".repeat(sourceBytes));
}

describe("workspacesWithScript", () => {
  it("expands the root's patterns, keeps those with the script, and puts the largest first", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "openpawn-workspaces-"));
    await workspace(root, "packages/small", { typecheck: "tsc" }, 10);
    await workspace(root, "packages/none", { test: "vitest" }, 5_000);
    await workspace(root, "api", { typecheck: "tsc" }, 3_000);
    await workspace(root, "web", { typecheck: "tsc" }, 1_000);
    // Dependencies' sources do not count.
    await workspace(root, "web/node_modules/big", {}, 100_000);
    expect(await workspacesWithScript(root, ["packages/*", "api", "web"], "typecheck")).toEqual(["api", "web", "packages/small"]);
  });
});
