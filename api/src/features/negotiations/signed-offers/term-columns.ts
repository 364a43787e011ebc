import { getAddress } from "viem";
import type { offerTermsShape } from "@openpawn/shared/negotiations/schemas/signed-offers";
import type { z } from "zod";

type OfferTermsBody = z.output<z.ZodObject<typeof offerTermsShape>>;

/**
 * The columns an offer's terms are kept in, for a signed offer or a negotiation proposal alike (the core's units,
 * addresses checksummed as the index keeps them).
 */
export function termColumns(body: OfferTermsBody) {
  return {
    amount: BigInt(body.amount),
    repaymentToken: getAddress(body.repaymentToken),
    interestRate: body.interestRate,
    liquidationThreshold: body.liquidationThreshold,
    durationQty: body.durationQty,
    durationUnit: body.durationType,
    cycleUnit: body.repaymentCycleType,
  };
}
export type TermColumns = ReturnType<typeof termColumns>;
