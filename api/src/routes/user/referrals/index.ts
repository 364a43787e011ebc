import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "@openpawn/shared/constants";
import { ok } from "../../../lib/response.ts";
import { requireUser } from "../../../features/profile/require-user.ts";
import { listReferrals } from "../../../features/referrals/referrals.ts";
import { subscribeReferrals } from "../../../features/referrals/referral-listener.ts";

const pageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

/** GET users/referrals?page=&size=: the logged-in user's referrals, paged, newest first. Also records new referrals. */
const referralRoutes: FastifyPluginAsync = async (app) => {
  const unsubscribe = subscribeReferrals(app);
  app.addHook("onClose", async () => unsubscribe());

  app.get("/users/referrals", { preHandler: app.authenticate }, async (request) => {
    const { page, size } = pageQuery.parse(request.query);
    const { rows, total } = await listReferrals(app.database.db, requireUser(request).id, page, size);
    const totalPages = Math.ceil(total / size);
    return ok({
      content: rows,
      number: page,
      size,
      total_pages: totalPages,
      total_elements: total,
      number_of_elements: rows.length,
      is_first: page === 0,
      is_last: page >= totalPages - 1,
      has_next: page < totalPages - 1,
      has_previous: page > 0,
    });
  });
};

export default referralRoutes;
