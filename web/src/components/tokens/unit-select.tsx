import { MenuItem, TextField } from "@mui/material";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";

const WORDS = { duration: ["Weeks", "Months"], cycle: ["Weekly", "Monthly"] } as const;

/** A form's week-or-month choice ("0" weeks, "1" months), for a duration's unit or a repayment cycle. */
export function UnitSelect<Form extends FieldValues>({ control, name, label, kind }: { control: Control<Form>; name: FieldPath<Form>; label: string; kind: keyof typeof WORDS }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField {...field} select label={label} sx={{ minWidth: 120 }}>
          <MenuItem value="0">{WORDS[kind][0]}</MenuItem>
          <MenuItem value="1">{WORDS[kind][1]}</MenuItem>
        </TextField>
      )}
    />
  );
}
