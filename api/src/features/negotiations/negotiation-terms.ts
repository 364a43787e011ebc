import { getAddress } from "viem";
import type { ProposalTerms } from "@openpawn/shared/negotiations/schemas/negotiations";
import type { negotiationEntries } from "../../db/schema.ts";
import type { TokenRefs } from "../../chain-spine/deployment/token-refs.ts";
import type { TermColumns } from "./signed-offers/term-columns.ts";

type EntryRow = typeof negotiationEntries.$inferSelect;

/** A proposal's terms as the answers show them; null for entries that carry none. */
export function termsOf(row: EntryRow, tokens: TokenRefs): ProposalTerms | null {
  if (row.kind !== "PROPOSAL" || row.amount === null || row.repaymentToken === null) return null;
  return {
    amount: row.amount.toString(),
    repaymentToken: tokens.ref(row.repaymentToken),
    interestRate: row.interestRate ?? 0,
    liquidationThreshold: row.liquidationThreshold ?? 0,
    durationQty: row.durationQty ?? 0,
    durationType: row.durationUnit === 0 ? 0 : 1,
    repaymentCycleType: row.cycleUnit === 0 ? 0 : 1,
  };
}

/** Whether an offer carries exactly the agreed proposal's terms: a signed offer may not change a word of them. */
export function sameTerms(agreed: EntryRow, offer: TermColumns): boolean {
  return (
    agreed.amount === offer.amount &&
    agreed.repaymentToken !== null &&
    getAddress(agreed.repaymentToken) === offer.repaymentToken &&
    agreed.interestRate === offer.interestRate &&
    agreed.liquidationThreshold === offer.liquidationThreshold &&
    agreed.durationQty === offer.durationQty &&
    agreed.durationUnit === offer.durationUnit &&
    agreed.cycleUnit === offer.cycleUnit
  );
}
