import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { REPUTATION_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/reputation/endpoints";
import { REPUTATION_ERRORS } from "@openpawn/shared/reputation/errors";
import { ApiError, ok } from "../../../lib/response.ts";
import { serve } from "../../../lib/endpoint-route.ts";
import { requireUser } from "../../../plugins/auth/require-user.ts";
import { reputationsOfUser, reputationsOfWallets, setReputations } from "../reputations.ts";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * GET users/reputation?userId= (the signed-in owner's own wallets: an account's wallets are not public, decision
 * 0037), GET users/reputation/by-wallet?walletAddress=a,b,c (public: the caller names the wallets), and
 * POST users/reputation {data: [{walletAddress, reputationBorrower, reputationLender}]}: reserved to
 * the operator's indexer, which sends the header X-Api-Key: REPUTATION_API_KEY (unset = nobody).
 */
const reputationRoutes = (options: { apiKey: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const db = app.database.db;

    serve(app, ENDPOINTS.ofUser, { onRequest: app.authenticate }, async (request) => {
      if (requireUser(request).id !== request.query.userId) throw new ApiError(REPUTATION_ERRORS.notOwn);
      return ok(await reputationsOfUser(db, request.query.userId));
    });

    serve(app, ENDPOINTS.ofWallets, {}, async (request) =>
      ok(await reputationsOfWallets(db, [...new Set(request.query.walletAddress)])),
    );

    serve(
      app,
      ENDPOINTS.set,
      {
        // The key is checked before the body: a caller without it learns nothing about the input rules.
        onRequest: async (request) => {
          const presented = request.headers["x-api-key"];
          if (!options.apiKey || typeof presented !== "string" || !timingSafeEqual(digest(presented), digest(options.apiKey))) {
            throw new ApiError(REPUTATION_ERRORS.forbidden);
          }
        },
      },
      async (request) => {
        const latest = new Map(request.body.data.map((entry) => [entry.walletAddress, entry]));
        await setReputations(db, [...latest.values()]);
        return ok(await reputationsOfWallets(db, [...latest.keys()]));
      },
    );
  };

export default reputationRoutes;
