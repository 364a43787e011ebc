import { Card, CardContent, Grid, Stack, Typography } from "@mui/material";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { usdValue } from "@openpawn/shared/lending/loan-risk";
import { formatDateTime, formatUsd } from "@openpawn/shared/format";
import { TransactionLink } from "../chain/transaction-link.tsx";
import type { TokenBook } from "../../lib/use-token-book.ts";
import { CollateralAsset, formatDuration, shortWallet } from "../tokens/amounts.tsx";
import { LabelledValue } from "../data/labelled-value.tsx";
import { StatusChip } from "../data/status-chip.tsx";
import { isNftKind } from "../../lib/nft-collateral.ts";
import { CollateralNft } from "./collateral-nft.tsx";

/** The collateral's value at today's oracle price, in USD (18 decimals); null without a price. */
export function collateralValueUsd(item: Pick<CollateralItem, "amount" | "collateral">, book: TokenBook): bigint | null {
  const token = book.find(item.collateral.address);
  return token?.usdPrice ? usdValue(BigInt(item.amount), token.decimals, token.usdPrice) : null;
}

/** A collateral's facts: what is locked, its value today, what the borrower wants; an NFT's picture and name beside them. */
export function CollateralSummary({ item, book }: { item: CollateralItem; book: TokenBook }) {
  const nft = isNftKind(item.kind);
  const facts = <CollateralFacts item={item} book={book} />;
  return (
    <Card variant="outlined">
      <CardContent>
        {nft ? (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, sm: 4, md: 3 }}>
              <CollateralNft item={item} />
            </Grid>
            <Grid size={{ xs: 12, sm: 8, md: 9 }}>{facts}</Grid>
          </Grid>
        ) : (
          facts
        )}
      </CardContent>
    </Card>
  );
}

function CollateralFacts({ item, book }: { item: CollateralItem; book: TokenBook }) {
  const nft = isNftKind(item.kind);
  const value = collateralValueUsd(item, book);
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
        <Typography variant="h5" component="h2">
          {item.name ?? `Collateral #${item.id}`}
        </Typography>
        <StatusChip status={item.status} />
      </Stack>
      {item.description && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {item.description}
        </Typography>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <LabelledValue label="Collateral">
            <CollateralAsset kind={item.kind} token={item.collateral} tokenId={item.tokenId} amount={item.amount} book={book} form="compact" />
          </LabelledValue>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <LabelledValue label="Value today">{nft ? "No oracle price (NFT)" : value === null ? "No price" : formatUsd(value, "compact")}</LabelledValue>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <LabelledValue label="Wants">
            {item.loanToken.symbol ?? "—"} for {formatDuration(item.durationQty, item.durationType)}
          </LabelledValue>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <LabelledValue label="Borrower">{shortWallet(item.borrowerWalletAddress)}</LabelledValue>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <LabelledValue label="Created">{formatDateTime(item.createdAt)}</LabelledValue>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <LabelledValue label="Transaction">
            <TransactionLink hash={item.txnHash} />
          </LabelledValue>
        </Grid>
      </Grid>
    </>
  );
}
