import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import type { ReactNode } from "react";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { ProposalTerms } from "@openpawn/shared/negotiations/schemas/negotiations";
import type { TokenBook } from "../../../lib/use-token-book.ts";
import type { OfferTerms } from "../../../lib/offer-terms.ts";
import { OfferTermsFields, submitTerms, useOfferTermsForm } from "../../../components/loan-terms/offer-terms-form.tsx";

/** A proposal's terms on a collateral: a request, an approach or a counter-proposal; `start` fills the form with the terms answered. */
export function TermsDialog({
  title,
  submitText,
  collateral,
  book,
  start = null,
  intro,
  onTerms,
  onClose,
}: {
  title: string;
  submitText: string;
  collateral: CollateralItem;
  book: TokenBook;
  start?: ProposalTerms | null;
  intro?: ReactNode;
  onTerms: (terms: OfferTerms) => Promise<void>;
  onClose: () => void;
}) {
  const form = useOfferTermsForm(collateral, book, start);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="terms-dialog-title">
      <DialogTitle id="terms-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="terms-dialog-form" spacing={2} sx={{ pt: 1 }} noValidate onSubmit={submitTerms(form, collateral, book, onTerms)}>
          {intro}
          <OfferTermsFields form={form} collateral={collateral} book={book} messageLabel="Message (optional)" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="terms-dialog-form" variant="contained" disabled={form.formState.isSubmitting}>
          {submitText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
