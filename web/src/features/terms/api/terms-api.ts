import type { InvestorType } from "@openpawn/shared/constants";
import { apiRequest } from "../../../lib/api-client.ts";
import { parseInvestorType } from "../storage/local-terms.ts";

/** The server's record of the terms (spec §3 "Terms state"), for the account or else the wallet. */
export interface ServerTerms {
  accepted: boolean;
  investorType: InvestorType | null;
}

interface TermsPayload {
  isAcceptTermAndCondition?: boolean;
  investorType?: number | null;
}

const PATH = "/user/users/accept-term-condition";

function toServerTerms(data: TermsPayload | null | undefined): ServerTerms {
  return { accepted: data?.isAcceptTermAndCondition === true, investorType: parseInvestorType(data?.investorType ?? null) };
}

/** GET /users/accept-term-condition: the account's record when logged in (the token is sent), else the wallet's. */
export async function fetchServerTerms(walletAddress: string | undefined): Promise<ServerTerms> {
  const { data } = await apiRequest<TermsPayload>(PATH, { query: { walletAddress } });
  return toServerTerms(data);
}

/** POST /users/accept-term-condition: records acceptance, and the investor type once chosen. */
export async function postServerTerms(body: { walletAddress?: string; investorType?: InvestorType }): Promise<ServerTerms> {
  const { data } = await apiRequest<TermsPayload>(PATH, { method: "POST", body });
  return toServerTerms(data ?? { isAcceptTermAndCondition: true, investorType: body.investorType ?? null });
}
