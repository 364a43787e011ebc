import { useState } from "react";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useNavigate } from "react-router";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { openNegotiation } from "../api/negotiation-api.ts";
import { useNegotiations } from "../hooks/negotiation-queries.ts";
import type { TokenBook } from "../../../lib/use-token-book.ts";
import { offChainStep } from "../../../lib/off-chain-step.ts";
import type { OfferTerms } from "../../../lib/offer-terms.ts";
import { NegotiationList } from "./negotiation-list.tsx";
import { TermsDialog } from "./terms-dialog.tsx";

/**
 * The negotiations on a collateral the caller is part of: the borrower's with each lender, or a lender's own, who
 * may open one with a first proposal while the collateral is open and they have none yet.
 */
export function CollateralNegotiations({ collateral, book, side }: { collateral: CollateralItem; book: TokenBook; side: "BORROWER" | "LENDER" }) {
  const navigate = useNavigate();
  const mine = useNegotiations({ collateralId: collateral.id, side, size: 50 });
  const [proposing, setProposing] = useState(false);
  const canOpen = side === "LENDER" && collateral.status === "OPEN" && mine.isSuccess && mine.data.content.length === 0;

  const open = async (terms: OfferTerms) => {
    const thread = await offChainStep(() => openNegotiation(collateral.id, terms), { busy: "Sending your proposal…", success: "Your proposal is sent to the borrower" });
    if (thread) void navigate(`/pawn/negotiation/${thread.id}`);
  };

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: "center", mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Negotiations
          </Typography>
          {canOpen && (
            <Button variant="outlined" onClick={() => setProposing(true)}>
              Negotiate
            </Button>
          )}
        </Stack>
        <NegotiationList
          query={{ collateralId: collateral.id, side }}
          book={book}
          emptyText={side === "BORROWER" ? "No negotiation yet: send a request to a lender, or wait for a lender's proposal." : "Propose your terms to the borrower and negotiate them."}
        />
      </CardContent>
      {proposing && (
        <TermsDialog title="Your proposal to the borrower" submitText="Send proposal" collateral={collateral} book={book} onTerms={open} onClose={() => setProposing(false)} />
      )}
    </Card>
  );
}
