import { brotliCompressSync, constants } from "node:zlib";
import type { OutputBundle } from "rollup";
import type { Plugin } from "vite";

/** What must never be in the first load (decision 0019): the wallet module and the libraries it brings. */
export const NOT_IN_FIRST_LOAD: readonly RegExp[] = [
  /\/node_modules\/(?:wagmi|@wagmi\/[^/]+|viem|ox|abitype|@noble\/[^/]+|@walletconnect\/[^/]+)\//,
  /\/node_modules\/zod\//,
  /\/src\/wallet\/runtime\//,
];

/**
 * The most the first load (entry chunks and their static imports) may weigh over the wire, brotli as the
 * server sends it. Issue 9's target is 200 kB of JavaScript for a cold visitor of / and /pawn until the
 * network is idle; this leaves 25 kB for the page's own chunk and what the shell loads after the first
 * paint (the bench, `npm run bench -w web`, measures the whole; decision 0019).
 */
export const FIRST_LOAD_BUDGET_BYTES = 175 * 1024;

type ChunkLike = { type: "chunk"; fileName: string; isEntry: boolean; imports: string[]; moduleIds: string[]; code?: string };

/** The chunks the browser loads before the app runs: each entry and what it imports statically, transitively. */
export function firstLoadChunks(bundle: Record<string, ChunkLike | { type: "asset" }>): ChunkLike[] {
  const chunks = new Map<string, ChunkLike>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== "chunk" || chunks.has(fileName)) return;
    chunks.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) if (chunk.type === "chunk" && chunk.isEntry) visit(fileName);
  return [...chunks.values()];
}

/** The modules of the first load that match one of `forbidden`. */
export function firstLoadViolations(bundle: Record<string, ChunkLike | { type: "asset" }>, forbidden: readonly RegExp[] = NOT_IN_FIRST_LOAD): string[] {
  return firstLoadChunks(bundle)
    .flatMap((chunk) => chunk.moduleIds)
    .filter((id) => forbidden.some((pattern) => pattern.test(id.replaceAll("\\", "/"))));
}

/** Each first-load chunk's size over the wire (brotli, best quality: what the precompressed build serves). */
export function firstLoadBytes(bundle: Record<string, ChunkLike | { type: "asset" }>): { fileName: string; bytes: number }[] {
  return firstLoadChunks(bundle).map((chunk) => ({
    fileName: chunk.fileName,
    bytes: brotliCompressSync(chunk.code ?? "", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }));
}

/** The budget message when the first load weighs more than `budget` bytes over the wire, else undefined. */
export function overBudget(sizes: { fileName: string; bytes: number }[], budget = FIRST_LOAD_BUDGET_BYTES): string | undefined {
  const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
  if (total <= budget) return undefined;
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const list = [...sizes].sort((a, b) => b.bytes - a.bytes).map((size) => `${size.fileName} ${kB(size.bytes)}`).join(", ");
  return `The first load weighs ${kB(total)} over the wire (brotli), over its budget of ${kB(budget)}: ${list}.\n  Load what the first paint does not need with a dynamic import (see docs/decisions/0019-first-load.md).`;
}

/**
 * Fails the production build when the first load (the entry chunk and its static imports) holds a module it
 * must not: a static import of wagmi, viem, zod or the wallet module anywhere in the shell. The message names
 * the chain of imports that brought it in, from the entry. It fails too when the first load weighs more than
 * `budget` bytes over the wire (brotli), naming its chunks by size.
 */
export function firstLoadGuard(forbidden: readonly RegExp[] = NOT_IN_FIRST_LOAD, budget = FIRST_LOAD_BUDGET_BYTES): Plugin {
  return {
    name: "openpawn:first-load-guard",
    apply: "build",
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = bundle as unknown as Record<string, ChunkLike>;
      const violations = firstLoadViolations(chunks, forbidden);
      if (violations.length === 0) {
        const message = overBudget(firstLoadBytes(chunks), budget);
        if (message) this.error(message);
        return;
      }
      // The shortest chain of static imports from an entry to an offending module: the import to make dynamic.
      const entries = Object.values(bundle).flatMap((output) => (output.type === "chunk" && output.isEntry && output.facadeModuleId ? [output.facadeModuleId] : []));
      const parents = new Map<string, string | undefined>(entries.map((id) => [id, undefined]));
      const queue = [...entries];
      let found: string | undefined;
      while (queue.length > 0 && !found) {
        const id = queue.shift() as string;
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (parents.has(imported)) continue;
          parents.set(imported, id);
          if (forbidden.some((pattern) => pattern.test(imported.replaceAll("\\", "/")))) {
            found = imported;
            break;
          }
          queue.push(imported);
        }
      }
      const chain: string[] = [];
      for (let id = found ?? violations[0]; id; id = parents.get(id)) chain.unshift(id);
      const short = (id: string) => id.replace(/^.*\/node_modules\//, "").replace(/^.*\/web\//, "web/");
      this.error(
        `${violations.length} module(s) that must load after the first paint are in the first load, e.g. ${short(chain.at(-1) ?? "")}\n` +
          `  imported through: ${chain.map(short).join(" -> ")}\n` +
          "  Load it with a dynamic import (see docs/decisions/0019-first-load.md).",
      );
    },
  };
}
