import { afterEach, describe, expect, it, vi } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { Notifier } from "./notifier.ts";
import { HEARTBEAT_MS, parseSignal, type StreamClient } from "./realtime.ts";
import { PushSubscriptions } from "./push-subscriptions.ts";

describe("stream heartbeat", () => {
  afterEach(() => vi.useRealTimers());

  it("sends a comment every 25 s and closes streams whose session has ended", async () => {
    vi.useFakeTimers();
    const notifier = new Notifier({} as Database, { publicKey: "", privateKey: "", subject: "" }, {} as FastifyBaseLogger, new PushSubscriptions({} as Database, []));
    const client = (sessionId: string): StreamClient & { comments: string[]; closed: boolean } => {
      const c = { userId: 1, sessionId, comments: [] as string[], closed: false, send() {}, comment: (t: string) => c.comments.push(t), close: () => (c.closed = true) };
      return c;
    };
    const live = client("live");
    const ended = client("ended");
    notifier.streams.add(live);
    notifier.streams.add(ended);
    const timer = notifier.startHeartbeat(async (sessionId) => sessionId === "live");
    expect(HEARTBEAT_MS).toBe(25_000);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    expect(live.comments).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.comments).toEqual(["heartbeat"]);
    expect(ended.comments).toEqual(["heartbeat"]);
    expect(live.closed).toBe(false);
    expect(ended.closed).toBe(true);
    clearInterval(timer);
  });

  it("reads only well-formed channel payloads", () => {
    expect(parseSignal('{"kind":"notification","userId":1,"id":2}')).toEqual({ kind: "notification", userId: 1, id: 2 });
    expect(parseSignal('{"kind":"counts","userId":1}')).toEqual({ kind: "counts", userId: 1 });
    for (const payload of ["", "nope", '{"kind":"notification","userId":1}', '{"kind":"x","userId":1}', '{"kind":"counts","userId":"1"}']) {
      expect(parseSignal(payload)).toBeNull();
    }
  });
});
