import type { FastifyBaseLogger } from "fastify";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** A LISTEN on one PostgreSQL channel; close() ends it (and its connection on a server). */
export interface ChannelListener {
  close(): Promise<void>;
}

export interface ChannelHandlers {
  onPayload(payload: string): void;
  /** After a dropped connection came back: payloads sent meanwhile were lost, so caches start over. */
  onReconnect(): void;
  log: FastifyBaseLogger;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function listenEmbedded(client: PGlite, channel: string, handlers: ChannelHandlers): Promise<ChannelListener> {
  const unlisten = await client.listen(channel, handlers.onPayload);
  return {
    async close() {
      if (!client.closed) await unlisten().catch(() => {});
    },
  };
}

/**
 * LISTEN on a dedicated connection to the server (a pooled one could be handed to someone else).
 * A dropped connection is re-opened after a second.
 */
export async function listenServer(url: string, channel: string, handlers: ChannelHandlers): Promise<ChannelListener> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  function scheduleReconnect(): void {
    if (closed) return;
    retry = setTimeout(() => {
      connect(true).catch((error: unknown) => {
        handlers.log.warn({ err: error, channel }, "channel listener could not reconnect; retrying");
        scheduleReconnect();
      });
    }, 1000);
  }

  async function connect(isReconnect: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? "");
    });
    const lost = (error?: Error) => {
      if (client !== next) return; // not established yet (connect() rejects) or already handled
      client = null;
      next.end().catch(() => {});
      if (closed) return;
      handlers.log.warn({ err: error, channel }, "channel listener connection lost; reconnecting");
      scheduleReconnect();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (isReconnect) handlers.onReconnect();
  }

  await connect(false);
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
