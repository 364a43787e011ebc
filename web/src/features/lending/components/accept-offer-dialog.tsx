import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Skeleton, Stack, Typography } from "@mui/material";
import type { CollateralItem } from "@openpawn/shared/schemas/pawn-collaterals";
import type { OfferView } from "../utils/offer-terms.ts";
import { useTransactionFee } from "../hooks/lending-queries.ts";
import type { TokenBook } from "../hooks/use-token-book.ts";
import { lenderShareOnDefault, loanPreview } from "../utils/loan-preview.ts";
import { formatCycle, formatDuration, formatRate, TokenAmount } from "../../../components/tokens/amounts.tsx";
import { LoanTermsSummary } from "./loan-terms-summary.tsx";
import { isNftKind, UNPRICED_COLLATERAL } from "../utils/nft-collateral.ts";

/**
 * What the borrower reads before accepting: what they receive, what each cycle costs, the prepaid fee on
 * early repayment, the liquidation price, and what they lose on default (an NFT: the whole NFT, and only for late
 * or unpaid payments, never on price).
 */
export function AcceptOfferDialog({
  offer,
  collateral,
  book,
  onAccept,
  onClose,
}: {
  offer: OfferView;
  collateral: CollateralItem;
  book: TokenBook;
  onAccept: () => void;
  onClose: () => void;
}) {
  const fee = useTransactionFee();
  const loanToken = book.find(offer.loanToken.address);
  const repaymentToken = book.find(offer.repaymentToken.address);
  const nft = isNftKind(collateral.kind);
  const collateralToken = nft ? UNPRICED_COLLATERAL : book.find(collateral.collateral.address);
  const preview =
    loanToken && repaymentToken && collateralToken
      ? loanPreview({
          amount: BigInt(offer.amount),
          interestRate: offer.interestRate,
          liquidationThreshold: offer.liquidationThreshold,
          durationQty: offer.durationQty,
          durationType: offer.durationType,
          cycleType: offer.repaymentCycleType,
          loanToken,
          repaymentToken,
          collateralToken,
          collateralAmount: BigInt(collateral.amount),
        })
      : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="accept-offer-title">
      <DialogTitle id="accept-offer-title">Accept offer #{offer.id}?</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography>
            You receive <strong><TokenAmount value={offer.amount} token={offer.loanToken} book={book} /></strong> now, at {formatRate(offer.interestRate)} a year for{" "}
            {formatDuration(offer.durationQty, offer.durationType)}, paid {formatCycle(offer.repaymentCycleType).toLowerCase()} in {offer.repaymentToken.symbol}. The
            principal is due by the end.
          </Typography>
          {preview && loanToken && repaymentToken && (
            <LoanTermsSummary
              preview={preview}
              book={book}
              loanToken={loanToken}
              repaymentToken={repaymentToken}
              collateralSymbol={collateral.collateral.symbol ?? "the collateral"}
              healthyText="At today's prices this loan would start too close to liquidation."
              nft={nft}
            />
          )}
          <Divider />
          {fee.isPending ? (
            <Skeleton />
          ) : fee.data ? (
            <Box>
              <Typography>
                Repaying principal early costs a prepaid fee of {formatRate(fee.data.prepaidFeeRate)} of what you repay (none in the last cycle).
              </Typography>
              {nft ? (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  If you pay late {fee.data.lateThreshold} times, or leave anything unpaid at maturity, the loan is liquidated: the lender receives your NFT whole.
                  It is never liquidated on price.
                </Alert>
              ) : (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  If you pay late {fee.data.lateThreshold} times, or the LTV reaches {formatRate(offer.liquidationThreshold)}, the loan is liquidated: the lender receives{" "}
                  <TokenAmount value={lenderShareOnDefault(BigInt(collateral.amount), fee.data.systemFee)} token={collateral.collateral} book={book} /> ((100 −{" "}
                  {formatRate(fee.data.systemFee)}) of your collateral) and the rest goes to the platform as its fee.
                </Alert>
              )}
            </Box>
          ) : (
            <Alert severity="error">The fee settings cannot be loaded right now.</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={onAccept} disabled={!fee.data}>
          Accept and receive the loan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
