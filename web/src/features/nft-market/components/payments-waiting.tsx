import { useState } from "react";
import { Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import type { AccountCreditItem } from "@openpawn/shared/nft-market/schemas";
import type { Address } from "viem";
import { ActionGate } from "../../../components/data/action-gate.tsx";
import { QueryList } from "../../../components/data/query-list.tsx";
import { TokenAmount, shortWallet } from "../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../components/tokens/use-deployment-tokens.ts";
import { useWalletAddress } from "../../../wallet/use-wallet-address.ts";
import { useNftActions } from "../hooks/nft-actions.ts";
import { useMyCredits } from "../hooks/nft-queries.ts";
import { PayoutConfirmation } from "./confirmations/payout-confirmation.tsx";

const HEADING_ID = "payments-waiting-heading";

/** Only the credited wallet, connected, can take its credit: withdraw moves the caller's own, here to itself. */
function WithdrawButton({ credit, onWithdraw }: { credit: AccountCreditItem; onWithdraw: () => void }) {
  const wallet = useWalletAddress();
  if (wallet?.toLowerCase() !== credit.walletAddress.toLowerCase()) {
    return <Typography color="text.secondary">Connect {shortWallet(credit.walletAddress)} to withdraw</Typography>;
  }
  return (
    <Button variant="contained" size="small" onClick={onWithdraw}>
      Withdraw
    </Button>
  );
}

/**
 * Payouts the market could not send and holds for the user's wallets (a refund of an outbid bid the wallet
 * refused, say), each withdrawn in its token, read again when one of the user's `auctions` changes. The section shows
 * only when there is one, or when the read failed.
 */
export function PaymentsWaiting({ auctions }: { auctions: readonly number[] }) {
  const credits = useMyCredits(auctions);
  const book = useDeploymentTokens();
  const actions = useNftActions();
  const [withdrawing, setWithdrawing] = useState<AccountCreditItem>();
  const rows = credits.data ?? [];
  if (credits.isPending || (credits.isSuccess && rows.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mb: 4 }}>
      <Typography id={HEADING_ID} variant="h5" component="h2" sx={{ mb: 1 }}>
        Payments waiting for you
      </Typography>
      <QueryList query={credits} count={rows.length} emptyText="Nothing to withdraw." errorText="Your payments waiting cannot be loaded right now.">
        <TableContainer>
          <Table aria-label="Payments waiting for you">
            <TableHead>
              <TableRow>
                <TableCell>Wallet</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((credit) => (
                <TableRow key={`${credit.walletAddress}-${credit.token.address}`}>
                  <TableCell>{shortWallet(credit.walletAddress)}</TableCell>
                  <TableCell align="right">
                    <TokenAmount value={credit.amount} token={credit.token} book={book} form="full" />
                  </TableCell>
                  <TableCell align="right">
                    <ActionGate action="withdraw">
                      <WithdrawButton credit={credit} onWithdraw={() => setWithdrawing(credit)} />
                    </ActionGate>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryList>
      {withdrawing && (
        <PayoutConfirmation
          credit={withdrawing}
          onConfirm={() => actions.withdraw(withdrawing.token.address as Address, withdrawing.walletAddress as Address)}
          onClose={() => setWithdrawing(undefined)}
        />
      )}
    </Box>
  );
}
