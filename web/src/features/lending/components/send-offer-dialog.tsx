import { useState } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { reportOffer } from "../api/account-api.ts";
import { createOfferCall } from "../api/lending-calls.ts";
import { lendingCore } from "../../../lib/lending-core.ts";
import { useRefreshLending } from "../../../lib/lending-reads.ts";
import { useTokenBook } from "../../../lib/use-token-book.ts";
import type { OfferTerms } from "../../../lib/offer-terms.ts";
import { OfferConfirmation } from "./confirmations/offer-confirmation.tsx";
import type { SignOffer } from "./collateral-parts.ts";
import { OfferTermsFields, submitTerms, useOfferTermsForm } from "../../../components/loan-terms/offer-terms-form.tsx";

/**
 * The send-offer dialog of /pawn/offer/{id}: the lender's terms, checked against today's prices, then summed up
 * (OfferConfirmation) and sent either as a signed offer (no gas: the borrower's acceptance starts the loan) or as an
 * on-chain offer. The signature is the negotiations feature's (`signOffer`, given by the route module).
 */
export function SendOfferDialog({ collateral, open, onClose, signOffer }: { collateral: CollateralItem; open: boolean; onClose: () => void; signOffer: SignOffer }) {
  const book = useTokenBook();
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const form = useOfferTermsForm(collateral, book);
  const loanToken = book.find(collateral.loanToken.address);
  const [confirming, setConfirming] = useState<{ terms: OfferTerms; signed: boolean }>();

  const onChain = async (terms: OfferTerms) => {
    if (!loanToken) return undefined;
    const { message, cycleType, ...rest } = terms;
    const request = createOfferCall(lendingCore(deployment), collateral.id, { ...rest, cycleType, loanToken: loanToken.address }, loanToken);
    const offer = await sendTransaction({ ...request, successText: "Your offer is sent", report: (hash) => reportOffer(hash, message || undefined) });
    if (offer) {
      void refresh();
      onClose();
    }
    return offer;
  };
  const signed = async (terms: OfferTerms) => {
    const offer = await signOffer(collateral, book, terms);
    if (offer) {
      void refresh();
      onClose();
    }
    return offer;
  };
  const ask = (isSigned: boolean) => async (terms: OfferTerms) => setConfirming({ terms, signed: isSigned });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="send-offer-title">
      <DialogTitle id="send-offer-title">Send an offer</DialogTitle>
      <DialogContent>
        <Stack component="form" id="send-offer-form" spacing={2} sx={{ pt: 1 }} noValidate onSubmit={submitTerms(form, collateral, book, ask(true))}>
          <OfferTermsFields
            form={form}
            collateral={collateral}
            book={book}
            messageLabel="Message to the borrower (optional)"
            amountHelper="Your allowance for this amount is asked first; it moves when the borrower accepts"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="outlined" disabled={form.formState.isSubmitting} onClick={() => void submitTerms(form, collateral, book, ask(false))()}>
          Send on chain
        </Button>
        <Button type="submit" form="send-offer-form" variant="contained" disabled={form.formState.isSubmitting}>
          Sign offer (no gas)
        </Button>
      </DialogActions>
      {confirming && (
        <OfferConfirmation
          collateral={collateral}
          book={book}
          terms={confirming.terms}
          signed={confirming.signed}
          onConfirm={() => (confirming.signed ? signed(confirming.terms) : onChain(confirming.terms))}
          onClose={() => setConfirming(undefined)}
        />
      )}
    </Dialog>
  );
}
