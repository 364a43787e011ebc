import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { REFRESH_TOKEN_MAX_AGE_SECONDS } from "@openpawn/shared/constants";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { ApiError } from "../../../lib/response.ts";
import { FailureBackoff } from "../failure-backoff.ts";
import type { CaptchaUse } from "../captcha/captcha-verifier.ts";

/** What the account routes read from the environment. */
export interface AccountRouteSettings {
  publicUrl: string;
  chainId: number;
  rateLimit: {
    windowMs: number;
    loginPerIp: number;
    /** Failed sign-ins per account from one address before each further one waits (FailureBackoff). */
    loginFailures: number;
    signupPerIp: number;
    forgotPerIp: number;
    forgotPerAccount: number;
    noncePerIp: number;
    /** Account-existence answers per client address before each further request waits (accountProbes). */
    accountProbes: number;
    /** Captcha challenges, and captcha pictures, per window per IP. */
    captchaPerIp: number;
    captchaImagesPerIp: number;
  };
  social: { googleClientId: string; googleJwksUrl: string; facebookAppId: string; facebookAppSecret: string };
}

/**
 * Answers that tell whether an e-mail has an account (sign-up's "already exists", forgot password's "not found"),
 * counted per client address (decision 0037): the spec's codes stay, but past RATE_LIMIT_ACCOUNT_PROBES of them
 * each further request waits 1 s, doubling up to 15 minutes. Requests that get no such answer are not counted.
 */
export function accountProbes(settings: AccountRouteSettings): FailureBackoff {
  return new FailureBackoff({ freeFailures: settings.rateLimit.accountProbes, firstWaitMs: 1000, maxWaitMs: 15 * 60_000, maxKeys: 100_000 });
}

/** Refuses with 429 while this client must wait for its account-existence answers. */
export function awaitProbeTurn(probes: FailureBackoff, request: FastifyRequest, reply: FastifyReply): void {
  const wait = probes.waitSeconds(PROBE_KEY, request.ip);
  if (wait === 0) return;
  reply.header("retry-after", String(wait));
  throw new ApiError(ACCOUNTS_ERRORS.rateLimited);
}

/** Counts an answer that told this client whether an account exists. */
export function countProbe(probes: FailureBackoff, request: FastifyRequest): void {
  probes.failed(PROBE_KEY, request.ip);
}

const PROBE_KEY = "account-existence";

/** The refresh-token cookie: httpOnly, SameSite=Strict, sent only to the session routes (docs/decisions/0005). */
export const REFRESH_COOKIE = "refresh_token";
export const REFRESH_COOKIE_PATH = "/api/user/users";

/** Every route that starts a session hands the refresh token over the same way (body and cookie). */
export function setRefreshCookie(reply: FastifyReply, publicUrl: string, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: "strict",
    path: REFRESH_COOKIE_PATH,
    secure: publicUrl.startsWith("https:"),
    maxAge: REFRESH_TOKEN_MAX_AGE_SECONDS,
  });
}

export function clearRefreshCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: "strict", path: REFRESH_COOKIE_PATH, secure: publicUrl.startsWith("https:") });
}

/** Refuses with 400 user.captcha.invalid ('Invalid captcha') unless the configured captcha accepts the answer for `use`. */
export async function requireCaptcha(app: FastifyInstance, request: FastifyRequest, use: CaptchaUse, challenge: string, response: string): Promise<void> {
  const valid = await app.captcha.verify({ challenge, response, remoteIp: request.ip, use });
  if (!valid) throw new ApiError(ACCOUNTS_ERRORS.captchaInvalid);
}

/** A field of a JSON body or query object, lower-cased, for per-account rate limits. */
export function fieldOf(source: unknown, ...names: string[]): string | null {
  if (!source || typeof source !== "object") return null;
  for (const name of names) {
    const value = (source as Record<string, unknown>)[name];
    if (typeof value === "string" && value.trim()) return value.trim().toLowerCase().slice(0, 320);
  }
  return null;
}
