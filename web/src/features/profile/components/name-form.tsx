import { useState } from "react";
import { Button, Stack, TextField } from "@mui/material";
import { TOAST_MESSAGES } from "@openpawn/shared/platform/messages";
import { PROFILE_API_MESSAGES, PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { profileNameSchema } from "@openpawn/shared/profile/schemas/profile";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { toast } from "../../../stores/feedback.ts";
import { useUpdateProfile } from "../hooks/use-profile-queries.ts";

const P = PROFILE_MESSAGES;

/** The name field of the profile (spec §5: 'Name is required'), checked with the schema the server uses. */
export function NameForm({ name }: { name: string }) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = profileNameSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PROFILE_API_MESSAGES.nameRequired);
      return;
    }
    setError(null);
    update.mutate(
      { name: parsed.data },
      {
        onSuccess: () => toast(P.saved),
        onError: (failure) =>
          setError(failure instanceof ApiRequestError && failure.status < 500 ? failure.message : TOAST_MESSAGES.generic),
      },
    );
  };

  return (
    <Stack component="form" direction={{ xs: "column", sm: "row" }} spacing={2} alignItems="flex-start" onSubmit={submit} noValidate>
      <TextField
        label={P.name}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error !== null}
        helperText={error ?? " "}
        size="small"
        sx={{ minWidth: 280 }}
      />
      <Button type="submit" variant="contained" disabled={update.isPending}>
        {P.save}
      </Button>
    </Stack>
  );
}
