import { useState } from "react";
import { IconButton, InputAdornment, TextField, type TextFieldProps } from "@mui/material";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";
import { messagesOf } from "./form-errors.ts";

/** A password input with a show/hide button; its messages (every rule it breaks) are shown under it, one a line. */
export function PasswordField({ error, ...props }: Omit<TextFieldProps, "error" | "type"> & { error?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      error={error !== undefined}
      helperText={
        error === undefined
          ? undefined
          : messagesOf(error).map((message) => (
              <span key={message} style={{ display: "block" }}>
                {message}
              </span>
            ))
      }
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? ACCOUNT_MESSAGES.hidePassword : ACCOUNT_MESSAGES.showPassword}
                onClick={() => setVisible(!visible)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
