import type { ServerResponse } from "node:http";

/** The PostgreSQL channel every API instance LISTENs on. */
export const NOTIFY_CHANNEL = "openpawn_notifications";
export const HEARTBEAT_MS = 25_000;

/** What travels through NOTIFY: small (ids only); each instance reads the rest from the database. */
export type RealtimeSignal =
  | { kind: "notification"; userId: number; id: number }
  | { kind: "counts"; userId: number }
  /** A change a page shows live (e.g. a negotiation thread): the topic and the id of what changed. */
  | { kind: "live"; userId: number; topic: string; id: number };

export function parseSignal(payload: string | undefined): RealtimeSignal | null {
  try {
    const value = JSON.parse(payload ?? "") as Partial<RealtimeSignal>;
    if (typeof value.userId !== "number") return null;
    if (value.kind === "notification" && typeof value.id === "number") return { kind: "notification", userId: value.userId, id: value.id };
    if (value.kind === "counts") return { kind: "counts", userId: value.userId };
    if (value.kind === "live" && typeof value.topic === "string" && typeof value.id === "number") return { kind: "live", userId: value.userId, topic: value.topic, id: value.id };
  } catch {
    // not ours
  }
  return null;
}

/** One open EventSource connection of a user on this instance. */
export interface StreamClient {
  userId: number;
  sessionId: string;
  send(event: string, data: unknown): void;
  comment(text: string): void;
  close(): void;
}

export function streamClient(userId: number, sessionId: string, raw: ServerResponse): StreamClient {
  // A browser going away mid-write must not surface as an unhandled error.
  raw.on("error", () => {});
  const open = () => !raw.writableEnded && !raw.destroyed;
  return {
    userId,
    sessionId,
    send(event, data) {
      if (open()) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      if (open()) raw.write(`: ${text}\n\n`);
    },
    close() {
      if (!raw.writableEnded) raw.end();
    },
  };
}

/** The most streams one user keeps open on one instance: a tab each, with room to spare. */
export const MAX_STREAMS_PER_USER = 10;

/** This instance's open streams, by user, at most MAX_STREAMS_PER_USER each. */
export class StreamRegistry {
  private readonly byUser = new Map<number, Set<StreamClient>>();

  constructor(private readonly maxPerUser = MAX_STREAMS_PER_USER) {}

  /** Adds a stream; one over the user's cap closes the user's oldest (a tab long gone, or a script's). */
  add(client: StreamClient): () => void {
    const set = this.byUser.get(client.userId) ?? new Set();
    for (const oldest of set) {
      if (set.size < this.maxPerUser) break;
      set.delete(oldest);
      oldest.close();
    }
    set.add(client);
    this.byUser.set(client.userId, set);
    return () => {
      set.delete(client);
      if (set.size === 0 && this.byUser.get(client.userId) === set) this.byUser.delete(client.userId);
    };
  }

  of(userId: number): StreamClient[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  all(): StreamClient[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  users(): number[] {
    return [...this.byUser.keys()];
  }
}
