import type { SpineLog } from "../../../chain-spine/indexer.ts";

/** A quiet log that keeps its warnings, so a test can tell "did nothing" from "failed and went on". */
export function recordingLog(): SpineLog & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    warnings,
    info() {},
    error() {},
    warn(...args: unknown[]) {
      warnings.push(args.filter((arg) => typeof arg === "string").join(" "));
    },
  };
}
