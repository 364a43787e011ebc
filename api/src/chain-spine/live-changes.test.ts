import type { ServerResponse } from "node:http";
import { EventEmitter } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../test/test-app.ts";
import { openStream, type TestStream } from "../test/event-stream.ts";
import { announceIndexChanged } from "./index-reads.ts";
import { ANYTHING_CHANGED, LiveStreams, livePayload } from "./live-changes.ts";

/** A response that keeps what was written. */
function fakeResponse() {
  const written: string[] = [];
  const raw = Object.assign(new EventEmitter(), { writableEnded: false, destroyed: false, write: (text: string) => written.push(text), end() {} });
  return { raw: raw as unknown as ServerResponse, written };
}

describe("live changes", () => {
  it("names a batch's changes in the payload, or says anything changed when they would not fit", () => {
    expect(livePayload(new Set(["auction:5", "nft:12"]))).toBe("auction:5,nft:12");
    const many = new Set(Array.from({ length: 1000 }, (_, index) => `collateral:${index}`));
    expect(livePayload(many)).toBe(ANYTHING_CHANGED);
  });

  it("caps the streams per address and in all, and frees a place when one closes", () => {
    const streams = new LiveStreams(2, 3);
    const remove = streams.add({ address: "a", topics: new Set(), raw: fakeResponse().raw });
    streams.add({ address: "a", topics: new Set(), raw: fakeResponse().raw });
    expect(streams.refusal("a")).toBe("per-address");
    expect(streams.refusal("b")).toBeNull();
    streams.add({ address: "b", topics: new Set(), raw: fakeResponse().raw });
    expect(streams.refusal("c")).toBe("full");
    remove();
    expect(streams.refusal("a")).toBeNull();
  });

  describe("GET /api/live", () => {
    let app: FastifyInstance;
    let base: string;
    const opened: TestStream[] = [];
    beforeAll(async () => {
      app = await buildTestApp();
      base = await app.listen({ port: 0, host: "127.0.0.1" });
    }, 60_000);
    afterAll(async () => {
      for (const stream of opened) stream.close();
      await app.close();
    });
    const open = async (topics: string) => {
      const stream = await openStream(`${base}/api/live?topics=${topics}`);
      opened.push(stream);
      return stream;
    };

    it("sends each stream the committed changes of its own topics only, and everything after a rollback", async () => {
      const auction = await open("auction:5,nft:3");
      const other = await open("collateral:9");
      expect(auction.status).toBe(200);
      await announceIndexChanged(app.database.db, "");
      await announceIndexChanged(app.database.db, "auction:5,collateral:1,nft:30");
      expect(await auction.next("changed")).toEqual({ topic: "auction:5" });
      await announceIndexChanged(app.database.db, "collateral:9");
      expect(await other.next("changed")).toEqual({ topic: "collateral:9" });
      await announceIndexChanged(app.database.db, ANYTHING_CHANGED);
      expect(await auction.next("changed", (data) => (data as { topic: string }).topic === "*")).toEqual({ topic: "*" });
      expect(await other.next("changed", (data) => (data as { topic: string }).topic === "*")).toEqual({ topic: "*" });
      expect(auction.events.map((event) => event.data)).toEqual([{ topic: "auction:5" }, { topic: "*" }]);
      expect(other.events.map((event) => event.data)).toEqual([{ topic: "collateral:9" }, { topic: "*" }]);
    });

    it("refuses topics that are not public things by kind and id, and more than a page listens to", async () => {
      for (const topics of ["", "user:1", "auction:x", "auction:5;nft:1", Array.from({ length: 33 }, (_, id) => `nft:${id}`).join(",")]) {
        const response = await app.inject({ method: "GET", url: `/api/live?topics=${encodeURIComponent(topics)}` });
        expect([topics, response.statusCode, response.json().errorCodes]).toEqual([topics, 400, ["invalid_input"]]);
      }
    });
  });
});
