import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { and, count, eq } from "drizzle-orm";
import { ACCOUNTS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { sessions, socialIdentities, userWallets, users } from "../../../../db/schema.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
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

  serve(app, ENDPOINTS.checkValidate, auth, async (request) => {
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

  serve(app, ENDPOINTS.linkWallet, auth, async (request) => {
    const body = request.body;
    const proof = await walletSessionOf(app, body.lastToken);
    if (!proof || proof.walletAddress !== body.walletAddress) {
      throw new ApiError(ACCOUNTS_ERRORS.walletProofInvalid);
    }
    const deletedUserId = await linkWallet(db, requireUser(request).id, body.walletAddress, proof.userId);
    if (deletedUserId !== null) await app.sessions.announceEnded({ userId: deletedUserId });
    return ok({ userId: requireUser(request).id, walletAddress: body.walletAddress });
  });

  serve(app, ENDPOINTS.wallets, auth, async (request) => {
    const rows = await db
      .select({ walletAddress: userWallets.address, linkedAt: userWallets.linkedAt })
      .from(userWallets)
      .where(eq(userWallets.userId, requireUser(request).id))
      .orderBy(userWallets.linkedAt, userWallets.address);
    return ok(rows.map((row) => ({ walletAddress: row.walletAddress, linkedAt: row.linkedAt.toISOString() })));
  });

  serve(app, ENDPOINTS.disassociate, auth, async (request) => {
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
