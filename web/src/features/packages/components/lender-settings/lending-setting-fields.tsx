import { Checkbox, FormControlLabel, FormGroup, FormHelperText, InputAdornment, ListItemText, MenuItem, Stack, TextField } from "@mui/material";
import type { LendingSetting, LendingSettingBody } from "@openpawn/shared/packages/schemas/shops";
import type { TokenBook } from "../../../../lib/use-token-book.ts";
import { firstIssues } from "../../../../lib/first-issues.ts";

/** A lender's standing preferences as typed (decision 0023): the tokens, durations, USD amounts and the lowest rate. */
export interface SettingForm {
  loanSymbols: string[];
  collateralSymbols: string[];
  durationTypes: (0 | 1)[];
  minDuration: string;
  maxDuration: string;
  minAmountUsd: string;
  maxAmountUsd: string;
  minInterestRate: string;
}
export type SettingErrors = Partial<Record<keyof SettingForm, string>>;

export const NEW_SETTING_FORM: SettingForm = {
  loanSymbols: ["DFY"],
  collateralSymbols: [],
  durationTypes: [0, 1],
  minDuration: "1",
  maxDuration: "12",
  minAmountUsd: "100",
  maxAmountUsd: "10000",
  minInterestRate: "8",
};

export const settingFormOf = (setting: LendingSetting): SettingForm => ({
  loanSymbols: setting.loanSymbols,
  collateralSymbols: setting.collateralSymbols,
  durationTypes: setting.durationTypes,
  minDuration: String(setting.minDuration),
  maxDuration: String(setting.maxDuration),
  minAmountUsd: setting.minAmountUsd,
  maxAmountUsd: setting.maxAmountUsd,
  minInterestRate: String(setting.minInterestRate),
});

/** The form checked with the API's own rule: the body to send, or each field's first problem. */
export async function checkSetting(form: SettingForm): Promise<{ body: LendingSettingBody } | { errors: SettingErrors }> {
  const { lendingSettingBodySchema } = await import("@openpawn/shared/packages/schemas/shops");
  const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
  const parsed = lendingSettingBodySchema.safeParse({
    ...form,
    minDuration: number(form.minDuration),
    maxDuration: number(form.maxDuration),
    minInterestRate: number(form.minInterestRate),
  });
  return parsed.success ? { body: parsed.data } : { errors: firstIssues<keyof SettingForm>(parsed.error.issues) };
}

/** The preference fields, used by Become a P2P Lender and by the lender's shop page. */
export function LendingSettingFields({ form, errors, book, onChange }: { form: SettingForm; errors: SettingErrors; book: TokenBook; onChange: (form: SettingForm) => void }) {
  const text = (name: keyof SettingForm) => ({
    value: form[name],
    onChange: (event: { target: { value: unknown } }) => onChange({ ...form, [name]: event.target.value }),
    error: !!errors[name],
    helperText: errors[name],
  });
  const multiple = { select: { multiple: true, renderValue: (selected: unknown) => (selected as string[]).join(", ") } };
  const toggleDuration = (type: 0 | 1) =>
    onChange({ ...form, durationTypes: form.durationTypes.includes(type) ? form.durationTypes.filter((value) => value !== type) : [...form.durationTypes, type] });
  const tokenItems = (tokens: TokenBook["tokens"], selected: string[]) =>
    tokens.map((token) => (
      <MenuItem key={token.symbol} value={token.symbol}>
        <Checkbox checked={selected.includes(token.symbol)} />
        <ListItemText primary={token.symbol} />
      </MenuItem>
    ));
  return (
    <>
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
    </>
  );
}
