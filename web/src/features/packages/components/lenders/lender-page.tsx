import { useState } from "react";
import { Alert, Avatar, Box, Button, Card, CardContent, Chip, Container, Grid, Skeleton, Stack, Typography } from "@mui/material";
import { Link } from "react-router";
import { ApiRequestError } from "../../../../lib/api-client.ts";
import { useWalletAddress } from "../../../../wallet/use-wallet-address.ts";
import { sameWallet } from "../../../../lib/same-wallet.ts";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { useLender, useLenderPackages } from "../../hooks/package-queries.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { Line } from "../lender-packages/package-summary.tsx";
import { QueryList } from "../../../../components/data/query-list.tsx";
import { ActionGate } from "../../../../components/data/action-gate.tsx";
import type { RequestLoanPart } from "../negotiation-parts.ts";
import { MarketPackageCard } from "./market-package-card.tsx";
import { BorrowDialog } from "./borrow-dialog.tsx";

/**
 * /pawn/lender/{id}: a pawnshop or P2P lender, its preferences and its published packages, to borrow from; a loan
 * request opens the negotiations' dialog (`requestLoan`).
 */
export function LenderPage({ id, requestLoan }: { id: number; requestLoan: RequestLoanPart }) {
  const lender = useLender(id);
  const packages = useLenderPackages(id);
  const book = useTokenBook();
  const [borrowing, setBorrowing] = useState<LoanPackage | null>(null);
  const [requesting, setRequesting] = useState(false);
  const wallet = useWalletAddress();
  if (!lender.data) {
    const missing = lender.error instanceof ApiRequestError && lender.error.status === 404;
    return (
      <Container sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          Lender
        </Typography>
        {lender.isPending ? (
          <Skeleton variant="rounded" height={200} role="status" aria-label="Loading" />
        ) : missing ? (
          <Alert severity="warning">This lender does not exist.</Alert>
        ) : (
          <Alert severity="error" action={<Button onClick={() => void lender.refetch()}>Retry</Button>}>
            This lender cannot be loaded right now.
          </Alert>
        )}
      </Container>
    );
  }
  const shop = lender.data;
  const setting = shop.lendingSetting;
  // The lender looking at their own page is not asked to send themselves a request.
  const own = sameWallet(wallet, shop.walletAddress);
  const items = packages.data?.content ?? [];
  return (
    <Container sx={{ py: 4 }}>
      <Stack direction="row" spacing={2} useFlexGap alignItems="center" sx={{ mb: 2, flexWrap: "wrap" }}>
        {shop.logo && <Avatar src={shop.logo} alt={`${shop.name} logo`} sx={{ width: 56, height: 56 }} />}
        <Typography variant="h4" component="h1">
          {shop.name}
        </Typography>
        <Chip label={shop.type === "PAWNSHOP" ? "Pawnshop" : "P2P lender"} />
        <Box sx={{ flexGrow: 1 }} />
        {own ? (
          <Button variant="outlined" component={Link} to="/inventory/shop">
            Manage your shop
          </Button>
        ) : (
          <ActionGate action="send a request">
            <Button variant="contained" onClick={() => setRequesting(true)}>
              Send a request
            </Button>
          </ActionGate>
        )}
      </Stack>
      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={1} aria-label="Lender profile">
                {shop.description && <Typography>{shop.description}</Typography>}
                <Line label="Lends from">{shop.walletAddress}</Line>
                {shop.contact?.phone && <Line label="Phone">{shop.contact.phone}</Line>}
                {shop.contact?.address && <Line label="Address">{shop.contact.address}</Line>}
                {shop.contact?.email && <Line label="E-mail">{shop.contact.email}</Line>}
                {shop.contact?.website && <Line label="Website">{shop.contact.website}</Line>}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        {setting && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Stack spacing={1} aria-label="Lending preferences">
                  <Line label="Lends">{setting.loanSymbols.join(", ")}</Line>
                  <Line label="On">{setting.collateralSymbols.join(", ")}</Line>
                  <Line label="Loans">
                    ${setting.minAmountUsd} to ${setting.maxAmountUsd}
                  </Line>
                  <Line label="From">{setting.minInterestRate}% a year</Line>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        )}
      </Grid>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Packages
      </Typography>
      <QueryList query={packages} count={items.length} emptyText="This lender has no published package." errorText="The packages cannot be loaded right now.">
        <Grid container spacing={2}>
          {items.map((item) => (
            <Grid key={item.id} size={{ xs: 12, md: 6 }}>
              <MarketPackageCard item={item} decimals={book.find(item.loanToken.address)?.decimals ?? 18} onBorrow={() => setBorrowing(item)} />
            </Grid>
          ))}
        </Grid>
      </QueryList>
      {requesting && requestLoan({ kind: "lender", pawnShopId: shop.id, name: shop.name }, () => setRequesting(false))}
      {borrowing && <BorrowDialog item={borrowing} onClose={() => setBorrowing(null)} requestLoan={requestLoan} />}
    </Container>
  );
}
