import type { InvestorType } from "@openpawn/shared/constants";
import { TERMS_MESSAGES } from "@openpawn/shared/accounts/messages";
import { TOAST_MESSAGES } from "@openpawn/shared/platform/messages";
import { useLoginDialog } from "../../../stores/account-dialogs.ts";
import { toast } from "../../../stores/feedback.ts";
import { onDemand } from "../../../components/lazy/on-demand.tsx";
import { useTerms } from "../hooks/use-terms.ts";
import { TermsDialog } from "./terms-dialog.tsx";

// The second step's code (radio group and its form controls) loads only for someone who reaches it.
const InvestorTypeDialog = onDemand(() => import("./investor-type-dialog.tsx").then((module) => module.InvestorTypeDialog));

export interface TermsGateProps {
  /** True on the pages that need the terms (the lending pages, /pawn*). */
  active: boolean;
  /** The connected wallet, passed down by the app (the terms feature does not import the wallet feature). */
  walletAddress?: string;
  /** Cancel: the visitor leaves the gated page (the layout goes home). */
  onDecline: () => void;
}

/**
 * Shows the Terms of Service dialog, then the investor-type dialog, on a gated page until both are done
 * (decision 0010). It waits while the login dialog is open, so two modal dialogs never stack.
 */
export function TermsGate({ active, walletAddress, onDecline }: TermsGateProps) {
  const terms = useTerms({ walletAddress, enabled: active });
  const loginOpen = useLoginDialog() !== null;
  const show = active && terms.ready && !loginOpen;
  const investorTypeOpen = show && terms.accepted && terms.investorType === null;

  const accept = async () => {
    try {
      await terms.accept();
    } catch {
      toast(TOAST_MESSAGES.generic, "error");
    }
  };
  const choose = async (type: InvestorType) => {
    try {
      await terms.chooseInvestorType(type);
      toast(TERMS_MESSAGES.investorSaved);
    } catch {
      toast(TOAST_MESSAGES.generic, "error");
    }
  };

  return (
    <>
      <TermsDialog open={show && !terms.accepted} onAccept={accept} onDecline={onDecline} />
      <InvestorTypeDialog needed={investorTypeOpen} open={investorTypeOpen} onChoose={choose} onDecline={onDecline} />
    </>
  );
}
