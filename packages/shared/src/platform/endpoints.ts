import { z } from "zod";
import { endpoint } from "../common/endpoint.ts";
import { runtimeConfigSchema } from "../runtime-config.ts";
import { healthBodySchema } from "./schemas.ts";

/** What lies below the features: the web app's runtime configuration, health, and the API's own description. */
export const PLATFORM_ENDPOINTS = {
  /** What the web app needs to talk to the configured chain and contracts. */
  config: endpoint({ method: "GET", path: "/config", answer: runtimeConfigSchema }),
  /** 200 when every readiness check passed on its last run, else 503 naming what failed. */
  health: endpoint({ method: "GET", path: "/health", responses: { 200: healthBodySchema, 503: healthBodySchema } }),
  /** The OpenAPI document of every endpoint. */
  openApi: endpoint({ method: "GET", path: "/openapi.json", hidden: true }),
  /** The development mail catcher's messages (only while SMTP_URL is unset, only from this machine). */
  devMail: endpoint({ method: "GET", path: "/dev/mail", query: z.object({ to: z.string().max(320).optional() }), hidden: true }),
};
