import { FormControlLabel, FormGroup, Paper, Switch, Typography } from "@mui/material";
import { ListStates } from "../../../components/data/list-states.tsx";
import { MESSAGES } from "@openpawn/shared/messages";

const S = MESSAGES.profile.settings;

type Labelled = keyof typeof S.labels;

/** A group of on/off settings read from the server; each switch saves the whole group. */
export function SettingSwitches<T extends Partial<Record<Labelled, boolean>>>({
  title,
  fields,
  value,
  isPending,
  isError,
  onRetry,
  onChange,
}: {
  title: string;
  fields: readonly (keyof T & Labelled)[];
  value: T | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onChange: (next: T) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <ListStates
        isPending={isPending}
        isError={isError}
        isEmpty={false}
        rows={fields.length}
        emptyText=""
        errorText={MESSAGES.profile.loadFailed}
        retryText={MESSAGES.profile.retry}
        onRetry={onRetry}
      >
        {value && (
          <FormGroup>
            {fields.map((field) => (
              <FormControlLabel
                key={field}
                label={S.labels[field]}
                control={<Switch checked={value[field] === true} onChange={(event) => onChange({ ...value, [field]: event.target.checked })} />}
              />
            ))}
          </FormGroup>
        )}
      </ListStates>
    </Paper>
  );
}
