import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { LOCAL_CHAIN_ID, NFT_IMAGE_MAX_BYTES, NFT_VIDEO_MAX_BYTES } from "@openpawn/shared/constants";
import { publicLinksSchema } from "@openpawn/shared/runtime-config";
import { BROWSER_PUSH_SERVICES } from "./browser-push-services.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Every setting of the API, read from the environment with the defaults documented in .env.example.
 * Defaults describe the local stack: anvil on 8545, embedded PostgreSQL in the data folder.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("localhost"),
  DATA_DIR: z.string().default(path.join(repoRoot, ".data")),
  DATABASE_URL: z.string().optional(),
  CHAIN_ID: z.coerce.number().int().positive().default(LOCAL_CHAIN_ID),
  CHAIN_NAME: z.string().optional(),
  RPC_URL: z.string().url().default("http://127.0.0.1:8545"),
  PUBLIC_RPC_URL: z.string().url().optional(),
  EXPLORER_URL: z.string().optional(),
  SUPPORT_EMAIL: z.string().email().default("support@openpawn.io"),
  // Links outside the app the footer shows, as name=url pairs (runtime-config.ts PUBLIC_LINK_NAMES); unset = hidden.
  PUBLIC_LINKS: z
    .string()
    .default("")
    .transform((value, context) => {
      const pairs = value.split(",").map((pair) => pair.trim()).filter(Boolean).map((pair) => pair.split(/=(.*)/s, 2).map((part) => part.trim()));
      const parsed = publicLinksSchema.safeParse(Object.fromEntries(pairs));
      if (parsed.success) return parsed.data;
      context.addIssue({ code: "custom", message: `PUBLIC_LINKS: ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "value"} ${issue.message}`).join("; ")}` });
      return z.NEVER;
    }),
  WALLETCONNECT_PROJECT_ID: z.string().default(""),
  DEPLOYMENT_FILE: z.string().optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, "web/dist")),
  // Set by the local stack (npm start): its demo's state, reported by /api/health as the "demo" check.
  DEMO_STATE_FILE: z.string().optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  // Social sign-in, avatars, reputation feed (docs/decisions/0007-profile-social-linking.md)
  GOOGLE_CLIENT_ID: z.string().default(""),
  GOOGLE_JWKS_URL: z.string().url().default("https://www.googleapis.com/oauth2/v3/certs"),
  FACEBOOK_APP_ID: z.string().default(""),
  FACEBOOK_APP_SECRET: z.string().default(""),
  AVATAR_MAX_BYTES: z.coerce.number().int().positive().default(2 * 1024 * 1024),
  REPUTATION_API_KEY: z.string().default(""),
  // Accounts: links in e-mails, mail delivery, captcha, rate limits, CORS (docs/decisions/0005, 0006)
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  // The built-in mail catcher, only when asked for (npm start asks): it shows every mail to whoever reads it.
  SMTP_CATCHER: z
    .enum(["0", "1", "false", "true"])
    .default("0")
    .transform((value) => value === "1" || value === "true"),
  SMTP_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  MAIL_FROM: z.string().default("OpenPawn <no-reply@openpawn.local>"),
  CAPTCHA_PROVIDER: z.enum(["self-hosted", "recaptcha", "geetest"]).default("self-hosted"),
  // The self-hosted slider is friction, not a wall (decision 0037): chains 56 and 97 need a provider unless this says 1.
  CAPTCHA_ALLOW_SELF_HOSTED: z
    .enum(["0", "1", "false", "true"])
    .default("0")
    .transform((value) => value === "1" || value === "true"),
  // The self-hosted slider's live challenges per client address: a further one drops that address's oldest.
  CAPTCHA_LIVE_PER_IP: z.coerce.number().int().positive().default(10),
  RECAPTCHA_SITE_KEY: z.string().default(""),
  RECAPTCHA_SECRET: z.string().default(""),
  RECAPTCHA_VERIFY_URL: z.string().url().default("https://www.google.com/recaptcha/api/siteverify"),
  GEETEST_ID: z.string().default(""),
  GEETEST_KEY: z.string().default(""),
  GEETEST_API_URL: z.string().url().default("https://api.geetest.com"),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_LOGIN_FAILURES: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_SIGNUP_PER_IP: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_FORGOT_PER_IP: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_FORGOT_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_NONCE_PER_IP: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_ACCOUNT_PROBES: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_CAPTCHA_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_CAPTCHA_IMAGES_PER_IP: z.coerce.number().int().positive().default(90),
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((origin) => origin.trim()).filter(Boolean)),
  // Web Push (docs/decisions/0008-notifications.md): unset keys = generated once, kept in $DATA_DIR/secrets
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  // The push services subscriptions may name (hosts, host:port, *.subdomains); the browsers' own by default.
  PUSH_SERVICES: z
    .string()
    .default(BROWSER_PUSH_SERVICES.join(","))
    .transform((value) => value.split(",").map((service) => service.trim()).filter(Boolean)),
  // Chain spine (docs/decisions/0014-chain-spine.md): blocks a log waits under, blocks per batch, poll interval
  INDEXER_CONFIRMATIONS: z.coerce.number().int().min(0).default(0),
  INDEXER_BATCH_BLOCKS: z.coerce.number().int().positive().default(2000),
  INDEXER_POLL_MS: z.coerce.number().int().positive().default(250),
  // /api/health answers 503 with indexer "stalled" past these: blocks behind the head, or seconds without progress while the chain moves
  INDEXER_MAX_LAG_BLOCKS: z.coerce.number().int().positive().default(100),
  INDEXER_STALL_SECONDS: z.coerce.number().int().positive().default(60),
  // Lending keeper (docs/decisions/0017-keeper-and-watcher.md): its signing key (unset = no keeper), transactions per
  // tick, and how long a tick waits for a receipt before leaving it to the next ones
  KEEPER_PRIVATE_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, "KEEPER_PRIVATE_KEY must be a 32-byte hex key with 0x")
    .transform((key) => key as `0x${string}`)
    .optional(),
  KEEPER_MAX_TX_PER_TICK: z.coerce.number().int().positive().default(5),
  KEEPER_RECEIPT_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  // NFT media (docs/decisions/0029-media-storage.md): the self-hosted content-addressed store unless IPFS_API_URL names
  // a Kubo RPC endpoint (IPFS_API_TOKEN its bearer token); the gateway address in answers (default $PUBLIC_URL/ipfs);
  // the largest image and video; uploads per user per RATE_LIMIT_WINDOW_MS
  IPFS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  IPFS_API_TOKEN: z.string().default(""),
  IPFS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  NFT_IMAGE_MAX_BYTES: z.coerce.number().int().positive().default(NFT_IMAGE_MAX_BYTES),
  NFT_VIDEO_MAX_BYTES: z.coerce.number().int().positive().default(NFT_VIDEO_MAX_BYTES),
  RATE_LIMIT_NFT_UPLOADS_PER_USER: z.coerce.number().int().positive().default(30),
  // Unminted NFT media (docs/decisions/0037-api-review-findings.md): the bytes one account may keep that no token names,
  // the bytes one client address may upload within 24 hours, the days a file no token names is kept after its last
  // upload, and how often those files are collected
  NFT_MEDIA_QUOTA_BYTES: z.coerce.number().int().positive().default(200 * 1024 * 1024),
  NFT_MEDIA_BYTES_PER_IP_PER_DAY: z.coerce.number().int().positive().default(500 * 1024 * 1024),
  NFT_MEDIA_UNCLAIMED_DAYS: z.coerce.number().int().positive().default(7),
  NFT_MEDIA_COLLECT_INTERVAL_MS: z.coerce.number().int().min(1000).default(60 * 60 * 1000),
  // How often /api/health's checks (database, chain, contracts, ...) run in the background; requests read the last result.
  HEALTH_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema> & {
  DEPLOYMENT_FILE: string;
  CHAIN_NAME: string;
  EXPLORER_URL: string;
  PUBLIC_RPC_URL: string;
  PUBLIC_URL: string;
  IPFS_GATEWAY_URL: string;
};

const CHAIN_NAMES: Record<number, string> = { 56: "BNB Smart Chain", 97: "BNB Smart Chain Testnet" };
/** The chains' public explorers: addresses and transactions link to them unless EXPLORER_URL names another (or ""). */
const CHAIN_EXPLORERS: Record<number, string> = { 56: "https://bscscan.com", 97: "https://testnet.bscscan.com" };

/** A setting the API refuses to start with, with the sentence that says what to change. */
export class StartupRefusal extends Error {}

/** The public chains: what runs there must not show anyone's mail, nor rely on the self-hosted captcha. */
const PUBLIC_CHAIN_IDS = new Set([56, 97]);

/** Whether a listening host name or address is this machine's loopback only. */
export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Mail goes to a real server, or to the built-in catcher when asked for on a local, loopback-only API. */
function checkMailSettings(env: z.infer<typeof envSchema>): void {
  if (env.SMTP_URL) return;
  if (!env.SMTP_CATCHER) {
    throw new StartupRefusal("no mail server: set SMTP_URL to your SMTP server, or SMTP_CATCHER=1 for the built-in mail catcher of a local run");
  }
  if (PUBLIC_CHAIN_IDS.has(env.CHAIN_ID)) {
    throw new StartupRefusal(`the built-in mail catcher shows every user's mail: on chain ${env.CHAIN_ID} set SMTP_URL to a real SMTP server`);
  }
  if (!isLoopbackHost(env.HOST)) {
    throw new StartupRefusal(`the built-in mail catcher shows every user's mail: with HOST=${env.HOST} set SMTP_URL to a real SMTP server, or listen on localhost`);
  }
}

/** On the public chains the captcha is a real provider's, unless the operator accepts the slider's friction in writing. */
function checkCaptchaSettings(env: z.infer<typeof envSchema>): void {
  if (env.CAPTCHA_PROVIDER !== "self-hosted" || env.CAPTCHA_ALLOW_SELF_HOSTED || !PUBLIC_CHAIN_IDS.has(env.CHAIN_ID)) return;
  throw new StartupRefusal(
    `the self-hosted slider captcha slows bots down but a script solves it: on chain ${env.CHAIN_ID} set CAPTCHA_PROVIDER to recaptcha or geetest, or CAPTCHA_ALLOW_SELF_HOSTED=1 to accept the slider`,
  );
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.parse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")));
  checkMailSettings(parsed);
  checkCaptchaSettings(parsed);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://${["0.0.0.0", "::", ""].includes(parsed.HOST) ? "localhost" : parsed.HOST}:${parsed.PORT}`).replace(/\/+$/, "");
  return {
    ...parsed,
    DATABASE_URL: parsed.DATABASE_URL,
    CHAIN_NAME: parsed.CHAIN_NAME ?? CHAIN_NAMES[parsed.CHAIN_ID] ?? "OpenPawn Local",
    EXPLORER_URL: parsed.EXPLORER_URL ?? CHAIN_EXPLORERS[parsed.CHAIN_ID] ?? "",
    PUBLIC_RPC_URL: parsed.PUBLIC_RPC_URL ?? parsed.RPC_URL,
    DEPLOYMENT_FILE: parsed.DEPLOYMENT_FILE ?? path.join(parsed.DATA_DIR, "deployments", `${parsed.CHAIN_ID}.json`),
    // The address people open (links in e-mails, the sign-in message's domain): by default this server's own.
    PUBLIC_URL: publicUrl,
    // Where `gatewayUrl` of an uploaded file points: this API's own gateway unless another is named.
    IPFS_GATEWAY_URL: (parsed.IPFS_GATEWAY_URL ?? `${publicUrl}/ipfs`).replace(/\/+$/, ""),
  };
}
