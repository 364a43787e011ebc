import { access, constants, mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { decode as decodeDagPb } from "@ipld/dag-pb";
import { FsBlockstore } from "blockstore-fs";
import type { CID } from "multiformats/cid";
import { base32 } from "multiformats/bases/base32";
import type { ContentStore } from "./content-store.ts";
import { DAG_PB_CODE, exportFile, importFile, parseContentCid } from "./unixfs.ts";

/**
 * The self-hosted default: a file's blocks (raw leaves, dag-pb nodes) on the local disk, one file per block named by
 * its multihash and sharded by the name's last two characters, as Kubo's flatfs keeps them. The importer writes a
 * node only after the blocks it links to, so a file whose root block is here is here whole.
 */
export class LocalContentStore implements ContentStore {
  readonly kind = "self-hosted";
  private readonly blocks: FsBlockstore;

  constructor(readonly root: string) {
    this.blocks = new FsBlockstore(root);
  }

  async add(bytes: Uint8Array): Promise<{ cid: string }> {
    const cid = await importFile(bytes, this.blocks);
    return { cid: cid.toString() };
  }

  async get(text: string): Promise<Uint8Array | null> {
    const cid = parseContentCid(text);
    if (!cid || !(await this.blocks.has(cid))) return null;
    return exportFile(cid, this.blocks);
  }

  async has(text: string): Promise<boolean> {
    const cid = parseContentCid(text);
    return cid !== null && (await this.blocks.has(cid));
  }

  /**
   * Deletes each file's blocks, walking its DAG from the root (raw leaves are named by the links, never read), except
   * the blocks any file named by `keep` reaches. Roots go first: a file whose root is gone is answered as not held,
   * never half-read. Blocks are files named by their multihash, so a block is the same block whatever CID names it.
   */
  async delete(cids: readonly string[], keep: readonly string[]): Promise<void> {
    const doomed: CID[] = [];
    const seen = new Set<string>();
    for (const text of cids) {
      const cid = parseContentCid(text);
      if (cid) await this.walk(cid, seen, doomed);
    }
    if (doomed.length > 0) {
      const kept = new Set<string>();
      for (const text of keep) {
        const cid = parseContentCid(text);
        if (cid) await this.walk(cid, kept);
      }
      for (const block of doomed) if (!kept.has(blockKey(block))) await this.blocks.delete(block);
    }
  }

  /**
   * Adds the blocks of the file at `root` to `seen` (and to `found`, each before its children), skipping those already
   * seen. Only dag-pb nodes are read, for their links: a raw leaf is known by the link that names it. A node missing
   * here ends its branch (deleting a block that is not there does nothing).
   */
  private async walk(root: CID, seen: Set<string>, found?: CID[]): Promise<void> {
    const key = blockKey(root);
    if (seen.has(key)) return;
    seen.add(key);
    found?.push(root);
    if (root.code !== DAG_PB_CODE || !(await this.blocks.has(root))) return;
    const chunks: Uint8Array[] = [];
    for await (const chunk of this.blocks.get(root)) chunks.push(chunk);
    for (const link of decodeDagPb(Buffer.concat(chunks)).Links) await this.walk(link.Hash, seen, found);
  }

  async health(): Promise<string> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return "ok";
    } catch {
      return "blocks folder not writable";
    }
  }
}

/** A block's name in the folder: its multihash (a raw block and a dag-pb node with the same hash are one file). */
const blockKey = (cid: CID) => base32.encode(cid.multihash.bytes);

/** DATA_DIR/ipfs/blocks; with an in-memory data folder ("memory://"), a fresh temporary folder. */
export async function defaultBlocksDir(dataDir: string): Promise<{ dir: string; temporary: boolean }> {
  if (dataDir.startsWith("memory://")) return { dir: await mkdtemp(path.join(tmpdir(), "openpawn-ipfs-")), temporary: true };
  return { dir: path.join(dataDir, "ipfs", "blocks"), temporary: false };
}
