import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { LOCAL_CHAIN_ID } from "@openpawn/shared/constants";

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
  EXPLORER_URL: z.string().default(""),
  SUPPORT_EMAIL: z.string().email().default("support@openpawn.io"),
  WALLETCONNECT_PROJECT_ID: z.string().default(""),
  DEPLOYMENT_FILE: z.string().optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, "web/dist")),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema> & { DEPLOYMENT_FILE: string; CHAIN_NAME: string; PUBLIC_RPC_URL: string };

const CHAIN_NAMES: Record<number, string> = { 56: "BNB Smart Chain", 97: "BNB Smart Chain Testnet" };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.parse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")));
  return {
    ...parsed,
    DATABASE_URL: parsed.DATABASE_URL,
    CHAIN_NAME: parsed.CHAIN_NAME ?? CHAIN_NAMES[parsed.CHAIN_ID] ?? "OpenPawn Local",
    PUBLIC_RPC_URL: parsed.PUBLIC_RPC_URL ?? parsed.RPC_URL,
    DEPLOYMENT_FILE: parsed.DEPLOYMENT_FILE ?? path.join(parsed.DATA_DIR, "deployments", `${parsed.CHAIN_ID}.json`),
  };
}
