import type { FastifyPluginAsync } from "fastify";
import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { walletAddressSchema } from "@openpawn/shared/schemas/profile";
import { sessions, socialIdentities, userWallets, users } from "../../../db/schema.ts";
import { ApiError, ok } from "../../../lib/response.ts";
import { requireUser } from "../../../features/profile/require-user.ts";
import { findWalletOwner } from "../../../features/wallet-links/wallet-owner.ts";
import { linkRefusal, linkWallet } from "../../../features/wallet-links/link-wallet.ts";
import { sessionWalletAddress, walletSessionOf } from "../../../features/wallet-links/session-wallet.ts";

const M = MESSAGES.userProfile;

const checkValidateQuery = z.object({
  email: z.email({ error: M.invalidEmail }).max(254, M.invalidEmail),
  type: z.coerce.number().int().min(1).max(2).optional(),
  walletAddress: walletAddressSchema,
});
const linkWalletBody = z.object({
  walletAddress: walletAddressSchema,
  lastToken: z.string({ error: M.walletProofInvalid }).min(1, M.walletProofInvalid).max(4096, M.walletProofInvalid),
});
const disassociateBody = z.object({ walletAddress: walletAddressSchema });

/**
 * Wallet ↔ e-mail account linking: GET users/check-validate, POST users/link-wallet,
 * GET users/wallet-address, PUT users/disassociate. All need the logged-in user's bearer token.
 */
const walletLinkRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get("/users/check-validate", { preHandler: app.authenticate }, async (request) => {
    const query = checkValidateQuery.parse(request.query);
    const userId = requireUser(request).id;
    const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!me?.email || me.email.toLowerCase() !== query.email.toLowerCase()) {
      throw new ApiError(403, "user.email.not-owned", M.emailNotOwned);
    }
    const owner = await findWalletOwner(db, query.walletAddress);
    const refusal = linkRefusal(owner, userId);
    if (refusal) throw refusal;
    return ok({ userId: owner?.userId === userId ? userId : null, walletAddress: query.walletAddress });
  });

  app.post("/users/link-wallet", { preHandler: app.authenticate }, async (request) => {
    const body = linkWalletBody.parse(request.body ?? {});
    const proof = await walletSessionOf(app, body.lastToken);
    if (!proof || proof.walletAddress !== body.walletAddress) {
      throw new ApiError(403, "user.wallet.invalid-proof", M.walletProofInvalid);
    }
    await linkWallet(db, requireUser(request).id, body.walletAddress, proof.userId);
    return ok({ userId: requireUser(request).id, walletAddress: body.walletAddress });
  });

  app.get("/users/wallet-address", { preHandler: app.authenticate }, async (request) => {
    const rows = await db
      .select({ walletAddress: userWallets.address, linkedAt: userWallets.linkedAt })
      .from(userWallets)
      .where(eq(userWallets.userId, requireUser(request).id))
      .orderBy(userWallets.linkedAt, userWallets.address);
    return ok(rows.map((row) => ({ walletAddress: row.walletAddress, linkedAt: row.linkedAt.toISOString() })));
  });

  app.put("/users/disassociate", { preHandler: app.authenticate }, async (request) => {
    const { walletAddress } = disassociateBody.parse(request.body ?? {});
    const { id: userId, sessionId } = requireUser(request);
    const owner = await findWalletOwner(db, walletAddress);
    if (owner?.userId !== userId) throw new ApiError(404, "user.wallet.not-owned", M.walletNotOwned);
    if ((await sessionWalletAddress(db, sessionId)) === walletAddress) {
      throw new ApiError(409, "user.wallet.in-session", M.walletInSession);
    }
    if (owner.email === null && owner.walletCount === 1) {
      const [social] = await db.select({ n: count() }).from(socialIdentities).where(eq(socialIdentities.userId, userId));
      if (!social?.n) throw new ApiError(409, "user.wallet.last-login-method", M.walletLastLogin);
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
