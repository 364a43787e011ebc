import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { SignedOfferBody } from "@openpawn/shared/negotiations/schemas/signed-offers";
import { NEGOTIATIONS_ERRORS } from "@openpawn/shared/negotiations/errors";
import { negotiationEntries, negotiations } from "../../db/schema.ts";
import { ApiError } from "../../lib/response.ts";
import type { LendingScope } from "../../chain-spine/deployment/lending-scope.ts";
import type { CollateralRow } from "../lending/public.ts";
import { tellParties } from "./negotiation-notices.ts";
import { threadOfParty } from "./negotiation-steps.ts";
import { termColumns } from "./signed-offers/term-columns.ts";
import { sameTerms } from "./negotiation-terms.ts";
import type { NegotiationRow } from "./negotiation-views.ts";

/**
 * The thread a signed offer closes: the caller must be its lender, its terms agreed, and the offer must carry exactly
 * those terms on the thread's collateral — the one it was opened on, not another a reorganisation gave its id to.
 * Anything else would let a lender slip other terms past the borrower.
 */
export async function agreedThreadFor(
  scope: LendingScope,
  userId: number,
  body: SignedOfferBody & { negotiationId: number },
  collateral: Pick<CollateralRow, "id" | "txHash">,
): Promise<NegotiationRow> {
  const { row, side } = await threadOfParty(scope, userId, body.negotiationId);
  if (side !== "LENDER") throw new ApiError(NEGOTIATIONS_ERRORS.notLender);
  if (row.status !== "AGREED" || row.agreedEntryId === null) throw new ApiError(NEGOTIATIONS_ERRORS.notAgreed);
  const [agreed] = await scope.db.select().from(negotiationEntries).where(eq(negotiationEntries.id, row.agreedEntryId));
  const sameCollateral = collateral.id === row.collateralId && collateral.txHash === row.collateralTxHash;
  if (!agreed || !sameCollateral || !sameTerms(agreed, termColumns(body))) {
    throw new ApiError(NEGOTIATIONS_ERRORS.termsMismatch);
  }
  return row;
}

/** Puts the signed offer in the thread and tells the borrower it is ready to accept. */
export async function recordSignedOffer(app: FastifyInstance, scope: LendingScope, input: { row: NegotiationRow; offerId: number; amount: bigint; collateral: CollateralRow }) {
  const { row, offerId, amount, collateral } = input;
  await scope.db.insert(negotiationEntries).values({ negotiationId: row.id, kind: "SIGNED_OFFER", side: "LENDER", authorUserId: row.lenderUserId, signedOfferId: offerId });
  await scope.db.update(negotiations).set({ updatedAt: new Date() }).where(eq(negotiations.id, row.id));
  await tellParties(app, scope, { row, collateral, amount, event: { kind: "signed" } });
}
