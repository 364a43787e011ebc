import type { ReactNode } from "react";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Skeleton, Typography } from "@mui/material";
import { formatTokenAmount } from "@openpawn/shared/format";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import type { TokenBook } from "../../lib/use-token-book.ts";

interface CollateralsQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface PickerProps {
  query: CollateralsQuery;
  collaterals: CollateralItem[];
  book: TokenBook;
  busy: boolean;
  noneFits: ReactNode;
  onPick: (collateral: CollateralItem) => void;
}

/** The borrower's open collaterals that can go where they are sent, with the loading, error and none-fits states. */
export function CollateralPicker({ query, collaterals, book, busy, noneFits, onPick }: PickerProps) {
  if (query.isPending) return <Skeleton variant="rounded" height={120} role="status" aria-label="Loading your collaterals" />;
  if (query.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>Retry</Button>}>
        Your collaterals cannot be loaded right now.
      </Alert>
    );
  }
  if (collaterals.length === 0) return <Typography color="text.secondary">{noneFits}</Typography>;
  return (
    <List aria-label="Your collaterals that fit">
      {collaterals.map((collateral) => (
        <ListItemButton key={collateral.id} disabled={busy} onClick={() => onPick(collateral)}>
          <ListItemText
            primary={`${formatTokenAmount(BigInt(collateral.amount), book.find(collateral.collateral.address)?.decimals ?? 18, collateral.collateral.symbol ?? "", "full")} — ${collateral.name ?? `Collateral #${collateral.id}`}`}
            secondary={`Wants ${collateral.loanToken.symbol} for ${collateral.durationQty} ${collateral.durationType === 0 ? "weeks" : "months"}`}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

/** The picker in a dialog of its own, the first step of sending a collateral to a package or a lender. */
export function CollateralPickerDialog({
  open = true,
  titleId,
  title,
  onClose,
  ...picker
}: { open?: boolean; titleId: string; title: ReactNode; onClose: () => void } & Omit<PickerProps, "busy">) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <CollateralPicker {...picker} busy={false} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
