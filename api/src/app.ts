import Fastify, { type FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import type { Env } from "./config/env.ts";
import databasePlugin from "./plugins/database.ts";
import chainPlugin from "./plugins/chain.ts";
import authPlugin from "./plugins/auth.ts";
import errorHandler from "./plugins/error-handler.ts";
import webAppPlugin from "./plugins/web-app.ts";
import healthRoutes from "./routes/health/index.ts";
import configRoutes from "./routes/config/index.ts";

/** Builds the API: plugins first, then the routes of each resource under /api. */
export async function buildApp(env: Env): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, redact: ["req.headers.authorization", "req.headers.cookie"] },
  });

  await app.register(errorHandler);
  await app.register(swagger, { openapi: { info: { title: "OpenPawn API", version: "0.1.0" } } });
  await app.register(databasePlugin, { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await app.register(chainPlugin, { rpcUrl: env.RPC_URL, chainId: env.CHAIN_ID, deploymentFile: env.DEPLOYMENT_FILE });
  await app.register(authPlugin, { jwtSecret: env.JWT_SECRET, dataDir: env.DATA_DIR });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(
        configRoutes({
          chainName: env.CHAIN_NAME,
          publicRpcUrl: env.PUBLIC_RPC_URL,
          explorerUrl: env.EXPLORER_URL,
          supportEmail: env.SUPPORT_EMAIL,
          walletConnectProjectId: env.WALLETCONNECT_PROJECT_ID,
        }),
      );
      api.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ code: 404, message: `Route ${request.method} ${request.url} not found`, errorCodes: ["not_found"] }),
      );
    },
    { prefix: "/api" },
  );

  await app.register(webAppPlugin, { webDist: env.WEB_DIST });
  return app;
}
