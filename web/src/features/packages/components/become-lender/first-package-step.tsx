import { useState } from "react";
import { Alert, Button, Skeleton, Stack } from "@mui/material";
import { useNavigate } from "react-router";
import { updateLenderDraft, useLenderDraft } from "../../hooks/lender-wizard-draft.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { packageBodyOf, type PackageFormErrors } from "../../utils/package-form.ts";
import { PackageFields } from "../lender-packages/package-fields.tsx";
import { PAWNSHOP_STEPS, WizardFrame } from "./wizard-frame.tsx";

/** /pawn/create/pawnshop/step-2: the shop's first loan package, checked with the API's package rules. */
export function FirstPackageStep() {
  const draft = useLenderDraft();
  const book = useTokenBook();
  const navigate = useNavigate();
  const [form, setForm] = useState(draft.firstPackage);
  const [errors, setErrors] = useState<PackageFormErrors>({});

  const next = async () => {
    const loanToken = book.bySymbol(form.loanToken);
    const result = await packageBodyOf(form, loanToken?.decimals ?? 18);
    if ("errors" in result) return setErrors(result.errors);
    setErrors({});
    updateLenderDraft({ firstPackage: form });
    void navigate("/pawn/create/pawnshop/step-3");
  };

  return (
    <WizardFrame title="Create a Pawnshop" steps={PAWNSHOP_STEPS} active={2} guard={{ type: "PAWNSHOP" }}>
      <Stack spacing={3} component="form" noValidate aria-label="First loan package" onSubmit={(event) => (event.preventDefault(), void next())}>
        {book.isPending ? (
          <Skeleton variant="rounded" height={320} role="status" aria-label="Loading tokens" />
        ) : book.isError ? (
          <Alert severity="error" action={<Button onClick={() => void book.refetch()}>Retry</Button>}>
            The platform's tokens could not load.
          </Alert>
        ) : (
          <PackageFields
            value={form}
            onChange={setForm}
            errors={errors}
            tokens={book.tokens}
          />
        )}
        <Stack direction="row" justifyContent="space-between">
          <Button onClick={() => void navigate("/pawn/create/pawnshop/step-1")}>Back</Button>
          <Button type="submit" variant="contained" disabled={book.isPending}>
            Next
          </Button>
        </Stack>
      </Stack>
    </WizardFrame>
  );
}
