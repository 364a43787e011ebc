import { describe, expect, it } from "vitest";
import { auctionPhase, timeLeft } from "./auction-phase.ts";

const times = { startAt: "2026-01-01T00:00:00Z", endAt: "2026-01-02T00:00:00Z" };

describe("auctionPhase", () => {
  it("follows the clock once approved", () => {
    expect(auctionPhase({ ...times, status: "APPROVED" }, Date.parse("2025-12-31T23:00:00Z"))).toBe("not-started");
    expect(auctionPhase({ ...times, status: "APPROVED" }, Date.parse("2026-01-01T12:00:00Z"))).toBe("running");
    expect(auctionPhase({ ...times, status: "APPROVED" }, Date.parse("2026-01-02T00:00:00Z"))).toBe("ended");
  });

  it("keeps the index's word otherwise", () => {
    expect(auctionPhase({ ...times, status: "PENDING_APPROVAL" }, 0)).toBe("waiting-approval");
    expect(auctionPhase({ ...times, status: "FINISHED" }, 0)).toBe("finished");
    expect(auctionPhase({ ...times, status: "REJECTED" }, 0)).toBe("closed");
  });
});

describe("timeLeft", () => {
  it("reads days and hours, hours and minutes, or minutes", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(timeLeft("2026-01-03T03:00:00Z", now)).toBe("2 d 3 h");
    expect(timeLeft("2026-01-01T04:05:00Z", now)).toBe("4 h 5 min");
    expect(timeLeft("2025-12-31T00:00:00Z", now)).toBe("0 min");
  });
});
