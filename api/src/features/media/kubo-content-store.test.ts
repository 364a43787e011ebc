import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IpfsNodeError, KuboContentStore } from "./kubo-content-store.ts";
import { CHUNK_SIZE, computeCid } from "./unixfs.ts";
import { patternBytes } from "./test/bytes.ts";
import { startFakeKubo, type FakeKubo } from "./test/fake-kubo.ts";

describe("the Kubo RPC content store", () => {
  let node: FakeKubo;
  let store: KuboContentStore;
  beforeAll(async () => {
    node = await startFakeKubo({ token: "secret-token" });
    store = new KuboContentStore({ apiUrl: `${node.url}/`, token: "secret-token" });
  });
  afterAll(() => node.close());

  it("adds with Kubo's CIDv1 settings spelled out, and answers the CID it computed itself, which the node agrees with", async () => {
    const bytes = patternBytes(3 * CHUNK_SIZE + 17, 21);
    const { cid } = await store.add(bytes);
    expect(cid).toBe((await computeCid(bytes)).toString());
    const add = node.calls.find((call) => call.startsWith("POST add "));
    expect(add).toContain("cid-version=1");
    expect(add).toContain("raw-leaves=true");
    expect(add).toContain(`chunker=size-${CHUNK_SIZE}`);
    expect(add).toContain("pin=true");
  });

  it("reads a file back whole (offline, by POST as Kubo requires) and answers null for a CID the node lacks", async () => {
    const bytes = patternBytes(2 * CHUNK_SIZE + 1, 22);
    const { cid } = await store.add(bytes);
    expect(Buffer.from((await store.get(cid))!).equals(Buffer.from(bytes))).toBe(true);
    expect(node.calls.at(-1)).toBe(`POST cat arg=${cid}&offline=true`);
    expect(await store.has(cid)).toBe(true);

    const absent = (await computeCid(patternBytes(50, 23))).toString();
    expect(await store.get(absent)).toBeNull();
    expect(await store.has(absent)).toBe(false);
    expect(await store.get("not-a-cid")).toBeNull();
    expect(await store.health()).toBe("ok");
  });

  it("refuses a node whose CID differs from the one computed here (a node that imports with its own settings)", async () => {
    const stubborn = await startFakeKubo({ forceChunkSize: 1024 * 1024 });
    try {
      const other = new KuboContentStore({ apiUrl: stubborn.url });
      // One 256 KiB chunk is one raw block under either chunk size: both agree.
      await expect(other.add(patternBytes(1000, 24))).resolves.toHaveProperty("cid");
      await expect(other.add(patternBytes(2 * CHUNK_SIZE, 25))).rejects.toThrow(IpfsNodeError);
      await expect(other.add(patternBytes(2 * CHUNK_SIZE, 25))).rejects.toThrow(/named the file .* but its bytes are/);
    } finally {
      await stubborn.close();
    }
  });

  it("refuses bytes that do not hash to the CID asked for", async () => {
    const lying = await startFakeKubo({ tamperCat: true });
    try {
      const other = new KuboContentStore({ apiUrl: lying.url });
      const { cid } = await other.add(patternBytes(5000, 26));
      await expect(other.get(cid)).rejects.toThrow(/do not hash to it/);
    } finally {
      await lying.close();
    }
  });

  it("fails without the node's token, and reports a node it cannot reach", async () => {
    const anonymous = new KuboContentStore({ apiUrl: node.url });
    await expect(anonymous.add(patternBytes(10, 27))).rejects.toThrow(/answered 403/);
    expect(await anonymous.health()).toBe("node answered 403");
    const nowhere = new KuboContentStore({ apiUrl: "http://127.0.0.1:9", timeoutMs: 2000 });
    expect(await nowhere.health()).toBe("unreachable");
  });

  it("does not read back a file larger than it serves", async () => {
    const small = new KuboContentStore({ apiUrl: node.url, token: "secret-token", maxBytes: 1000 });
    const { cid } = await small.add(patternBytes(1001, 28));
    expect(await small.get(cid)).toBeNull();
  });

  it("deletes by unpinning (recursive); the node's garbage collection then frees what no other pin reaches", async () => {
    const kept = patternBytes(3 * CHUNK_SIZE, 41);
    const chunk = kept.slice(0, CHUNK_SIZE);
    const alone = patternBytes(2 * CHUNK_SIZE + 9, 42);
    const [keptCid, chunkCid, aloneCid] = await Promise.all([kept, chunk, alone].map(async (bytes) => (await store.add(bytes)).cid));
    expect([...node.pins]).toEqual(expect.arrayContaining([keptCid, chunkCid, aloneCid]));

    await store.delete([chunkCid!, aloneCid!], [keptCid!]);
    expect(node.calls.filter((call) => call.startsWith("POST pin/rm "))).toEqual([
      `POST pin/rm arg=${chunkCid}&recursive=true`,
      `POST pin/rm arg=${aloneCid}&recursive=true`,
    ]);
    expect(node.pins.has(chunkCid!) || node.pins.has(aloneCid!)).toBe(false);
    expect(node.pins.has(keptCid!)).toBe(true);

    // What the operator's GC does (`ipfs repo gc`): the unpinned file goes, the kept one and its first chunk stay.
    const gc = await fetch(`${node.url}/api/v0/repo/gc`, { method: "POST", headers: { authorization: "Bearer secret-token" } });
    expect(gc.ok).toBe(true);
    expect(await store.has(aloneCid!)).toBe(false);
    expect(Buffer.from((await store.get(keptCid!))!).equals(Buffer.from(kept))).toBe(true);
    expect(await store.has(chunkCid!)).toBe(true);

    // Unpinning what has no pin of its own is done already, not a failure; a node that refuses fails the call.
    await expect(store.delete([aloneCid!, chunkCid!], [])).resolves.toBeUndefined();
    await expect(new KuboContentStore({ apiUrl: node.url }).delete([keptCid!], [])).rejects.toThrow(/pin\/rm answered 403/);
    expect(node.pins.has(keptCid!)).toBe(true);
  });
});
