import { useState } from "react";
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { MESSAGES } from "@openpawn/shared/messages";
import { QueryList } from "../../../components/data/query-list.tsx";
import { CollateralAsset, formatDuration, shortWallet } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useOpenCollaterals } from "../hooks/dashboard-queries.ts";
import { DashboardSection, SectionPages } from "./dashboard-section.tsx";

const COLLATERALS_PAGE_SIZE = 5;
const onWide = { display: { xs: "none", md: "table-cell" } } as const;

/** Collaterals waiting for offers (the market's, or those of a searched token), each linking to where a lender offers on it. */
export function CollateralsSection({ symbol }: { symbol: string | null }) {
  const book = useDeploymentTokens();
  const [page, setPage] = useState(0);
  const list = useOpenCollaterals({ page, size: COLLATERALS_PAGE_SIZE, search: symbol ?? undefined });
  const items = list.data?.content ?? [];
  return (
    <DashboardSection title="Collaterals">
      <QueryList
        query={list}
        count={items.length}
        emptyText={symbol ? MESSAGES.dashboard.collateralsNoMatch : MESSAGES.dashboard.collateralsEmpty}
        errorText={MESSAGES.dashboard.collateralsError}
      >
        <TableContainer>
          <Table size="small" aria-label="Collaterals">
            <TableHead>
              <TableRow>
                <TableCell>Collateral</TableCell>
                <TableCell>Wants</TableCell>
                <TableCell sx={onWide}>Borrower</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} hover>
                  <TableCell>
                    <Link href={`/pawn/offer/${item.id}`} aria-label={`Collateral #${item.id}`}>
                      <CollateralAsset kind={item.kind} token={item.collateral} tokenId={item.tokenId} amount={item.amount} book={book} />
                    </Link>
                  </TableCell>
                  <TableCell>
                    {item.loanToken.symbol ?? shortWallet(item.loanToken.address)}, {formatDuration(item.durationQty, item.durationType)}
                  </TableCell>
                  <TableCell sx={onWide}>{shortWallet(item.borrowerWalletAddress)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <SectionPages pages={list.data?.total_pages} page={page} onChange={setPage} label="Collateral pages" />
      </QueryList>
    </DashboardSection>
  );
}
