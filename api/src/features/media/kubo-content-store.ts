import { CID } from "multiformats/cid";
import type { ContentStore } from "./content-store.ts";
import { CHUNK_SIZE, computeCid, parseContentCid } from "./unixfs.ts";

export interface KuboStoreOptions {
  /** The node's RPC address, e.g. http://127.0.0.1:5001 (IPFS_API_URL); `/api/v0/...` is appended. */
  apiUrl: string;
  /** Sent as `Authorization: Bearer <token>` when set (IPFS_API_TOKEN): a node behind an authorizing proxy, a pinning service. */
  token?: string;
  /** How long one call may take before it fails. */
  timeoutMs?: number;
  /** Files larger than this are not read back (the gateway answers them as not held here). */
  maxBytes?: number;
}

/** What the node answered that this API refuses to take on trust, or a node that does not answer as Kubo does. */
export class IpfsNodeError extends Error {
  override readonly name = "IpfsNodeError";
}

/**
 * An IPFS node or pinning service speaking Kubo's RPC (`POST /api/v0/add`, `/cat`, `/block/stat`). Nothing the node
 * says is trusted: a file's CID is computed here first and the node's answer must name the same CID (the settings
 * are sent with every add, so a node whose own defaults differ still agrees); bytes read back must hash to the CID
 * asked for. Reads are `offline`: the node answers from its own blocks, never from a search of the network.
 */
export class KuboContentStore implements ContentStore {
  readonly kind = "kubo";
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;

  constructor(private readonly options: KuboStoreOptions) {
    this.base = `${options.apiUrl.replace(/\/+$/, "")}/api/v0`;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  async add(bytes: Uint8Array): Promise<{ cid: string }> {
    const expected = await computeCid(bytes);
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "application/octet-stream" }), "file");
    const response = await this.call("add", { "cid-version": "1", "raw-leaves": "true", chunker: `size-${CHUNK_SIZE}`, hash: "sha2-256", pin: "true" }, form);
    if (!response.ok) throw await this.failure("add", response);
    // One JSON object per added entry (a single file: one line); the last names the root.
    const lines = (await response.text()).trim().split("\n");
    let named: CID;
    try {
      named = CID.parse(String((JSON.parse(lines.at(-1) ?? "") as { Hash?: unknown }).Hash));
    } catch {
      throw new IpfsNodeError("the IPFS node's add answer names no CID");
    }
    // Compared as CIDv1 in base32: a node may answer in another base.
    const cid = expected.toString();
    if (named.toV1().toString() !== cid) throw new IpfsNodeError(`the IPFS node named the file ${named.toString()}, but its bytes are ${cid}`);
    return { cid };
  }

  async get(text: string): Promise<Uint8Array | null> {
    const cid = parseContentCid(text);
    if (!cid) return null;
    const response = await this.call("cat", { arg: cid.toString(), offline: "true" });
    if (!response.ok) {
      if (await isNotFound(response)) return null;
      throw await this.failure("cat", response);
    }
    const bytes = await readAtMost(response, this.maxBytes);
    if (!bytes) return null;
    if ((await computeCid(bytes)).toString() !== cid.toString()) throw new IpfsNodeError(`the IPFS node's bytes for ${cid.toString()} do not hash to it`);
    return bytes;
  }

  async has(text: string): Promise<boolean> {
    const cid = parseContentCid(text);
    if (!cid) return false;
    const response = await this.call("block/stat", { arg: cid.toString(), offline: "true" });
    if (response.ok) {
      await response.body?.cancel();
      return true;
    }
    if (await isNotFound(response)) return false;
    throw await this.failure("block/stat", response);
  }

  /**
   * Unpins each file (`pin/rm`, recursive: the pin `add` made). A file not pinned, or pinned only as part of another
   * pinned file, is no longer held by this store: Kubo answers that with an error, taken here as done. The blocks stay
   * on the node until its garbage collection (`ipfs repo gc`, or a daemon run with `--enable-gc`), which keeps every
   * block another pin reaches, so `keep` is the node's business, not this call's. Any other answer fails the call:
   * unpinning again is harmless, so the next collection retries the lot.
   */
  async delete(cids: readonly string[], _keep: readonly string[] = []): Promise<void> {
    for (const text of cids) {
      const cid = parseContentCid(text);
      if (!cid) continue;
      const response = await this.call("pin/rm", { arg: cid.toString(), recursive: "true" });
      if (response.ok) await response.body?.cancel();
      else if (!(await isNotPinned(response))) throw await this.failure("pin/rm", response);
    }
  }

  async health(): Promise<string> {
    try {
      const response = await this.call("version", {});
      await response.body?.cancel();
      return response.ok ? "ok" : `node answered ${response.status}`;
    } catch {
      return "unreachable";
    }
  }

  private call(command: string, query: Record<string, string>, body?: FormData): Promise<Response> {
    const headers: Record<string, string> = this.options.token ? { authorization: `Bearer ${this.options.token}` } : {};
    // Kubo's RPC takes POST only (a GET is 405), with or without a body.
    return fetch(`${this.base}/${command}?${new URLSearchParams(query).toString()}`, {
      method: "POST",
      headers,
      ...(body ? { body } : {}),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  private async failure(command: string, response: Response): Promise<IpfsNodeError> {
    const text = await response.text().catch(() => "");
    return new IpfsNodeError(`IPFS node ${command} answered ${response.status}: ${text.slice(0, 200)}`);
  }
}

/** Kubo answers a block it does not have (offline) with 500 and a JSON error whose message says so. */
async function isNotFound(response: Response): Promise<boolean> {
  if (response.status !== 500) return false;
  const text = await response.clone().text().catch(() => "");
  try {
    return /not found|could not find/i.test(String((JSON.parse(text) as { Message?: unknown }).Message));
  } catch {
    return false;
  }
}

/** Kubo's answer to `pin/rm` of a CID with no pin of its own: 500 and "not pinned or pinned indirectly". */
async function isNotPinned(response: Response): Promise<boolean> {
  if (response.status !== 500) return false;
  const text = await response.clone().text().catch(() => "");
  return /not pinned/i.test(text);
}

/** The whole body, or null (the rest left unread) once it passes `maxBytes`. */
async function readAtMost(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    // Leaving the loop cancels the stream.
    if (total > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
