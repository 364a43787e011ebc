import { useState } from "react";
import { Link } from "@mui/material";
import { DASHBOARD_MESSAGES } from "@openpawn/shared/dashboard/messages";
import type { CollateralItem } from "@openpawn/shared/lending/schemas/collaterals";
import { CollateralAsset, formatDuration, shortWallet } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useOpenCollaterals } from "../hooks/dashboard-queries.ts";
import { PagedTableSection, type Column } from "./paged-table-section.tsx";

const COLLATERALS_PAGE_SIZE = 5;

/** Collaterals waiting for offers (the market's, or those of a searched token), each linking to where a lender offers on it. */
export function CollateralsSection({ symbol }: { symbol: string | null }) {
  const book = useDeploymentTokens();
  const [page, setPage] = useState(0);
  const list = useOpenCollaterals({ page, size: COLLATERALS_PAGE_SIZE, search: symbol ?? undefined });
  const columns: Column<CollateralItem>[] = [
    {
      header: "Collateral",
      cell: (item) => (
        <Link href={`/pawn/offer/${item.id}`} aria-label={`Collateral #${item.id}`}>
          <CollateralAsset kind={item.kind} token={item.collateral} tokenId={item.tokenId} amount={item.amount} book={book} form="full" />
        </Link>
      ),
    },
    { header: "Wants", cell: (item) => `${item.loanToken.symbol ?? shortWallet(item.loanToken.address)}, ${formatDuration(item.durationQty, item.durationType)}` },
    { header: "Borrower", cell: (item) => shortWallet(item.borrowerWalletAddress), wideOnly: true },
  ];
  return (
    <PagedTableSection
      title="Collaterals"
      list={list}
      columns={columns}
      page={page}
      onPage={setPage}
      emptyText={symbol ? DASHBOARD_MESSAGES.collateralsNoMatch : DASHBOARD_MESSAGES.collateralsEmpty}
      errorText={DASHBOARD_MESSAGES.collateralsError}
    />
  );
}
