import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

describe("relativeTime", () => {
  const now = Date.parse("2026-11-21T12:00:00Z");
  it("says how long ago, in the largest whole unit", () => {
    expect(relativeTime("2026-11-21T11:59:30Z", now)).toBe("just now");
    expect(relativeTime("2026-11-21T11:55:00Z", now)).toBe("5 minutes ago");
    expect(relativeTime("2026-11-21T09:00:00Z", now)).toBe("3 hours ago");
    expect(relativeTime("2026-11-20T11:00:00Z", now)).toBe("yesterday");
    expect(relativeTime("2026-10-01T12:00:00Z", now)).toBe("last month");
  });
  it("gives nothing for an unreadable date", () => {
    expect(relativeTime("not a date", now)).toBe("");
  });
});
