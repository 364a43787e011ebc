import { Typography } from "@mui/material";

/** What a tab says when it has nothing to show by nature (not an empty list). */
export function EmptyNote({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 3 }}>
      {text}
    </Typography>
  );
}
