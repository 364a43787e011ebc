import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { REFRESH_TOKEN_MAX_AGE_SECONDS } from "@openpawn/shared/constants";
import { MESSAGES } from "@openpawn/shared/messages";
import { ApiError } from "../../lib/response.ts";

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
  };
  social: { googleClientId: string; googleJwksUrl: string; facebookAppId: string; facebookAppSecret: string };
}

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

/** Refuses with 400 user.captcha.invalid ('Invalid captcha') unless the configured captcha accepts the answer. */
export async function requireCaptcha(app: FastifyInstance, request: FastifyRequest, challenge: string, response: string): Promise<void> {
  const valid = await app.captcha.verify({ challenge, response, remoteIp: request.ip });
  if (!valid) throw new ApiError(400, "user.captcha.invalid", MESSAGES.accountApi.captchaInvalid);
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
