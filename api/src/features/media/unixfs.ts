import { BlackHoleBlockstore } from "blockstore-core";
import { exporter } from "ipfs-unixfs-exporter";
import { importBytes, type ImporterOptions } from "ipfs-unixfs-importer";
import { fixedSize } from "ipfs-unixfs-importer/chunker";
import { balanced } from "ipfs-unixfs-importer/layout";
import { CID } from "multiformats/cid";
import * as raw from "multiformats/codecs/raw";
import { sha256 } from "multiformats/hashes/sha2";

/** Kubo's `ipfs add --cid-version=1`: 256 KiB fixed-size chunks, raw leaves, a balanced DAG of 174 links per node. */
export const CHUNK_SIZE = 262_144;
export const MAX_CHILDREN_PER_NODE = 174;
/** Where the importer writes blocks and the exporter reads them (interface-blockstore's Blockstore). */
export type Blockstore = Parameters<typeof importBytes>[1] & Parameters<typeof exporter>[1];

/** Multicodec of a dag-pb node (a UnixFS file root or intermediate node). */
export const DAG_PB_CODE = 0x70;

/**
 * The one set of import settings: every CID this API computes or accepts from an IPFS node is made with these, so
 * the same bytes always have the same CID here, in every instance and on any Kubo node (decision 0029).
 */
export function kuboImportOptions(): ImporterOptions {
  return {
    cidVersion: 1,
    rawLeaves: true,
    reduceSingleLeafToSelf: true,
    chunker: fixedSize({ chunkSize: CHUNK_SIZE }),
    layout: balanced({ maxChildrenPerNode: MAX_CHILDREN_PER_NODE }),
    wrapWithDirectory: false,
  };
}

/** Imports `bytes` as one UnixFS file, writing its blocks to `blockstore`; answers the root CID. */
export async function importFile(bytes: Uint8Array, blockstore: Blockstore): Promise<CID> {
  const { cid } = await importBytes(bytes, blockstore, kuboImportOptions());
  return cid;
}

/** The CID `bytes` have as a file, computed without keeping a block. */
export function computeCid(bytes: Uint8Array): Promise<CID> {
  return importFile(bytes, new BlackHoleBlockstore());
}

/** The CID of one raw block: CIDv1, raw codec, sha2-256 (what a file of at most one chunk gets). */
export async function rawBlockCid(bytes: Uint8Array): Promise<CID> {
  return CID.createV1(raw.code, await sha256.digest(bytes));
}

/**
 * A CID this API can hold: version 1, sha2-256, raw (a one-block file) or dag-pb (a larger one). Anything else, valid
 * or not, is null: the gateway answers such a path without asking any store.
 */
export function parseContentCid(text: string): CID | null {
  let cid: CID;
  try {
    cid = CID.parse(text);
  } catch {
    return null;
  }
  if (cid.version !== 1 || cid.multihash.code !== sha256.code) return null;
  return cid.code === raw.code || cid.code === DAG_PB_CODE ? cid : null;
}

/** Whether `text` is a CID at all (any version, codec or hash): the gateway's 400 versus 404. */
export function isCid(text: string): boolean {
  try {
    CID.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads a whole file back from its blocks (raw or UnixFS file DAG) through the exporter; null when `cid` is not a
 * file (a directory). Blocks missing from `blockstore` fail as its `get` fails.
 */
export async function exportFile(cid: CID, blockstore: Blockstore): Promise<Uint8Array | null> {
  const entry = await exporter(cid, blockstore);
  if (entry.type !== "file" && entry.type !== "raw") return null;
  const chunks: Uint8Array[] = [];
  for await (const chunk of entry.content()) chunks.push(chunk);
  return Buffer.concat(chunks);
}
