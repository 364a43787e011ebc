import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NEGOTIATIONS_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/negotiations/endpoints";
import { negotiationEntries, negotiations, shops } from "../../../../db/schema.ts";
import { NEGOTIATIONS_ERRORS } from "@openpawn/shared/negotiations/errors";
import { isUniqueViolation } from "../../../accounts/public.ts";
import { chainNow } from "../../../../chain-spine/deployment/chain-now.ts";
import { lendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { tellParties } from "../../negotiation-notices.ts";
import { openingParties } from "../../negotiation-opening.ts";
import { agree, close, propose, stepThread, threadOfParty } from "../../negotiation-steps.ts";
import { termColumns } from "../../signed-offers/term-columns.ts";
import { listThreads } from "../../negotiation-list.ts";
import { threadOf } from "../../negotiation-views.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { findCollateralMadeBy } from "../../../lending/public.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { paged } from "../../../../lib/paged.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import type { LendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";

/** Each thread step notifies the other side: a user may take this many a minute, so nobody floods another's bell. */
export const NEGOTIATION_WRITES_PER_MINUTE = 30;
const notFoundOnBadId = { invalidInput: { error: NEGOTIATIONS_ERRORS.notFound, part: "params" } } as const;

/** Listed repayment tokens only: an unknown token could never be repaid through the core. */
function requireListedToken(scope: LendingScope, address: string) {
  if (scope.tokens.ref(address).symbol === null) throw new ApiError(NEGOTIATIONS_ERRORS.invalidRepaymentToken);
}

/**
 * Negotiation threads (decision 0027): a borrower and a lender trade proposals on an open collateral until one side
 * agrees to the other's last; the lender then signs those terms as a signed offer the borrower accepts on chain.
 * Only the two parties read or write a thread; each step reaches the other side live and as a notification.
 */
const negotiationRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };
  const writes = {
    ...auth,
    preValidation: app.limitRate({ name: "negotiation-writes", max: NEGOTIATION_WRITES_PER_MINUTE, windowMs: 60_000, key: (request) => String(request.user?.id ?? request.ip) }),
  };

  serve(app, ENDPOINTS.open, writes, async (request) => {
    const userId = requireUser(request).id;
    const scope = await lendingScope(app);
    const body = request.body;
    const parties = await openingParties(scope, userId, body);
    requireListedToken(scope, body.repaymentToken);
    const side = parties.openedBy;
    const row = await scope.db
      .transaction(async (tx) => {
        const [thread] = await tx
          .insert(negotiations)
          .values({ chainId: scope.chainId, collateralId: parties.collateral.id, collateralTxHash: parties.collateral.txHash, borrowerUserId: parties.borrowerUserId, lenderUserId: parties.lenderUserId, packageId: parties.packageId, openedBy: side })
          .returning();
        if (!thread) throw new Error("no negotiation row");
        await tx.insert(negotiationEntries).values({ negotiationId: thread.id, kind: "PROPOSAL", side, authorUserId: userId, ...termColumns(body), message: body.message });
        return thread;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, "negotiations_pair")) throw new ApiError(NEGOTIATIONS_ERRORS.exists);
        throw error;
      });
    const [shop] = await scope.db.select({ id: shops.id, name: shops.name }).from(shops).where(eq(shops.userId, row.lenderUserId));
    const event = { kind: "opened" as const, pawnShopId: shop?.id ?? null, lenderName: shop?.name ?? "" };
    await tellParties(app, scope, { row, collateral: parties.collateral, amount: BigInt(body.amount), event });
    return ok(await threadOf(scope, row, side, await chainNow(app)));
  });

  serve(app, ENDPOINTS.list, auth, async (request) => {
    const { page, size, ...filter } = request.query;
    const { rows, total } = await listThreads(await lendingScope(app), requireUser(request).id, filter, { page, size }, await chainNow(app));
    return ok(paged(rows, page, size, total));
  });

  serve(app, ENDPOINTS.thread, { ...auth, config: notFoundOnBadId }, async (request) => {
    const scope = await lendingScope(app);
    const { row, side } = await threadOfParty(scope, requireUser(request).id, request.params.id);
    return ok(await threadOf(scope, row, side, await chainNow(app)));
  });

  serve(
    app,
    ENDPOINTS.propose,
    { ...writes, config: notFoundOnBadId },
    async (request) => {
      const userId = requireUser(request).id;
      const scope = await lendingScope(app);
      requireListedToken(scope, request.body.repaymentToken);
      const { row, side } = await stepThread(scope, userId, request.params.id, async (tx, locked, by) => ({ row: await propose(tx, locked, by, userId, request.body), side: by }));
      await tell(scope, row, BigInt(request.body.amount), { kind: "proposal", by: side });
      return ok(await threadOf(scope, row, side, await chainNow(app)));
    },
  );

  serve(
    app,
    ENDPOINTS.agree,
    { ...writes, config: notFoundOnBadId },
    async (request) => {
      const userId = requireUser(request).id;
      const scope = await lendingScope(app);
      const { row, agreed, side } = await stepThread(scope, userId, request.params.id, async (tx, locked, by) => ({ ...(await agree(tx, locked, by, userId, request.body.entryId)), side: by }));
      await tell(scope, row, agreed.amount, { kind: "agreed", by: side });
      return ok(await threadOf(scope, row, side, await chainNow(app)));
    },
  );

  serve(app, ENDPOINTS.close, { ...writes, config: notFoundOnBadId }, async (request) => {
    const userId = requireUser(request).id;
    const scope = await lendingScope(app);
    const { row, side } = await stepThread(scope, userId, request.params.id, async (tx, locked, by) => ({ row: await close(tx, locked, by, userId), side: by }));
    await tell(scope, row, null, { kind: "closed" });
    return ok(await threadOf(scope, row, side, await chainNow(app)));
  });

  async function tell(scope: LendingScope, row: typeof negotiations.$inferSelect, amount: bigint | null, event: Parameters<typeof tellParties>[2]["event"]) {
    const collateral = await findCollateralMadeBy(scope, row.collateralId, row.collateralTxHash);
    if (collateral) await tellParties(app, scope, { row, collateral, amount, event });
  }
};

export default negotiationRoutes;
