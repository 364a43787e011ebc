import Fastify, { type FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { openApiTransform } from "./lib/openapi-document.ts";
import type { Env } from "./config/env.ts";
import { DebugRequestLog } from "./lib/request-log.ts";
import databasePlugin from "./plugins/database.ts";
import chainPlugin from "./plugins/chain.ts";
import chainSpinePlugin from "./chain-spine/plugin.ts";
import indexReadsPlugin from "./chain-spine/index-reads.ts";
import { hubProjector } from "./chain-spine/hub/projector.ts";
import { pawnLendingProjector } from "./features/lending/projectors/pawn-lending.ts";
import { lendingNotifications } from "./features/lending/notifications/lending-notifications.ts";
import { pawnShopProjector } from "./features/packages/projectors/pawn-shop.ts";
import { signedOffersProjector } from "./features/negotiations/projectors/signed-offers.ts";
import { collateralHistoryProjector } from "./features/lending/projectors/collateral-history.ts";
import { tokenTotalsProjector } from "./features/lending/projectors/token-totals.ts";
import { reputationProjector } from "./features/reputation/projectors/reputation.ts";
import { packageFundingProjector } from "./features/packages/funding-projector.ts";
import { pausedNotifications } from "./features/packages/paused-notifications.ts";
import { nftProjector } from "./features/nft-market/projector/nft-projector.ts";
import { storedMetadataReader } from "./features/nft-market/nft-metadata.ts";
import { nftNotifications } from "./features/nft-market/notifications/nft-notifications.ts";
import authPlugin from "./plugins/auth/auth-plugin.ts";
import uploadsPlugin from "./features/media/uploads-plugin.ts";
import mediaPlugin from "./features/media/media-plugin.ts";
import nftMediaRoutes from "./features/media/routes/index.ts";
import ipfsGatewayRoutes from "./features/media/routes/gateway.ts";
import errorHandler from "./plugins/error-handler.ts";
import webAppPlugin from "./plugins/web-app.ts";
import healthPlugin from "./plugins/health/health-plugin.ts";
import healthRoutes from "./features/platform/routes/health/index.ts";
import configRoutes from "./features/platform/routes/config/index.ts";
import { socialConfigFromEnv } from "./features/accounts/social/social-config.ts";
import { publicCaptchaConfig } from "./features/accounts/captcha/public-captcha.ts";
import socialRoutes from "./features/accounts/routes/social/index.ts";
import walletLinkRoutes from "./features/accounts/routes/wallet-links/index.ts";
import profileRoutes from "./features/profile/routes/profile/index.ts";
import settingsRoutes from "./features/notifications/routes/settings/index.ts";
import termsRoutes from "./features/accounts/routes/terms/index.ts";
import countryRoutes from "./features/profile/routes/countries/index.ts";
import reputationRoutes from "./features/reputation/routes/index.ts";
import referralRoutes from "./features/profile/routes/referrals/index.ts";
import ukraineSupportRoutes from "./features/profile/routes/ukraine-support/index.ts";
import notifierPlugin from "./features/notifications/notifier.ts";
import notifyRoutes from "./features/notifications/routes/notify/index.ts";
import lendingChainTimePlugin from "./features/lending/chain-time/chain-time-plugin.ts";
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import accountsPlugin from "./features/accounts/accounts-plugin.ts";
import { accountRoutes } from "./features/accounts/routes/account-routes.ts";
import { devMailRoutes } from "./mail/mail-routes.ts";
import plainText from "./plugins/plain-text.ts";
import securityHeaders from "./plugins/security-headers.ts";
import { pawnRoutes } from "./features/lending/routes/pawn-routes.ts";
import { nftRoutes } from "./features/nft-market/routes/index.ts";

export interface BuildOptions {
  /** Files a new embedded database starts from (PGlite's dumpDataDir), instead of migrating an empty one. */
  embeddedDatabaseFiles?: Blob;
}

/** Builds the API: plugins first, then the routes of each resource under /api. */
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

  // Routes declare zod schemas (packages/shared/src/schemas): one definition validates, serializes and documents.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(plainText);
  await app.register(swagger, { openapi: { info: { title: "OpenPawn API", version: "0.1.0" } }, transform: openApiTransform });
  await app.register(databasePlugin, { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, startFrom: options.embeddedDatabaseFiles });
  await app.register(chainPlugin, { rpcUrl: env.RPC_URL, chainId: env.CHAIN_ID, deploymentFile: env.DEPLOYMENT_FILE });
  // The chain spine indexes the deployed contracts; features register their projectors (decision 0014).
  await app.register(indexReadsPlugin);
  await app.register(chainSpinePlugin, {
    databaseUrl: env.DATABASE_URL,
    confirmations: env.INDEXER_CONFIRMATIONS,
    batchBlocks: env.INDEXER_BATCH_BLOCKS,
    pollMs: env.INDEXER_POLL_MS,
  });
  app.indexer.registerProjector(hubProjector);
  // Notifications go through the outbox, written with each batch; app.notifier is registered further down.
  const enqueue: Parameters<typeof lendingNotifications>[0]["notify"] = (context, input) => app.notifier.enqueue(context, input);
  const notifyLending = lendingNotifications({ deployment: () => app.chain.deployment(), notify: enqueue });
  app.indexer.registerProjector(pawnLendingProjector(notifyLending));
  // After lending-core, whose rows they read (an offer's terms, a collateral's token).
  app.indexer.registerProjector(collateralHistoryProjector);
  app.indexer.registerProjector(tokenTotalsProjector);
  app.indexer.registerProjector(pawnShopProjector());
  app.indexer.registerProjector(signedOffersProjector);
  // Package owners' balances and allowances (decision 0026), after lending-pawn-shop, whose packages it reads.
  app.indexer.registerProjector(packageFundingProjector(app.chain, pausedNotifications(enqueue)));
  app.indexer.registerProjector(reputationProjector);
  // The NFT index (decision 0030): after lending-core, whose NFT collateral rows it reads.
  const notifyNft = nftNotifications({ deployment: () => app.chain.deployment(), notify: enqueue });
  // Metadata comes from the content store, registered below: read only while indexing, after start-up.
  app.indexer.registerProjector(nftProjector(app.chain, storedMetadataReader(() => app.media.store), notifyNft));
  await app.register(authPlugin, { jwtSecret: env.JWT_SECRET, dataDir: env.DATA_DIR });
  await app.register(healthPlugin, {
    intervalMs: env.HEALTH_INTERVAL_MS,
    demoStateFile: env.DEMO_STATE_FILE,
    indexer: { maxLagBlocks: env.INDEXER_MAX_LAG_BLOCKS, stallMs: env.INDEXER_STALL_SECONDS * 1000, confirmations: env.INDEXER_CONFIRMATIONS },
  });
  await app.register(uploadsPlugin, { dataDir: env.DATA_DIR });
  // NFT media and metadata by CID: self-hosted blocks under DATA_DIR, or a Kubo node (decision 0029).
  await app.register(mediaPlugin, {
    dataDir: env.DATA_DIR,
    ipfsApiUrl: env.IPFS_API_URL,
    ipfsApiToken: env.IPFS_API_TOKEN,
    gatewayUrl: env.IPFS_GATEWAY_URL,
    limits: { imageMaxBytes: env.NFT_IMAGE_MAX_BYTES, videoMaxBytes: env.NFT_VIDEO_MAX_BYTES },
    // Unminted media is bounded and collected (decision 0037).
    bounds: {
      quotaBytes: env.NFT_MEDIA_QUOTA_BYTES,
      bytesPerIpPerDay: env.NFT_MEDIA_BYTES_PER_IP_PER_DAY,
      unclaimedDays: env.NFT_MEDIA_UNCLAIMED_DAYS,
      collectEveryMs: env.NFT_MEDIA_COLLECT_INTERVAL_MS,
    },
    maxIndexLagBlocks: env.INDEXER_CONFIRMATIONS + env.INDEXER_MAX_LAG_BLOCKS,
  });

  // CSP, frame refusal, nosniff, Referrer-Policy on every answer, web app and API alike (decision 0037).
  await app.register(securityHeaders, {
    publicRpcUrl: env.PUBLIC_RPC_URL,
    captchaProvider: env.CAPTCHA_PROVIDER,
    googleSignIn: env.GOOGLE_CLIENT_ID !== "",
    facebookSignIn: env.FACEBOOK_APP_ID !== "",
    https: env.PUBLIC_URL.startsWith("https:"),
  });
  // Accounts (docs/decisions/0005, 0006): cookies, CORS allow-list, rate limits, mail, captcha, app.accountEvents.
  await app.register(cookie);
  if (env.CORS_ORIGINS.length > 0) await app.register(cors, { origin: env.CORS_ORIGINS, credentials: true });
  await app.register(rateLimit, { global: false });
  await app.register(accountsPlugin, env);

  // Notifications: after the plugins whose events it subscribes to (app.notifier; docs/decisions/0008).
  await app.register(notifierPlugin, {
    dataDir: env.DATA_DIR,
    supportEmail: env.SUPPORT_EMAIL,
    publicUrl: env.PUBLIC_URL,
    vapidPublicKey: env.VAPID_PUBLIC_KEY,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY,
    vapidSubject: env.VAPID_SUBJECT,
    pushServices: env.PUSH_SERVICES,
  });
  // The lending keeper and the loan watcher tick on the spine's leader (decision 0017).
  await app.register(lendingChainTimePlugin, {
    keeperPrivateKey: env.KEEPER_PRIVATE_KEY,
    keeperMaxTxPerTick: env.KEEPER_MAX_TX_PER_TICK,
    keeperReceiptTimeoutMs: env.KEEPER_RECEIPT_TIMEOUT_MS,
    pollMs: env.INDEXER_POLL_MS,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // E-mail and wallet accounts, sessions, passwords, captcha (decisions 0005, 0006).
      await api.register(
        accountRoutes({
          publicUrl: env.PUBLIC_URL,
          chainId: env.CHAIN_ID,
          rateLimit: {
            windowMs: env.RATE_LIMIT_WINDOW_MS,
            loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
            loginFailures: env.RATE_LIMIT_LOGIN_FAILURES,
            signupPerIp: env.RATE_LIMIT_SIGNUP_PER_IP,
            forgotPerIp: env.RATE_LIMIT_FORGOT_PER_IP,
            forgotPerAccount: env.RATE_LIMIT_FORGOT_PER_ACCOUNT,
            noncePerIp: env.RATE_LIMIT_NONCE_PER_IP,
            accountProbes: env.RATE_LIMIT_ACCOUNT_PROBES,
            captchaPerIp: env.RATE_LIMIT_CAPTCHA_PER_IP,
            captchaImagesPerIp: env.RATE_LIMIT_CAPTCHA_IMAGES_PER_IP,
          },
          social: socialConfigFromEnv(env),
        }),
        { prefix: "/user" },
      );
      // Profile, social sign-in, wallet linking, settings, terms, countries, reputation, referrals (decision 0007).
      await api.register(socialRoutes(socialConfigFromEnv(env), env.PUBLIC_URL), { prefix: "/user" });
      await api.register(walletLinkRoutes, { prefix: "/user" });
      await api.register(profileRoutes({ avatarMaxBytes: env.AVATAR_MAX_BYTES }), { prefix: "/user" });
      await api.register(settingsRoutes, { prefix: "/user" });
      await api.register(termsRoutes, { prefix: "/user" });
      await api.register(countryRoutes, { prefix: "/user" });
      await api.register(reputationRoutes({ apiKey: env.REPUTATION_API_KEY }), { prefix: "/user" });
      await api.register(referralRoutes, { prefix: "/user" });
      await api.register(ukraineSupportRoutes, { prefix: "/user" });
      await api.register(notifyRoutes, { prefix: "/user" });
      // Pawn-crypto service: collaterals, offers, supported assets and fees over the lending index.
      await api.register(pawnRoutes, { prefix: "/pawn" });
      // NFT service: collections, NFTs, the market's sales and auctions, comments (decision 0030).
      await api.register(nftRoutes, { prefix: "/nft" });
      // NFT service: media and metadata uploads by CID (decision 0029).
      await api.register(
        nftMediaRoutes({ rateLimit: { windowMs: env.RATE_LIMIT_WINDOW_MS, uploadsPerUser: env.RATE_LIMIT_NFT_UPLOADS_PER_USER } }),
        { prefix: "/nft" },
      );
      await api.register(
        configRoutes({
          chainName: env.CHAIN_NAME,
          publicRpcUrl: env.PUBLIC_RPC_URL,
          explorerUrl: env.EXPLORER_URL,
          supportEmail: env.SUPPORT_EMAIL,
          walletConnectProjectId: env.WALLETCONNECT_PROJECT_ID,
          googleClientId: env.GOOGLE_CLIENT_ID,
          facebookAppId: env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET ? env.FACEBOOK_APP_ID : "",
          captcha: publicCaptchaConfig(env),
          links: env.PUBLIC_LINKS,
        }),
      );
      api.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ code: 404, message: `Route ${request.method} ${request.url} not found`, errorCodes: ["not_found"] }),
      );
    },
    { prefix: "/api" },
  );

  // The development mail catcher's pages (/dev/mail, /api/dev/mail), only while SMTP_URL is unset.
  await app.register(devMailRoutes);
  // The IPFS gateway of stored NFT media: /ipfs/{cid} on the same origin as the web app (decision 0029).
  await app.register(ipfsGatewayRoutes);
  await app.register(webAppPlugin, { webDist: env.WEB_DIST });
  return app;
}
