import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  formatAmount,
  formatCount,
  formatDate,
  formatDateTime,
  formatUsd,
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

describe("formatAmount", () => {
  const both = (value: bigint, decimals = 18) => [formatAmount(value, decimals, "compact"), formatAmount(value, decimals, "full")];

  it("compact abbreviates from 1000 upward with 2 decimals rounded down", () => {
    expect(formatAmount(1_999n * e18, 18, "compact")).toBe("1.99K");
    expect(formatAmount(2_500_000n * e18, 18, "compact")).toBe("2.5M");
    expect(formatAmount(7_000_000_000n * e18, 18, "compact")).toBe("7B");
    expect(formatAmount(3_210_000_000_000n * e18, 18, "compact")).toBe("3.21T");
    expect(formatAmount(999_999_999n * e18, 18, "compact")).toBe("999.99M");
  });
  it("full never abbreviates: 5 decimals rounded down with thousands separators", () => {
    expect(formatAmount(1_999n * e18 + 123_456_789n * 10n ** 9n, 18, "full")).toBe("1,999.12345");
    expect(formatAmount(3_210_000_000_000n * e18, 18, "full")).toBe("3,210,000,000,000");
  });
  it("agrees below 1000, where both keep 5 decimals rounded down (999.999999 is not 1K)", () => {
    expect(both(999_999_999n * 10n ** 12n)).toEqual(["999.99999", "999.99999"]);
  });
  it("switches at exactly 1000 and 1,000,000", () => {
    expect(both(1_000n * e18)).toEqual(["1K", "1,000"]);
    expect(both(1_000_000n * e18)).toEqual(["1M", "1,000,000"]);
  });
  it("shows a non-zero amount below 0.00001 as such, never as 0", () => {
    expect(both(10n ** 13n - 1n)).toEqual(["<0.00001", "<0.00001"]);
    expect(both(1n)).toEqual(["<0.00001", "<0.00001"]);
    expect(both(10n ** 13n)).toEqual(["0.00001", "0.00001"]);
    expect(both(-1n)).toEqual([">-0.00001", ">-0.00001"]);
  });
  it("writes zero as 0 and negatives with their sign", () => {
    expect(both(0n)).toEqual(["0", "0"]);
    expect(both(-2_500n * e18)).toEqual(["-2.5K", "-2,500"]);
    expect(both(-25n * 10n ** 17n)).toEqual(["-2.5", "-2.5"]);
  });
  it("handles tokens with 5 decimals or fewer, which cannot hold a tiny amount", () => {
    expect(both(1n, 2)).toEqual(["0.01", "0.01"]);
    expect(both(123_456_789n, 6)).toEqual(["123.45678", "123.45678"]);
    expect(both(1_234_567n, 0)).toEqual(["1.23M", "1,234,567"]);
  });
  it("shows the token symbol beside the amount", () => {
    expect(formatTokenAmount(1_500n * 10n ** 6n, 6, "USDT", "compact")).toBe("1.5K USDT");
    expect(formatTokenAmount(1_500n * 10n ** 6n, 6, "USDT", "full")).toBe("1,500 USDT");
  });
});

describe("formatUsd", () => {
  it("prefixes the dollar after any sign, in both forms, and shows cents from $1 up", () => {
    expect(formatUsd(5_460_123n * 10n ** 15n, "compact")).toBe("$5.46K");
    expect(formatUsd(5_460_123n * 10n ** 15n, "full")).toBe("$5,460.12");
    expect(formatUsd(19_726_029n * 10n ** 12n, "compact")).toBe("$19.72");
    expect(formatUsd(19_726_029n * 10n ** 12n, "full")).toBe("$19.72");
    expect(formatUsd(-1_500n * e18, "compact")).toBe("-$1.5K");
    expect(formatUsd(0n, "full")).toBe("$0");
    expect(formatUsd(123n * 10n ** 13n, "full")).toBe("$0.00123");
    expect(formatUsd(1n, "full")).toBe("<$0.00001");
  });
});

describe("formatCount", () => {
  it("uses the singular for exactly one, the plural otherwise", () => {
    expect(formatCount(1, "copy", "copies")).toBe("1 copy");
    expect(formatCount(2, "copy", "copies")).toBe("2 copies");
    expect(formatCount(0, "loan")).toBe("0 loans");
    expect(formatCount(1n, "bid")).toBe("1 bid");
    expect(formatCount(12_345n, "copy", "copies")).toBe("12,345 copies");
  });
});

describe("dates", () => {
  const zone = process.env.TZ;
  const restore = () => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  };
  beforeEach(() => {
    process.env.TZ = "America/New_York";
  });
  afterEach(restore);

  const lateUtc = "2026-11-29T02:05:00Z";

  it("writes one date and one date-time format, in the reader's own time zone", () => {
    expect(formatDate(lateUtc)).toBe("Nov 28, 2026");
    expect(formatDateTime(lateUtc)).toBe("Nov 28, 2026, 21:05");
    process.env.TZ = "Asia/Kolkata";
    expect(formatDateTime(lateUtc)).toBe("Nov 29, 2026, 07:35");
  });
  it("writes the hour on 24 hours, midnight as 00", () => {
    process.env.TZ = "UTC";
    expect(formatDateTime(new Date("2026-01-05T00:07:00Z"))).toBe("Jan 5, 2026, 00:07");
  });
  it("says UTC when asked for it, as texts written on the server do", () => {
    expect(formatDateTime(lateUtc, { timeZone: "UTC" })).toBe("Nov 29, 2026, 02:05 UTC");
    expect(formatDate(lateUtc, { timeZone: "UTC" })).toBe("Nov 29, 2026");
  });
  it("shows a dash for a missing or unreadable date", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDateTime(undefined)).toBe("—");
    expect(formatDateTime("not a date")).toBe("—");
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
