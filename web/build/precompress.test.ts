import { afterEach, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { MIN_BYTES, precompressDirectory } from "./precompress.ts";

let dir: string | undefined;
afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

describe("precompressDirectory", () => {
  it("writes a brotli and a gzip copy beside each compressible file, which decompress to the original", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "openpawn-precompress-"));
    await mkdir(path.join(dir, "assets"));
    const script = `export const words = ${JSON.stringify("lend borrow pawn ".repeat(200))};`;
    await writeFile(path.join(dir, "assets", "index-abc.js"), script);
    await writeFile(path.join(dir, "index.html"), `<!doctype html>${"<p>shell</p>".repeat(200)}`);
    await writeFile(path.join(dir, "assets", "small-def.js"), "export {};");
    await writeFile(path.join(dir, "logo.png"), Buffer.alloc(4096, 7));

    const done = await precompressDirectory(dir);

    expect(done.map((file) => file.file).sort()).toEqual([path.join("assets", "index-abc.js"), "index.html"]);
    const compressedScript = path.join(dir, "assets", "index-abc.js");
    expect(brotliDecompressSync(await readFile(`${compressedScript}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${compressedScript}.gz`)).toString()).toBe(script);
    const entry = done.find((file) => file.file.endsWith("index-abc.js"));
    expect(entry?.bytes).toBe(script.length);
    expect(entry?.br).toBeLessThan(entry?.gz ?? 0);
    // Below MIN_BYTES, and formats that are not text, are left alone.
    expect((await readdir(path.join(dir, "assets"))).sort()).toEqual(["index-abc.js", "index-abc.js.br", "index-abc.js.gz", "small-def.js"]);
    expect((await readdir(dir)).filter((name) => name.startsWith("logo"))).toEqual(["logo.png"]);
    expect(MIN_BYTES).toBeGreaterThan("export {};".length);
  });

  it("writes no copy that would be larger than the file", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "openpawn-precompress-"));
    // Random bytes do not compress: both copies would be larger.
    await writeFile(path.join(dir, "noise.wasm"), randomBytes(4096));
    await precompressDirectory(dir);
    expect(await readdir(dir)).toEqual(["noise.wasm"]);
  });
});
