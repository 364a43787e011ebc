import { describe, expect, it, vi } from "vitest";
import { publishLiveEvent, subscribeLiveEvent } from "./live-events.ts";

describe("live events", () => {
  it("reaches the listeners of its topic only, until they unsubscribe", () => {
    const threads = vi.fn();
    const others = vi.fn();
    const stop = subscribeLiveEvent("negotiation", threads);
    subscribeLiveEvent("other", others);
    publishLiveEvent("negotiation", 4);
    expect(threads).toHaveBeenCalledWith(4);
    expect(others).not.toHaveBeenCalled();
    stop();
    publishLiveEvent("negotiation", 5);
    expect(threads).toHaveBeenCalledTimes(1);
  });
});
