import { Fragment, useState } from "react";
import { Collapse, IconButton, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { DASHBOARD_MESSAGES } from "@openpawn/shared/dashboard/messages";
import type { ContractItem } from "@openpawn/shared/lending/schemas/contracts";
import { formatDateTime } from "@openpawn/shared/format";
import { QueryList } from "../../../components/data/query-list.tsx";
import { StatusChip } from "../../../components/data/status-chip.tsx";
import { CollateralAsset, formatDuration, formatRate, TokenAmount, type TokenDecimals } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import type { DashboardSearch } from "../hooks/dashboard-search.ts";
import { useContractById, useRecentContracts } from "../hooks/dashboard-queries.ts";
import { ContractPayments } from "./contract-payments.tsx";
import { DashboardSection, SectionPages } from "./dashboard-section.tsx";

const CONTRACTS_PAGE_SIZE = 10;
const onWide = { display: { xs: "none", md: "table-cell" } } as const;

/** A contract's row; its payments open below it. */
function ContractRow({ item, book }: { item: ContractItem; book: TokenDecimals }) {
  const [open, setOpen] = useState(false);
  return (
    <Fragment>
      <TableRow hover sx={{ "& > td": { borderBottom: open ? "none" : undefined } }}>
        <TableCell>
          <Link href={`/pawn/contract/${item.id}`}>#{item.id}</Link>
        </TableCell>
        <TableCell>
          <TokenAmount value={item.loanAmount} token={item.loanToken} book={book} form="full" />
        </TableCell>
        <TableCell sx={onWide}>
          <CollateralAsset kind={item.collateral.kind} token={item.collateral.token} tokenId={item.collateral.tokenId} amount={item.collateral.amount} book={book} form="full" />
        </TableCell>
        <TableCell sx={onWide}>
          {formatRate(item.interestRate)} · {formatDuration(item.durationQty, item.durationType)}
        </TableCell>
        <TableCell sx={onWide}>{formatDateTime(item.startedAt)}</TableCell>
        <TableCell>
          <StatusChip status={item.status} />
        </TableCell>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={`${open ? "Hide" : "Show"} the payments of contract #${item.id}`}
            onClick={() => setOpen(!open)}
            sx={{ transform: open ? "rotate(180deg)" : "none", transition: "transform 150ms" }}
          >
            <ExpandMoreIcon fontSize="small" />
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={7} sx={{ py: 0, ...(open ? {} : { borderBottom: "none" }) }}>
          <Collapse in={open} unmountOnExit>
            <ContractPayments id={item.id} book={book} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

/** The newest contracts (or the one a search names by number, or those of a searched token), each with its payments. */
export function RecentContractsSection({ search }: { search: DashboardSearch }) {
  const book = useDeploymentTokens();
  const [page, setPage] = useState(0);
  const list = useRecentContracts({ page, size: CONTRACTS_PAGE_SIZE, symbol: search.symbol ?? undefined }, search.contractId === null);
  const byId = useContractById(search.contractId);
  const query = search.contractId === null ? list : byId;
  const items = (search.contractId === null ? list.data?.content : byId.data) ?? [];
  const searching = search.contractId !== null || search.symbol !== null;
  return (
    <DashboardSection title="Recent contracts">
      <QueryList
        query={query}
        count={items.length}
        rows={4}
        emptyText={searching ? DASHBOARD_MESSAGES.contractsNoMatch : DASHBOARD_MESSAGES.contractsEmpty}
        errorText={DASHBOARD_MESSAGES.contractsError}
      >
        <TableContainer>
          <Table size="small" aria-label="Recent contracts">
            <TableHead>
              <TableRow>
                <TableCell>Contract</TableCell>
                <TableCell>Loan</TableCell>
                <TableCell sx={onWide}>Collateral</TableCell>
                <TableCell sx={onWide}>Rate</TableCell>
                <TableCell sx={onWide}>Started</TableCell>
                <TableCell>Status</TableCell>
                <TableCell padding="checkbox" />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <ContractRow key={item.id} item={item} book={book} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {search.contractId === null && <SectionPages pages={list.data?.total_pages} page={page} onChange={setPage} label="Contract pages" />}
      </QueryList>
    </DashboardSection>
  );
}
