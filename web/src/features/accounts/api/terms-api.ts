import { ACCOUNTS_ENDPOINTS } from "@openpawn/shared/accounts/endpoints";
import type { TermsState } from "@openpawn/shared/accounts/schemas/terms";
import type { InvestorType } from "@openpawn/shared/constants";
import { callEndpoint } from "../../../lib/endpoint-call.ts";
import { parseInvestorType } from "../storage/local-terms.ts";

/** The server's record of the terms (spec §3 "Terms state"), for the account or else the wallet. */
export interface ServerTerms {
  accepted: boolean;
  investorType: InvestorType | null;
}

/** The shell carries local terms to the account (root layout): the endpoints load with the first call (decision 0019). */

function toServerTerms(data: TermsState): ServerTerms {
  return { accepted: data.isAcceptTermAndCondition, investorType: parseInvestorType(data.investorType) };
}

/** GET /users/accept-term-condition: the account's record when logged in (the token is sent), else the wallet's. */
export async function fetchServerTerms(walletAddress: string | undefined): Promise<ServerTerms> {
  return toServerTerms(await callEndpoint(ACCOUNTS_ENDPOINTS.terms, { query: { walletAddress } }));
}

/** POST /users/accept-term-condition: records acceptance, and the investor type once chosen. */
export async function postServerTerms(body: { walletAddress?: string; investorType?: InvestorType }): Promise<ServerTerms> {
  return toServerTerms(await callEndpoint(ACCOUNTS_ENDPOINTS.acceptTerms, { body }));
}
