import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { chainEventColumns } from "../chain-spine/chain-event-columns.ts";
import { uint256, updatedColumns } from "../chain-spine/chain-columns.ts";

/**
 * What the NftMarket holds for an account to withdraw, per token (features/nft-market): a payout its receiver refused
 * (a refund of an outbid bid, a sale's proceeds, a fee or a royalty). PaymentCredited adds to it, PaymentWithdrawn
 * empties it (withdraw pays the whole credit). Updated in place, with chain_undo_journal; the chain-event columns are
 * those of the first credit. Addresses are checksummed; the zero address as a token is the native coin.
 */
export const nftCredits = pgTable(
  "nft_credits",
  {
    ...chainEventColumns(),
    account: text("account").notNull(),
    token: text("token").notNull(),
    amount: uint256("amount").notNull(),
    ...updatedColumns(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.contract, table.account, table.token] })],
);
