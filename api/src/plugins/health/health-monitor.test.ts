import { describe, expect, it } from "vitest";
import { HealthMonitor } from "./health-monitor.ts";

describe("HealthMonitor", () => {
  it("is not ready before its first run, then ready only when every check answers ok", async () => {
    const monitor = new HealthMonitor(1000);
    let chain = "ok";
    monitor.register("database", async () => "ok");
    monitor.register("chain", async () => chain);
    expect(monitor.status()).toEqual({ ready: false, checks: {}, checkedAt: null });

    await monitor.refresh();
    expect(monitor.status()).toMatchObject({ ready: true, checks: { database: "ok", chain: "ok" }, checkedAt: expect.any(Date) });
    chain = "unreachable";
    await monitor.refresh();
    expect(monitor.status()).toMatchObject({ ready: false, checks: { database: "ok", chain: "unreachable" } });
  });

  it("reports a throwing check as unavailable and a slow one as timed out", async () => {
    const monitor = new HealthMonitor(50);
    monitor.register("throws", async () => {
      throw new Error("connection refused");
    });
    monitor.register("hangs", () => new Promise(() => {}));
    await monitor.refresh();
    expect(monitor.status().checks).toEqual({ throws: "unavailable: connection refused", hangs: "timed out" });
  });

  it("runs each check once for overlapping refreshes", async () => {
    const monitor = new HealthMonitor(1000);
    let runs = 0;
    monitor.register("counted", async () => {
      runs += 1;
      return "ok";
    });
    await Promise.all([monitor.refresh(), monitor.refresh()]);
    expect(runs).toBe(1);
  });

  it("refuses two checks of the same name", () => {
    const monitor = new HealthMonitor(1000);
    monitor.register("indexer", async () => "ok");
    expect(() => monitor.register("indexer", async () => "ok")).toThrow(/already registered/);
  });
});
