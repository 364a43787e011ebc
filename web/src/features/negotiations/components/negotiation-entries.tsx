import { Box, Paper, Stack, Typography } from "@mui/material";
import type { NegotiationEntry, NegotiationThread } from "@openpawn/shared/negotiations/schemas/negotiations";
import { formatDateTime } from "@openpawn/shared/format";
import { formatCycle, formatDuration, formatRate, TokenAmount } from "../../../components/tokens/amounts.tsx";
import type { TokenBook } from "../../../lib/use-token-book.ts";

const WHAT: Record<NegotiationEntry["kind"], string> = {
  PROPOSAL: "proposed",
  AGREEMENT: "agreed to the last proposal",
  SIGNED_OFFER: "signed the agreed offer",
  CLOSURE: "closed the negotiation",
};

function who(thread: NegotiationThread, side: NegotiationEntry["side"]): string {
  if (side === thread.side) return "You";
  const party = side === "BORROWER" ? thread.borrower : thread.lender;
  return party.name || (side === "BORROWER" ? "The borrower" : "The lender");
}

/** A thread's story, oldest first: each proposal's terms and message, agreements, the signed offer, closure; the caller's own on the right. */
export function NegotiationEntries({ thread, book }: { thread: NegotiationThread; book: TokenBook }) {
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }} aria-label="Negotiation">
      {thread.entries.map((entry) => {
        const mine = entry.side === thread.side;
        return (
          <Box component="li" key={entry.id} sx={{ display: "flex", justifyContent: mine ? "flex-end" : "flex-start" }}>
            <Paper variant="outlined" sx={{ p: 1.5, maxWidth: { xs: "100%", sm: "80%" }, bgcolor: mine ? "action.hover" : "background.paper" }}>
              <Typography variant="body2" color="text.secondary">
                {who(thread, entry.side)} {WHAT[entry.kind]} · {formatDateTime(entry.createdAt)}
              </Typography>
              {entry.terms && (
                <Typography sx={{ mt: 0.5 }}>
                  <strong>
                    <TokenAmount value={entry.terms.amount} token={thread.loanToken} book={book} form="full" />
                  </strong>{" "}
                  at {formatRate(entry.terms.interestRate)} a year for {formatDuration(entry.terms.durationQty, entry.terms.durationType)}, paid{" "}
                  {formatCycle(entry.terms.repaymentCycleType).toLowerCase()} in {entry.terms.repaymentToken.symbol}
                  {entry.terms.liquidationThreshold === 0 ? "; no LTV liquidation (NFT)" : `; liquidated at ${formatRate(entry.terms.liquidationThreshold)} LTV`}
                </Typography>
              )}
              {entry.message && (
                <Typography sx={{ mt: 0.5, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{entry.message}</Typography>
              )}
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}
