import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { randomBytes } from "node:crypto";
import type { Address, Hex } from "viem";
import { loginSchema, WALLET_SIGNATURE_PATTERN } from "@openpawn/shared/accounts/schemas/account";
import { ACCOUNTS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { hashPassword, verifyPassword } from "../../passwords.ts";
import { findOrCreateWalletUser, findUserByEmail } from "../../account-users.ts";
import { findWalletOwner } from "../../../../plugins/auth/wallet-owner.ts";
import { linkRefusal } from "../../wallet-links/link-wallet.ts";
import { consumeSignedMessage, createSignInMessage, parseWalletAddress } from "../../wallet-auth/wallet-nonces.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { FailureBackoff } from "../../failure-backoff.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { clearRefreshCookie, fieldOf, REFRESH_COOKIE, requireCaptcha, setRefreshCookie, type AccountRouteSettings } from "../account-settings.ts";

function walletInput(body: Record<string, unknown>): { address: Address; signature: Hex } {
  const address = parseWalletAddress(body.walletAddress);
  if (!address) throw new ApiError(ACCOUNTS_ERRORS.walletAddressInvalid);
  if (typeof body.signature !== "string" || !body.signature) {
    throw new ApiError(ACCOUNTS_ERRORS.walletSignatureRequired);
  }
  if (!WALLET_SIGNATURE_PATTERN.test(body.signature)) throw new ApiError(ACCOUNTS_ERRORS.walletSignatureInvalid);
  return { address, signature: body.signature as Hex };
}

const isWalletBody = (body: Record<string, unknown>) => body.walletAddress !== undefined || body.signature !== undefined;
const bodyOf = (request: FastifyRequest) => (request.body && typeof request.body === "object" ? (request.body as Record<string, unknown>) : {});

/**
 * Sessions: POST users/login (e-mail + password, or wallet + signature), POST users/refresh_token (cookie or
 * body; or wallet + signature while logged in), PUT users/logout, GET users/nonce (docs/decisions/0005).
 */
// Login and refresh take one of two bodies (e-mail + password, or wallet + signature) whose bad input gets
// different codes and statuses (400, 401): their handlers tell them apart and parse (the endpoints' bodyReadByHandler).

export function sessionRoutes(settings: AccountRouteSettings): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const limits = settings.rateLimit;
    let dummyHash: Promise<string> | undefined;
    /** Unknown e-mails still cost one argon2 verification, so timing does not tell who has an account. */
    const dummy = () => (dummyHash ??= hashPassword(randomBytes(18).toString("base64url")));

    const loginPerIp = app.limitRate({ name: "login-ip", max: limits.loginPerIp, windowMs: limits.windowMs, key: (request) => request.ip });
    // Per account, only failed proofs count, and only from the address that made them (decision 0037): counting
    // every request naming an account would let anyone keep its owner from signing in to repay.
    const failures = new FailureBackoff({ freeFailures: limits.loginFailures, firstWaitMs: 1000, maxWaitMs: 15 * 60_000, maxKeys: 100_000 });
    const waitForFailures = (account: string, request: FastifyRequest, reply: FastifyReply) => {
      const wait = failures.waitSeconds(account, request.ip);
      if (wait === 0) return;
      reply.header("retry-after", String(wait));
      throw new ApiError(ACCOUNTS_ERRORS.rateLimited);
    };

    serve(app, ENDPOINTS.login, { preValidation: [loginPerIp] }, async (request, reply) => {
      const body = bodyOf(request);
      if (isWalletBody(body)) {
        const { address, signature } = walletInput(body);
        waitForFailures(address, request, reply);
        const proof = await consumeSignedMessage(db, app.chain.client, { address, signature });
        if (!proof.ok) {
          failures.failed(address, request.ip);
          throw proof.reason === "no-message"
            ? new ApiError(ACCOUNTS_ERRORS.walletNonceInvalid)
            : new ApiError(ACCOUNTS_ERRORS.walletSignatureInvalid);
        }
        failures.succeeded(address, request.ip);
        const { userId, created } = await findOrCreateWalletUser(db, address);
        if (created) {
          await app.accountEvents.emit("user-registered", { userId, referredByUserId: null, email: null, via: "wallet" });
          await app.accountEvents.emit("user-activated", { userId });
        }
        const session = await app.sessions.start(userId, { walletAddress: address });
        setRefreshCookie(reply, settings.publicUrl, session.refresh_token);
        return ok({ access_token: session.access_token, refresh_token: session.refresh_token, expires_in: session.expires_in });
      }

      const input = loginSchema.parse(body);
      waitForFailures(input.username, request, reply);
      await requireCaptcha(app, request, "login", input.challenge, input.recaptchaResponse);
      const user = await findUserByEmail(db, input.username);
      const passwordMatches = await verifyPassword(user?.passwordHash ?? (await dummy()), input.password);
      if (!user?.passwordHash || !passwordMatches) {
        failures.failed(input.username, request.ip);
        // A failed proof of this address: its next login checks grow, and show the puzzle after a few (decision 0043).
        await app.captcha.noteFailedSignIn?.(request.ip);
        throw new ApiError(ACCOUNTS_ERRORS.loginFailed);
      }
      failures.succeeded(input.username, request.ip);
      if (user.status !== "active") throw new ApiError(ACCOUNTS_ERRORS.userNotActive);
      const session = await app.sessions.start(user.id);
      setRefreshCookie(reply, settings.publicUrl, session.refresh_token);
      return ok({ access_token: session.access_token, refresh_token: session.refresh_token, expires_in: session.expires_in });
    });

    const refreshHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      const body = bodyOf(request);
      if (isWalletBody(body)) {
        await app.authenticate(request);
        const user = requireUser(request);
        const { address, signature } = walletInput(body);
        // The same refusals as the link's check (check-validate): a wallet-only account holding nothing else may be
        // folded into this one once the wallet is linked, so its wallet may be bound; any other holder keeps it.
        const refusal = linkRefusal(await findWalletOwner(db, address.toLowerCase()), user.id);
        if (refusal) throw refusal;
        const proof = await consumeSignedMessage(db, app.chain.client, { address, signature });
        if (!proof.ok) {
          throw proof.reason === "no-message"
            ? new ApiError(ACCOUNTS_ERRORS.walletNonceInvalid)
            : new ApiError(ACCOUNTS_ERRORS.walletSignatureInvalid);
        }
        const bound = await app.sessions.bindWallet(user.sessionId, address);
        if (!bound) throw new ApiError(PLATFORM_ERRORS.unauthorized);
        return ok({ access_token: bound.access_token, expires_in: bound.expires_in, walletAddress: address });
      }

      const fromBody = typeof body.refresh_token === "string" && body.refresh_token ? body.refresh_token : null;
      const token = fromBody ?? request.cookies[REFRESH_COOKIE] ?? null;
      if (!token || token.length > 200) throw new ApiError(ACCOUNTS_ERRORS.refreshInvalid);
      const outcome = await app.sessions.refresh(token);
      if (!outcome.ok) {
        clearRefreshCookie(reply, settings.publicUrl);
        if (outcome.reason === "reused") throw new ApiError(ACCOUNTS_ERRORS.refreshReused);
        if (outcome.reason === "expired") throw new ApiError(ACCOUNTS_ERRORS.refreshExpired);
        throw new ApiError(ACCOUNTS_ERRORS.refreshInvalid);
      }
      if (outcome.tokens.refresh_token) setRefreshCookie(reply, settings.publicUrl, outcome.tokens.refresh_token);
      return ok(outcome.tokens);
    };
    serve(app, ENDPOINTS.refresh, {}, refreshHandler);
    serve(app, ENDPOINTS.refreshWallet, {}, refreshHandler);

    serve(app, ENDPOINTS.logout, { onRequest: app.authenticate }, async (request, reply) => {
      await app.sessions.revoke(requireUser(request).sessionId);
      clearRefreshCookie(reply, settings.publicUrl);
      return ok(null);
    });

    const noncePerIp = app.limitRate({ name: "nonce-ip", max: limits.noncePerIp, windowMs: limits.windowMs, key: (request) => request.ip });
    const noncePerAddress = app.limitRate({
      name: "nonce-address",
      max: limits.noncePerIp,
      windowMs: limits.windowMs,
      // With the client's address: a stranger asking for someone's messages must not use up that wallet's allowance.
      key: (request) => {
        const address = fieldOf(request.query, "walletAddress");
        return address === null ? null : `${address}\n${request.ip}`;
      },
    });
    const nonce = { preValidation: [noncePerIp, noncePerAddress], config: { invalidInput: { error: ACCOUNTS_ERRORS.walletAddressInvalid } } };
    serve(app, ENDPOINTS.nonce, nonce, async (request) => {
      // The schema bounds the input; the EIP-55 checksum of a mixed-case address needs viem.
      const address = parseWalletAddress(request.query.walletAddress);
      if (!address) throw new ApiError(ACCOUNTS_ERRORS.walletAddressInvalid);
      const { message } = await createSignInMessage(db, { address, publicUrl: settings.publicUrl, chainId: settings.chainId });
      return ok(message);
    });
  };
}
