import { useState } from "react";
import { formatDateTime } from "@openpawn/shared/format";
import { Alert, Button, Container, Stack, TextField, Typography } from "@mui/material";
import type { Address } from "viem";
import { TokenAmount, shortWallet } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import type { ListingDetail } from "@openpawn/shared/nft-market/schemas";
import { useNftActions } from "../hooks/nft-actions.ts";
import { useListing } from "../hooks/nft-queries.ts";
import { MarketItemFrame } from "./market-item-frame.tsx";
import { RecordFrame } from "./record-frame.tsx";
import { nftName } from "./nft-card.tsx";
import { BuyConfirmation } from "./confirmations/buy-confirmation.tsx";
import { ReturnNftConfirmation } from "./confirmations/return-nft-confirmation.tsx";
import { ActionGate } from "../../../components/data/action-gate.tsx";

const sameWallet = (a: string | undefined, b: string) => Boolean(a && a.toLowerCase() === b.toLowerCase());

function BuyBox({ listing }: { listing: ListingDetail }) {
  const book = useDeploymentTokens();
  const wallet = useWalletAddress();
  const actions = useNftActions();
  const [quantity, setQuantity] = useState("1");
  const [confirming, setConfirming] = useState<"buy" | "cancel">();
  const remaining = BigInt(listing.remaining);
  const copies = /^\d+$/.test(quantity) ? BigInt(quantity) : 0n;
  const total = BigInt(listing.unitPrice) * copies;
  const seller = sameWallet(wallet, listing.seller);
  const close = () => setConfirming(undefined);

  if (listing.status !== "OPEN") {
    return <Alert severity="info">{listing.status === "SOLD" ? "This sale is sold out." : "The seller cancelled this sale."}</Alert>;
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="p">
        <TokenAmount value={listing.unitPrice} token={listing.payToken} book={book} form="compact" />
        {remaining > 1n && <Typography component="span" color="text.secondary"> each · {listing.remaining} left</Typography>}
      </Typography>
      <ActionGate action="buy">
        {seller ? (
          <Button variant="outlined" color="error" onClick={() => setConfirming("cancel")}>
            Cancel sale
          </Button>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
            {remaining > 1n && <TextField label="Quantity" value={quantity} onChange={(event) => setQuantity(event.target.value)} sx={{ width: 120 }} error={copies < 1n || copies > remaining} slotProps={{ htmlInput: { inputMode: "numeric" } }} />}
            <Button
              variant="contained"
              size="large"
              disabled={copies < 1n || copies > remaining}
              onClick={() => setConfirming("buy")}
            >
              Buy now for <TokenAmount value={total} token={listing.payToken} book={book} form="full" />
            </Button>
          </Stack>
        )}
      </ActionGate>
      {confirming === "buy" && (
        <BuyConfirmation
          listing={listing}
          copies={copies}
          onConfirm={() => actions.buy(listing.id, copies, { token: { address: listing.payToken.address as Address, symbol: listing.payToken.symbol ?? "token" }, amount: total })}
          onClose={close}
        />
      )}
      {confirming === "cancel" && (
        <ReturnNftConfirmation action="cancelListing" id={listing.id} nftLabel={remaining > 1n ? `${remaining} × ${nftName(listing.nft)}` : nftName(listing.nft)} seller={listing.seller} onConfirm={() => actions.cancelListing(listing.id)} onClose={close} />
      )}
    </Stack>
  );
}

/** /nft/list/details/{id}: a fixed-price sale: buy (a quantity of an ERC-1155), or, as its seller, cancel it. */
export function ListingPage({ id }: { id: number }) {
  const listing = useListing(id);
  return (
    <Container sx={{ py: 4 }}>
      <RecordFrame query={listing} what="sale" title="Sale">
      {(record) => (
        <MarketItemFrame
          nft={record.nft}
          seller={record.seller}
          status={record.status}
          offer={<BuyBox listing={record} />}
          statusDetails={
            <Typography sx={{ py: 2 }}>
              Listed {formatDateTime(record.createdAt)} by {shortWallet(record.seller)}: {record.quantity} at the price above; {record.remaining} left. Last change {formatDateTime(record.updatedAt)}.
            </Typography>
          }
        />
      )}
      </RecordFrame>
    </Container>
  );
}
