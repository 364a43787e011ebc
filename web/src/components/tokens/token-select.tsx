import { MenuItem, TextField, type TextFieldProps } from "@mui/material";
import type { BookToken } from "../../lib/use-token-book.ts";

/** A token picker over the Hub's listed tokens: value is the token's address. */
export function TokenSelect({ tokens, ...props }: TextFieldProps & { tokens: BookToken[] }) {
  return (
    <TextField select fullWidth {...props}>
      {tokens.map((token) => (
        <MenuItem key={token.address} value={token.address}>
          {token.symbol}
          {token.native ? " (native coin)" : ""}
        </MenuItem>
      ))}
    </TextField>
  );
}
