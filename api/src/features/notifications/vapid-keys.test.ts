import { describe, expect, it } from "vitest";
import { mkdtemp, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import webpush from "web-push";
import { loadVapidKeys } from "./vapid-keys.ts";

describe("VAPID keys", () => {
  it("are generated once and kept in DATA_DIR/secrets", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "openpawn-vapid-"));
    const first = await loadVapidKeys({ dataDir, supportEmail: "a@b.io" });
    const second = await loadVapidKeys({ dataDir, supportEmail: "a@b.io" });
    expect(second).toEqual(first);
    expect(first.subject).toBe("mailto:a@b.io");
    expect(JSON.parse(await readFile(path.join(dataDir, "secrets", "vapid.json"), "utf8")).publicKey).toBe(first.publicKey);
    expect((await stat(path.join(dataDir, "secrets", "vapid.json"))).mode & 0o777).toBe(0o600);
  });

  it("come from the environment when set, and both must be set", async () => {
    const keys = webpush.generateVAPIDKeys();
    const loaded = await loadVapidKeys({ ...keys, subject: "https://openpawn.io/contact", dataDir: "memory://", supportEmail: "a@b.io" });
    expect(loaded).toEqual({ ...keys, subject: "https://openpawn.io/contact" });
    await expect(loadVapidKeys({ publicKey: keys.publicKey, dataDir: "memory://", supportEmail: "a@b.io" })).rejects.toThrow(
      "Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY",
    );
  });

  it("differ per process with an in-memory data folder", async () => {
    const a = await loadVapidKeys({ dataDir: "memory://", supportEmail: "a@b.io" });
    const b = await loadVapidKeys({ dataDir: "memory://", supportEmail: "a@b.io" });
    expect(a.publicKey).not.toBe(b.publicKey);
  });
});
