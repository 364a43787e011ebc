import type { TermsState } from "@openpawn/shared/accounts/schemas/terms";
import type { InvestorType } from "@openpawn/shared/constants";
import { deferredCalls } from "../../../lib/deferred-endpoint-call.ts";
import { parseInvestorType } from "../storage/local-terms.ts";

/** The server's record of the terms (spec §3 "Terms state"), for the account or else the wallet. */
export interface ServerTerms {
  accepted: boolean;
  investorType: InvestorType | null;
}

/** The shell carries local terms to the account (root layout): the endpoints load with the first call (decision 0019). */
const call = deferredCalls(async () => (await import("@openpawn/shared/accounts/endpoints")).ACCOUNTS_ENDPOINTS);

function toServerTerms(data: TermsState): ServerTerms {
  return { accepted: data.isAcceptTermAndCondition, investorType: parseInvestorType(data.investorType) };
}

/** GET /users/accept-term-condition: the account's record when logged in (the token is sent), else the wallet's. */
export async function fetchServerTerms(walletAddress: string | undefined): Promise<ServerTerms> {
  return toServerTerms(await call("terms", { query: { walletAddress } }));
}

/** POST /users/accept-term-condition: records acceptance, and the investor type once chosen. */
export async function postServerTerms(body: { walletAddress?: string; investorType?: InvestorType }): Promise<ServerTerms> {
  return toServerTerms(await call("acceptTerms", { body }));
}
