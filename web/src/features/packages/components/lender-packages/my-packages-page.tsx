import { useState } from "react";
import { Button, Container, Grid, Pagination, Stack, Tab, Tabs, Typography } from "@mui/material";
import type { PackageStatus } from "@openpawn/shared/packages/schemas/packages";
import { LoginRequired } from "../../../../components/data/login-required.tsx";
import { useRuntimeConfig } from "../../../../config/runtime-config-context.tsx";
import { useIsLoggedIn } from "../../../../stores/auth.ts";
import { useMyPackages } from "../../hooks/package-queries.ts";
import { useRefreshLending } from "../../../../lib/lending-reads.ts";
import { fund, publish, reopen, unpublish } from "../../hooks/package-actions.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { QueryList } from "../../../../components/data/query-list.tsx";
import { NewPackageDialog } from "./new-package-dialog.tsx";
import { PackageCard, type PackageAction } from "./package-card.tsx";
import { ReceivedRequestsDialog } from "./received-requests-dialog.tsx";

const FILTERS: { label: string; status?: PackageStatus }[] = [
  { label: "All" },
  { label: "Published", status: "PUBLISHED" },
  { label: "Drafts", status: "DRAFT" },
  { label: "Unpublished", status: "UNPUBLISHED" },
];
const ACTIONS = { publish, unpublish, reopen, fund } as const;

function PackageList({ status }: { status?: PackageStatus }) {
  const [page, setPage] = useState(0);
  const [busy, setBusy] = useState(false);
  const [requestsOf, setRequestsOf] = useState<number | null>(null);
  const book = useTokenBook();
  const { deployment } = useRuntimeConfig();
  const refresh = useRefreshLending();
  const list = useMyPackages({ page, status });
  const items = list.data?.content ?? [];
  const act = async (action: PackageAction, index: number) => {
    const item = items[index];
    if (!item) return undefined;
    setBusy(true);
    try {
      const done = await ACTIONS[action](item, deployment);
      if (done) await refresh();
      return done;
    } finally {
      setBusy(false);
    }
  };
  return (
    <QueryList query={list} count={items.length} emptyText="No package here yet." errorText="Your packages cannot be loaded right now.">
      <Grid container spacing={2}>
        {items.map((item, index) => (
          <Grid key={item.id} size={{ xs: 12, md: 6 }}>
            <PackageCard item={item} book={book} busy={busy} onAction={(action) => act(action, index)} onRequests={() => setRequestsOf(item.id)} />
          </Grid>
        ))}
      </Grid>
      {(list.data?.total_pages ?? 0) > 1 && <Pagination sx={{ mt: 2 }} count={list.data?.total_pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} />}
      {items
        .filter((item) => item.id === requestsOf)
        .map((item) => (
          <ReceivedRequestsDialog key={item.id} item={item} open onClose={() => setRequestsOf(null)} />
        ))}
    </QueryList>
  );
}

/** /inventory/lender-profile/pawnshop-loan-package and /inventory/package: the lender's packages and a new one. */
export function MyPackagesPage() {
  const loggedIn = useIsLoggedIn();
  const refresh = useRefreshLending();
  const [filter, setFilter] = useState(0);
  const [creating, setCreating] = useState(false);
  return (
    <Container sx={{ py: 4 }}>
      <Stack direction="row" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Loan packages
        </Typography>
        {loggedIn && (
          <Button variant="contained" onClick={() => setCreating(true)} sx={{ whiteSpace: "nowrap" }}>
            New package
          </Button>
        )}
      </Stack>
      {!loggedIn ? (
        <LoginRequired text="Log in to see your loan packages." />
      ) : (
        <>
          <Tabs value={filter} onChange={(_, next: number) => setFilter(next)} aria-label="Package status" variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
            {FILTERS.map((entry) => (
              <Tab key={entry.label} label={entry.label} />
            ))}
          </Tabs>
          <PackageList key={filter} status={FILTERS[filter]?.status} />
          <NewPackageDialog open={creating} onClose={() => setCreating(false)} onSaved={() => void refresh()} />
        </>
      )}
    </Container>
  );
}
