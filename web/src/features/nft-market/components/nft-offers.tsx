import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { EmptyNote } from "./empty-note.tsx";
import { QueryList } from "../../../components/data/query-list.tsx";
import { StatusChip } from "../../../components/data/status-chip.tsx";
import { TokenAmount, formatDuration, formatRate, shortWallet } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useCollateralOffers } from "../hooks/nft-queries.ts";

/** The lending offers an NFT in pawn received; the borrower answers them on the collateral's page. */
export function NftOffers({ collateralId }: { collateralId: number | null }) {
  const book = useDeploymentTokens();
  const offers = useCollateralOffers(collateralId);
  if (collateralId === null) return <EmptyNote text="Offers arrive while the NFT is put on pawn." />;
  const rows = offers.data?.content ?? [];
  return (
    <QueryList query={offers} count={rows.length} emptyText="No lender has made an offer yet." errorText="The offers cannot be loaded right now.">
      <TableContainer>
        <Table size="small" aria-label="Offers received">
          <TableHead>
            <TableRow>
              <TableCell>Lender</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Interest</TableCell>
              <TableCell>Duration</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((offer) => (
              <TableRow key={offer.id}>
                <TableCell>{shortWallet(offer.lenderWalletAddress)}</TableCell>
                <TableCell align="right">
                  <TokenAmount value={offer.amount} token={offer.loanToken} book={book} form="full" />
                </TableCell>
                <TableCell align="right">{formatRate(offer.interestRate)} a year</TableCell>
                <TableCell>{formatDuration(offer.durationQty, offer.durationType)}</TableCell>
                <TableCell>
                  <StatusChip status={offer.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button href={`/collateral-nft/${collateralId}`} sx={{ mt: 2 }}>
        Open the collateral to answer offers
      </Button>
    </QueryList>
  );
}
