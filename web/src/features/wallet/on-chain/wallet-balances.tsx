import { List, ListItem } from "@mui/material";
import { formatTokenAmount } from "@openpawn/shared/format";
import { WALLET_MESSAGES } from "@openpawn/shared/wallet/messages";
import { useTokenBalances } from "./use-token-balances.ts";

/** The connected wallet's balance of each supported token, every amount with its symbol. */
export function WalletBalances() {
  const balances = useTokenBalances();
  if (balances.length === 0) return null;
  return (
    <List aria-label={WALLET_MESSAGES.balances} dense>
      {balances.map((balance) => (
        <ListItem key={balance.address} disableGutters>
          {formatTokenAmount(balance.amount, balance.decimals, balance.symbol, "compact")}
        </ListItem>
      ))}
    </List>
  );
}
