import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalContentStore, defaultBlocksDir } from "./local-content-store.ts";
import { CHUNK_SIZE } from "./unixfs.ts";
import { patternBytes } from "./test/bytes.ts";
import { referenceCid } from "./test/unixfs-reference.ts";

describe("the self-hosted content store", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "openpawn-ipfs-test-"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("stores a multi-chunk file as its blocks and reads it back whole through the exporter", async () => {
    const store = new LocalContentStore(path.join(root, "a"));
    const bytes = patternBytes(5 * CHUNK_SIZE + 123, 5);
    const { cid } = await store.add(bytes);
    expect(cid).toBe(referenceCid(bytes));
    expect(await store.has(cid)).toBe(true);
    expect(Buffer.from((await store.get(cid))!).equals(Buffer.from(bytes))).toBe(true);
    // Six raw leaves and the root, sharded into folders by the last two characters of their names.
    const folders = await readdir(path.join(root, "a"));
    const files = (await Promise.all(folders.map((folder) => readdir(path.join(root, "a", folder))))).flat();
    expect(files).toHaveLength(7);
    expect(files.every((file) => file.endsWith(".data"))).toBe(true);
  });

  it("gives the same CID for the same bytes in another instance and folder, and again in the same one", async () => {
    const bytes = patternBytes(2 * CHUNK_SIZE, 9);
    const first = await new LocalContentStore(path.join(root, "b")).add(bytes);
    const second = await new LocalContentStore(path.join(root, "c")).add(bytes);
    const again = await new LocalContentStore(path.join(root, "b")).add(bytes);
    expect(second.cid).toBe(first.cid);
    expect(again.cid).toBe(first.cid);
  });

  it("answers null for a CID it does not hold, for one it could never hold, and for text that is no CID", async () => {
    const store = new LocalContentStore(path.join(root, "d"));
    const { cid } = await new LocalContentStore(path.join(root, "e")).add(patternBytes(10, 1));
    expect(await store.get(cid)).toBeNull();
    expect(await store.has(cid)).toBe(false);
    expect(await store.get("QmZULkCELmmk5XNfCgTnCyFgAVxBRBXyDHGGMVoLFLiXEN")).toBeNull();
    expect(await store.get("../../secrets")).toBeNull();
    expect(await store.health()).toBe("ok");
  });

  /** Every block file in a store's folder. */
  const blockFiles = async (dir: string) => (await Promise.all((await readdir(dir)).map((folder) => readdir(path.join(dir, folder))))).flat();

  it("deletes a file's blocks, root and leaves, and keeps every block a kept file shares with it", async () => {
    const dir = path.join(root, "f");
    const store = new LocalContentStore(dir);
    // kept: three chunks; prefix: its first two chunks and a tail of its own; chunk: exactly its first chunk (a raw
    // block that is kept's first leaf); alone: shares nothing.
    const kept = patternBytes(3 * CHUNK_SIZE, 31);
    const prefix = Buffer.concat([kept.subarray(0, 2 * CHUNK_SIZE), patternBytes(1000, 32)]);
    const chunk = kept.slice(0, CHUNK_SIZE);
    const alone = patternBytes(2 * CHUNK_SIZE + 5, 33);
    const [keptCid, prefixCid, chunkCid, aloneCid] = await Promise.all([kept, prefix, chunk, alone].map(async (bytes) => (await store.add(bytes)).cid));
    // kept: root + 3 leaves; prefix: root + its tail (its two leaves are kept's); chunk: kept's first leaf; alone: root + 3 leaves.
    expect(await blockFiles(dir)).toHaveLength(4 + 2 + 4);

    await store.delete([prefixCid!, chunkCid!, aloneCid!], [keptCid!]);
    expect(Buffer.from((await store.get(keptCid!))!).equals(Buffer.from(kept))).toBe(true);
    expect(await store.has(prefixCid!)).toBe(false);
    expect(await store.has(aloneCid!)).toBe(false);
    // A file that is a chunk of a kept one stays readable: its one block is the kept file's.
    expect(await store.has(chunkCid!)).toBe(true);
    expect(await blockFiles(dir)).toHaveLength(4);

    // Once nothing keeps it, the last file goes whole: the folder holds no block. Deleting again does nothing.
    await store.delete([keptCid!, chunkCid!], []);
    expect(await blockFiles(dir)).toHaveLength(0);
    await expect(store.delete([keptCid!, "not-a-cid"], [])).resolves.toBeUndefined();
  });

  it("keeps blocks under DATA_DIR/ipfs/blocks, or in a temporary folder with an in-memory data dir", async () => {
    expect(await defaultBlocksDir("/srv/openpawn")).toEqual({ dir: "/srv/openpawn/ipfs/blocks", temporary: false });
    const memory = await defaultBlocksDir("memory://");
    expect(memory.temporary).toBe(true);
    expect(memory.dir.startsWith(tmpdir())).toBe(true);
    await rm(memory.dir, { recursive: true, force: true });
  });
});
