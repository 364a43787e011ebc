import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { decode as decodeDagPb } from "@ipld/dag-pb";
import { MemoryBlockstore } from "blockstore-core";
import { importBytes } from "ipfs-unixfs-importer";
import { fixedSize } from "ipfs-unixfs-importer/chunker";
import { balanced } from "ipfs-unixfs-importer/layout";
import { exporter } from "ipfs-unixfs-exporter";
import { CID } from "multiformats/cid";

export interface FakeKuboOptions {
  /** Required as `Authorization: Bearer <token>` when set (a node behind an authorizing proxy); 403 otherwise. */
  token?: string;
  /** A node that imports with its own chunk size whatever the request says (a pinning service's fixed profile). */
  forceChunkSize?: number;
  /** A node that answers `cat` with one byte changed. */
  tamperCat?: boolean;
}

export interface FakeKubo {
  url: string;
  /** Every call as `<command> <query>`, in order. */
  calls: string[];
  /** The CIDs pinned recursively, as the node named them. */
  pins: Set<string>;
  close(): Promise<void>;
}

/**
 * A local stand-in for a Kubo node's RPC (the subset the content store uses), implementing the protocol as Kubo does:
 * every command is POST under /api/v0 (a GET is 405); `add` takes a multipart file and the import settings as query
 * parameters (cid-version, raw-leaves: default on with CIDv1, chunker size-N, pin) and answers one JSON line
 * `{Name, Hash, Size}`, pinning the root recursively unless `pin=false`; `cat` and `block/stat` take `arg`; a block it
 * does not have is a 500 with a JSON error. `pin/rm` drops a recursive pin (`recursive` defaults to true) and answers
 * `{Pins}`; a CID without a pin of its own is Kubo's 500 "not pinned or pinned indirectly". `repo/gc` deletes every
 * block no pin reaches and answers one `{Key}` line per block. Files are imported with the same UnixFS importer into
 * memory.
 */
export async function startFakeKubo(options: FakeKuboOptions = {}): Promise<FakeKubo> {
  const blocks = new MemoryBlockstore();
  const calls: string[] = [];
  const pins = new Set<string>();

  const fail = (response: ServerResponse, status: number, message: string) =>
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ Message: message, Code: 0, Type: "error" }));
  const notFound = (response: ServerResponse, cid: string) => fail(response, 500, `block was not found locally (offline): ipld: could not find ${cid}`);

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    const command = url.pathname.replace(/^\/api\/v0\//, "");
    calls.push(`${request.method} ${command} ${url.searchParams.toString()}`);
    if (request.method !== "POST") return response.writeHead(405).end("405 - Method Not Allowed");
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`) return response.writeHead(403).end("403 - Forbidden");
    const body = await readBody(request);
    const arg = url.searchParams.get("arg") ?? "";

    switch (command) {
      case "version":
        return response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ Version: "fake" }));
      case "add": {
        const file = firstMultipartFile(body, String(request.headers["content-type"] ?? ""));
        if (!file) return fail(response, 400, "file argument 'path' is required");
        const cidVersion = url.searchParams.get("cid-version") === "1" ? 1 : 0;
        const rawLeaves = url.searchParams.has("raw-leaves") ? url.searchParams.get("raw-leaves") === "true" : cidVersion === 1;
        const requested = /^size-(\d+)$/.exec(url.searchParams.get("chunker") ?? "")?.[1];
        const chunkSize = options.forceChunkSize ?? (requested ? Number(requested) : 262_144);
        const { cid } = await importBytes(file, blocks, {
          cidVersion,
          rawLeaves,
          chunker: fixedSize({ chunkSize }),
          layout: balanced({ maxChildrenPerNode: 174 }),
        });
        if (url.searchParams.get("pin") !== "false") pins.add(cid.toString());
        return response
          .writeHead(200, { "content-type": "application/json" })
          .end(`${JSON.stringify({ Name: "file", Hash: cid.toString(), Size: String(file.length) })}\n`);
      }
      case "cat": {
        const cid = parse(arg);
        if (!cid) return fail(response, 500, `invalid path "${arg}"`);
        if (!(await blocks.has(cid))) return notFound(response, arg);
        const entry = await exporter(cid, blocks);
        if (entry.type !== "file" && entry.type !== "raw") return fail(response, 500, "this dag node is a directory");
        const chunks: Uint8Array[] = [];
        for await (const chunk of entry.content()) chunks.push(chunk);
        const bytes = Buffer.concat(chunks);
        if (options.tamperCat && bytes.length > 0) bytes.writeUInt8(bytes.readUInt8(0) ^ 0xff, 0);
        return response.writeHead(200, { "content-type": "text/plain" }).end(bytes);
      }
      case "block/stat": {
        const cid = parse(arg);
        if (!cid) return fail(response, 500, `invalid path "${arg}"`);
        if (!(await blocks.has(cid))) return notFound(response, arg);
        return response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ Key: arg, Size: 0 }));
      }
      case "pin/rm": {
        const cid = parse(arg);
        if (!cid) return fail(response, 500, `invalid path "${arg}"`);
        if (url.searchParams.get("recursive") === "false" || !pins.delete(cid.toString())) return fail(response, 500, "not pinned or pinned indirectly");
        return response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ Pins: [cid.toString()] }));
      }
      case "repo/gc": {
        const reached = new Set<string>();
        for (const pin of pins) await reach(blocks, CID.parse(pin), reached);
        const removed: string[] = [];
        for await (const { cid } of blocks.getAll()) {
          if (reached.has(blockKey(cid))) continue;
          await blocks.delete(cid);
          removed.push(`${JSON.stringify({ Key: { "/": cid.toString() } })}\n`);
        }
        return response.writeHead(200, { "content-type": "application/json" }).end(removed.join(""));
      }
      default:
        return response.writeHead(404).end("404 page not found");
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => fail(response, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    pins,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A block's key in the blockstore: its multihash, whatever codec names it. */
const blockKey = (cid: CID) => Buffer.from(cid.multihash.bytes).toString("hex");

/** Adds every block reachable from `root` (held here) to `reached`. */
async function reach(blocks: MemoryBlockstore, root: CID, reached: Set<string>): Promise<void> {
  if (reached.has(blockKey(root)) || !(await blocks.has(root))) return;
  reached.add(blockKey(root));
  if (root.code !== 0x70) return;
  const chunks: Uint8Array[] = [];
  for await (const chunk of blocks.get(root)) chunks.push(chunk);
  for (const link of decodeDagPb(Buffer.concat(chunks)).Links) await reach(blocks, link.Hash, reached);
}

function parse(text: string): CID | null {
  try {
    return CID.parse(text);
  } catch {
    return null;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The content of the first part of a multipart/form-data body (enough for a one-file add). */
function firstMultipartFile(body: Buffer, contentType: string): Buffer | null {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const first = body.indexOf(delimiter);
  if (first < 0) return null;
  const headersEnd = body.indexOf("\r\n\r\n", first);
  if (headersEnd < 0) return null;
  const end = body.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd + 4);
  return end < 0 ? null : body.subarray(headersEnd + 4, end);
}
