import { useState, type FormEvent } from "react";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import { useNavigate } from "react-router";
import { DIALOG_WIDTH } from "@openpawn/shared/constants";
import { ACCOUNT_FORM_MESSAGES, ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";
import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { changePasswordFormSchema, resetPasswordFormSchema } from "@openpawn/shared/accounts/schemas/account";
import { closeChangePasswordDialog } from "../../../stores/account-dialogs.ts";
import { showMessage } from "../../../stores/feedback.ts";
import { accountsApi } from "../api/accounts-api.ts";
import { changePasswordErrorMessage, isMaintenance, resetPasswordErrorMessage } from "../api/error-messages.ts";
import { useLogout } from "../hooks/use-logout.ts";
import { openAccountFlowDialog } from "../stores/account-flow-dialogs.ts";
import { validateForm, type FieldErrors } from "./form-errors.ts";
import { PasswordField } from "./password-field.tsx";

type Field = "old_password" | "new_password" | "confirm_password";

const LABELS: Record<Field, string> = {
  old_password: ACCOUNT_MESSAGES.currentPasswordLabel,
  new_password: ACCOUNT_MESSAGES.newPasswordLabel,
  confirm_password: ACCOUNT_MESSAGES.confirmNewPasswordLabel,
};
const AUTOCOMPLETE: Record<Field, string> = { old_password: "current-password", new_password: "new-password", confirm_password: "new-password" };

/** A submit that also finds the passwords different shows the error dialog of spec §8 (titled 'Error', decision 0009). */
function showMismatch(): void {
  void showMessage({ variant: "error", text: ACCOUNT_MESSAGES.passwordMismatchTitle, description: ACCOUNT_FORM_MESSAGES.confirmMismatch });
}

interface PasswordDialogProps {
  open: boolean;
  title: string;
  fields: Field[];
  /** A persistent dialog has no Cancel and ignores Escape and clicks outside (the reset link's form). */
  persistent: boolean;
  schema: Parameters<typeof validateForm>[0];
  onCancel?: () => void;
  onSubmit: (values: Record<Field, string>) => Promise<void>;
}

function PasswordDialog({ open, title, fields, persistent, schema, onCancel, onSubmit }: PasswordDialogProps) {
  const [values, setValues] = useState<Record<Field, string>>({ old_password: "", new_password: "", confirm_password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const titleId = `${fields.length === 3 ? "change" : "reset"}-password-dialog-title`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = Object.fromEntries(fields.map((field) => [field, values[field]]));
    const { data, errors: found } = validateForm(schema, form);
    setErrors(found ?? {});
    if (found?.confirm_password === ACCOUNT_FORM_MESSAGES.confirmMismatch) showMismatch();
    if (!data) return;
    setSubmitting(true);
    try {
      await onSubmit(values);
      setValues({ old_password: "", new_password: "", confirm_password: "" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={persistent ? undefined : onCancel}
      disableEscapeKeyDown={persistent}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.confirm, maxWidth: "calc(100% - 32px)" } } }}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map((field) => (
              <PasswordField
                key={field}
                id={`${titleId}-${field}`}
                label={LABELS[field]}
                autoComplete={AUTOCOMPLETE[field]}
                value={values[field]}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field]: event.target.value }));
                  setErrors((current) => ({ ...current, [field]: undefined }));
                }}
                error={errors[field]}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {!persistent && <Button onClick={onCancel}>{DIALOG_MESSAGES.cancel}</Button>}
          <Button type="submit" variant="contained" disabled={submitting}>
            {DIALOG_MESSAGES.confirmButtonDefault}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * The reset link's form (spec §4): a persistent dialog asking for the new password twice; PUT password/reset,
 * then /pawn. 'New password can not be the same as old password' or 'Something went wrong!' otherwise.
 */
export function ResetPasswordDialog({ resetKey }: { resetKey: string | null }) {
  const navigate = useNavigate();
  return (
    <PasswordDialog
      open={resetKey !== null}
      title={ACCOUNT_MESSAGES.resetPasswordTitle}
      fields={["new_password", "confirm_password"]}
      persistent
      schema={resetPasswordFormSchema}
      onSubmit={async (values) => {
        try {
          await accountsApi.resetPassword({ key: resetKey ?? "", new_password: values.new_password });
          void showMessage({ variant: "success" });
          await navigate("/pawn", { replace: true });
        } catch (error) {
          if (isMaintenance(error)) openAccountFlowDialog({ kind: "maintenance" });
          else void showMessage({ variant: "error", text: resetPasswordErrorMessage(error) });
        }
      }}
    />
  );
}

/**
 * Change Password of the user menu (spec §4): current, new and confirm password; PUT password/change.
 * 412 means 'The current password is incorrect'. Success says 'Change password successfully', logs the
 * user out and goes to /login?tab=2.
 */
export function ChangePasswordDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <PasswordDialog
      open={open}
      title={ACCOUNT_MESSAGES.changePasswordTitle}
      fields={["old_password", "new_password", "confirm_password"]}
      persistent={false}
      schema={changePasswordFormSchema}
      onCancel={closeChangePasswordDialog}
      onSubmit={async (values) => {
        try {
          await accountsApi.changePassword({ old_password: values.old_password, new_password: values.new_password });
        } catch (error) {
          if (isMaintenance(error)) openAccountFlowDialog({ kind: "maintenance" });
          else void showMessage({ variant: "error", text: changePasswordErrorMessage(error) });
          return;
        }
        closeChangePasswordDialog();
        void showMessage({ variant: "success", text: ACCOUNT_MESSAGES.changePasswordSuccess });
        await logout();
        await navigate("/login?tab=2");
      }}
    />
  );
}
