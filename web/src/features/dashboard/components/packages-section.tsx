import { useState } from "react";
import { Link } from "@mui/material";
import { DASHBOARD_MESSAGES } from "@openpawn/shared/dashboard/messages";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import { PACKAGE_TYPES } from "@openpawn/shared/packages/schemas/packages";
import { TokenAmount } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useLoanPackages } from "../hooks/dashboard-queries.ts";
import { PagedTableSection, type Column } from "./paged-table-section.tsx";

const PACKAGES_PAGE_SIZE = 5;

/** A package's yearly rate: one rate, or the range a Negotiation package bargains in. */
const rateOf = (item: LoanPackage) => (item.type === PACKAGE_TYPES.NEGOTIATION ? `${item.interestRateMin}–${item.interestRateMax}%` : `${item.interestRate}%`);

/** The published loan packages (those lending a searched token), each linking to its lender's page. */
export function PackagesSection({ symbol }: { symbol: string | null }) {
  const book = useDeploymentTokens();
  const [page, setPage] = useState(0);
  const list = useLoanPackages({ page, size: PACKAGES_PAGE_SIZE, loanSymbols: symbol ?? undefined });
  const columns: Column<LoanPackage>[] = [
    { header: "Lender", cell: (item) => <Link href={`/pawn/lender/${item.shop.id}`}>{item.shop.name}</Link> },
    {
      header: "Lends",
      cell: (item) => (
        <>
          <TokenAmount value={item.loanAmountMin} token={item.loanToken} book={book} form="full" /> to <TokenAmount value={item.loanAmountMax} token={item.loanToken} book={book} form="full" />
        </>
      ),
    },
    { header: "Rate", cell: rateOf },
    { header: "Duration", cell: (item) => `${item.durationFrom}–${item.durationTo} ${item.durationType === 0 ? "weeks" : "months"}`, wideOnly: true },
  ];
  return (
    <PagedTableSection
      title="Loan packages"
      list={list}
      columns={columns}
      page={page}
      onPage={setPage}
      emptyText={symbol ? DASHBOARD_MESSAGES.packagesNoMatch : DASHBOARD_MESSAGES.packagesEmpty}
      errorText={DASHBOARD_MESSAGES.packagesError}
    />
  );
}
