import { List, ListItemButton, ListItemText } from "@mui/material";
import { Link } from "react-router";
import type { Negotiation } from "@openpawn/shared/negotiations/schemas/negotiations";
import { formatDateTime } from "@openpawn/shared/format";
import { QueryList } from "../../../components/data/query-list.tsx";
import { StatusChip } from "../../../components/data/status-chip.tsx";
import { formatRate, TokenAmount } from "../../../components/tokens/amounts.tsx";
import type { NegotiationListQuery } from "../api/negotiation-api.ts";
import { useNegotiations } from "../hooks/negotiation-queries.ts";
import type { TokenBook } from "../../../lib/use-token-book.ts";

function Summary({ item, book }: { item: Negotiation; book: TokenBook }) {
  const other = item.side === "BORROWER" ? item.lender : item.borrower;
  const terms = item.agreedTerms ?? item.lastProposal?.terms ?? null;
  const whose = item.lastProposal?.side === item.side ? "your proposal" : "their proposal";
  return (
    <ListItemButton component={Link} to={`/pawn/negotiation/${item.id}`} divider>
      <ListItemText
        primary={
          <>
            Collateral #{item.collateralId} with {other.name || (item.side === "BORROWER" ? "a lender" : "a borrower")}
            {item.package && ` (package ${item.package.name})`}
          </>
        }
        secondary={
          terms && (
            <>
              {item.agreedTerms ? "Agreed" : `Last: ${whose}`}: <TokenAmount value={terms.amount} token={item.loanToken} book={book} form="compact" /> at {formatRate(terms.interestRate)} · {formatDateTime(item.updatedAt)}
            </>
          )
        }
      />
      <StatusChip status={item.status} />
    </ListItemButton>
  );
}

/** The caller's negotiation threads (on one collateral, or on one side), the last changed first, each opening its thread. */
export function NegotiationList({ query, book, emptyText }: { query: NegotiationListQuery; book: TokenBook; emptyText: string }) {
  const threads = useNegotiations({ size: 50, ...query });
  const items = threads.data?.content ?? [];
  return (
    <QueryList query={threads} count={items.length} emptyText={emptyText} errorText="Negotiations cannot be loaded right now.">
      <List disablePadding aria-label="Negotiations">
        {items.map((item) => (
          <Summary key={item.id} item={item} book={book} />
        ))}
      </List>
    </QueryList>
  );
}
