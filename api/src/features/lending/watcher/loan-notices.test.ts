import { describe, expect, it } from "vitest";
import { getAddress } from "viem";
import { dueReminder, isNearLiquidation, noticeSourceKey, percentOf } from "./loan-notices.ts";

const HOUR = 3600n;
const DUE = 1_000_000n;

describe("loan notices", () => {
  it("reminds 24 h ahead, urgently in the last 2 h, never once due or when nothing is owed", () => {
    expect(dueReminder(DUE, 5n, DUE - 24n * HOUR - 1n)).toBeNull();
    expect(dueReminder(DUE, 5n, DUE - 24n * HOUR)).toBe("due-soon");
    expect(dueReminder(DUE, 5n, DUE - 2n * HOUR - 1n)).toBe("due-soon");
    expect(dueReminder(DUE, 5n, DUE - 2n * HOUR)).toBe("due-urgent");
    expect(dueReminder(DUE, 5n, DUE - 1n)).toBe("due-urgent");
    expect(dueReminder(DUE, 5n, DUE)).toBeNull();
    expect(dueReminder(DUE, 0n, DUE - HOUR)).toBeNull();
  });

  it("calls a debt near liquidation from 90% of the limit on", () => {
    expect(isNearLiquidation({ debtUsd: 899n, collateralUsd: 2000n, limitUsd: 1000n })).toBe(false);
    expect(isNearLiquidation({ debtUsd: 900n, collateralUsd: 2000n, limitUsd: 1000n })).toBe(true);
    expect(isNearLiquidation({ debtUsd: 900n, collateralUsd: 0n, limitUsd: 0n })).toBe(false);
  });

  it("writes percentages with at most two decimals and keys in lower case", () => {
    expect(percentOf(1203n, 1700n)).toBe("70.76");
    expect(percentOf(3n, 4n)).toBe("75");
    const core = getAddress("0x00000000000000000000000000000000000000ab");
    expect(noticeSourceKey("ltv-near", 56, core, 7n, 2n)).toBe("ltv-near:56:0x00000000000000000000000000000000000000ab:7:2");
  });
});
