import { useState } from "react";
import { useNavigate } from "react-router";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { openNegotiation } from "../api/negotiation-api.ts";
import { useBorrowableCollaterals, useRefreshLending } from "../../../lib/lending-reads.ts";
import { useTokenBook } from "../../../lib/use-token-book.ts";
import { offChainStep } from "../../../lib/off-chain-step.ts";
import type { OfferTerms } from "../../../lib/offer-terms.ts";
import { CollateralPickerDialog } from "../../../components/collateral/collateral-picker.tsx";
import { TermsDialog } from "./terms-dialog.tsx";

/** Where a request goes: a NEGOTIATION package (the collateral must fit it) or a lender directly. */
export type RequestTarget = { kind: "package"; item: LoanPackage } | { kind: "lender"; pawnShopId: number; name: string };

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const fitsPackage = (item: LoanPackage, collateral: CollateralItem) =>
  sameAddress(collateral.loanToken.address, item.loanToken.address) && item.collateralAcceptance.some((token) => sameAddress(token.address, collateral.collateral.address));

/**
 * A borrower's loan request that opens a negotiation: they pick one of their open collaterals, propose terms and a
 * message, and land on the thread, where the lender answers.
 */
export function RequestLoanDialog({ target, onClose }: { target: RequestTarget; onClose: () => void }) {
  const collaterals = useBorrowableCollaterals(true);
  const book = useTokenBook();
  const refresh = useRefreshLending();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<CollateralItem | null>(null);
  const all = collaterals.data?.content ?? [];
  const fitting = target.kind === "package" ? all.filter((collateral) => fitsPackage(target.item, collateral)) : all;
  const to = target.kind === "package" ? { packageId: target.item.id } : { pawnShopId: target.pawnShopId };

  const send = async (collateral: CollateralItem, terms: OfferTerms) => {
    const thread = await offChainStep(() => openNegotiation(collateral.id, terms, to), { busy: "Sending your request…", success: "Your request is sent: the lender answers in the negotiation" });
    if (!thread) return;
    void refresh();
    onClose();
    void navigate(`/pawn/negotiation/${thread.id}`);
  };

  if (chosen) {
    return (
      <TermsDialog
        title={`Your request for collateral #${chosen.id}`}
        submitText="Send request"
        collateral={chosen}
        book={book}
        onTerms={(terms) => send(chosen, terms)}
        onClose={onClose}
      />
    );
  }
  return (
    <CollateralPickerDialog
      onClose={onClose}
      titleId="request-loan-title"
      title={target.kind === "package" ? "Request a loan from this package" : `Send a request to ${target.name}`}
      query={collaterals}
      collaterals={fitting}
      book={book}
      noneFits={
        target.kind === "package"
          ? `None of your open collaterals fits this package: it lends ${target.item.loanToken.symbol} on ${target.item.collateralAcceptance.map((token) => token.symbol).join(", ")}. Create one on the Borrow page.`
          : "You have no open collateral to send. Create one on the Borrow page."
      }
      onPick={setChosen}
    />
  );
}
