import { describe, expect, it } from "vitest";
import { parseByteRange } from "./byte-range.ts";

describe("parseByteRange", () => {
  it("reads one range of a 1000-byte file: from-to, from, and the last n bytes", () => {
    expect(parseByteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange("bytes=990-2000", 1000)).toEqual({ start: 990, end: 999 });
    expect(parseByteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("serves the whole file for no header, several ranges, another unit or nonsense; 416 past the end", () => {
    for (const header of [undefined, "", "bytes=0-1,5-6", "items=0-1", "bytes=-", "bytes=5-1", "bytes=abc"]) {
      expect(parseByteRange(header, 1000), String(header)).toBeNull();
    }
    expect(parseByteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-0", 1000)).toBe("unsatisfiable");
  });
});
