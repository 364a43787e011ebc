import type { ReactNode } from "react";
import { Card, CardContent, Pagination, Stack, Typography } from "@mui/material";

/** Table cells a little tighter on a phone, so that a table's phone columns fit a 390 px screen. */
const PHONE_CELLS = { "& .MuiTableCell-root": { px: { xs: 1, sm: 2 } } } as const;

/** One part of the dashboard: a titled card (an h2, named for screen readers), an optional control beside the title. */
export function DashboardSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replaceAll(/[^a-z]+/g, "-")}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: "100%" }}>
      <CardContent sx={PHONE_CELLS}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", rowGap: 1, mb: 2 }}>
          <Typography variant="h6" component="h2" id={id}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** The pages of a section's list, shown only when there is more than one. */
export function SectionPages({ pages, page, onChange, label }: { pages: number | undefined; page: number; onChange: (page: number) => void; label: string }) {
  if (!pages || pages <= 1) return null;
  return <Pagination size="small" sx={{ mt: 2 }} count={pages} page={page + 1} onChange={(_, next) => onChange(next - 1)} aria-label={label} />;
}
