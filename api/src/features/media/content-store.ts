/**
 * Content-addressed storage of NFT media and metadata (decision 0029). A file is named by its CID: CIDv1, UnixFS with
 * raw leaves, as Kubo's `ipfs add --cid-version=1` computes it (`unixfs.ts`), so `ipfs://<cid>` means the same bytes
 * on this API's gateway, on the operator's IPFS node and on any public gateway that has them.
 */
export interface ContentStore {
  /** Stores `bytes` as one file; answers its CID (base32 CIDv1). Adding the same bytes again answers the same CID. */
  add(bytes: Uint8Array): Promise<{ cid: string }>;
  /** The whole file named by `cid`, or null when this store does not hold it (or `cid` is not a CID it can hold). */
  get(cid: string): Promise<Uint8Array | null>;
  /** Whether the file named by `cid` is held here. */
  has(cid: string): Promise<boolean>;
  /**
   * Stops holding the files named by `cids` (unminted media past its days, decision 0037); fails as a whole when the
   * store does (deleting again is harmless, so a caller retries the lot). Blocks a file named by `keep` also uses are
   * kept: two files share a block when they have a 256 KiB chunk in common, or when one file is a chunk of another.
   * On the disk the files' blocks go, roots first; on a Kubo node their pins go, and the node's garbage collection,
   * which keeps whatever another pin reaches, frees the blocks. Batched: what `keep` reaches is worked out once.
   */
  delete(cids: readonly string[], keep: readonly string[]): Promise<void>;
  /** "ok", or in a few words what is wrong (for /api/health). */
  health(): Promise<string>;
  /** Where the store keeps its files: on this server's disk, or on an IPFS node. */
  readonly kind: "self-hosted" | "kubo";
}

/** `ipfs://<cid>`: the address an NFT's metadata and tokenURI carry. */
export function ipfsUri(cid: string): string {
  return `ipfs://${cid}`;
}

/** The CID text of an `ipfs://<cid>` address, or null (not checked as a CID). */
export function cidOfIpfsUri(uri: string): string | null {
  const match = /^ipfs:\/\/([A-Za-z0-9]+)$/.exec(uri);
  return match?.[1] ?? null;
}
