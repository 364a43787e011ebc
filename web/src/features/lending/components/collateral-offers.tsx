import type { ReactNode } from "react";
import { Card, CardContent, Typography } from "@mui/material";
import type { OfferItem } from "@openpawn/shared/lending/schemas/offers";
import { useCollateralOffers } from "../hooks/lending-queries.ts";
import type { TokenBook } from "../../../lib/use-token-book.ts";
import { OffersTable } from "../../../components/loan-terms/offers-table.tsx";
import { QueryList } from "../../../components/data/query-list.tsx";

/** The offers made on a collateral, refreshed live, with the viewer's actions on each. */
export function CollateralOffers({ collateralId, book, actions, emptyText }: { collateralId: number; book: TokenBook; actions: (offer: OfferItem) => ReactNode; emptyText: string }) {
  const offers = useCollateralOffers(collateralId);
  const items = offers.data?.content ?? [];
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Offers
        </Typography>
        <QueryList
          query={offers}
          count={items.length}
          emptyText={emptyText}
          errorText="The offers cannot be loaded right now."
        >
          <OffersTable offers={items} book={book} actions={actions} />
        </QueryList>
      </CardContent>
    </Card>
  );
}
