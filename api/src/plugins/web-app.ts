import fp from "fastify-plugin";
import { existsSync } from "node:fs";
import fastifyStatic from "@fastify/static";

/**
 * Serves the built web app on the API's origin. Any GET outside /api that matches no file
 * returns index.html, so that the browser router handles deep links (and shows its own 404 page).
 */
export default fp(
  async (app, options: { webDist: string }) => {
    if (!existsSync(options.webDist)) {
      app.log.warn({ webDist: options.webDist }, "web build not found: serving the API only");
      return;
    }
    await app.register(fastifyStatic, { root: options.webDist, wildcard: false, index: "index.html" });
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== "GET" || request.url.startsWith("/api/")) {
        return reply.status(404).send({ code: 404, message: `Route ${request.method} ${request.url} not found`, errorCodes: ["not_found"] });
      }
      return reply.sendFile("index.html");
    });
  },
  { name: "web-app" },
);
