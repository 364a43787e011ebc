import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { RequestLoanDialog } from "../../../negotiations/components/request-loan-dialog.tsx";
import { SubmitCollateralDialog } from "./submit-collateral-dialog.tsx";

/** Borrowing with a package by its type: a Negotiation package opens a thread; Auto and Semi-auto take a submission on chain. */
export function BorrowDialog({ item, onClose }: { item: LoanPackage; onClose: () => void }) {
  if (item.type === 2) return <RequestLoanDialog target={{ kind: "package", item }} onClose={onClose} />;
  return <SubmitCollateralDialog item={item} open onClose={onClose} />;
}
