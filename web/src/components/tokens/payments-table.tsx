import { Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { Repayment } from "@openpawn/shared/lending/schemas/repayments";
import { formatDateTime } from "@openpawn/shared/format";
import { TransactionLink } from "../chain/transaction-link.tsx";
import { TokenAmount, type TokenDecimals } from "./amounts.tsx";

const WIDE = { display: { xs: "none", md: "table-cell" } } as const;

/** A contract's payments: each cycle's interest and penalty in the repayment token, principal in the loan token. */
export function PaymentsTable({ payments, book, label }: { payments: Repayment[]; book: TokenDecimals; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Cycle</TableCell>
          <TableCell>Interest and penalty</TableCell>
          <TableCell>Principal</TableCell>
          <TableCell sx={WIDE}>Paid</TableCell>
          <TableCell sx={WIDE}>Transaction</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.txnHash}>
            <TableCell>{payment.cycle + 1}</TableCell>
            <TableCell>
              <TokenAmount value={BigInt(payment.interest) + BigInt(payment.penalty)} token={payment.repaymentToken} book={book} form="full" />
            </TableCell>
            <TableCell>
              <TokenAmount value={payment.principal} token={payment.loanToken} book={book} form="full" />
            </TableCell>
            <TableCell sx={WIDE}>{formatDateTime(payment.paidAt)}</TableCell>
            <TableCell sx={WIDE}>
              <TransactionLink hash={payment.txnHash} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
