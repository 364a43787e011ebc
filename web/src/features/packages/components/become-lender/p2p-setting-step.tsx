import { useState } from "react";
import { Alert, Button, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useWalletAddress } from "../../../../wallet/use-wallet-address.ts";
import { saveLendingSetting } from "../../api/lender-api.ts";
import { clearLenderDraft, useLenderDraft } from "../../hooks/lender-wizard-draft.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { checkSetting, LendingSettingFields, NEW_SETTING_FORM, type SettingErrors, type SettingForm } from "../lender-settings/lending-setting-fields.tsx";
import { registerFromDraft } from "./confirm-step.tsx";
import { P2P_STEPS, WizardFrame } from "./wizard-frame.tsx";

/** /pawn/create/p2p-lender/step-2: what the P2P lender wants to lend on, then the registration. */
export function P2pSettingStep() {
  const draft = useLenderDraft();
  const book = useTokenBook();
  const walletAddress = useWalletAddress();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<SettingForm>(NEW_SETTING_FORM);
  const [errors, setErrors] = useState<SettingErrors>({});
  const [busy, setBusy] = useState(false);
  const register = async () => {
    const result = await checkSetting(form);
    if ("errors" in result) return setErrors(result.errors);
    if (!walletAddress) return;
    setBusy(true);
    try {
      const shopId = await registerFromDraft("P2P_LENDER", draft.shop, walletAddress, (path) => void navigate(path));
      if (shopId === null) return;
      await saveLendingSetting(result.body);
      await queryClient.invalidateQueries({ queryKey: ["user", "profile"] });
      clearLenderDraft();
      void navigate("/pawn/create/successfully");
    } finally {
      setBusy(false);
    }
  };

  return (
    <WizardFrame title="Become a P2P Lender" steps={P2P_STEPS} active={2} guard={{ type: "P2P_LENDER" }}>
      <Stack spacing={2} component="form" noValidate aria-label="Lending preferences" onSubmit={(event) => (event.preventDefault(), void register())}>
        <Typography color="text.secondary">New collaterals that fit these preferences are the ones you hear about first. You can change them later.</Typography>
        {book.isError && <Alert severity="error">The platform's tokens could not load.</Alert>}
        <LendingSettingFields form={form} errors={errors} book={book} onChange={setForm} />
        <Stack direction="row" justifyContent="space-between">
          <Button onClick={() => void navigate("/pawn/create/p2p-lender/step-1")}>Back</Button>
          <Button type="submit" variant="contained" disabled={busy || !walletAddress}>
            Register
          </Button>
        </Stack>
      </Stack>
    </WizardFrame>
  );
}
