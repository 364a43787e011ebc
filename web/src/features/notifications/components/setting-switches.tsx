import type { ReactNode } from "react";
import { Box, FormControlLabel, FormGroup, FormHelperText, Paper, Switch, Typography } from "@mui/material";
import { ListStates } from "../../../components/data/list-states.tsx";
import { NOTIFICATION_SETTINGS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";

const S = NOTIFICATION_SETTINGS_MESSAGES;

type Labelled = keyof typeof S.labels;

/**
 * A group of on/off settings read from the server, each with what it does under it; each switch saves the whole
 * group, telling `onChange` which one moved.
 */
export function SettingSwitches<T extends Partial<Record<Labelled, boolean>>>({
  title,
  intro,
  fields,
  value,
  isPending,
  isError,
  onRetry,
  onChange,
}: {
  title: string;
  /** Said under the title, before the switches. */
  intro?: ReactNode;
  fields: readonly (keyof T & Labelled)[];
  value: T | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onChange: (next: T, field: keyof T & Labelled) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      )}
      <ListStates
        isPending={isPending}
        isError={isError}
        isEmpty={false}
        rows={fields.length}
        emptyText=""
        errorText={PROFILE_MESSAGES.loadFailed}
        retryText={PROFILE_MESSAGES.retry}
        onRetry={onRetry}
      >
        {value && (
          <FormGroup>
            {fields.map((field) => (
              <Box key={field} sx={{ mb: 1 }}>
                <FormControlLabel
                  label={S.labels[field]}
                  control={
                    <Switch
                      checked={value[field] === true}
                      onChange={(event) => onChange({ ...value, [field]: event.target.checked }, field)}
                      slotProps={{ input: { "aria-describedby": `setting-${field}` } }}
                    />
                  }
                />
                <FormHelperText id={`setting-${field}`} sx={{ mt: 0, ml: 6 }}>
                  {S.descriptions[field]}
                </FormHelperText>
              </Box>
            ))}
          </FormGroup>
        )}
      </ListStates>
    </Paper>
  );
}
