import { Button, Card, CardActions, CardContent, Link as MuiLink, Stack, Typography } from "@mui/material";
import { Link } from "react-router";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { PACKAGE_TYPE_NAMES } from "../lender-packages/package-summary.tsx";
import { PackageTerms } from "../lender-packages/package-terms.tsx";
import { useWalletAddress } from "../../../../wallet/use-wallet-address.ts";
import { sameWallet } from "../../../../lib/same-wallet.ts";
import { PausedChips, pausedText } from "../lender-packages/paused-reasons.tsx";

/**
 * A published package in the market: who lends it, its terms, and Borrow while it can lend; paused, only why not.
 * Its owner's wallet reads it as theirs, with the way to manage it instead of borrowing from themselves.
 */
export function MarketPackageCard({ item, decimals, onBorrow }: { item: LoanPackage; decimals: number; onBorrow: () => void }) {
  const paused = item.pausedReasons.length > 0;
  const own = sameWallet(useWalletAddress(), item.shop.walletAddress);
  return (
    <Card variant="outlined" component="article" aria-label={`${PACKAGE_TYPE_NAMES[item.type]} package ${item.id}`} sx={{ height: "100%" }}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {PACKAGE_TYPE_NAMES[item.type]} package
          </Typography>
          <PausedChips reasons={item.pausedReasons} />
        </Stack>
        <MuiLink component={Link} to={`/pawn/lender/${item.shop.id}`} sx={{ display: "block", mb: 1.5 }}>
          {item.shop.name}
        </MuiLink>
        <PackageTerms item={item} decimals={decimals} />
        {item.message && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {item.message}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        {own ? (
          <Button size="small" component={Link} to={`/inventory/loan-package/${item.id}`}>
            Your package: manage it
          </Button>
        ) : paused ? (
          <Typography variant="caption" color="text.secondary">
            Paused: {pausedText(item.pausedReasons)}
          </Typography>
        ) : (
          <Button size="small" variant="contained" onClick={onBorrow}>
            {item.type === 2 ? "Request a loan" : "Borrow"}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
