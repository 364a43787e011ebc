import { useState } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import type { PackageBody } from "@openpawn/shared/packages/schemas/packages";
import { useRuntimeConfig } from "../../../../config/runtime-config-context.tsx";
import { showMessage } from "../../../../stores/feedback.ts";
import { createPackageDraft } from "../../api/lender-api.ts";
import { publish } from "../../hooks/package-actions.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { EMPTY_PACKAGE_FORM, packageBodyOf, type PackageFormErrors } from "../../utils/package-form.ts";
import { PackageFields } from "./package-fields.tsx";
import { PackageSummary } from "./package-summary.tsx";
import { showError } from "../../../../lib/error-text.ts";

/**
 * The new-loan-package dialog and its confirm dialog (spec §2, §4: they open and close together): the package
 * is checked with the API's rules, then saved as a draft or published at once.
 */
export function NewPackageDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const book = useTokenBook();
  const { deployment } = useRuntimeConfig();
  const [form, setForm] = useState(EMPTY_PACKAGE_FORM);
  const [errors, setErrors] = useState<PackageFormErrors>({});
  const [confirming, setConfirming] = useState<PackageBody | null>(null);
  const [busy, setBusy] = useState(false);
  const decimals = book.bySymbol(form.loanToken)?.decimals ?? 18;

  const close = () => {
    setConfirming(null);
    onClose();
  };
  const next = async () => {
    const result = await packageBodyOf(form, decimals);
    if ("errors" in result) return setErrors(result.errors);
    setErrors({});
    setConfirming(result.body);
  };
  const save = async (andPublish: boolean) => {
    if (!confirming) return;
    setBusy(true);
    try {
      const draft = await createPackageDraft(confirming);
      if (andPublish) await publish(draft, deployment);
      else void showMessage({ variant: "success", text: "Your package is saved as a draft" });
      setForm(EMPTY_PACKAGE_FORM);
      onSaved();
      close();
    } catch (error) {
      void showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog open={open && confirming === null} onClose={close} fullWidth maxWidth="md" aria-labelledby="new-package-title">
        <DialogTitle id="new-package-title">New loan package</DialogTitle>
        <DialogContent>
          <PackageFields
            value={form}
            onChange={setForm}
            errors={errors}
            tokens={book.tokens}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" onClick={() => void next()} disabled={book.isPending}>
            Next
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={open && confirming !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="confirm-package-title">
        <DialogTitle id="confirm-package-title">Confirm the package</DialogTitle>
        <DialogContent>{confirming && <PackageSummary body={confirming} decimals={decimals} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Back</Button>
          <Button onClick={() => void save(false)} disabled={busy}>
            Save as draft
          </Button>
          <Button variant="contained" onClick={() => void save(true)} disabled={busy}>
            Publish
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
