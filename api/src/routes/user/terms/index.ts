import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { investorTypeSchema, optionalWalletAddressSchema } from "@openpawn/shared/schemas/profile";
import { ApiError, ok } from "../../../lib/response.ts";
import { findWalletOwner } from "../../../features/wallet-links/wallet-owner.ts";
import { acceptTermsForUser, acceptTermsForWallet, termsOfUser, termsOfWallet } from "../../../features/terms/terms.ts";

const termsQuery = z.object({ walletAddress: optionalWalletAddressSchema });
const acceptBody = z.object({ walletAddress: optionalWalletAddressSchema, investorType: investorTypeSchema.optional() });

/**
 * GET and POST users/accept-term-condition: by account when logged in (the wallet address is then
 * ignored), otherwise by a wallet address the service knows; an unknown address gets the spec's
 * 'Association with this wallet address doesn't exist!' (the web then records acceptance locally).
 * POST may carry investorType (1, 2, 3), stored with the acceptance.
 */
const termsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  async function knownWallet(walletAddress: string | undefined): Promise<string> {
    if (!walletAddress || !(await findWalletOwner(db, walletAddress))) {
      throw new ApiError(404, "user.wallet.association-not-found", MESSAGES.terms.associationMissing);
    }
    return walletAddress;
  }

  app.get("/users/accept-term-condition", async (request) => {
    const query = termsQuery.parse(request.query);
    const user = await app.optionalUser(request);
    if (user) return ok(await termsOfUser(db, user.id));
    return ok(await termsOfWallet(db, await knownWallet(query.walletAddress)));
  });

  app.post("/users/accept-term-condition", async (request) => {
    const body = acceptBody.parse({ ...(request.query as object), ...((request.body as object | undefined) ?? {}) });
    const user = await app.optionalUser(request);
    if (user) return ok(await acceptTermsForUser(db, user.id, body.investorType));
    return ok(await acceptTermsForWallet(db, await knownWallet(body.walletAddress), body.investorType));
  });
};

export default termsRoutes;
