import type { AccountCreditItem } from "@openpawn/shared/nft-market/schemas";
import { TransactionConfirmation } from "../../../../components/confirm/transaction-confirmation.tsx";
import { shortWallet, TokenAmount } from "../../../../components/tokens/amounts.tsx";
import { useDeploymentTokens } from "../../../../components/tokens/use-deployment-tokens.ts";

/** Withdrawing a payment the market holds for the wallet (one it could not send earlier): all of it, to that wallet. */
export function PayoutConfirmation({ credit, onConfirm, onClose }: { credit: AccountCreditItem; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const book = useDeploymentTokens();
  return (
    <TransactionConfirmation
      title="Withdraw this payment?"
      confirmText="Withdraw"
      onConfirm={onConfirm}
      onClose={onClose}
      lines={[
        { label: "You receive", value: <TokenAmount value={credit.amount} token={credit.token} book={book} form="full" /> },
        { label: "To", value: `Your wallet ${shortWallet(credit.walletAddress)}` },
        { label: "Fee", value: "None", detail: "You pay gas only" },
      ]}
      statement={<>Your wallet asks the market for the {credit.token.symbol} it holds for you: all of it comes to your wallet.</>}
    />
  );
}
