import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../test/test-app.ts";
import { CHUNK_SIZE, computeCid } from "../unixfs.ts";
import { SAMPLES, patternBytes } from "../test/bytes.ts";
import { IMMUTABLE_CACHE_CONTROL } from "./gateway.ts";

describe("GET /ipfs/{cid}: the gateway of stored media", () => {
  let app: FastifyInstance;
  let webDist: string;
  beforeAll(async () => {
    // As in production: the web build served on the same origin, whose fallback must not shadow /ipfs.
    webDist = await mkdtemp(path.join(tmpdir(), "openpawn-web-"));
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>web app</title>");
    app = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") => app.inject({ method, url, headers });

  it("serves the bytes to anyone, typed from the bytes, immutable, with the CID as ETag", async () => {
    const bytes = SAMPLES.webp(1234);
    const { cid } = await app.media.store.add(bytes);
    const response = await get(`/ipfs/${cid}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-type": "image/webp",
      "content-length": "1234",
      "cache-control": IMMUTABLE_CACHE_CONTROL,
      etag: `"${cid}"`,
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
    });
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("answers HEAD with the same headers and no body, and a matching If-None-Match with 304", async () => {
    const bytes = SAMPLES.mp4(4321);
    const { cid } = await app.media.store.add(bytes);
    const head = await get(`/ipfs/${cid}`, {}, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ "content-type": "video/mp4", "content-length": "4321", etag: `"${cid}"`, "cache-control": IMMUTABLE_CACHE_CONTROL });
    expect(head.rawPayload.length).toBe(0);
    const cached = await get(`/ipfs/${cid}`, { "if-none-match": `W/"other", "${cid}"` });
    expect(cached.statusCode).toBe(304);
    expect(cached.headers.etag).toBe(`"${cid}"`);
    expect(cached.rawPayload.length).toBe(0);
  });

  it("serves one byte range for video players (206), and 416 past the end", async () => {
    const bytes = SAMPLES.webm(3000);
    const { cid } = await app.media.store.add(bytes);
    const part = await get(`/ipfs/${cid}`, { range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 100-199/3000");
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const past = await get(`/ipfs/${cid}`, { range: "bytes=3000-" });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe("bytes */3000");
  });

  it("reads a multi-chunk file back whole, its CID the one computed from the bytes", async () => {
    const bytes = Buffer.from(patternBytes(4 * CHUNK_SIZE + 99, 31));
    bytes.set(SAMPLES.mp4(64).subarray(0, 32), 0);
    const { cid } = await app.media.store.add(bytes);
    expect(cid).toBe((await computeCid(bytes)).toString());
    const response = await get(`/ipfs/${cid}`);
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it("answers 400 for a path that is no CID and 404 for a CID it does not hold (JSON, never the web page), neither cached", async () => {
    for (const path of ["not-a-cid", "bafkrei", "..%2F..%2Fsecrets"]) {
      const response = await get(`/ipfs/${path}`);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: "Not a valid CID", errorCodes: ["ipfs.invalid-cid"] });
    }
    const unknown = (await computeCid(Buffer.from("nobody uploaded this"))).toString();
    for (const cid of [unknown, "QmZULkCELmmk5XNfCgTnCyFgAVxBRBXyDHGGMVoLFLiXEN"]) {
      const response = await get(`/ipfs/${cid}`);
      expect(response.statusCode, cid).toBe(404);
      expect(response.json().errorCodes).toEqual(["ipfs.not-found"]);
      expect(response.headers["cache-control"]).toBeUndefined();
      expect(response.headers.etag).toBeUndefined();
    }
    expect((await get(`/ipfs/${unknown}`, { "if-none-match": `"${unknown}"` })).statusCode).toBe(404);
  });

  it("serves what is neither media nor JSON as bytes, never as a page", async () => {
    const { cid } = await app.media.store.add(SAMPLES.html());
    const response = await get(`/ipfs/${cid}`);
    expect(response.headers["content-type"]).toBe("application/octet-stream");
    expect(response.headers["content-security-policy"]).toContain("sandbox");
  });
});
