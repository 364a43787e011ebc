import { describe, expect, it } from "vitest";
import { MAX_STREAMS_PER_USER, StreamRegistry, type StreamClient } from "./realtime.ts";

/** A stream that records whether it was closed. */
function fakeStream(userId: number): StreamClient & { closed: boolean } {
  return { userId, sessionId: "s", closed: false, send() {}, comment() {}, close() { this.closed = true; } };
}

describe("the open streams of an instance", () => {
  it("keeps at most MAX_STREAMS_PER_USER per user, closing the oldest first; others' streams untouched", () => {
    const registry = new StreamRegistry();
    const other = fakeStream(2);
    registry.add(other);
    const opened = Array.from({ length: MAX_STREAMS_PER_USER + 3 }, () => fakeStream(1));
    for (const stream of opened) registry.add(stream);

    expect(registry.of(1)).toHaveLength(MAX_STREAMS_PER_USER);
    expect(opened.slice(0, 3).every((stream) => stream.closed)).toBe(true);
    expect(opened.slice(3).some((stream) => stream.closed)).toBe(false);
    expect(registry.of(1)).toEqual(opened.slice(3));
    expect(other.closed).toBe(false);
    expect(registry.of(2)).toEqual([other]);
  });

  it("frees a place when a stream ends", () => {
    const registry = new StreamRegistry(2);
    const first = fakeStream(1);
    const removeFirst = registry.add(first);
    registry.add(fakeStream(1));
    removeFirst();
    registry.add(fakeStream(1));
    expect(first.closed).toBe(false);
    expect(registry.of(1)).toHaveLength(2);
  });
});
