import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";

/** A figure of a detail card: a small label over its value. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}
