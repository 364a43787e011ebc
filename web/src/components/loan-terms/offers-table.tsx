import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import { truncate } from "@openpawn/shared/format";
import { TABLE_INFO_MAX_CHARS } from "@openpawn/shared/constants";
import type { TokenBook } from "../../lib/use-token-book.ts";
import type { OfferView } from "../../lib/offer-terms.ts";
import { formatCycle, formatDuration, formatRate, shortWallet, TokenAmount } from "../tokens/amounts.tsx";
import { StatusChip } from "../data/status-chip.tsx";
import { formatThreshold } from "../../lib/nft-collateral.ts";

/** Offers on a collateral; `actions` renders what the viewer may do with each (accept, reject, cancel). */
export function OffersTable<Offer extends OfferView>({ offers, book, actions, label = "Offers" }: { offers: Offer[]; book: TokenBook; actions: (offer: Offer) => ReactNode; label?: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Offer</TableCell>
            <TableCell>Amount</TableCell>
            <TableCell>Rate</TableCell>
            <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>Duration</TableCell>
            <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>Threshold</TableCell>
            <TableCell sx={{ display: { xs: "none", lg: "table-cell" } }}>Lender</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right" />
          </TableRow>
        </TableHead>
        <TableBody>
          {offers.map((offer) => (
            <TableRow key={offer.id}>
              <TableCell>
                #{offer.id}
                {offer.message && (
                  <Typography variant="body2" color="text.secondary" title={offer.message}>
                    {truncate(offer.message, TABLE_INFO_MAX_CHARS)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <TokenAmount value={offer.amount} token={offer.loanToken} book={book} form="full" />
              </TableCell>
              <TableCell>
                {formatRate(offer.interestRate)} · repaid in {offer.repaymentToken.symbol}
              </TableCell>
              <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                {formatDuration(offer.durationQty, offer.durationType)}, {formatCycle(offer.repaymentCycleType).toLowerCase()}
              </TableCell>
              <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>{formatThreshold(offer.liquidationThreshold)}</TableCell>
              <TableCell sx={{ display: { xs: "none", lg: "table-cell" } }}>{shortWallet(offer.lenderWalletAddress)}</TableCell>
              <TableCell>
                <StatusChip status={offer.status} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {actions(offer)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
