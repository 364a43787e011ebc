import { describe, expect, it } from "vitest";
import {
  formatAbbreviated,
  parseDecimalUnits,
  formatSymbolList,
  formatTokenAmount,
  formatUnitsDown,
  maskEmail,
  shortenAddress,
  shortenHash,
  truncate,
} from "./format.ts";

const e18 = 10n ** 18n;

describe("formatUnitsDown", () => {
  it("keeps 5 decimals rounded down with thousands separators", () => {
    expect(formatUnitsDown(1234567n * e18 + 12345678n * 10n ** 10n, 18)).toBe("1,234,567.12345");
    expect(formatUnitsDown(999_999n, 6)).toBe("0.99999");
  });
  it("drops trailing zeros and handles zero and negatives", () => {
    expect(formatUnitsDown(15n * 10n ** 17n, 18)).toBe("1.5");
    expect(formatUnitsDown(0n, 18)).toBe("0");
    expect(formatUnitsDown(-25n * 10n ** 17n, 18)).toBe("-2.5");
  });
  it("works for tokens with few decimals", () => {
    expect(formatUnitsDown(12345n, 2)).toBe("123.45");
    expect(formatUnitsDown(7n, 0)).toBe("7");
  });
});

describe("formatAbbreviated", () => {
  it("abbreviates from 1000 upward with 2 decimals rounded down", () => {
    expect(formatAbbreviated(999n * e18, 18)).toBe("999");
    expect(formatAbbreviated(1_999n * e18, 18)).toBe("1.99K");
    expect(formatAbbreviated(2_500_000n * e18, 18)).toBe("2.5M");
    expect(formatAbbreviated(7_000_000_000n * e18, 18)).toBe("7B");
    expect(formatAbbreviated(3_210_000_000_000n * e18, 18)).toBe("3.21T");
  });
  it("shows the token symbol beside the amount", () => {
    expect(formatTokenAmount(1_500n * 10n ** 6n, 6, "USDT")).toBe("1.5K USDT");
  });
});

describe("text helpers", () => {
  const address = "0x1234567890abcdef1234567890abcdef12345678";
  it("shortens addresses and hashes", () => {
    expect(shortenAddress(address, 5)).toBe("0x12345...45678");
    expect(shortenAddress(address, 3)).toBe("0x123...678");
    expect(shortenHash(`0x${"ab".repeat(32)}`, 6)).toBe("0xabab...ababab");
  });
  it("masks e-mails after 3 characters", () => {
    expect(maskEmail("alice@example.com")).toBe("ali***@example.com");
  });
  it("cuts long text", () => {
    expect(truncate("a".repeat(31), 30, 25)).toBe(`${"a".repeat(25)}...`);
    expect(truncate("short", 30, 25)).toBe("short");
  });
  it("lists up to 3 symbols then counts the rest", () => {
    expect(formatSymbolList(["A", "B", "C", "D", "E"])).toBe("A, B, C & 2+ more");
    expect(formatSymbolList(["A", "B"])).toBe("A, B");
  });
});

describe("parseDecimalUnits", () => {
  it("reads a typed decimal into base units exactly", () => {
    expect(parseDecimalUnits("1.5", 18)).toBe(1_500_000_000_000_000_000n);
    expect(parseDecimalUnits(" 42 ", 6)).toBe(42_000_000n);
    expect(parseDecimalUnits("0.000001", 6)).toBe(1n);
  });

  it("refuses what the token cannot hold or is not a number", () => {
    expect(parseDecimalUnits("0.0000001", 6)).toBeNull();
    expect(parseDecimalUnits("1e3", 18)).toBeNull();
    expect(parseDecimalUnits("-1", 18)).toBeNull();
    expect(parseDecimalUnits("", 18)).toBeNull();
  });
});
