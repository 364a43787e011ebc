import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkError } from "./chunk-reload.ts";

describe("chunk reload", () => {
  it("recognises a failed dynamic import", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/page.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });

  it("reloads at most once per 60 s", () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError(reload, 1_000_000)).toBe(true);
    expect(reloadAfterChunkError(reload, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadAfterChunkError(reload, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
