import { describe, expect, it } from "vitest";
import { FailureBackoff } from "./failure-backoff.ts";

describe("failure back-off", () => {
  const make = (maxKeys = 100) => {
    let now = 1_000_000;
    const backoff = new FailureBackoff({ freeFailures: 2, firstWaitMs: 1000, maxWaitMs: 8000, maxKeys }, () => now);
    return { backoff, pass: (ms: number) => (now += ms) };
  };

  it("lets the free failures through, then doubles the wait up to the cap, per account and address", () => {
    const { backoff, pass } = make();
    backoff.failed("Victim@Example.com", "10.0.0.1");
    backoff.failed("victim@example.com", "10.0.0.1");
    expect(backoff.waitSeconds("victim@example.com", "10.0.0.1")).toBe(0);
    const waits = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      backoff.failed("victim@example.com", "10.0.0.1");
      waits.push(backoff.waitSeconds("victim@example.com", "10.0.0.1"));
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
    expect(backoff.waitSeconds("victim@example.com", "10.0.0.2")).toBe(0);
    pass(8000);
    expect(backoff.waitSeconds("victim@example.com", "10.0.0.1")).toBe(0);
  });

  it("starts over after a success, or after being left alone longer than the longest wait", () => {
    const { backoff, pass } = make();
    for (let attempt = 0; attempt < 3; attempt++) backoff.failed("a", "ip");
    expect(backoff.waitSeconds("a", "ip")).toBe(1);
    backoff.succeeded("a", "ip");
    expect(backoff.waitSeconds("a", "ip")).toBe(0);
    for (let attempt = 0; attempt < 3; attempt++) backoff.failed("b", "ip");
    pass(9000);
    backoff.failed("b", "ip");
    expect(backoff.waitSeconds("b", "ip")).toBe(0);
  });

  it("keeps at most maxKeys, forgetting the oldest failure first", () => {
    const { backoff } = make(2);
    for (const account of ["a", "b", "c"]) for (let attempt = 0; attempt < 3; attempt++) backoff.failed(account, "ip");
    expect(["a", "b", "c"].map((account) => backoff.waitSeconds(account, "ip"))).toEqual([0, 1, 1]);
  });
});
