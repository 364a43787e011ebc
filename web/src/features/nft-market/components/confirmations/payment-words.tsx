import { TokenAmount, type TokenDecimals } from "../../../../components/tokens/amounts.tsx";
import { isNative } from "../../api/nft-calls.ts";

/** How a payment to the market leaves the wallet: sent with the transaction (the native coin), or approved first (an ERC-20). */
export function PaymentWords({ token, amount, book }: { token: { address: string; symbol: string | null }; amount: string | bigint; book: TokenDecimals }) {
  const money = <TokenAmount value={amount} token={token} book={book} form="full" />;
  if (isNative(token.address)) return <>Your wallet sends {money} with the transaction</>;
  return <>Your wallet approves the market for exactly {money} (unless it already may), then sends them</>;
}
