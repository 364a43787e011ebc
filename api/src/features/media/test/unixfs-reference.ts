import { createHash } from "node:crypto";
import { CID } from "multiformats/cid";
import * as Digest from "multiformats/hashes/digest";

/**
 * A second computation of a file's CID, written from the specifications alone (UnixFS, dag-pb, CID) with its own
 * protobuf encoding and node's sha256, to check the importer against: what Kubo's `ipfs add --cid-version=1` builds.
 * - Chunks of 256 KiB; each chunk is a raw block (CIDv1, codec raw 0x55, sha2-256).
 * - One chunk: the file's CID is that block's.
 * - More: a balanced tree, every leaf at the same depth, each node linking to at most 174 children in order. A node is
 *   dag-pb (0x70): PBNode { Links (field 2) first, then Data (field 1) }, each PBLink { Hash (1) = the child's CID
 *   bytes, Name (2) = "", Tsize (3) = the child's block size plus the Tsize of everything under it }; its Data is the
 *   UnixFS message { Type (1) = File (2), filesize (3), blocksizes (4, one unpacked entry per child: the file bytes
 *   under that child) }.
 * `legacy` gives Kubo's plain `ipfs add` (CIDv0) instead, whose leaves are not raw: a leaf is a dag-pb node with no
 * link whose Data is { Type = File, Data (2) = the chunk, filesize }, and every CID is version 0. Kubo's published
 * CIDs of that form check these rules on a file Kubo really added (see unixfs.test.ts).
 */
const CHUNK = 262_144;
const WIDTH = 174;
const RAW = 0x55;
const DAG_PB = 0x70;
const SHA2_256 = 0x12;

interface Node {
  cid: CID;
  /** File bytes under this node. */
  fileSize: number;
  /** Bytes of this block and every block under it. */
  tsize: number;
}

function varint(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
  return out;
}

/** A length-delimited field (wire type 2). */
const bytesField = (field: number, bytes: Uint8Array | number[]) => [(field << 3) | 2, ...varint(bytes.length), ...bytes];
/** A varint field (wire type 0). */
const varintField = (field: number, value: number) => [(field << 3) | 0, ...varint(value)];

const digestOf = (block: Uint8Array) => Digest.create(SHA2_256, createHash("sha256").update(block).digest());
const cidOf = (codec: number, block: Uint8Array, legacy: boolean) => (legacy ? CID.createV0(digestOf(block)) : CID.createV1(codec, digestOf(block)));

function parentOf(children: Node[], legacy: boolean): Node {
  const fileSize = children.reduce((sum, child) => sum + child.fileSize, 0);
  const unixfs = [...varintField(1, 2), ...varintField(3, fileSize), ...children.flatMap((child) => varintField(4, child.fileSize))];
  const links = children.flatMap((child) => bytesField(2, [...bytesField(1, child.cid.bytes), ...bytesField(2, []), ...varintField(3, child.tsize)]));
  const block = Uint8Array.from([...links, ...bytesField(1, unixfs)]);
  return { cid: cidOf(DAG_PB, block, legacy), fileSize, tsize: block.length + children.reduce((sum, child) => sum + child.tsize, 0) };
}

function leafOf(chunk: Uint8Array, legacy: boolean): Node {
  if (!legacy) return { cid: cidOf(RAW, chunk, false), fileSize: chunk.length, tsize: chunk.length };
  const block = Uint8Array.from(bytesField(1, [...varintField(1, 2), ...bytesField(2, chunk), ...varintField(3, chunk.length)]));
  return { cid: cidOf(DAG_PB, block, true), fileSize: chunk.length, tsize: block.length };
}

/** The CID Kubo gives `bytes` (non-empty) with `ipfs add --cid-version=1` (or plain `ipfs add`: `legacy`), by the rules above. */
export function referenceCid(bytes: Uint8Array, { legacy = false } = {}): string {
  let level: Node[] = [];
  for (let offset = 0; offset < bytes.length; offset += CHUNK) level.push(leafOf(bytes.subarray(offset, offset + CHUNK), legacy));
  if (level.length === 1) return rootOf(level);
  do {
    const next: Node[] = [];
    for (let index = 0; index < level.length; index += WIDTH) next.push(parentOf(level.slice(index, index + WIDTH), legacy));
    level = next;
  } while (level.length > 1);
  return rootOf(level);
}

function rootOf([root]: Node[]): string {
  if (!root) throw new Error("no bytes");
  return root.cid.toString();
}
