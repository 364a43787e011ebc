import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import type { RequestLoanPart } from "../negotiation-parts.ts";
import { SubmitCollateralDialog } from "./submit-collateral-dialog.tsx";

/**
 * Borrowing with a package by its type: a Negotiation package opens a thread (`requestLoan`, the negotiations' dialog);
 * Auto and Semi-auto take a submission on chain.
 */
export function BorrowDialog({ item, onClose, requestLoan }: { item: LoanPackage; onClose: () => void; requestLoan: RequestLoanPart }) {
  if (item.type === 2) return requestLoan({ kind: "package", item }, onClose);
  return <SubmitCollateralDialog item={item} open onClose={onClose} />;
}
