import type { ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";

/**
 * Takes the reply over as a server-sent event stream: no caching or proxy buffering, and the browser's EventSource
 * told to reconnect after 5 s. Answers the raw response the stream writes to.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  raw.write("retry: 5000\n\n");
  return raw;
}
