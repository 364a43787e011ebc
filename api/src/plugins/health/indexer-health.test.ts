import { describe, expect, it } from "vitest";
import type { IndexerStatus } from "../../chain-spine/indexer-status.ts";
import { indexerHealth } from "./indexer-health.ts";

const limits = { maxLagBlocks: 100, stallMs: 60_000, confirmations: 2 };
const leading = (lastProcessedBlock: number | null): IndexerStatus => ({
  chainId: 56,
  state: "leading",
  lastProcessedBlock,
  headBlock: null,
  lag: null,
  lastIndexedAt: null,
  lastError: null,
  quarantined: [],
});

describe("the indexer's health", () => {
  it("is stalled when the index has not moved for the limit while the chain has, and ok again once it moves", () => {
    const check = indexerHealth(limits);
    expect(check(leading(100), 102, 0)).toBe("ok");
    // The chain goes on; the index stays at 100 (a projector failing every batch, a node without the state).
    expect(check(leading(100), 110, 30_000)).toBe("ok");
    expect(check(leading(100), 120, 60_001)).toBe("stalled");
    expect(check(leading(118), 120, 61_000)).toBe("ok");
  });

  it("is not stalled while the chain itself stands still, however long", () => {
    const check = indexerHealth(limits);
    expect(check(leading(100), 102, 0)).toBe("ok");
    expect(check(leading(100), 102, 3_600_000)).toBe("ok");
  });

  it("is stalled at once when it lags by more than the limit", () => {
    const check = indexerHealth(limits);
    expect(check(leading(100), 201, 0)).toBe("stalled");
    expect(check(leading(101), 201, 1)).toBe("ok");
  });

  it("is starting, not stalled, before the indexer's first step has read where the index stands", () => {
    expect(indexerHealth(limits)(leading(null), 10_000, 0)).toBe("starting");
  });

  it("leaves a standby or idle instance to the leader", () => {
    const check = indexerHealth(limits);
    expect(check({ ...leading(1), state: "standby" }, 10_000, 0)).toBe("ok");
    expect(check({ ...leading(null), state: "stopped" }, 10_000, 0)).toBe("ok");
  });
});
