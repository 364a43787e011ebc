import { useEffect, useId, useState } from "react";
import { Alert, Avatar, Button, Stack } from "@mui/material";
import { TOAST_MESSAGES } from "@openpawn/shared/platform/messages";
import { PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { toast } from "../../../stores/feedback.ts";
import { useUploadAvatar } from "../hooks/use-profile-queries.ts";

const P = PROFILE_MESSAGES;

/** The error of a refused upload in words: the server's message (type or size, spec codes), else the generic one. */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status < 500 && error.message) return error.message;
  return TOAST_MESSAGES.generic;
}

/** The avatar with a file picker: the chosen image is previewed, then uploaded or dropped. */
export function AvatarEditor({ name, avatar }: { name: string; avatar: string | null }) {
  const inputId = useId();
  const [selected, setSelected] = useState<{ file: File; url: string } | null>(null);
  const upload = useUploadAvatar();
  const file = selected?.file;
  const preview = selected?.url;

  // The preview's object URL lives as long as the selection.
  useEffect(() => () => void (selected && URL.revokeObjectURL(selected.url)), [selected]);

  const choose = (chosen: File | undefined) => {
    upload.reset();
    setSelected(chosen ? { file: chosen, url: URL.createObjectURL(chosen) } : null);
  };
  const reset = () => {
    setSelected(null);
    upload.reset();
  };
  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast(P.avatarUploaded);
        setSelected(null);
      },
    });
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Avatar
        src={preview ?? avatar ?? undefined}
        alt={preview ? P.avatarPreview : name}
        sx={{ width: 96, height: 96 }}
        data-testid={preview ? "avatar-preview" : "avatar"}
      />
      <Stack direction="row" spacing={1}>
        <Button component="label" htmlFor={inputId} variant="outlined">
          {P.changeAvatar}
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            hidden
            aria-label={P.changeAvatar}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </Button>
        {file && (
          <>
            <Button variant="contained" onClick={send} disabled={upload.isPending}>
              {P.uploadAvatar}
            </Button>
            <Button onClick={reset}>{P.cancel}</Button>
          </>
        )}
      </Stack>
      {upload.isError && (
        <Alert severity="error" role="alert">
          {uploadErrorText(upload.error)}
        </Alert>
      )}
    </Stack>
  );
}
