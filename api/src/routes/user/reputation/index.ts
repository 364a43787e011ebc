import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { walletAddressSchema } from "@openpawn/shared/schemas/profile";
import { ApiError, ok } from "../../../lib/response.ts";
import { reputationsOfUser, reputationsOfWallets, setReputations } from "../../../features/reputation/reputations.ts";

const M = MESSAGES.userProfile;
export const MAX_WALLETS_PER_CALL = 100;

const userIdQuery = z.object({
  userId: z.coerce.number({ error: M.invalidUserId }).int(M.invalidUserId).positive(M.invalidUserId).max(2_147_483_647, M.invalidUserId),
});
const byWalletQuery = z.object({
  walletAddress: z
    .string({ error: M.invalidWalletAddress })
    .transform((value) => value.split(",").map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(walletAddressSchema).min(1, M.invalidWalletAddress).max(MAX_WALLETS_PER_CALL, M.reputationTooMany)),
});
const points = z.number().int().min(-1_000_000).max(1_000_000);
const postBody = z.object({
  data: z
    .array(z.object({ walletAddress: walletAddressSchema, reputationBorrower: points, reputationLender: points }))
    .min(1)
    .max(MAX_WALLETS_PER_CALL, M.reputationTooMany),
});

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * GET users/reputation?userId=, GET users/reputation/by-wallet?walletAddress=a,b,c (public), and
 * POST users/reputation {data: [{walletAddress, reputationBorrower, reputationLender}]}: reserved to
 * the operator's indexer, which sends the header X-Api-Key: REPUTATION_API_KEY (unset = nobody).
 */
const reputationRoutes = (options: { apiKey: string }): FastifyPluginAsync =>
  async (app) => {
    const db = app.database.db;

    app.get("/users/reputation", async (request) => ok(await reputationsOfUser(db, userIdQuery.parse(request.query).userId)));

    app.get("/users/reputation/by-wallet", async (request) => {
      const { walletAddress } = byWalletQuery.parse(request.query);
      return ok(await reputationsOfWallets(db, [...new Set(walletAddress)]));
    });

    app.post("/users/reputation", async (request) => {
      const presented = request.headers["x-api-key"];
      if (!options.apiKey || typeof presented !== "string" || !timingSafeEqual(digest(presented), digest(options.apiKey))) {
        throw new ApiError(403, "user.reputation.forbidden", M.reputationForbidden);
      }
      const { data } = postBody.parse(request.body ?? {});
      const latest = new Map(data.map((entry) => [entry.walletAddress, entry]));
      await setReputations(db, [...latest.values()]);
      return ok(await reputationsOfWallets(db, [...latest.keys()]));
    });
  };

export default reputationRoutes;
