import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { okSchema, optionalBody } from "@openpawn/shared/common/envelope";
import {
  checkValidateQuerySchema,
  disassociateWalletSchema,
  linkedWalletSchema,
  linkWalletSchema,
  walletLinkSchema,
} from "@openpawn/shared/accounts/schemas/wallet-links";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { sessions, socialIdentities, userWallets, users } from "../../../../db/schema.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { findWalletOwner } from "../../../../plugins/auth/wallet-owner.ts";
import { linkRefusal, linkWallet } from "../../wallet-links/link-wallet.ts";
import { sessionWalletAddress, walletSessionOf } from "../../wallet-links/session-wallet.ts";

/**
 * Wallet ↔ e-mail account linking: GET users/check-validate, POST users/link-wallet,
 * GET users/wallet-address, PUT users/disassociate. All need the logged-in user's bearer token.
 */
const walletLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const auth = { onRequest: app.authenticate };

  const linkAnswer = { 200: okSchema(walletLinkSchema) };
  app.get("/users/check-validate", { ...auth, schema: { querystring: checkValidateQuerySchema, response: linkAnswer } }, async (request) => {
    const query = request.query;
    const userId = requireUser(request).id;
    const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!me?.email || me.email.toLowerCase() !== query.email.toLowerCase()) {
      throw new ApiError(ACCOUNTS_ERRORS.emailNotOwned);
    }
    const owner = await findWalletOwner(db, query.walletAddress);
    const refusal = linkRefusal(owner, userId);
    if (refusal) throw refusal;
    return ok({ userId: owner?.userId === userId ? userId : null, walletAddress: query.walletAddress });
  });

  app.post("/users/link-wallet", { ...auth, schema: { body: optionalBody(linkWalletSchema), response: linkAnswer } }, async (request) => {
    const body = request.body;
    const proof = await walletSessionOf(app, body.lastToken);
    if (!proof || proof.walletAddress !== body.walletAddress) {
      throw new ApiError(ACCOUNTS_ERRORS.walletProofInvalid);
    }
    const deletedUserId = await linkWallet(db, requireUser(request).id, body.walletAddress, proof.userId);
    if (deletedUserId !== null) await app.sessions.announceEnded({ userId: deletedUserId });
    return ok({ userId: requireUser(request).id, walletAddress: body.walletAddress });
  });

  app.get("/users/wallet-address", { ...auth, schema: { response: { 200: okSchema(z.array(linkedWalletSchema)) } } }, async (request) => {
    const rows = await db
      .select({ walletAddress: userWallets.address, linkedAt: userWallets.linkedAt })
      .from(userWallets)
      .where(eq(userWallets.userId, requireUser(request).id))
      .orderBy(userWallets.linkedAt, userWallets.address);
    return ok(rows.map((row) => ({ walletAddress: row.walletAddress, linkedAt: row.linkedAt.toISOString() })));
  });

  const disassociateAnswer = { 200: okSchema(z.object({ walletAddress: z.string() })) };
  app.put("/users/disassociate", { ...auth, schema: { body: optionalBody(disassociateWalletSchema), response: disassociateAnswer } }, async (request) => {
    const { walletAddress } = request.body;
    const { id: userId, sessionId } = requireUser(request);
    const owner = await findWalletOwner(db, walletAddress);
    if (owner?.userId !== userId) throw new ApiError(ACCOUNTS_ERRORS.walletNotOwned);
    if ((await sessionWalletAddress(db, sessionId)) === walletAddress) {
      throw new ApiError(ACCOUNTS_ERRORS.walletInSession);
    }
    if (owner.email === null && owner.walletCount === 1) {
      const [social] = await db.select({ n: count() }).from(socialIdentities).where(eq(socialIdentities.userId, userId));
      if (!social?.n) throw new ApiError(ACCOUNTS_ERRORS.walletLastLogin);
    }
    await db.delete(userWallets).where(and(eq(userWallets.address, walletAddress), eq(userWallets.userId, userId)));
    // Wallet-login sessions of this account for that wallet end with the link.
    const ended = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.walletAddress, walletAddress)));
    await Promise.all(ended.map((session) => app.sessions.revoke(session.id)));
    return ok({ walletAddress });
  });
};

export default walletLinkRoutes;
