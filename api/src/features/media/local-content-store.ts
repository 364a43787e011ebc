import { access, constants, mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { FsBlockstore } from "blockstore-fs";
import type { ContentStore } from "./content-store.ts";
import { exportFile, importFile, parseContentCid } from "./unixfs.ts";

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

/** DATA_DIR/ipfs/blocks; with an in-memory data folder ("memory://"), a fresh temporary folder. */
export async function defaultBlocksDir(dataDir: string): Promise<{ dir: string; temporary: boolean }> {
  if (dataDir.startsWith("memory://")) return { dir: await mkdtemp(path.join(tmpdir(), "openpawn-ipfs-")), temporary: true };
  return { dir: path.join(dataDir, "ipfs", "blocks"), temporary: false };
}
