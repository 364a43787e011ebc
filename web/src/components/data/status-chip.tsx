import { Chip, type ChipProps } from "@mui/material";

const COLORS: Record<string, ChipProps["color"]> = {
  PENDING: "info",
  OPEN: "info",
  ACTIVE: "info",
  ACCEPTED: "success",
  CONTRACTED: "success",
  COMPLETED: "success",
  PAID: "success",
  RETURNED: "default",
  WITHDRAWN: "default",
  CANCELLED: "default",
  VOID: "default",
  EXPIRED: "default",
  CLOSED: "default",
  AGREED: "success",
  REJECTED: "warning",
  LATE: "warning",
  LIQUIDATED: "error",
};

const LABELS: Record<string, string> = {
  PENDING: "Pending",
  OPEN: "Open",
  ACTIVE: "Active",
  ACCEPTED: "Accepted",
  CONTRACTED: "In contract",
  COMPLETED: "Completed",
  PAID: "Paid",
  RETURNED: "Returned",
  WITHDRAWN: "Withdrawn",
  CANCELLED: "Cancelled",
  VOID: "Void",
  EXPIRED: "Expired",
  CLOSED: "Closed",
  AGREED: "Agreed",
  REJECTED: "Rejected",
  LATE: "Late",
  LIQUIDATED: "Liquidated",
};

/** A collateral's, offer's, contract's or cycle's status, coloured by what it means for the user. */
export function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={LABELS[status] ?? status} color={COLORS[status] ?? "default"} variant="outlined" />;
}
