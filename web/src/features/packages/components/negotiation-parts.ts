import type { ReactNode } from "react";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import type { TokenBook } from "../../../lib/use-token-book.ts";

/** Where a borrower's loan request goes: a Negotiation package (the collateral must fit it) or a lender directly. */
export type LoanRequestTarget = { kind: "package"; item: LoanPackage } | { kind: "lender"; pawnShopId: number; name: string };

/**
 * The negotiations feature's parts the packages' pages show, given by the route modules (features never import each
 * other): the dialog that opens a loan request to a lender or a Negotiation package, and a package's threads.
 */
export type RequestLoanPart = (target: LoanRequestTarget, onClose: () => void) => ReactNode;
export type PackageThreadsPart = (packageId: number, book: TokenBook) => ReactNode;
