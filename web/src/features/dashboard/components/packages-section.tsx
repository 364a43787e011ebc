import { useState } from "react";
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { MESSAGES } from "@openpawn/shared/messages";
import type { LoanPackage } from "@openpawn/shared/schemas/pawn-packages";
import { PACKAGE_TYPES } from "@openpawn/shared/schemas/pawn-packages";
import { QueryList } from "../../../components/data/query-list.tsx";
import { TokenAmount } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useLoanPackages } from "../hooks/dashboard-queries.ts";
import { DashboardSection, SectionPages } from "./dashboard-section.tsx";

const PACKAGES_PAGE_SIZE = 5;
const onWide = { display: { xs: "none", md: "table-cell" } } as const;

/** A package's yearly rate: one rate, or the range a Negotiation package bargains in. */
const rateOf = (item: LoanPackage) => (item.type === PACKAGE_TYPES.NEGOTIATION ? `${item.interestRateMin}–${item.interestRateMax}%` : `${item.interestRate}%`);

/** The published loan packages (those lending a searched token), each linking to its lender's page. */
export function PackagesSection({ symbol }: { symbol: string | null }) {
  const book = useDeploymentTokens();
  const [page, setPage] = useState(0);
  const list = useLoanPackages({ page, size: PACKAGES_PAGE_SIZE, loanSymbols: symbol ?? undefined });
  const items = list.data?.content ?? [];
  return (
    <DashboardSection title="Loan packages">
      <QueryList
        query={list}
        count={items.length}
        emptyText={symbol ? MESSAGES.dashboard.packagesNoMatch : MESSAGES.dashboard.packagesEmpty}
        errorText={MESSAGES.dashboard.packagesError}
      >
        <TableContainer>
          <Table size="small" aria-label="Loan packages">
            <TableHead>
              <TableRow>
                <TableCell>Lender</TableCell>
                <TableCell>Lends</TableCell>
                <TableCell>Rate</TableCell>
                <TableCell sx={onWide}>Duration</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} hover>
                  <TableCell>
                    <Link href={`/pawn/lender/${item.shop.id}`}>{item.shop.name}</Link>
                  </TableCell>
                  <TableCell>
                    <TokenAmount value={item.loanAmountMin} token={item.loanToken} book={book} /> to{" "}
                    <TokenAmount value={item.loanAmountMax} token={item.loanToken} book={book} />
                  </TableCell>
                  <TableCell>{rateOf(item)}</TableCell>
                  <TableCell sx={onWide}>
                    {item.durationFrom}–{item.durationTo} {item.durationType === 0 ? "weeks" : "months"}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <SectionPages pages={list.data?.total_pages} page={page} onChange={setPage} label="Package pages" />
      </QueryList>
    </DashboardSection>
  );
}
