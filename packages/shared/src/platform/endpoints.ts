import { z } from "zod";
import { endpoint } from "../common/endpoint.ts";
import { nonJsonAnswer } from "../common/non-json-answer.ts";
import { runtimeConfigSchema } from "../runtime-config.ts";
import { healthBodySchema, liveQuerySchema } from "./schemas.ts";

/** What lies below the features: the web app's runtime configuration, health, and the API's own description. */
export const PLATFORM_ENDPOINTS = {
  /** What the web app needs to talk to the configured chain and contracts. */
  config: endpoint({ method: "GET", path: "/config", answer: runtimeConfigSchema }),
  /** 200 when every readiness check passed on its last run, else 503 naming what failed. */
  health: endpoint({ method: "GET", path: "/health", responses: { 200: healthBodySchema, 503: healthBodySchema } }),
  /**
   * Server-sent events: `changed` with `{ topic }` each time the index changes one of `topics` (`auction:5`), or
   * `{ topic: "*" }` when anything may have. Public: it says only that a public thing changed.
   */
  live: endpoint({ method: "GET", path: "/live", query: liveQuerySchema, responses: { 200: nonJsonAnswer(["text/event-stream"], z.string()) } }),
  /** The OpenAPI document of every endpoint. */
  openApi: endpoint({ method: "GET", path: "/openapi.json", hidden: true }),
  /** The development mail catcher's messages (only while SMTP_URL is unset, only from this machine). */
  devMail: endpoint({ method: "GET", path: "/dev/mail", query: z.object({ to: z.string().max(320).optional() }), hidden: true }),
};
