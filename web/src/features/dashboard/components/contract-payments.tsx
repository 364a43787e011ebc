import { useState } from "react";
import { Box, Skeleton, Typography } from "@mui/material";
import { DASHBOARD_MESSAGES } from "@openpawn/shared/dashboard/messages";
import { formatDateTime } from "@openpawn/shared/format";
import { QueryList } from "../../../components/data/query-list.tsx";
import { TokenAmount, type TokenDecimals } from "../../../components/tokens/amounts.tsx";
import { PaymentsTable } from "../../../components/tokens/payments-table.tsx";
import { useContractStatistic, useRepaymentHistories } from "../hooks/dashboard-queries.ts";
import { SectionPages } from "./dashboard-section.tsx";

const PAYMENTS_PAGE_SIZE = 5;

/** A contract's figures in one line (GET .../statistic): cycles paid and late, what was paid, what is still owed. */
function ContractFigures({ id, book }: { id: number; book: TokenDecimals }) {
  const { data, isError } = useContractStatistic(id);
  if (isError) return null;
  if (!data) return <Skeleton width="60%" />;
  return (
    <Typography variant="body2" aria-label="Contract figures">
      Cycles paid {data.cyclesPaid} of {data.cycles}, late {data.cyclesLate} · interest paid{" "}
      <TokenAmount value={BigInt(data.paid.interest) + BigInt(data.paid.penalty)} token={data.repaymentToken} book={book} form="compact" /> · principal owed{" "}
      <TokenAmount value={data.principalOwed} token={data.loanToken} book={book} form="compact" />
      {data.nextDueAt && ` · next due ${formatDateTime(data.nextDueAt)}`}
    </Typography>
  );
}

/** A recent contract's repayment history (GET .../repayment-histories), page by page, under its figures. */
export function ContractPayments({ id, book }: { id: number; book: TokenDecimals }) {
  const [page, setPage] = useState(0);
  const payments = useRepaymentHistories(id, { page, size: PAYMENTS_PAGE_SIZE });
  const items = payments.data?.content ?? [];
  return (
    <Box sx={{ py: 1 }}>
      <ContractFigures id={id} book={book} />
      <QueryList query={payments} count={items.length} rows={2} emptyText={DASHBOARD_MESSAGES.paymentsEmpty} errorText={DASHBOARD_MESSAGES.paymentsError}>
        <PaymentsTable payments={items} book={book} label={`Payments of contract #${id}`} />
        <SectionPages pages={payments.data?.total_pages} page={page} onChange={setPage} label="Payment pages" />
      </QueryList>
    </Box>
  );
}
