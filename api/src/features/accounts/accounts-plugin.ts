import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { AccountEvents } from "./events.ts";
import { createMailer, type Mailer } from "../../mail/mailer.ts";
import { createCaptcha, type CaptchaSettings } from "./captcha/create-captcha.ts";
import type { CaptchaVerifier } from "./captcha/captcha-verifier.ts";
import { ApiError } from "../../lib/response.ts";
import { loadJwtSecret } from "../../plugins/auth/jwt-secret.ts";

/** Verifies a social sign-in token for sign-up (decorated by the social feature when it is configured). */
export interface SocialIdentityVerifier {
  verify(token: string, type: number): Promise<{ email: string; name?: string } | null>;
}

export interface RateLimitRule {
  /** Distinguishes the counters of different rules. */
  name: string;
  max: number;
  windowMs: number;
  /** The identifier counted (an IP, an e-mail); null skips the rule for this request. */
  key(request: FastifyRequest): string | null;
}

declare module "fastify" {
  interface FastifyInstance {
    /** In-process account events: `app.accountEvents.on("user-registered" | "user-activated", listener)`. */
    accountEvents: AccountEvents;
    /** Outgoing e-mail (SMTP_URL, or the development mail catcher). */
    mailer: Mailer;
    /** The configured captcha (CAPTCHA_PROVIDER). */
    captcha: CaptchaVerifier;
    /** A preHandler counting requests per rule; over the limit: `ACCOUNTS_ERRORS.rateLimited` (429). */
    limitRate(rule: RateLimitRule): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface AccountsPluginOptions extends CaptchaSettings {
  SMTP_URL?: string;
  SMTP_CATCHER_PORT: number;
  MAIL_FROM: string;
  /** The slider captcha signs its work with a key derived from the JWT key (shared by every replica). */
  JWT_SECRET?: string;
  DATA_DIR: string;
}

/** Account services shared by the account routes and other features. Needs @fastify/rate-limit registered before. */
export default fp(
  async (app, options: AccountsPluginOptions) => {
    app.decorate("accountEvents", new AccountEvents(app.log));
    const mailer = await createMailer({
      smtpUrl: options.SMTP_URL,
      catcherPort: options.SMTP_CATCHER_PORT,
      from: options.MAIL_FROM,
      db: app.database.db,
      log: app.log,
    });
    app.decorate("mailer", mailer);
    app.addHook("onClose", () => mailer.close());
    // The auth plugin registered first, so a generated key is already kept in the data folder.
    const captchaSecret = await loadJwtSecret(options.JWT_SECRET, options.DATA_DIR);
    app.decorate("captcha", createCaptcha(options, app.database.db, captchaSecret));

    app.decorate("limitRate", (rule: RateLimitRule) => {
      const check = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request: FastifyRequest) => `${rule.name}:${rule.key(request) ?? ""}`,
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (rule.key(request) === null) return;
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header("retry-after", String(result.ttlInSeconds));
          throw new ApiError(ACCOUNTS_ERRORS.rateLimited);
        }
      };
    });
  },
  { name: "accounts", dependencies: ["database", "@fastify/rate-limit"] },
);
