import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSignedInAccount } from "../../../stores/auth.ts";
import { fetchServerTerms, postServerTerms } from "../api/terms-api.ts";
import { getLocalTerms, useLocalTerms } from "../storage/local-terms.ts";

/**
 * Records on the account, at sign-in, the terms and investor type chosen in this browser before (decision 0010):
 * whatever page the user signs in on, and however (password, wallet, social). The server's acceptance is kept; its
 * investor type too, when it has one. Once per account signed in (a token's renewal is the same account).
 */
export function useCarryLocalTerms(): void {
  const account = useSignedInAccount();
  const { accepted } = useLocalTerms();
  const queryClient = useQueryClient();
  const carried = useRef<string | null>(null);

  useEffect(() => {
    if (account === null || !accepted || carried.current === account) return;
    carried.current = account;
    void (async () => {
      const server = await fetchServerTerms(undefined);
      const { investorType } = getLocalTerms();
      const missingType = server.investorType === null && investorType !== null;
      if (server.accepted && !missingType) return;
      await postServerTerms({ investorType: missingType ? (investorType ?? undefined) : undefined });
      await queryClient.invalidateQueries({ queryKey: ["terms"] });
      await queryClient.invalidateQueries({ queryKey: ["user", "profile"] });
    })().catch(() => {
      // Not recorded (offline, the session just ended): the next sign-in, or the next load while signed in, tries again.
      if (carried.current === account) carried.current = null;
    });
  }, [account, accepted, queryClient]);
}
