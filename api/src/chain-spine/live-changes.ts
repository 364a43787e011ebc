import type { ServerResponse } from "node:http";
import fp from "fastify-plugin";
import { INDEX_CHANNEL } from "./index-reads.ts";

/** The payload after a rollback: anything may have changed. */
export const ANYTHING_CHANGED = "*";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: a batch that changed more than this says `*`. */
const MAX_PAYLOAD = 7900;
export const LIVE_HEARTBEAT_MS = 25_000;
/** Open streams one address may hold on one instance (a tab per page, with room to spare), and all of them. */
export const MAX_LIVE_STREAMS_PER_ADDRESS = 24;
export const MAX_LIVE_STREAMS = 20_000;

/** The topics a committed batch changed, as its NOTIFY payload (`auction:5,nft:12`), or `*` when too many. */
export function livePayload(topics: ReadonlySet<string>): string {
  const payload = [...topics].join(",");
  return payload.length > MAX_PAYLOAD ? ANYTHING_CHANGED : payload;
}

interface LiveStream {
  address: string;
  topics: ReadonlySet<string>;
  raw: ServerResponse;
}

/**
 * This instance's open live streams (GET /live): each listens to a few topics; a batch's payload, heard by every
 * instance on INDEX_CHANNEL, reaches the streams listening to what it changed.
 */
export class LiveStreams {
  private readonly streams = new Set<LiveStream>();

  constructor(
    private readonly maxPerAddress = MAX_LIVE_STREAMS_PER_ADDRESS,
    private readonly max = MAX_LIVE_STREAMS,
  ) {}

  /** Why a new stream from `address` is refused, or null when it may open. */
  refusal(address: string): "per-address" | "full" | null {
    if (this.streams.size >= this.max) return "full";
    let mine = 0;
    for (const stream of this.streams) if (stream.address === address) mine += 1;
    return mine >= this.maxPerAddress ? "per-address" : null;
  }

  /** Adds a stream; answers how to take it away (the connection closed). */
  add(stream: LiveStream): () => void {
    stream.raw.on("error", () => {});
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  get size(): number {
    return this.streams.size;
  }

  /** A batch's payload: each stream gets a `changed` event per topic of its own that changed (all of them for `*`). */
  deliver(payload: string): void {
    if (payload === "") return;
    const changed = payload === ANYTHING_CHANGED ? null : new Set(payload.split(","));
    for (const stream of this.streams) {
      const topics = changed ? [...stream.topics].filter((topic) => changed.has(topic)) : [ANYTHING_CHANGED];
      for (const topic of topics) write(stream.raw, `event: changed\ndata: ${JSON.stringify({ topic })}\n\n`);
    }
  }

  heartbeat(): void {
    for (const stream of this.streams) write(stream.raw, ": heartbeat\n\n");
  }

  closeAll(): void {
    for (const stream of this.streams) if (!stream.raw.writableEnded) stream.raw.end();
    this.streams.clear();
  }
}

function write(raw: ServerResponse, text: string): void {
  if (!raw.writableEnded && !raw.destroyed) raw.write(text);
}

declare module "fastify" {
  interface FastifyInstance {
    liveStreams: LiveStreams;
  }
}

/** Listens to the index's announcements and hands each to this instance's live streams. */
export default fp(
  async (app) => {
    const streams = new LiveStreams();
    const listener = await app.database.listen(INDEX_CHANNEL, {
      onPayload: (payload) => streams.deliver(payload ?? ""),
      // Announcements missed while the connection was down: any page may be stale.
      onReconnect: () => streams.deliver(ANYTHING_CHANGED),
      log: app.log,
    });
    const heartbeat = setInterval(() => streams.heartbeat(), LIVE_HEARTBEAT_MS);
    heartbeat.unref();
    app.decorate("liveStreams", streams);
    app.addHook("onClose", async () => {
      clearInterval(heartbeat);
      streams.closeAll();
      await listener.close();
    });
  },
  { name: "live-streams", dependencies: ["database"] },
);
