import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { ContractItem } from "@openpawn/shared/lending/schemas/contracts";
import { formatDateTime } from "@openpawn/shared/format";
import type { TokenBook } from "../../../lib/use-token-book.ts";
import { CollateralAsset, formatDuration, formatRate, shortWallet, TokenAmount } from "../../../components/tokens/amounts.tsx";
import { StatusChip } from "../../../components/data/status-chip.tsx";

/** Contracts in a table: each row links to its page. */
export function ContractTable({ items, book, hrefOf }: { items: ContractItem[]; book: TokenBook; hrefOf: (item: ContractItem) => string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Contracts">
        <TableHead>
          <TableRow>
            <TableCell>Contract</TableCell>
            <TableCell>Loan</TableCell>
            <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>Collateral</TableCell>
            <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>Rate</TableCell>
            <TableCell sx={{ display: { xs: "none", lg: "table-cell" } }}>Borrower</TableCell>
            <TableCell sx={{ display: { xs: "none", lg: "table-cell" } }}>Maturity</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell>
                <Link href={hrefOf(item)}>#{item.id}</Link>
              </TableCell>
              <TableCell>
                <TokenAmount value={item.loanAmount} token={item.loanToken} book={book} form="full" />
              </TableCell>
              <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                <CollateralAsset kind={item.collateral.kind} token={item.collateral.token} tokenId={item.collateral.tokenId} amount={item.collateral.amount} book={book} form="full" />
              </TableCell>
              <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                {formatRate(item.interestRate)} · {formatDuration(item.durationQty, item.durationType)}
              </TableCell>
              <TableCell sx={{ display: { xs: "none", lg: "table-cell" } }}>{shortWallet(item.borrowerWalletAddress)}</TableCell>
              <TableCell sx={{ display: { xs: "none", lg: "table-cell" } }}>{formatDateTime(item.maturity)}</TableCell>
              <TableCell>
                <StatusChip status={item.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
