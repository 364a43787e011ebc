import { useState } from "react";
import { Box, Container, Link, MenuItem, Pagination, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from "@mui/material";
import { TRANSACTION_TYPES, type Transaction, type TransactionType } from "@openpawn/shared/lending/schemas/transactions";
import { formatDateTime } from "@openpawn/shared/format";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { TransactionLink } from "../../../components/chain/transaction-link.tsx";
import { useIsLoggedIn } from "../../../stores/auth.ts";
import { useMyTransactions } from "../hooks/lending-queries.ts";
import { useTokenBook, type TokenBook } from "../../../lib/use-token-book.ts";
import { CollateralAsset, TokenAmount } from "../../../components/tokens/amounts.tsx";
import { QueryList } from "../../../components/data/query-list.tsx";

/** What each event is called in the list (an offer is "made" by its lender, "received" by the borrower). */
export const TRANSACTION_LABELS: Record<TransactionType, string> = {
  CollateralCreated: "Collateral deposited",
  CollateralIncreased: "Collateral added",
  CollateralWithdrawn: "Collateral withdrawn",
  OfferCreated: "Offer made",
  OfferCancelled: "Offer cancelled",
  OfferRejected: "Offer rejected",
  LoanStarted: "Loan started",
  Repaid: "Repayment",
  LoanCompleted: "Loan completed",
  LoanLiquidated: "Loan liquidated",
  CreditClaimed: "Payout claimed",
};

/** Where a row leads: its contract, else its collateral (as the borrower or a lender sees it). */
function subjectOf(row: Transaction): { href: string; text: string } | null {
  if (row.contractId !== null) return { href: `/pawn/contract/${row.contractId}`, text: `Contract #${row.contractId}` };
  if (row.collateralId === null) return null;
  const page = row.side === "borrower" ? "collateral" : "offer";
  const text = row.offerId === null ? `Collateral #${row.collateralId}` : `Offer #${row.offerId} on collateral #${row.collateralId}`;
  return { href: `/pawn/${page}/${row.collateralId}`, text };
}

function Amounts({ row, book }: { row: Transaction; book: TokenBook }) {
  if (row.amounts.length === 0) return <>—</>;
  return (
    <Stack>
      {row.amounts.map((part) =>
        part.nft ? (
          <CollateralAsset key={part.token.address} kind={part.nft.kind} token={part.token} tokenId={part.nft.tokenId} amount={part.amount} book={book} form="full" />
        ) : (
          <TokenAmount key={part.token.address} value={part.amount} token={part.token} book={book} form="full" />
        ),
      )}
    </Stack>
  );
}

function TransactionsTable({ rows, book }: { rows: Transaction[]; book: TokenBook }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Transactions">
        <TableHead>
          <TableRow>
            <TableCell>What</TableCell>
            <TableCell>Amount</TableCell>
            <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>As</TableCell>
            <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>When</TableCell>
            <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>Transaction</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const subject = subjectOf(row);
            return (
              <TableRow key={`${row.txHash}-${row.type}`}>
                <TableCell>
                  {row.type === "OfferCreated" && row.side === "borrower" ? "Offer received" : TRANSACTION_LABELS[row.type]}
                  {subject && (
                    <Typography variant="body2">
                      <Link href={subject.href}>{subject.text}</Link>
                    </Typography>
                  )}
                  {/* A phone has no room for the last columns: the time and the transaction go here. */}
                  <Typography variant="caption" color="text.secondary" sx={{ display: { xs: "block", sm: "none" } }}>
                    {formatDateTime(row.at)} · <TransactionLink hash={row.txHash} />
                  </Typography>
                </TableCell>
                <TableCell>
                  <Amounts row={row} book={book} />
                </TableCell>
                <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>{row.side ?? "—"}</TableCell>
                <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>{formatDateTime(row.at)}</TableCell>
                <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>
                  <TransactionLink hash={row.txHash} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function TransactionList() {
  const [page, setPage] = useState(0);
  const [type, setType] = useState<TransactionType | "">("");
  const book = useTokenBook();
  const list = useMyTransactions({ page, ...(type && { type }) });
  const rows = list.data?.content ?? [];
  return (
    <>
      <TextField
        select
        size="small"
        label="Type"
        value={type}
        onChange={(event) => {
          setType(event.target.value as TransactionType | "");
          setPage(0);
        }}
        sx={{ mb: 2, minWidth: 220 }}
      >
        <MenuItem value="">All</MenuItem>
        {TRANSACTION_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {TRANSACTION_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <QueryList
        query={list}
        count={rows.length}
        emptyText={type ? "No transaction of this type yet." : "No transaction yet: deposit a collateral or make an offer to start."}
        errorText="Your transactions cannot be loaded right now."
      >
        <TransactionsTable rows={rows} book={book} />
        {(list.data?.total_pages ?? 0) > 1 && <Pagination sx={{ mt: 2 }} count={list.data?.total_pages} page={page + 1} onChange={(_, next) => setPage(next - 1)} />}
      </QueryList>
    </>
  );
}

/** /inventory/transaction: everything that happened on the lending core to the user's positions, newest first. */
export function TransactionsPage() {
  const loggedIn = useIsLoggedIn();
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Transactions
      </Typography>
      <Box>{loggedIn ? <TransactionList /> : <LoginRequired text="Log in to see your transactions." />}</Box>
    </Container>
  );
}
