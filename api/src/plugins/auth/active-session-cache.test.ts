import { describe, expect, it } from "vitest";
import { ActiveSessionCache, parseSessionEnded, type LiveSession } from "./active-session-cache.ts";

const now = new Date("2026-01-01T00:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

/** A loader that counts its calls and answers what the database would. */
function loader(session: LiveSession | null) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    return session;
  };
  return { calls, load };
}

describe("ActiveSessionCache", () => {
  it("asks the database once for a live session, then answers from memory until it expires", async () => {
    const cache = new ActiveSessionCache();
    const { calls, load } = loader({ userId: 1, expiresAt: later(60_000) });
    expect(await cache.isActive("s1", now, load)).toBe(true);
    expect(await cache.isActive("s1", now, load)).toBe(true);
    expect(calls.count).toBe(1);
    expect(await cache.isActive("s1", later(60_000), load)).toBe(false);
  });

  it("never keeps an ended or unknown session", async () => {
    const cache = new ActiveSessionCache();
    const { calls, load } = loader(null);
    expect(await cache.isActive("gone", now, load)).toBe(false);
    expect(await cache.isActive("gone", now, load)).toBe(false);
    expect(calls.count).toBe(2);
  });

  it("forgets one session, or every session of a user, when told they ended", async () => {
    const cache = new ActiveSessionCache();
    const alive = loader({ userId: 7, expiresAt: later(60_000) });
    for (const id of ["a", "b"]) await cache.isActive(id, now, alive.load);
    await cache.isActive("other", now, loader({ userId: 8, expiresAt: later(60_000) }).load);

    const ended = loader(null);
    cache.forget({ sessionId: "a" });
    expect(await cache.isActive("a", now, ended.load)).toBe(false);
    expect(await cache.isActive("b", now, ended.load)).toBe(true);
    cache.forget({ userId: 7 });
    expect(await cache.isActive("b", now, ended.load)).toBe(false);
    expect(await cache.isActive("other", now, ended.load)).toBe(true);
    expect(ended.calls.count).toBe(2);
  });

  it("does not keep a session loaded while one ended (the load may predate the end)", async () => {
    const cache = new ActiveSessionCache();
    let release: () => void = () => {};
    const slow = cache.isActive("s", now, () => new Promise((resolve) => (release = () => resolve({ userId: 1, expiresAt: later(60_000) }))));
    cache.forget({ sessionId: "s" });
    release();
    expect(await slow).toBe(true);
    const ended = loader(null);
    expect(await cache.isActive("s", now, ended.load)).toBe(false);
    expect(ended.calls.count).toBe(1);
  });

  it("starts over after the channel was down", async () => {
    const cache = new ActiveSessionCache();
    await cache.isActive("s", now, loader({ userId: 1, expiresAt: later(60_000) }).load);
    cache.forgetAll();
    expect(await cache.isActive("s", now, loader(null).load)).toBe(false);
  });

  it("reads only well-formed end signals", () => {
    expect(parseSessionEnded('{"sessionId":"x"}')).toEqual({ sessionId: "x" });
    expect(parseSessionEnded('{"userId":3}')).toEqual({ userId: 3 });
    expect(parseSessionEnded('{"userId":"3"}')).toBeNull();
    expect(parseSessionEnded("not json")).toBeNull();
  });
});
