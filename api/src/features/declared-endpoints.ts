import type { FastifyInstance } from "fastify";
import type { Endpoint } from "@openpawn/shared/common/endpoint";
import type { FeatureManifest } from "./feature-manifest.ts";

/** `GET /api/pawn/negotiations/:id`: how Fastify names a route, and how an endpoint is found by it. */
const routeKey = (method: string, url: string) => `${method} ${url}`;

/** Every endpoint the features serve, by the route that serves it; an endpoint declared twice refuses to start. */
export function declaredEndpoints(features: readonly FeatureManifest[]): Map<string, Endpoint> {
  const declared = new Map<string, Endpoint>();
  for (const endpoint of features.flatMap((feature) => (feature.endpoints ?? []).flatMap((catalogue) => Object.values(catalogue)))) {
    const key = routeKey(endpoint.method, `/api${endpoint.path}`);
    if (declared.has(key)) throw new Error(`the endpoint ${key} is declared twice`);
    declared.set(key, endpoint);
  }
  return declared;
}

/**
 * Refuses to register a route under /api that no feature's shared endpoint declares (decision 0050, endpoints): the
 * web calls only declared endpoints, so a route of the API's own would be one the web's types know nothing of.
 */
export function refuseUndeclaredRoutes(app: FastifyInstance, declared: ReadonlyMap<string, Endpoint>): void {
  app.addHook("onRoute", (route) => {
    if (route.url !== "/api" && !route.url.startsWith("/api/")) return;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      if (!declared.has(routeKey(method, route.url))) throw new Error(`${method} ${route.url} is not a declared endpoint: declare it in the feature's shared endpoints.ts`);
    }
  });
}
