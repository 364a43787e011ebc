import type { InvestorType } from "@openpawn/shared/constants";
import { MESSAGES } from "@openpawn/shared/messages";
import { useLoginDialog } from "../../../stores/account-dialogs.ts";
import { toast } from "../../../stores/feedback.ts";
import { useTerms } from "../hooks/use-terms.ts";
import { InvestorTypeDialog } from "./investor-type-dialog.tsx";
import { TermsDialog } from "./terms-dialog.tsx";

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

  const accept = async () => {
    try {
      await terms.accept();
    } catch {
      toast(MESSAGES.toast.generic, "error");
    }
  };
  const choose = async (type: InvestorType) => {
    try {
      await terms.chooseInvestorType(type);
      toast(MESSAGES.terms.investorSaved);
    } catch {
      toast(MESSAGES.toast.generic, "error");
    }
  };

  return (
    <>
      <TermsDialog open={show && !terms.accepted} onAccept={accept} onDecline={onDecline} />
      <InvestorTypeDialog open={show && terms.accepted && terms.investorType === null} onChoose={choose} onDecline={onDecline} />
    </>
  );
}
