import type { ReactNode } from "react";
import { Box, Stack, Typography } from "@mui/material";
import { TRANSACTION_MESSAGES } from "@openpawn/shared/platform/messages";

/** One labelled figure of a summary: an amount with its token, a rate, a duration, a fee, an LTV, a price. */
export interface SummaryLine {
  label: string;
  value: ReactNode;
  /** A smaller second line under the value (its worth in another token, the rule behind it). */
  detail?: ReactNode;
}

/** Labelled figures as a description list (label left, value right), so a screen reader reads each pair together. */
export function SummaryLines({ lines, label = TRANSACTION_MESSAGES.summary }: { lines: SummaryLine[]; label?: string }) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0 }}>
      {lines.map((line) => (
        <Stack key={line.label} direction="row" sx={{ justifyContent: "space-between", flexWrap: "wrap", columnGap: 2, py: 0.75, borderBottom: 1, borderColor: "divider" }}>
          <Typography component="dt" color="text.secondary">
            {line.label}
          </Typography>
          <Box component="dd" sx={{ m: 0, ml: "auto", textAlign: "right" }}>
            <Typography component="div">{line.value}</Typography>
            {line.detail && (
              <Typography component="div" variant="body2" color="text.secondary">
                {line.detail}
              </Typography>
            )}
          </Box>
        </Stack>
      ))}
    </Box>
  );
}
