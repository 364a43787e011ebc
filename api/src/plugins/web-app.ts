import fp from "fastify-plugin";
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { sendRouteNotFound } from "../lib/response.ts";

/** Vite names every file under assets/ by its content hash: a changed file is a new address. */
export const HASHED_ASSETS_DIR = "assets";
export const HASHED_ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** index.html and the other unhashed files (sw.js, icons) are revalidated on every use (ETag, 304). */
export const REVALIDATE_CACHE_CONTROL = "no-cache";

/**
 * Serves the built web app on the API's origin. Any GET outside /api and /assets that matches no file
 * returns index.html, so that the browser router handles deep links (and shows its own 404 page).
 *
 * The build writes a brotli (.br) and a gzip (.gz) copy beside each compressible file (web/build/precompress.ts):
 * they are sent as they are to a browser that accepts them (no compression per request). Hashed files are
 * cached for a year; everything else must be revalidated, so a new deployment is seen on the next load.
 */
export default fp(
  async (app, options: { webDist: string }) => {
    if (!existsSync(options.webDist)) {
      app.log.warn({ webDist: options.webDist }, "web build not found: serving the API only");
      return;
    }
    const hashedRoot = path.join(path.resolve(options.webDist), HASHED_ASSETS_DIR) + path.sep;
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: "index.html",
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, filePath) {
        response.setHeader("cache-control", filePath.startsWith(hashedRoot) ? HASHED_ASSET_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL);
        // The same address answers in brotli, gzip or plain bytes: caches must key on what the client accepts.
        response.setHeader("vary", "accept-encoding");
      },
    });
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split("?")[0] ?? "";
      // A missing hashed file (a chunk of an older deployment) is a 404, never index.html under a script's name.
      if (request.method !== "GET" || pathname.startsWith("/api/") || pathname.startsWith(`/${HASHED_ASSETS_DIR}/`)) {
        return sendRouteNotFound(request, reply);
      }
      return reply.sendFile("index.html");
    });
  },
  { name: "web-app" },
);
