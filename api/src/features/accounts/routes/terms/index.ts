import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ACCOUNTS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { findWalletOwner } from "../../../../plugins/auth/wallet-owner.ts";
import { acceptTermsForUser, termsOfUser, termsOfWallet } from "../../terms/terms.ts";

/**
 * GET and POST users/accept-term-condition: by account when logged in (the wallet address is then
 * ignored), otherwise GET reads the record of a wallet address the service knows; an unknown address gets the
 * spec's 'Association with this wallet address doesn't exist!' (the web then records acceptance locally).
 * POST may carry investorType (1, 2, 3), stored with the acceptance; walletAddress may come in the query or the body.
 * An anonymous POST naming a known wallet is refused (401): anyone may name any wallet, and only a session signed
 * by that wallet proves it is theirs (decision 0037). The web records such an acceptance locally and carries it to
 * the account at sign-in.
 */
const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** The account a wallet is linked to; the spec's 404 for a wallet the service does not know. */
  async function ownerOf(walletAddress: string | undefined): Promise<{ walletAddress: string; ownerId: number }> {
    const owner = walletAddress ? await findWalletOwner(db, walletAddress) : null;
    if (!walletAddress || !owner) throw new ApiError(ACCOUNTS_ERRORS.associationMissing);
    return { walletAddress, ownerId: owner.userId };
  }

  serve(app, ENDPOINTS.terms, {}, async (request) => {
    const user = await app.optionalUser(request);
    if (user) return ok(await termsOfUser(db, user.id));
    const { walletAddress, ownerId } = await ownerOf(request.query.walletAddress);
    return ok(await termsOfWallet(db, walletAddress, ownerId));
  });

  serve(app, ENDPOINTS.acceptTerms, {}, async (request) => {
    const walletAddress = request.body.walletAddress ?? request.query.walletAddress;
    const user = await app.optionalUser(request);
    if (user) return ok(await acceptTermsForUser(db, user.id, request.body.investorType));
    await ownerOf(walletAddress);
    throw new ApiError(ACCOUNTS_ERRORS.termsSignInRequired);
  });
};

export default termsRoutes;
