import { useState } from "react";
import { Alert, Button, Checkbox, FormControlLabel, FormGroup, FormHelperText, InputAdornment, ListItemText, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { LendingSettingBody } from "@openpawn/shared/schemas/pawn-shops";
import { useWalletAddress } from "../../../../wallet/use-wallet-address.ts";
import { saveLendingSetting } from "../../api/lender-api.ts";
import { clearLenderDraft, useLenderDraft } from "../../hooks/lender-wizard-draft.ts";
import { useTokenBook } from "../../hooks/use-token-book.ts";
import { firstIssues } from "../../utils/first-issues.ts";
import { registerFromDraft } from "./confirm-step.tsx";
import { P2P_STEPS, WizardFrame } from "./wizard-frame.tsx";

interface SettingForm {
  loanSymbols: string[];
  collateralSymbols: string[];
  durationTypes: (0 | 1)[];
  minDuration: string;
  maxDuration: string;
  minAmountUsd: string;
  maxAmountUsd: string;
  minInterestRate: string;
}
type SettingErrors = Partial<Record<keyof SettingForm, string>>;

async function settingOf(form: SettingForm): Promise<{ body: LendingSettingBody } | { errors: SettingErrors }> {
  const { lendingSettingBodySchema } = await import("@openpawn/shared/schemas/pawn-shops");
  const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
  const parsed = lendingSettingBodySchema.safeParse({
    ...form,
    minDuration: number(form.minDuration),
    maxDuration: number(form.maxDuration),
    minInterestRate: number(form.minInterestRate),
  });
  return parsed.success ? { body: parsed.data } : { errors: firstIssues<keyof SettingForm>(parsed.error.issues) };
}

/** /pawn/create/p2p-lender/step-2: what the P2P lender wants to lend on, then the registration. */
export function P2pSettingStep() {
  const draft = useLenderDraft();
  const book = useTokenBook();
  const walletAddress = useWalletAddress();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<SettingForm>({
    loanSymbols: ["DFY"],
    collateralSymbols: [],
    durationTypes: [0, 1],
    minDuration: "1",
    maxDuration: "12",
    minAmountUsd: "100",
    maxAmountUsd: "10000",
    minInterestRate: "8",
  });
  const [errors, setErrors] = useState<SettingErrors>({});
  const [busy, setBusy] = useState(false);
  const text = (name: keyof SettingForm) => ({
    value: form[name],
    onChange: (event: { target: { value: unknown } }) => setForm({ ...form, [name]: event.target.value }),
    error: !!errors[name],
    helperText: errors[name],
  });
  const multiple = { select: { multiple: true, renderValue: (selected: unknown) => (selected as string[]).join(", ") } };
  const toggleDuration = (type: 0 | 1) =>
    setForm({ ...form, durationTypes: form.durationTypes.includes(type) ? form.durationTypes.filter((value) => value !== type) : [...form.durationTypes, type] });

  const register = async () => {
    const result = await settingOf(form);
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

  const tokenItems = (tokens: typeof book.tokens, selected: string[]) =>
    tokens.map((token) => (
      <MenuItem key={token.symbol} value={token.symbol}>
        <Checkbox checked={selected.includes(token.symbol)} />
        <ListItemText primary={token.symbol} />
      </MenuItem>
    ));

  return (
    <WizardFrame title="Become a P2P Lender" steps={P2P_STEPS} active={2}>
      <Stack spacing={2} component="form" noValidate aria-label="Lending preferences" onSubmit={(event) => (event.preventDefault(), void register())}>
        <Typography color="text.secondary">New collaterals that fit these preferences are the ones you hear about first. You can change them later.</Typography>
        {book.isError && <Alert severity="error">The platform's tokens could not load.</Alert>}
        <TextField select label="Tokens you lend" {...text("loanSymbols")} slotProps={multiple}>
          {tokenItems(book.tokens.filter((token) => token.supply), form.loanSymbols)}
        </TextField>
        <TextField select label="Collateral you accept" {...text("collateralSymbols")} slotProps={multiple}>
          {tokenItems(book.tokens.filter((token) => token.collateral), form.collateralSymbols)}
        </TextField>
        <FormGroup row aria-label="Durations">
          <FormControlLabel control={<Checkbox checked={form.durationTypes.includes(0)} onChange={() => toggleDuration(0)} />} label="Weeks" />
          <FormControlLabel control={<Checkbox checked={form.durationTypes.includes(1)} onChange={() => toggleDuration(1)} />} label="Months" />
          {errors.durationTypes && <FormHelperText error>{errors.durationTypes}</FormHelperText>}
        </FormGroup>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField fullWidth label="Shortest duration" inputMode="numeric" {...text("minDuration")} />
          <TextField fullWidth label="Longest duration" inputMode="numeric" {...text("maxDuration")} />
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField fullWidth label="Smallest loan" inputMode="decimal" slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }} {...text("minAmountUsd")} />
          <TextField fullWidth label="Largest loan" inputMode="decimal" slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }} {...text("maxAmountUsd")} />
          <TextField fullWidth label="Lowest interest rate (a year)" inputMode="decimal" slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }} {...text("minInterestRate")} />
        </Stack>
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
