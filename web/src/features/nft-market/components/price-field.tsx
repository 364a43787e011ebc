import { MenuItem, Stack, TextField } from "@mui/material";
import { parseDecimalUnits } from "@openpawn/shared/format";
import type { PayTokenOption } from "../hooks/use-pay-tokens.ts";

/** A typed amount of a pay token, in base units; null while it is not a positive amount with the token's decimals at most. */
export function parseAmount(text: string, token: PayTokenOption | undefined): bigint | null {
  if (!token || !text.trim()) return null;
  const value = parseDecimalUnits(text.trim(), token.decimals);
  return value !== null && value > 0n ? value : null;
}

/** The pay token select beside the form's amounts. */
export function PayTokenSelect({ tokens, value, onChange }: { tokens: PayTokenOption[]; value: string; onChange: (address: string) => void }) {
  return (
    <TextField select label="Pay token" value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 140 }}>
      {tokens.map((token) => (
        <MenuItem key={token.address} value={token.address}>
          {token.symbol}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An amount field in the pay token's units, with its error when typed but not an amount. */
export function AmountField({ label, value, onChange, token, helperText, optional = false }: { label: string; value: string; onChange: (value: string) => void; token: PayTokenOption | undefined; helperText?: string; optional?: boolean }) {
  const invalid = Boolean(value.trim()) && parseAmount(value, token) === null;
  return (
    <Stack sx={{ flex: 1 }}>
      <TextField
        label={`${label}${token ? ` (${token.symbol})` : ""}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={!optional}
        error={invalid}
        helperText={invalid ? `A positive amount with at most ${token?.decimals ?? 18} decimals` : (helperText ?? " ")}
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
    </Stack>
  );
}
