import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ACCOUNTS_ERRORS } from "@openpawn/shared/accounts/errors";
import type { InvestorType } from "@openpawn/shared/constants";
import { TERMS_MESSAGES } from "@openpawn/shared/accounts/messages";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useAuthToken } from "../../../stores/auth.ts";
import { fetchServerTerms, postServerTerms, type ServerTerms } from "../api/terms-api.ts";
import { recordLocalAcceptance, storeLocalInvestorType, useLocalTerms } from "../storage/local-terms.ts";
import { retryServerFailures } from "../../../lib/query-retry.ts";

/** Who the terms are recorded for (spec §6): the account if logged in, else the wallet, else this browser. */
export type TermsHolder = "account" | "wallet" | "browser";

export interface TermsState {
  /** False while the server's record is being read. */
  ready: boolean;
  holder: TermsHolder;
  accepted: boolean;
  investorType: InvestorType | null;
  /** Records acceptance; resolves with where it was recorded. */
  accept: () => Promise<"server" | "local">;
  /** Stores the investor type locally, and on the server when an account or wallet is known. */
  chooseInvestorType: (type: InvestorType) => Promise<void>;
}

/**
 * The server does not record for this wallet: it is linked to no account (§8), or nobody is signed in with it
 * (decision 0037). Acceptance is still recorded locally, and carried to the account at sign-in.
 */
export function isRecordedLocallyOnly(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.message === TERMS_MESSAGES.associationMissing || error.errorCodes.includes(ACCOUNTS_ERRORS.associationMissing.code)) return true;
  return error.errorCodes.includes(ACCOUNTS_ERRORS.termsSignInRequired.code);
}

export const termsQueryKey = (token: string | null, walletAddress: string | undefined) =>
  ["terms", token ? "account" : "wallet", token, walletAddress?.toLowerCase() ?? null] as const;

/**
 * The terms state of whoever uses the page. Acceptance counts when the server has it for the account
 * (or the wallet) or when this browser recorded it; a local acceptance is carried to the account at sign-in
 * (useCarryLocalTerms, decision 0010).
 */
export function useTerms({ walletAddress, enabled = true }: { walletAddress?: string; enabled?: boolean }): TermsState {
  const token = useAuthToken();
  const local = useLocalTerms();
  const queryClient = useQueryClient();
  const holder: TermsHolder = token ? "account" : walletAddress ? "wallet" : "browser";
  const queryKey = termsQueryKey(token, walletAddress);
  const server = useQuery({
    retry: retryServerFailures,
    queryKey,
    queryFn: () => fetchServerTerms(walletAddress),
    enabled: enabled && holder !== "browser",
    meta: { progressBar: false },
  });
  const serverTerms: ServerTerms | undefined = holder === "browser" ? undefined : server.data;
  const setServerTerms = useCallback(
    (terms: ServerTerms) => queryClient.setQueryData(queryKey, terms),
    // queryKey is rebuilt from these values on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, token, walletAddress],
  );

  const accept = useCallback(async (): Promise<"server" | "local"> => {
    if (holder === "browser") {
      recordLocalAcceptance();
      return "local";
    }
    try {
      setServerTerms(await postServerTerms({ walletAddress }));
      return "server";
    } catch (error) {
      if (!isRecordedLocallyOnly(error)) throw error;
      recordLocalAcceptance();
      return "local";
    }
  }, [holder, walletAddress, setServerTerms]);

  const chooseInvestorType = useCallback(
    async (type: InvestorType) => {
      storeLocalInvestorType(type);
      if (holder === "browser") return;
      try {
        setServerTerms(await postServerTerms({ walletAddress, investorType: type }));
      } catch (error) {
        if (!isRecordedLocallyOnly(error)) throw error;
      }
    },
    [holder, walletAddress, setServerTerms],
  );

  return {
    ready: holder === "browser" || !enabled || server.isFetched || server.isError,
    holder,
    accepted: local.accepted || serverTerms?.accepted === true,
    investorType: serverTerms?.investorType ?? local.investorType,
    accept,
    chooseInvestorType,
  };
}
