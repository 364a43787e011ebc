import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats a browser downloads; images and fonts of the build are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/;
/** Below this a file fits in one packet either way and the copies are not worth their disk. */
export const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

export interface PrecompressedFile {
  file: string;
  bytes: number;
  br: number;
  gz: number;
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every compressible file of `dir`
 * of at least MIN_BYTES, for the server to send as they are (@fastify/static `preCompressed`). A copy that
 * would not be smaller is not written. Returns what was compressed.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const done = await Promise.all(
    files.map(async (file): Promise<PrecompressedFile | undefined> => {
      if ((await stat(file)).size < MIN_BYTES) return undefined;
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
      return { file: path.relative(dir, file), bytes: content.length, br: br.length, gz: gz.length };
    }),
  );
  return done.filter((entry) => entry !== undefined);
}

/** The Vite plugin: precompresses the build's output once it is written (production builds only). */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "openpawn:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDirectory(outDir);
      const total = (key: "bytes" | "br" | "gz") => (files.reduce((sum, file) => sum + file[key], 0) / 1024).toFixed(0);
      this.info?.(`precompressed ${files.length} files: ${total("bytes")} kB -> ${total("br")} kB brotli, ${total("gz")} kB gzip`);
    },
  };
}
