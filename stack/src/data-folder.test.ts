import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { clearDataFolder, staleData, writeDemoState } from "./data-folder.ts";

const folder = () => mkdtemp(path.join(tmpdir(), "openpawn-data-"));

describe("a kept data folder", () => {
  it("is a first start's when empty, and reused as it is", async () => {
    const dataDir = await folder();
    expect(await staleData(dataDir, 31337)).toBeNull();
    expect(await staleData(path.join(dataDir, "absent"), 31337)).toBeNull();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("left by a first start stopped while seeding is deleted, its product files only", async () => {
    const dataDir = await folder();
    await writeDemoState(dataDir, "seeding");
    await mkdir(path.join(dataDir, "pglite"));
    await writeFile(path.join(dataDir, "anvil-state.json"), "{}");
    await writeFile(path.join(dataDir, "notes.txt"), "not ours");
    const stale = await staleData(dataDir, 31337);
    expect(stale).toEqual({ reason: "the first start was stopped before its demo was made", keepAside: false });
    expect(await clearDataFolder(dataDir, { keepAside: false, databaseServer: false })).toBeNull();
    expect(await readdir(dataDir)).toEqual(["notes.txt"]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("that holds a database or uploads but no deployment record is someone's: kept aside whole, never deleted", async () => {
    const dataDir = await folder();
    await mkdir(path.join(dataDir, "pglite"));
    await mkdir(path.join(dataDir, "uploads"));
    const stale = await staleData(dataDir, 31337);
    expect(stale).toEqual({ reason: "the data folder holds no deployment record for its chain", keepAside: true });
    const aside = await clearDataFolder(dataDir, { keepAside: true, databaseServer: false });
    expect(aside).toMatch(new RegExp(`^${dataDir}-before-`));
    expect((await readdir(aside!)).sort()).toEqual(["pglite", "uploads"]);
    expect(await readdir(dataDir)).toEqual([]);
    await rm(aside!, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is never cleared when the database is a server's: the start refuses with what to do", async () => {
    const dataDir = await folder();
    await mkdir(path.join(dataDir, "uploads"));
    await expect(clearDataFolder(dataDir, { keepAside: true, databaseServer: true })).rejects.toThrow(/point DATABASE_URL at an empty database/);
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(true);
    await rm(dataDir, { recursive: true, force: true });
  });
});
