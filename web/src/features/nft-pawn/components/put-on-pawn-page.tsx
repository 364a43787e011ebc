import { useState, type ReactNode } from "react";
import { Alert, Box, Button, Container, Grid, Link, Skeleton, Stack, TextField, Typography } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { Address } from "viem";
import { LATE_PAYMENTS_TO_LIQUIDATION } from "@openpawn/shared/constants";
import type { NftDetail } from "@openpawn/shared/nft-market/schemas";
import { createCollateralFormSchema, type CreateCollateralForm, type CreateCollateralValues } from "@openpawn/shared/lending/schemas/forms";
import { ActionGate } from "../../../components/data/action-gate.tsx";
import { NftMedia } from "../../../components/nft/nft-media.tsx";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { sendTransaction } from "../../../wallet/send-transaction.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { lendingCore } from "../../../lib/lending-core.ts";
import { createNftCollateralCall } from "../api/nft-collateral-calls.ts";
import { registerNftCollateral } from "../api/nft-collateral-api.ts";
import { useRefreshLending } from "../../../lib/lending-reads.ts";
import { useCollectionAccepted, useNftDetail, useNftHolding } from "../hooks/nft-collateral-queries.ts";
import { useTokenBook } from "../../../lib/use-token-book.ts";
import { NO_LTV_TEXT } from "../../../lib/nft-collateral.ts";
import { PawnNftConfirmation, type NftToPawn } from "./pawn-nft-confirmation.tsx";
import { CollateralListingFields } from "../../../components/collateral/collateral-listing-fields.tsx";
import { nftKindName } from "../../../components/collateral/collateral-nft.tsx";

export const COPIES_MESSAGE = "Enter a whole number of copies";

/**
 * The crypto collateral form's rules (the shared schema: loan token, duration within five years, name, description),
 * with the NFT as its "collateral token" and the copies of an ERC-1155 as its amount, in whole copies.
 */
const nftCollateralFormSchema = createCollateralFormSchema.superRefine((form, context) => {
  if (!/^\d+$/.test(form.amount)) context.addIssue({ code: "custom", path: ["amount"], message: COPIES_MESSAGE });
});

const nameOf = (nft: Pick<NftDetail, "name" | "tokenId">) => nft.name ?? `NFT #${nft.tokenId}`;

/** How many of this NFT the connected wallet holds (null until known, or without a wallet). */
function useHeld(nftId: number): bigint | null {
  const wallet = useWalletAddress();
  const holding = useNftHolding(nftId, wallet);
  if (!wallet || !holding.data) return null;
  const mine = holding.data.content[0];
  return mine ? BigInt(mine.amount) : 0n;
}

/** Why this NFT cannot be put on pawn from here, if it cannot. */
function useBlocker(nft: NftDetail, held: bigint | null): ReactNode {
  const accepted = useCollectionAccepted(nft.collection.address, !nft.collection.soft);
  if (nft.collection.kind === "ERC721" && nft.pawn) {
    return (
      <>
        This NFT is already in pawn: <Link href={`/collateral-nft/${nft.pawn.collateralId}`}>see its collateral</Link>.
      </>
    );
  }
  if (nft.collection.kind === "ERC721" && (nft.status === "SALE" || nft.status === "ON_AUCTION")) return "This NFT is on the market: cancel its sale or auction first.";
  if (accepted === false) return "NFTs of this collection are not accepted as collateral: only the NFT factory's collections and those the platform lists are.";
  if (held === 0n) return "Your connected wallet does not hold this NFT.";
  return null;
}

function PawnForm({ nft }: { nft: NftDetail }) {
  const book = useTokenBook();
  const { deployment } = useRuntimeConfig();
  const navigate = useNavigate();
  const refresh = useRefreshLending();
  const held = useHeld(nft.id);
  const blocker = useBlocker(nft, held);
  const multi = nft.collection.kind === "ERC1155";
  const form = useForm<CreateCollateralForm, unknown, CreateCollateralValues>({
    resolver: zodResolver(nftCollateralFormSchema),
    defaultValues: {
      collateralToken: nft.collection.address,
      amount: "1",
      loanToken: "",
      durationQty: "4",
      durationType: "0",
      name: nameOf(nft).slice(0, 100),
      description: "",
    },
  });
  const errors = form.formState.errors;

  const [confirming, setConfirming] = useState<{ values: CreateCollateralValues; copies: bigint }>();

  const submit = form.handleSubmit((values) => {
    const copies = multi ? BigInt(values.amount) : 1n;
    if (held !== null && copies > held) return form.setError("amount", { message: `You hold ${held} of this NFT` });
    setConfirming({ values, copies });
  });

  const lock = async ({ values, copies }: { values: CreateCollateralValues; copies: bigint }) => {
    const request = createNftCollateralCall(lendingCore(deployment), {
      collection: nft.collection.address as Address,
      collectionName: nft.collection.name ?? "this collection",
      kind: nft.collection.kind,
      tokenId: BigInt(nft.tokenId),
      amount: copies,
      loanToken: values.loanToken as Address,
      durationQty: values.durationQty,
      durationType: values.durationType,
    });
    const created = await sendTransaction({
      ...request,
      successText: "Your NFT is locked and open to offers",
      report: (txnHash) =>
        registerNftCollateral({
          collection: nft.collection.address,
          tokenId: nft.tokenId,
          amount: copies.toString(),
          txnHash,
          name: values.name,
          description: values.description || undefined,
        }),
    });
    if (created) {
      void refresh();
      void navigate(`/collateral-nft/${created.id}`);
    }
    return created;
  };
  const summary = (pending: { values: CreateCollateralValues; copies: bigint }): NftToPawn => ({
    label: `${nameOf(nft)} (#${nft.tokenId} · ${nft.collection.name ?? nft.collection.address})`,
    collectionName: nft.collection.name ?? "this collection",
    copies: pending.copies,
    multi,
    loanSymbol: book.find(pending.values.loanToken)?.symbol ?? null,
    durationQty: pending.values.durationQty,
    durationType: pending.values.durationType,
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Put on pawn" sx={{ mt: 2 }}>
      {multi && (
        <TextField
          {...form.register("amount")}
          label="Copies to lock"
          inputMode="numeric"
          error={!!errors.amount}
          helperText={errors.amount?.message ?? (held !== null ? `You hold ${held}` : " ")}
        />
      )}
      <CollateralListingFields form={form} loanTokens={book.tokens.filter((token) => token.supply)} />
      <Alert severity="info">
        {NO_LTV_TEXT}. A lender names the amount and the rate; the loan is liquidated only after {LATE_PAYMENTS_TO_LIQUIDATION} late payments or when something is
        unpaid at maturity, and the lender then receives the NFT whole. Until you accept an offer you may withdraw the NFT.
      </Alert>
      {blocker && <Alert severity="warning">{blocker}</Alert>}
      <Box>
        <ActionGate action="put this NFT on pawn">
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting || blocker !== null}>
            Put on pawn
          </Button>
        </ActionGate>
      </Box>
      {confirming && <PawnNftConfirmation item={summary(confirming)} onConfirm={() => lock(confirming)} onClose={() => setConfirming(undefined)} />}
    </Stack>
  );
}

/** /put-on-pawn/{id} (the NFT's id): lock an NFT one holds as collateral and ask for a loan; it lands on /collateral-nft/{collateralId}. */
export function PutOnPawnPage({ id }: { id: number }) {
  const nft = useNftDetail(id);
  if (!nft.data) {
    const notFound = id <= 0 || (nft.error instanceof ApiRequestError && (nft.error.status === 404 || nft.error.status === 400));
    return (
      <Container sx={{ py: 4 }} maxWidth="md">
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          Put on pawn
        </Typography>
        {notFound ? (
          <Alert severity="warning">This NFT does not exist.</Alert>
        ) : nft.isPending ? (
          <Skeleton variant="rounded" height={320} role="status" aria-label="Loading" />
        ) : (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void nft.refetch()}>Retry</Button>}>
            This NFT cannot be loaded right now.
          </Alert>
        )}
      </Container>
    );
  }
  const record = nft.data;
  return (
    <Container sx={{ py: 4 }} maxWidth="md">
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <NftMedia nft={record} />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <Typography variant="h4" component="h1">
            Put {nameOf(record)} on pawn
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {record.collection.name ?? record.collection.address} · {nftKindName(record.collection.kind)} · token #{record.tokenId}
          </Typography>
          <PawnForm nft={record} />
        </Grid>
      </Grid>
    </Container>
  );
}
