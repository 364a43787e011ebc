import { and, eq } from "drizzle-orm";
import { zeroAddress } from "viem";
import type { Deployment } from "@openpawn/chain/deployment";
import { NOTIFICATION_USER_TYPES, type NotificationMeta } from "@openpawn/shared/notifications/catalogue";
import { nftAuctions, nftCollections, nftListings, nftTokens } from "../../../db/schema.ts";
import type { ProjectionContext } from "../../../chain-spine/projector.ts";
import type { EmitInput } from "../../notifications/public.ts";
import { findWalletOwner } from "../../../plugins/auth/wallet-owner.ts";
import { tokenBook, type TokenBook } from "../../../chain-spine/deployment/token-book.ts";
import type { AfterNftEvent, NftChainEvent, NftContracts } from "../projector/nft-projector.ts";

/** A notification a market event asks for, addressed to a wallet. */
export interface NftNotice {
  wallet: string;
  txType: number;
  metaData: NotificationMeta;
}

/** The NFT market's notification types (packages/shared notifications catalogue, decision 0030), user type 1. */
export const NFT_NOTICES = { bidReceived: 50, outbid: 51, auctionWon: 52, auctionEnded: 53, sold: 54, auctionApproved: 55, auctionRejected: 56 } as const;

/** "Sunset #3": the NFT's name when its metadata gave one, else its collection's with the token id. */
export function nftName(nft: { name: string | null; tokenId: bigint }, collection: { name: string | null } | undefined): string {
  return (nft.name ?? `${collection?.name ?? "NFT"} #${nft.tokenId}`).slice(0, 200);
}

/** What a market event tells the seller, the bidders and the buyer, from the rows the projector has just written. */
export async function nftNotices(log: NftChainEvent, context: ProjectionContext, contracts: NftContracts, tokens: TokenBook): Promise<NftNotice[]> {
  if (log.address !== contracts.market) return [];
  const { db, chainId } = context;
  const item = async (table: typeof nftAuctions | typeof nftListings, id: bigint) => {
    const [row] = await db
      .select({ seller: table.seller, nftId: table.nftId, payToken: table.payToken })
      .from(table)
      .where(and(eq(table.chainId, chainId), eq(table.contract, log.address), eq(table.id, id)));
    if (!row) throw new Error(`Market item ${id} of ${log.eventName} is not indexed`);
    const [nft] = await db
      .select({ id: nftTokens.id, name: nftTokens.name, tokenId: nftTokens.tokenId, collectionName: nftCollections.name })
      .from(nftTokens)
      .leftJoin(nftCollections, and(eq(nftCollections.chainId, nftTokens.chainId), eq(nftCollections.address, nftTokens.collection)))
      .where(eq(nftTokens.id, row.nftId));
    if (!nft) throw new Error(`NFT ${row.nftId} of ${log.eventName} is not indexed`);
    const meta = (amount?: bigint): NotificationMeta => ({
      nft: {
        idNft: nft.id,
        nameNft: nftName(nft, { name: nft.collectionName }),
        ...(amount !== undefined && { amount: tokens.amount(row.payToken, amount), cryptoToken: tokens.symbol(row.payToken) }),
        ...(table === nftAuctions ? { idAuction: String(id) } : { idListing: String(id) }),
      },
    });
    return { seller: row.seller, meta };
  };
  const notice = (wallet: string, txType: number, metaData: NotificationMeta): NftNotice => ({ wallet, txType, metaData });

  switch (log.eventName) {
    case "BidPlaced": {
      const { auctionId, bidder, amount, previousBidder } = log.args;
      const { seller, meta } = await item(nftAuctions, auctionId);
      const outbid = previousBidder !== zeroAddress && previousBidder !== bidder ? [notice(previousBidder, NFT_NOTICES.outbid, meta(amount))] : [];
      return [notice(seller, NFT_NOTICES.bidReceived, meta(amount)), ...outbid];
    }
    case "AuctionFinished": {
      const { auctionId, winner, price } = log.args;
      const { seller, meta } = await item(nftAuctions, auctionId);
      if (winner === zeroAddress) return [notice(seller, NFT_NOTICES.auctionEnded, meta())];
      return [notice(seller, NFT_NOTICES.auctionEnded, meta(price)), notice(winner, NFT_NOTICES.auctionWon, meta(price))];
    }
    case "Bought": {
      const { seller, meta } = await item(nftListings, log.args.listingId);
      return [notice(seller, NFT_NOTICES.sold, meta(log.args.price))];
    }
    case "AuctionApproved":
    case "AuctionRejected": {
      const { seller, meta } = await item(nftAuctions, log.args.auctionId);
      return [notice(seller, log.eventName === "AuctionApproved" ? NFT_NOTICES.auctionApproved : NFT_NOTICES.auctionRejected, meta())];
    }
    default:
      return [];
  }
}

/**
 * The NFT projector's afterEvent hook: tells the wallets' accounts what a fresh market event means to them, through
 * the notification outbox (written with the batch, sent once it has committed) (only news, chain-spine/news.ts: a first backfill or a rescan tells nobody). Source key
 * `<chainId>:<txHash>:<logIndex>:nft:<txType>` keeps a replay, a rescan or a second replica from telling twice.
 * Offers on NFT collateral and the contracts they open are the lending notifications' (5, 10), whatever the collateral.
 */
export function nftNotifications(options: {
  deployment(): Promise<Pick<Deployment, "tokens"> | null>;
  /** Writes a notification to the outbox in the batch's transaction (app.notifier.enqueue). */
  notify(context: ProjectionContext, input: EmitInput & { sourceKey: string }): void;
}): AfterNftEvent {
  return async (log, context, contracts) => {
    if (log.address !== contracts.market) return;
    const { db, chainId } = context;
    if (!(await context.isNews(log.blockNumber))) return;
    const tokens = tokenBook((await options.deployment())?.tokens ?? []);
    for (const { wallet, txType, metaData } of await nftNotices(log, context, contracts, tokens)) {
      const owner = await findWalletOwner(db, wallet.toLowerCase());
      if (!owner) continue;
      const sourceKey = `${chainId}:${log.transactionHash}:${log.logIndex}:nft:${txType}`;
      options.notify(context, { userId: owner.userId, userType: NOTIFICATION_USER_TYPES.BORROWER, txType, metaData, sourceKey });
    }
  };
}
