import Fastify, { type FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { openApiTransform } from "./lib/openapi-document.ts";
import type { Env } from "./config/env.ts";
import { DebugRequestLog } from "./lib/request-log.ts";
import { sendRouteNotFound } from "./lib/response.ts";
import databasePlugin from "./plugins/database.ts";
import chainPlugin from "./plugins/chain.ts";
import chainSpinePlugin from "./chain-spine/plugin.ts";
import indexReadsPlugin from "./chain-spine/index-reads.ts";
import liveStreamsPlugin from "./chain-spine/live-changes.ts";
import { hubProjector } from "./chain-spine/hub/projector.ts";
import { orderProjectors } from "./chain-spine/projector-order.ts";
import authPlugin from "./plugins/auth/auth-plugin.ts";
import errorHandler from "./plugins/error-handler.ts";
import healthPlugin from "./plugins/health/health-plugin.ts";
import plainText from "./plugins/plain-text.ts";
import securityHeaders from "./plugins/security-headers.ts";
import webAppPlugin from "./plugins/web-app.ts";
import { devMailRoutes } from "./mail/mail-routes.ts";
import { FEATURES } from "./features/index.ts";
import { declaredEndpoints, refuseUndeclaredRoutes } from "./features/declared-endpoints.ts";
import { serve } from "./lib/endpoint-route.ts";
import { PLATFORM_ENDPOINTS } from "@openpawn/shared/platform/endpoints";
import { ReportedTransactionRegistry } from "./chain-spine/reported-transactions/registry.ts";

export interface BuildOptions {
  /** Files a new embedded database starts from (PGlite's dumpDataDir), instead of migrating an empty one. */
  embeddedDatabaseFiles?: Blob;
}

/** Builds the API: the platform's plugins, then every feature from its manifest (features/index.ts). */
export async function buildApp(env: Env, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Opening the embedded database runs every migration first; on a busy 2-core machine that has taken
    // longer than Fastify's 10 s default for a plugin to start.
    pluginTimeout: 120_000,
    logController: new DebugRequestLog(),
    logger: {
      level: env.LOG_LEVEL,
      redact: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        // Secrets of request bodies, should a body ever be logged.
        ...["password", "old_password", "new_password", "refresh_token", "access_token", "signature", "key", "social_token"].map((field) => `*.${field}`),
      ],
    },
  });

  // Routes declare zod schemas (packages/shared/src/<feature>/schemas…): one definition validates, serializes and documents.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(plainText);
  await app.register(swagger, { openapi: { info: { title: "OpenPawn API", version: "0.1.0" } }, transform: openApiTransform });
  await app.register(databasePlugin, { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, startFrom: options.embeddedDatabaseFiles });
  await app.register(chainPlugin, { rpcUrl: env.RPC_URL, chainId: env.CHAIN_ID, deploymentFile: env.DEPLOYMENT_FILE });
  // The chain spine indexes the deployed contracts; features register their projectors (decision 0014).
  await app.register(indexReadsPlugin);
  await app.register(liveStreamsPlugin);
  await app.register(chainSpinePlugin, {
    databaseUrl: env.DATABASE_URL,
    confirmations: env.INDEXER_CONFIRMATIONS,
    batchBlocks: env.INDEXER_BATCH_BLOCKS,
    pollMs: env.INDEXER_POLL_MS,
  });
  await app.register(authPlugin, { jwtSecret: env.JWT_SECRET, dataDir: env.DATA_DIR });
  await app.register(healthPlugin, {
    intervalMs: env.HEALTH_INTERVAL_MS,
    demoStateFile: env.DEMO_STATE_FILE,
    indexer: { maxLagBlocks: env.INDEXER_MAX_LAG_BLOCKS, stallMs: env.INDEXER_STALL_SECONDS * 1000, confirmations: env.INDEXER_CONFIRMATIONS },
  });
  // CSP, frame refusal, nosniff, Referrer-Policy on every answer, web app and API alike (decision 0037).
  await app.register(securityHeaders, {
    publicRpcUrl: env.PUBLIC_RPC_URL,
    captchaProvider: env.CAPTCHA_PROVIDER,
    googleSignIn: env.GOOGLE_CLIENT_ID !== "",
    facebookSignIn: env.FACEBOOK_APP_ID !== "",
    https: env.PUBLIC_URL.startsWith("https:"),
  });
  // Cookies, the CORS allow-list and rate limits, which the accounts' routes use (decisions 0005, 0006).
  await app.register(cookie);
  if (env.CORS_ORIGINS.length > 0) await app.register(cors, { origin: env.CORS_ORIGINS, credentials: true });
  await app.register(rateLimit, { global: false });

  // Each feature's services, then its views of the chain (ordered by what they read), chain-time work, health checks
  // and routes (docs/decisions/0050-feature-modules.md).
  for (const feature of FEATURES) await feature.setup?.(app, env);
  const reportedContracts = FEATURES.flatMap((feature) => feature.reportedContracts ?? []);
  app.decorate("reportedTransactions", new ReportedTransactionRegistry(reportedContracts, FEATURES.flatMap((feature) => feature.reportedCalls ?? [])));
  const projectors = [{ projector: hubProjector }, ...FEATURES.flatMap((feature) => feature.projectors?.(app, env) ?? [])];
  for (const projector of orderProjectors(projectors)) app.indexer.registerProjector(projector);
  for (const ticker of FEATURES.flatMap((feature) => feature.tickers?.(app, env) ?? [])) app.indexer.registerTicker(ticker.name, ticker.tick);
  for (const { name, check } of FEATURES.flatMap((feature) => feature.healthChecks?.(app) ?? [])) app.health.register(name, check);

  refuseUndeclaredRoutes(app, declaredEndpoints(FEATURES));
  await app.register(
    async (api) => {
      for (const { prefix, routes } of FEATURES.flatMap((feature) => feature.routes?.(env) ?? [])) await api.register(routes, { prefix });
      serve(api, PLATFORM_ENDPOINTS.openApi, {}, async () => app.swagger());
      api.setNotFoundHandler(sendRouteNotFound);
    },
    { prefix: "/api" },
  );

  // The development mail catcher's pages (/dev/mail, /api/dev/mail), only while SMTP_URL is unset.
  await app.register(devMailRoutes);
  await app.register(webAppPlugin, { webDist: env.WEB_DIST });
  return app;
}
