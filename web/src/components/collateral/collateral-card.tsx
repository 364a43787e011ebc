import { Card, CardActionArea, CardContent, Stack, Typography } from "@mui/material";
import { DESCRIPTION_CUT_CHARS, DESCRIPTION_MAX_CHARS } from "@openpawn/shared/constants";
import { truncate } from "@openpawn/shared/format";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { TokenBook } from "../../lib/use-token-book.ts";
import { CollateralAsset } from "../tokens/amounts.tsx";
import { StatusChip } from "../data/status-chip.tsx";
import { CollateralWants } from "./collateral-wants.tsx";

/** A collateral as the market shows it: what is locked, what is wanted, for how long. */
export function CollateralCard({ item, book, href }: { item: CollateralItem; book: TokenBook; href: string }) {
  const name = item.name ?? `Collateral #${item.id}`;
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardActionArea href={href} sx={{ height: "100%" }} aria-label={`${name}: ${item.collateral.symbol ?? ""}`}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
            <Typography variant="overline" color="text.secondary">
              #{item.id}
            </Typography>
            <StatusChip status={item.status} />
          </Stack>
          <Typography variant="h6" component="h3" title={name}>
            {truncate(name, DESCRIPTION_MAX_CHARS, DESCRIPTION_CUT_CHARS)}
          </Typography>
          <Typography sx={{ fontWeight: 600, mt: 1 }}>
            <CollateralAsset kind={item.kind} token={item.collateral} tokenId={item.tokenId} amount={item.amount} book={book} form="compact" />
          </Typography>
          <CollateralWants item={item} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
