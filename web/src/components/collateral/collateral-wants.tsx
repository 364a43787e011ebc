import { Typography } from "@mui/material";
import { formatCount } from "@openpawn/shared/format";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { formatDuration, shortWallet } from "../tokens/amounts.tsx";

/** A market card's last lines: what the borrower wants, for how long, how many offers are open and whose it is. */
export function CollateralWants({ item }: { item: Pick<CollateralItem, "loanToken" | "durationQty" | "durationType" | "openOffers" | "borrowerWalletAddress"> }) {
  return (
    <>
      <Typography color="text.secondary" variant="body2">
        Wants {item.loanToken.symbol ?? "a token"} for {formatDuration(item.durationQty, item.durationType)}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {formatCount(item.openOffers, "open offer")} · by {shortWallet(item.borrowerWalletAddress)}
      </Typography>
    </>
  );
}
