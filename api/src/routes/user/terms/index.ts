import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { okSchema, optionalBody } from "@openpawn/shared/schemas/envelope";
import { investorTypeSchema, optionalWalletAddressSchema, termsStateSchema } from "@openpawn/shared/schemas/profile";
import { ApiError, ok } from "../../../lib/response.ts";
import { findWalletOwner } from "../../../features/wallet-links/wallet-owner.ts";
import { acceptTermsForUser, acceptTermsForWallet, termsOfUser, termsOfWallet } from "../../../features/terms/terms.ts";

const termsQuery = z.object({ walletAddress: optionalWalletAddressSchema });
const acceptBody = z.object({ walletAddress: optionalWalletAddressSchema, investorType: investorTypeSchema.optional() });
const answer = { 200: okSchema(termsStateSchema) };

/**
 * GET and POST users/accept-term-condition: by account when logged in (the wallet address is then
 * ignored), otherwise by a wallet address the service knows; an unknown address gets the spec's
 * 'Association with this wallet address doesn't exist!' (the web then records acceptance locally).
 * POST may carry investorType (1, 2, 3), stored with the acceptance; walletAddress may come in the query or the body.
 */
const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  async function knownWallet(walletAddress: string | undefined): Promise<string> {
    if (!walletAddress || !(await findWalletOwner(db, walletAddress))) {
      throw new ApiError(404, "user.wallet.association-not-found", MESSAGES.terms.associationMissing);
    }
    return walletAddress;
  }

  app.get("/users/accept-term-condition", { schema: { querystring: termsQuery, response: answer } }, async (request) => {
    const user = await app.optionalUser(request);
    if (user) return ok(await termsOfUser(db, user.id));
    return ok(await termsOfWallet(db, await knownWallet(request.query.walletAddress)));
  });

  app.post(
    "/users/accept-term-condition",
    { schema: { querystring: termsQuery, body: optionalBody(acceptBody), response: answer } },
    async (request) => {
      const walletAddress = request.body.walletAddress ?? request.query.walletAddress;
      const user = await app.optionalUser(request);
      if (user) return ok(await acceptTermsForUser(db, user.id, request.body.investorType));
      return ok(await acceptTermsForWallet(db, await knownWallet(walletAddress), request.body.investorType));
    },
  );
};

export default termsRoutes;
