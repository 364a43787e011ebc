import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getAddress, hashTypedData, isAddressEqual, type Address, type Hex } from "viem";
import { z } from "zod";
import { iSignedOffersAbi } from "@openpawn/chain/generated/abis";
import { CollateralStatus } from "@openpawn/chain/generated/enums";
import { signedOfferDomain, signedOfferTypes } from "@openpawn/chain/signed-offer";
import { MESSAGES } from "@openpawn/shared/messages";
import { okSchema } from "@openpawn/shared/schemas/envelope";
import { pawnIdParamsSchema } from "@openpawn/shared/schemas/pawn-common";
import {
  reportedSignedOfferSchema,
  signedOfferBodySchema,
  signedOfferListQuerySchema,
  signedOfferSchema,
  type SignedOfferBody,
} from "@openpawn/shared/schemas/pawn-signed-offers";
import { signedOffers } from "../../../db/schema.ts";
import { isUniqueViolation } from "../../../features/accounts/account-users.ts";
import { chainNow } from "../../../features/lending/chain-now.ts";
import { lendingScope, type LendingScope } from "../../../features/lending/lending-scope.ts";
import { agreedThreadFor, recordSignedOffer } from "../../../features/negotiations/negotiation-signing.ts";
import { findCollateral, findCollateralMadeBy } from "../../../features/lending/queries/pawn-collaterals.ts";
import { verifyReportedAction } from "../../../features/lending/reported-action.ts";
import { checksummed, requireOwnWallets, walletsOfUser } from "../../../features/lending/wallet-access.ts";
import { requireUser } from "../../../features/profile/require-user.ts";
import { offersOnCollateral, signedOffersContract, withStatus } from "../../../features/signed-offers/signed-offer-rows.ts";
import { tellBorrowerOfSignedOffer } from "../../../features/signed-offers/signed-offer-notice.ts";
import { termColumns } from "../../../features/signed-offers/term-columns.ts";
import { ApiError, ok } from "../../../lib/response.ts";

const M = MESSAGES.signedOffer;
type Row = typeof signedOffers.$inferSelect;
const notFound = () => new ApiError(404, "pawn.signed-offer.not-found", M.notFound);

/** The typed data a lender signed for a body (or a stored row): the struct SignedOffers hashes. */
function typedData(scope: LendingScope, offer: { lender: string; collateralId: bigint; terms: TermsMessage; nonce: bigint; deadline: bigint }) {
  return {
    domain: signedOfferDomain(scope.chainId, signedOffersContract(scope) as Address),
    types: signedOfferTypes,
    primaryType: "SignedOffer" as const,
    message: { ...offer, lender: getAddress(offer.lender) },
  };
}
interface TermsMessage {
  amount: bigint;
  loanToken: Address;
  interestRate: number;
  liquidationThreshold: number;
  durationQty: number;
  durationUnit: number;
  cycleUnit: number;
  repaymentToken: Address;
}

const termsOf = (body: SignedOfferBody): TermsMessage => ({
  amount: BigInt(body.amount),
  loanToken: getAddress(body.loanToken),
  interestRate: body.interestRate,
  liquidationThreshold: body.liquidationThreshold,
  durationQty: body.durationQty,
  durationUnit: body.durationType,
  cycleUnit: body.repaymentCycleType,
  repaymentToken: getAddress(body.repaymentToken),
});

/**
 * Checks a new signed offer before the borrower ever sees it: the caller holds the lender's wallet, the collateral
 * is open and not theirs, the loan token is the one asked for, the deadline is ahead, the nonce is not cancelled,
 * and the signature is the lender's (an account's, or a contract wallet's through EIP-1271).
 */
async function checkNewOffer(app: FastifyInstance, scope: LendingScope, userId: number, body: SignedOfferBody) {
  await requireOwnWallets(scope.db, userId, body.lender);
  const collateral = await findCollateral(scope, body.collateralId);
  if (!collateral) throw new ApiError(404, "pawn.collateral.not-found", MESSAGES.pawn.collateralNotFound);
  if (collateral.status !== CollateralStatus.Open) throw new ApiError(409, "pawn.signed-offer.collateral-not-open", M.collateralNotOpen);
  if (isAddressEqual(collateral.borrower as Address, body.lender as Address)) throw new ApiError(400, "pawn.signed-offer.own-collateral", M.ownCollateral);
  if (!isAddressEqual(collateral.loanToken as Address, body.loanToken as Address)) throw new ApiError(400, "pawn.signed-offer.loan-token", M.loanTokenMismatch);
  if (new Date(body.deadline * 1000) <= (await chainNow(app))) throw new ApiError(400, "pawn.signed-offer.deadline", M.invalidDeadline);
  const book = { address: signedOffersContract(scope) as Address, abi: iSignedOffersAbi } as const;
  const usable = await app.chain.client.readContract({ ...book, functionName: "isNonceUsable", args: [getAddress(body.lender), BigInt(body.nonce)] });
  if (!usable) throw new ApiError(409, "pawn.signed-offer.nonce-cancelled", M.nonceCancelled);
  const data = typedData(scope, { lender: body.lender, collateralId: BigInt(body.collateralId), terms: termsOf(body), nonce: BigInt(body.nonce), deadline: BigInt(body.deadline) });
  const signed = await app.chain.client.verifyTypedData({ ...data, address: getAddress(body.lender), signature: body.signature as Hex }).catch(() => false);
  if (!signed) throw new ApiError(400, "pawn.signed-offer.signature", M.invalidSignature);
  return { hash: hashTypedData(data), collateral };
}

/** A stored offer the caller is a party to (the collateral's borrower or the offer's lender); anyone else's reads as none. */
async function offerOfParty(scope: LendingScope, userId: number, id: number, side: "borrower" | "lender" | "either") {
  const [row] = await scope.db.select().from(signedOffers).where(and(eq(signedOffers.id, id), eq(signedOffers.chainId, scope.chainId)));
  if (!row) throw notFound();
  const wallets = checksummed(await walletsOfUser(scope.db, userId));
  const collateral = await findCollateralMadeBy(scope, row.collateralId, row.collateralTxHash);
  const isLender = wallets.includes(getAddress(row.lender));
  const isBorrower = collateral !== null && wallets.includes(getAddress(collateral.borrower));
  if (!((side !== "borrower" && isLender) || (side !== "lender" && isBorrower))) throw notFound();
  return row;
}

const answerOf = async (app: FastifyInstance, scope: LendingScope, row: Row) => {
  const [item] = await withStatus(scope, [row], await chainNow(app));
  if (!item) throw notFound();
  return ok(item);
};

/**
 * Signed offers (decision 0022): a lender gives the API an offer signed off chain; only the collateral's borrower
 * and the lender see it; the borrower accepts it on chain and the lender cancels its nonce on chain, each
 * reporting the transaction.
 */
const signedOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };
  const itemAnswer = { 200: okSchema(signedOfferSchema) };
  const notFoundOnBadId = { invalidInput: { status: 404, errorCode: "pawn.signed-offer.not-found", part: "params" } } as const;

  app.post("/signed-offers", { ...auth, schema: { body: signedOfferBodySchema, response: itemAnswer } }, async (request) => {
    const userId = requireUser(request).id;
    const scope = await lendingScope(app);
    const body = request.body;
    const { hash, collateral } = await checkNewOffer(app, scope, userId, body);
    const negotiationId = body.negotiationId;
    const thread = negotiationId === undefined ? null : await agreedThreadFor(scope, userId, { ...body, negotiationId }, collateral);
    try {
      const [row] = await scope.db
        .insert(signedOffers)
        .values({
          chainId: scope.chainId,
          contract: signedOffersContract(scope),
          hash,
          lender: getAddress(body.lender),
          collateralId: BigInt(body.collateralId),
          collateralTxHash: collateral.txHash,
          loanToken: getAddress(body.loanToken),
          ...termColumns(body),
          nonce: BigInt(body.nonce),
          deadline: new Date(body.deadline * 1000),
          signature: body.signature,
          message: body.message,
          negotiationId: thread?.id ?? null,
          createdBy: userId,
        })
        .returning();
      if (!row) throw new Error("no signed offer row");
      if (thread) await recordSignedOffer(app, scope, { row: thread, offerId: row.id, amount: row.amount, collateral });
      else await tellBorrowerOfSignedOffer(app, scope, collateral, row);
      return answerOf(app, scope, row);
    } catch (error) {
      if (isUniqueViolation(error, "signed_offers_hash")) throw new ApiError(409, "pawn.signed-offer.duplicate", M.duplicate);
      throw error;
    }
  });

  app.get("/signed-offers", { ...auth, schema: { querystring: signedOfferListQuerySchema, response: { 200: okSchema(z.array(signedOfferSchema)) } } }, async (request) => {
    const scope = await lendingScope(app);
    const wallets = checksummed(await walletsOfUser(scope.db, requireUser(request).id));
    const collateral = await findCollateral(scope, request.query.collateralId);
    if (!collateral) throw new ApiError(404, "pawn.collateral.not-found", MESSAGES.pawn.collateralNotFound);
    const rows = await offersOnCollateral(scope, collateral);
    // The borrower sees every offer on their collateral; a lender only their own.
    const borrower = wallets.includes(getAddress(collateral.borrower));
    const visible = borrower ? rows : rows.filter((row) => wallets.includes(getAddress(row.lender)));
    return ok(await withStatus(scope, visible, await chainNow(app)));
  });

  app.get("/signed-offers/:id", { ...auth, schema: { params: pawnIdParamsSchema, response: itemAnswer }, config: notFoundOnBadId }, async (request) => {
    const scope = await lendingScope(app);
    return answerOf(app, scope, await offerOfParty(scope, requireUser(request).id, request.params.id, "either"));
  });

  app.put(
    "/signed-offers/:id/accept",
    { ...auth, schema: { params: pawnIdParamsSchema, body: reportedSignedOfferSchema, response: itemAnswer }, config: notFoundOnBadId },
    async (request) => {
      const userId = requireUser(request).id;
      const scope = await lendingScope(app);
      const row = await offerOfParty(scope, userId, request.params.id, "borrower");
      await verifyReportedAction(app, userId, {
        contract: "SignedOffers",
        hash: request.body.txnHash,
        call: "acceptSignedOffer",
        argsMatch: ([offer]) => hashTypedData(typedData(scope, offer)) === row.hash,
        event: "SignedOfferAccepted",
        action: "accept this offer",
      });
      return answerOf(app, scope, row);
    },
  );

  app.put(
    "/signed-offers/:id/cancel",
    { ...auth, schema: { params: pawnIdParamsSchema, body: reportedSignedOfferSchema, response: itemAnswer }, config: notFoundOnBadId },
    async (request) => {
      const userId = requireUser(request).id;
      const scope = await lendingScope(app);
      const row = await offerOfParty(scope, userId, request.params.id, "lender");
      await verifyReportedAction(app, userId, {
        contract: "SignedOffers",
        hash: request.body.txnHash,
        call: "cancelNonce",
        argsMatch: ([nonce]) => nonce === row.nonce,
        event: "NonceCancelled",
        action: "cancel this offer",
      });
      return answerOf(app, scope, row);
    },
  );
};

export default signedOfferRoutes;

