import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "@openpawn/devchain/free-port";
import { startStack } from "@openpawn/stack/stack";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    rpcUrl: string;
    chainId: number;
    supportEmail: string;
  }
}

const SUPPORT_EMAIL = "e2e-support@openpawn.test";

/**
 * Every browser of the run is one client on one IP, reusing a few dev wallets, so the production limits
 * (tested in the API's own tests) would throttle the suite itself: this stack is configured with roomy ones.
 */
const E2E_RATE_LIMITS = {
  RATE_LIMIT_LOGIN_PER_IP: "1000",
  RATE_LIMIT_LOGIN_FAILURES: "1000",
  RATE_LIMIT_SIGNUP_PER_IP: "1000",
  RATE_LIMIT_FORGOT_PER_IP: "1000",
  RATE_LIMIT_FORGOT_PER_ACCOUNT: "1000",
  RATE_LIMIT_NONCE_PER_IP: "1000",
  RATE_LIMIT_ACCOUNT_PROBES: "1000",
  RATE_LIMIT_CAPTCHA_PER_IP: "1000",
  RATE_LIMIT_CAPTCHA_IMAGES_PER_IP: "1000",
};

/** Starts the real stack (anvil, contracts, API with the built web app) on free ports in a throw-away data folder. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "openpawn-e2e-"));
  const stack = await startStack({
    port: await freePort(),
    host: "127.0.0.1",
    rpcPort: await freePort(),
    chainId: 31337,
    dataDir,
    apiEnv: { SUPPORT_EMAIL, LOG_LEVEL: "warn", DATABASE_URL: "", SMTP_CATCHER_PORT: "0", ...E2E_RATE_LIMITS },
    // The lending test posts prices itself (as the feeds' owner): a background re-post would race its nonces.
    priceRefreshMs: 24 * 3600 * 1000,
  });
  project.provide("baseUrl", stack.url);
  project.provide("rpcUrl", stack.rpcUrl);
  project.provide("chainId", stack.chainId);
  project.provide("supportEmail", SUPPORT_EMAIL);
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
