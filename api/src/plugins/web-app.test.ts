import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import webAppPlugin, { HASHED_ASSET_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from "./web-app.ts";

/** A build as web/build/precompress.ts leaves it: each compressible file with its .br and .gz beside it. */
const INDEX_HTML = `<!doctype html><html><head><title>OpenPawn fixture</title></head><body>${"<div>shell</div>".repeat(50)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify("hello from a hashed chunk ".repeat(80))};`;
const SCRIPT_PATH = "/assets/index-AbC123.js";

async function writeBuild(root: string) {
  await mkdir(path.join(root, "assets"), { recursive: true });
  const withCopies = async (relative: string, content: string) => {
    const file = path.join(root, relative);
    await writeFile(file, content);
    await writeFile(`${file}.br`, brotliCompressSync(content));
    await writeFile(`${file}.gz`, gzipSync(content));
  };
  await withCopies("index.html", INDEX_HTML);
  await withCopies(SCRIPT_PATH.slice(1), SCRIPT);
  // Too small to be worth compressing: the build leaves it alone.
  await writeFile(path.join(root, "assets", "tiny-Zz9.js"), "export {};");
  await writeFile(path.join(root, "sw.js"), "self.addEventListener('push', () => {});");
}

describe("the web build on the API's origin", () => {
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "openpawn-web-dist-"));
    await writeBuild(root);
    app = Fastify();
    await app.register(webAppPlugin, { webDist: root });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: "GET", url, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

  it("sends the brotli copy to a browser that accepts br, as a script cached for a year", async () => {
    const response = await get(SCRIPT_PATH, "gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers["cache-control"]).toBe(HASHED_ASSET_CACHE_CONTROL);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the gzip copy when gzip is all the browser accepts (or br is refused)", async () => {
    for (const accept of ["gzip", "br;q=0, gzip"]) {
      const response = await get(SCRIPT_PATH, accept);
      expect(response.headers["content-encoding"], accept).toBe("gzip");
      expect(response.headers["cache-control"]).toBe(HASHED_ASSET_CACHE_CONTROL);
      expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
    }
  });

  it("sends the plain bytes without Accept-Encoding", async () => {
    for (const accept of [undefined, "identity"]) {
      const response = await get(SCRIPT_PATH, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"], String(accept)).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
      expect(response.headers["cache-control"]).toBe(HASHED_ASSET_CACHE_CONTROL);
    }
  });

  it("sends a hashed file that has no compressed copy as it is", async () => {
    const response = await get("/assets/tiny-Zz9.js", "br, gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe("export {};");
    expect(response.headers["cache-control"]).toBe(HASHED_ASSET_CACHE_CONTROL);
  });

  it("sends index.html compressed but always revalidated, at / and as the fallback of a deep link", async () => {
    for (const url of ["/", "/index.html", "/pawn", "/inventory/setting?tab=1"]) {
      const response = await get(url, "br");
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], url).toBe(REVALIDATE_CACHE_CONTROL);
      expect(response.headers.etag, url).toBeTruthy();
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
    const plain = await get("/pawn");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(INDEX_HTML);
    expect(plain.headers["cache-control"]).toBe(REVALIDATE_CACHE_CONTROL);
  });

  it("revalidates unhashed files outside assets/ (the service worker)", async () => {
    const response = await get("/sw.js", "br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(REVALIDATE_CACHE_CONTROL);
  });

  it("answers a missing hashed file with a 404, not with index.html under a script's name", async () => {
    const response = await get("/assets/index-OldHash.js", "br");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.body).not.toContain("OpenPawn fixture");
  });

  it("leaves unknown API paths a JSON 404", async () => {
    const response = await get("/api/nothing-here", "br");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, errorCodes: ["not_found"] });
  });
});
