import type { FastifyInstance } from "fastify";
import { getAddress, hashTypedData, isAddressEqual, type Address, type Hex } from "viem";
import { iSignedOffersAbi } from "@openpawn/chain/generated/abis";
import { CollateralStatus } from "@openpawn/chain/generated/enums";
import { signedOfferDomain, signedOfferTypes } from "@openpawn/chain/signed-offer";
import type { SignedOfferBody } from "@openpawn/shared/negotiations/schemas/signed-offers";
import { NEGOTIATIONS_ERRORS } from "@openpawn/shared/negotiations/errors";
import { signedOffers } from "../../../../db/schema.ts";
import { isUniqueViolation } from "../../../accounts/public.ts";
import { chainNow } from "../../../../chain-spine/deployment/chain-now.ts";
import type { LendingScope } from "../../../../chain-spine/deployment/lending-scope.ts";
import { findCollateral, LENDING_READ_ERRORS } from "../../../lending/public.ts";
import { requireOwnWallets } from "../../../../plugins/auth/user-wallets.ts";
import { agreedThreadFor, recordSignedOffer } from "../../negotiation-signing.ts";
import { signedOffersContract } from "../../signed-offers/signed-offer-rows.ts";
import { tellBorrowerOfSignedOffer } from "../../signed-offers/signed-offer-notice.ts";
import { termColumns } from "../../signed-offers/term-columns.ts";
import { ApiError } from "../../../../lib/response.ts";

type Row = typeof signedOffers.$inferSelect;

/** The typed data a lender signed for a body (or a stored row): the struct SignedOffers hashes. */
export function typedData(scope: LendingScope, offer: { lender: string; collateralId: bigint; terms: TermsMessage; nonce: bigint; deadline: bigint }) {
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
  if (!collateral) throw new ApiError(LENDING_READ_ERRORS.collateralNotFound);
  if (collateral.status !== CollateralStatus.Open) throw new ApiError(NEGOTIATIONS_ERRORS.signedOfferCollateralNotOpen);
  if (isAddressEqual(collateral.borrower as Address, body.lender as Address)) throw new ApiError(NEGOTIATIONS_ERRORS.signedOfferOwnCollateral);
  if (!isAddressEqual(collateral.loanToken as Address, body.loanToken as Address)) throw new ApiError(NEGOTIATIONS_ERRORS.signedOfferLoanToken);
  if (new Date(body.deadline * 1000) <= (await chainNow(app))) throw new ApiError(NEGOTIATIONS_ERRORS.signedOfferDeadline);
  const book = { address: signedOffersContract(scope) as Address, abi: iSignedOffersAbi } as const;
  const usable = await app.chain.client.readContract({ ...book, functionName: "isNonceUsable", args: [getAddress(body.lender), BigInt(body.nonce)] });
  if (!usable) throw new ApiError(NEGOTIATIONS_ERRORS.signedOfferNonceCancelled);
  const data = typedData(scope, { lender: body.lender, collateralId: BigInt(body.collateralId), terms: termsOf(body), nonce: BigInt(body.nonce), deadline: BigInt(body.deadline) });
  const signed = await app.chain.client.verifyTypedData({ ...data, address: getAddress(body.lender), signature: body.signature as Hex }).catch(() => false);
  if (!signed) throw new ApiError(NEGOTIATIONS_ERRORS.signedOfferSignature);
  return { hash: hashTypedData(data), collateral };
}

/**
 * Keeps a lender's new signed offer exactly as signed, once checked (checkNewOffer) and, for a negotiation's offer, once
 * its terms are the ones agreed; the borrower hears of it.
 */
export async function createSignedOffer(app: FastifyInstance, scope: LendingScope, userId: number, body: SignedOfferBody): Promise<Row> {
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
    return row;
  } catch (error) {
    if (isUniqueViolation(error, "signed_offers_hash")) throw new ApiError(NEGOTIATIONS_ERRORS.signedOfferDuplicate);
    throw error;
  }
}
