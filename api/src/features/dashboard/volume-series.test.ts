import { describe, expect, it } from "vitest";
import { periodStarts } from "./volume-series.ts";

describe("the volume series' periods", () => {
  it("cuts UTC days at midnight, the day holding now last", () => {
    const starts = periodStarts("day", 3, new Date("2026-11-25T09:30:00Z"));
    expect(starts.map((start) => start.toISOString())).toEqual(["2026-11-23T00:00:00.000Z", "2026-11-24T00:00:00.000Z", "2026-11-25T00:00:00.000Z"]);
  });

  it("starts ISO weeks on Monday 00:00 UTC, as PostgreSQL's date_trunc does", () => {
    // 2026-11-25 is a Wednesday; a Monday at midnight starts its own week.
    expect(periodStarts("week", 2, new Date("2026-11-25T09:30:00Z")).map((start) => start.toISOString())).toEqual(["2026-11-16T00:00:00.000Z", "2026-11-23T00:00:00.000Z"]);
    expect(periodStarts("week", 1, new Date("2026-11-23T00:00:00Z"))[0]?.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(periodStarts("week", 1, new Date("1970-01-01T00:00:00Z"))[0]?.toISOString()).toBe("1969-12-29T00:00:00.000Z");
  });
});
