import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { GenerationalMemo } from "../lib/generational-memo.ts";

/** The PostgreSQL channel on which every instance hears that what the index serves has changed. */
export const INDEX_CHANNEL = "openpawn_index";
/** Answers kept per instance, and their bytes at most; beyond either the cache starts over. */
const MAX_ANSWERS = 10_000;
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/**
 * What an answer is kept under: the route and its parsed, validated parameters and query in a fixed order, so
 * that junk query strings the schema drops, or the same query written in another order, share one answer.
 */
export function answerKey(route: string, params: unknown, query: unknown): string {
  return `${route}\n${canonicalJson(params)}\n${canonicalJson(query)}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(typeof value === "bigint" ? value.toString() : (value ?? null));
}

/**
 * Tells every instance that indexed data changed; inside a transaction, it is heard when that commits. The payload
 * names the public things that changed for the pages showing them (live-changes.ts): empty for an off-chain word,
 * `*` after a rollback.
 */
export async function announceIndexChanged(db: Database, payload = ""): Promise<void> {
  await db.execute(sql`select pg_notify(${INDEX_CHANNEL}, ${payload})`);
}

/** Public reads served from memory until the index (or an off-chain word beside it) changes. */
export interface IndexReads {
  /** After an off-chain write beside the index: this instance forgets at once, the others on the signal. */
  changed(): Promise<void>;
  /** After this instance saw the index pass a block (a reported transaction): forget here, now. */
  forgetHere(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    indexReads: IndexReads;
  }
  interface FastifyContextConfig {
    /**
     * A public GET whose 200 answer depends only on the index: its serialized answer is kept per URL until
     * the index changes. Never on a route whose answer depends on who asks.
     */
    cachedUntilIndexChanges?: boolean;
  }
  interface FastifyRequest {
    /** The cache generation when this request was looked up, or null when its answer is not to be kept. */
    indexReadGeneration: number | null;
    /** Its answerKey, once looked up. */
    indexReadKey: string | null;
  }
}

const cacheable = (request: FastifyRequest) => request.method === "GET" && request.routeOptions.config.cachedUntilIndexChanges === true;

/**
 * Every instance LISTENs on INDEX_CHANNEL: the indexer announces each committed batch and each rollback
 * inside its transaction, and off-chain writes announce themselves (docs/decisions/0014).
 */
export default fp(
  async (app) => {
    const answers = new GenerationalMemo<string, string>(MAX_ANSWERS, { maxWeight: MAX_ANSWER_BYTES, weigh: (answer) => answer.length * 2 });
    const listener = await app.database.listen(INDEX_CHANNEL, {
      onPayload: () => answers.forgetAll(),
      onReconnect: () => answers.forgetAll(),
      log: app.log,
    });
    app.addHook("onClose", () => listener.close());

    app.decorate("indexReads", {
      async changed() {
        answers.forgetAll();
        await announceIndexChanged(app.database.db);
      },
      forgetHere: () => answers.forgetAll(),
    } satisfies IndexReads);
    app.decorateRequest("indexReadGeneration", null);
    app.decorateRequest("indexReadKey", null);

    // After validation: the key is made of what the route's schema kept.
    app.addHook("preHandler", async (request, reply) => {
      if (!cacheable(request)) return;
      const key = answerKey(request.routeOptions.url ?? "", request.params, request.query);
      const kept = answers.peek(key);
      if (kept !== undefined) return reply.type("application/json; charset=utf-8").header("x-index-cache", "hit").send(kept);
      request.indexReadKey = key;
      request.indexReadGeneration = answers.generation;
    });
    app.addHook("onSend", async (request, reply, payload) => {
      const { indexReadGeneration: loadedAt, indexReadKey: key } = request;
      if (loadedAt !== null && key !== null && reply.statusCode === 200 && typeof payload === "string") answers.keep(key, payload, loadedAt);
      return payload;
    });
  },
  { name: "index-reads", dependencies: ["database"] },
);
