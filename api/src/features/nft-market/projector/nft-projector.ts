import { eq } from "drizzle-orm";
import { toEventSelector, zeroAddress, type Address } from "viem";
import { AssetKind } from "@openpawn/chain/generated/enums";
import { nftAuctions, nftBalances, nftBids, nftCollections, nftCredits, nftEvents, nftListings, nftPurchases, nftTokens } from "../../../db/schema.ts";
import { deleteRowsFrom, eventColumns } from "../../../chain-spine/projected-rows.ts";
import type { ChainEvent, ProjectionContext, Projector } from "../../../chain-spine/projector.ts";
import type { ChainAccess } from "../../../plugins/chain.ts";
import { rollbackStateTables, updateKeepingUndo } from "../../../chain-spine/undo-journal.ts";
import { coreRows } from "../../lending/public.ts";
import { chainDate, rowOf } from "../../../chain-spine/projected-event.ts";
import { NftAuctionStatus, NftSaleStatus } from "../nft-values.ts";
import { collectionEvents, nftAbi, type NftAbi } from "./nft-abi.ts";
import { readTokenUri } from "./collection-reads.ts";
import { addCredit, emptyCredit } from "./credit-rows.ts";
import { nftWriter, searchTextOf, type NftRow, type NftWriter } from "./nft-rows.ts";
import type { MetadataReader } from "../nft-metadata.ts";

export type NftChainEvent = ChainEvent<NftAbi>;
/** Called once an event's rows are written, inside the indexing transaction (notifications read them here). */
export type AfterNftEvent = (event: NftChainEvent, context: ProjectionContext, contracts: NftContracts) => Promise<void>;

/** The deployed contracts whose events the projector tells apart by address. */
export interface NftContracts {
  factory: Address;
  market: Address;
  hub: Address;
  core: Address;
}

const NFT_ASSETS: number[] = [AssetKind.ERC721, AssetKind.ERC1155];
const COLLECTION_TOPICS = collectionEvents.map((item) => toEventSelector(item));

const rollbackState = rollbackStateTables(nftCollections, nftTokens, nftBalances, nftListings, nftAuctions, nftCredits);
const rollbackLog = deleteRowsFrom(nftPurchases, nftBids, nftEvents);

/**
 * The NFT index (docs/decisions/0030-nft-index-and-api.md): the factory's collections, the Hub's whitelisted
 * ones and any the market or the lending core escrows, followed from the event that made them known (`follow`);
 * their mints, transfers and burns; the market's sales, auctions and bids, and the payouts it credits for
 * withdrawal; and, from the lending core's events on NFT collateral, the pawn side of an NFT's history, reading
 * the rows lending-core wrote (it runs after it).
 * Owners are beneficial: an NFT escrowed by the market or the core stays its seller's or borrower's until a
 * sale, an auction or a liquidation gives it away, so transfers into and out of escrow move nothing.
 */
export function nftProjector(chain: ChainAccess, readMetadata: MetadataReader, afterEvent?: AfterNftEvent): Projector<NftAbi> {
  const contractsOf = async (): Promise<NftContracts> => {
    const contracts = (await chain.deployment())?.contracts;
    const [factory, market, hub, core] = [contracts?.NftFactory, contracts?.NftMarket, contracts?.Hub, contracts?.PawnLending];
    if (!factory || !market || !hub || !core) throw new Error("The deployment lacks the NFT factory, the NFT market, the Hub or the lending core");
    return { factory, market, hub, core };
  };

  return {
    name: "nft",
    contracts: ["NftFactory", "NftMarket", "Hub", "PawnLending"],
    abi: nftAbi,
    async follow(events, { db, chainId }) {
      const known = await db.select({ address: nftCollections.address }).from(nftCollections).where(eq(nftCollections.chainId, chainId));
      const followed = new Set(known.map((row) => row.address as Address));
      // Collections this batch makes known: their logs after that event, in this same batch, count too.
      for (const event of events) {
        if (event.eventName === "CollectionCreated") followed.add(event.args.collection);
        else if (event.eventName === "NftCollectionWhitelistChanged" && event.args.whitelisted) followed.add(event.args.collection);
        else if (event.eventName === "Listed" || event.eventName === "AuctionCreated") followed.add(event.args.collection);
        else if (event.eventName === "CollateralCreated" && NFT_ASSETS.includes(event.args.kind)) followed.add(event.args.token);
      }
      return followed.size === 0 ? [] : [{ address: [...followed], topics: [COLLECTION_TOPICS] }];
    },
    async handle(event, context) {
      const contracts = await contractsOf();
      const writer = await nftWriter(context, event, chain.client);
      if (event.address === contracts.factory) await factoryEvent(event, writer);
      else if (event.address === contracts.market) await marketEvent(event, writer, context, contracts);
      else if (event.address === contracts.hub) await hubEvent(event, writer);
      else if (event.address === contracts.core) await lendingEvent(event, writer, context, contracts);
      else await collectionEvent(event, writer, contracts, chain, readMetadata);
      await afterEvent?.(event, context, contracts);
    },
    async rollback(fromBlock, context) {
      await rollbackState(fromBlock, context);
      await rollbackLog(fromBlock, context);
    },
  };
}

async function factoryEvent(event: NftChainEvent, writer: NftWriter): Promise<void> {
  if (event.eventName !== "CollectionCreated") return;
  const { collection, creator, kind, name, symbol, contractURI } = event.args;
  await writer.addCollection({ address: collection, kind, soft: true, source: "factory", creator, name, symbol, contractUri: contractURI || null });
}

async function hubEvent(event: NftChainEvent, writer: NftWriter): Promise<void> {
  // Delisting keeps the collection indexed: its NFTs stay what they are, only new collateral is refused.
  if (event.eventName === "NftCollectionWhitelistChanged" && event.args.whitelisted) await writer.adoptCollection(event.args.collection, "hub");
}

/** Mints, transfers and burns of a followed collection; logs of one not known yet at this point of the chain are skipped. */
async function collectionEvent(event: NftChainEvent, writer: NftWriter, contracts: NftContracts, chain: ChainAccess, readMetadata: MetadataReader): Promise<void> {
  const collection = await writer.collection(event.address);
  if (!collection) return;
  const escrows: string[] = [contracts.market, contracts.core];

  /** Moves `amount` of `tokenId` from `from` to `to` as the standard event says. */
  const transferred = async (from: Address, to: Address, tokenId: bigint, amount: bigint) => {
    let nft = await writer.nft(collection.address, tokenId);
    if (from === zeroAddress) {
      if (nft) {
        await writer.updateNft(nft, { supply: (nft.supply ?? 0n) + amount });
      } else {
        // A mint: the factory's collections tell the rest in Minted (after this event); others are read here.
        const tokenUri = collection.soft ? null : await readTokenUri(chain.client, event.address, collection.kind, tokenId, writer.stateBlock);
        nft = await writer.createNft(collection, tokenId, { creator: collection.soft ? null : to, tokenUri, royaltyBps: null, supply: amount });
      }
      await writer.addBalance(nft, to, amount);
      if (!collection.soft) writer.record(nft, "CREATE", amount, { toWallet: to });
      return;
    }
    // A token minted before the index followed its collection: its sender held at least this much.
    nft ??= await writer.adoptNft(event.address, tokenId, from, amount, "hub");
    if (!nft) return;
    if (to === zeroAddress) {
      await writer.updateNft(nft, { supply: nft.supply === null ? null : nft.supply - amount });
      await writer.addBalance(nft, from, -amount);
      writer.record(nft, "BURN", amount, { fromWallet: from });
      return;
    }
    // Into or out of escrow: the market's and the core's own events say whose it is.
    if (escrows.includes(from) || escrows.includes(to)) return;
    await writer.moveBalance(nft, from, to, amount);
    writer.record(nft, "TRANSFER", amount, { fromWallet: from, toWallet: to });
  };

  switch (event.eventName) {
    case "Transfer":
      return transferred(event.args.from, event.args.to, event.args.tokenId, 1n);
    case "TransferSingle":
      return transferred(event.args.from, event.args.to, event.args.id, event.args.value);
    case "TransferBatch": {
      // One history entry per id, even when the batch names an id twice.
      const amounts = new Map<bigint, bigint>();
      event.args.ids.forEach((id, index) => amounts.set(id, (amounts.get(id) ?? 0n) + (event.args.values[index] ?? 0n)));
      for (const [id, amount] of amounts) await transferred(event.args.from, event.args.to, id, amount);
      return;
    }
    case "Minted": {
      const { tokenId, creator, to, amount, tokenURI, royaltyBps } = event.args;
      const nft =
        (await writer.nft(collection.address, tokenId)) ??
        (await writer.createNft(collection, tokenId, { creator, tokenUri: tokenURI, royaltyBps: Number(royaltyBps), supply: 0n }));
      // The name, description and pictures the metadata gives, read once: the bytes an ipfs:// URI names never change.
      const metadata = tokenURI ? await readMetadata(tokenURI) : null;
      const name = metadata?.name ?? nft.name;
      await writer.updateNft(nft, {
        creator,
        tokenUri: tokenURI || null,
        royaltyBps: Number(royaltyBps),
        ...(metadata && { name, description: metadata.description, image: metadata.image, animationUrl: metadata.animationUrl }),
        searchText: searchTextOf(name, collection, tokenId),
      });
      writer.record(nft, "CREATE", amount, { fromWallet: creator, toWallet: to });
      return;
    }
    default:
      return;
  }
}

async function marketEvent(event: NftChainEvent, writer: NftWriter, context: ProjectionContext, contracts: NftContracts): Promise<void> {
  const { db } = context;
  const projected = { chainId: context.chainId, position: event, time: writer.time };
  const listingKey = (id: bigint) => rowOf(nftListings, nftListings.id, projected, id);
  const auctionKey = (id: bigint) => rowOf(nftAuctions, nftAuctions.id, projected, id);
  const created = { ...eventColumns(context.chainId, event), createdAt: writer.time, updatedBlock: event.blockNumber, updatedAt: writer.time };
  const listing = async (id: bigint) => {
    const [row] = await db.select().from(nftListings).where(listingKey(id));
    if (!row) throw new Error(`Listing ${id} was never indexed`);
    return row;
  };
  const auction = async (id: bigint) => {
    const [row] = await db.select().from(nftAuctions).where(auctionKey(id));
    if (!row) throw new Error(`Auction ${id} was never indexed`);
    return row;
  };
  const nftOf = async (row: { collection: string; tokenId: bigint }): Promise<NftRow> => {
    const nft = await writer.nft(row.collection, row.tokenId);
    if (!nft) throw new Error(`NFT ${row.collection} #${row.tokenId} of a market item was never indexed`);
    return nft;
  };
  const refresh = (nft: NftRow) => writer.refreshMarket(nft, contracts.core);
  // The listing's or the auction's page shows every event of it (a bid, a purchase, an approval).
  const { listingId, auctionId } = event.args as { listingId?: bigint; auctionId?: bigint };
  if (listingId !== undefined) context.changed({ kind: "listing", id: Number(listingId) });
  if (auctionId !== undefined) context.changed({ kind: "auction", id: Number(auctionId) });

  switch (event.eventName) {
    case "Listed": {
      const { listingId, seller, collection, tokenId, quantity, payToken, unitPrice } = event.args;
      const nft = await writer.adoptNft(collection, tokenId, seller, quantity, "market");
      if (!nft) return;
      await db.insert(nftListings).values({
        ...created,
        id: listingId,
        seller,
        collection,
        tokenId,
        nftId: nft.id,
        quantity,
        remaining: quantity,
        payToken,
        unitPrice,
        status: NftSaleStatus.value.OPEN,
      });
      writer.record(nft, "PUT_ON_SALE", quantity, { fromWallet: seller, payToken, price: unitPrice, listingId });
      return refresh(nft);
    }
    case "ListingCancelled": {
      const row = await listing(event.args.listingId);
      await updateKeepingUndo(db, projected, nftListings, listingKey(row.id), { status: NftSaleStatus.value.CANCELLED });
      const nft = await nftOf(row);
      writer.record(nft, "CANCEL_SALE", row.remaining, { fromWallet: row.seller, listingId: row.id });
      return refresh(nft);
    }
    case "Bought": {
      const { listingId, buyer, quantity, price, fee, royalty, royaltyReceiver } = event.args;
      const row = await listing(listingId);
      const remaining = row.remaining - quantity;
      await updateKeepingUndo(db, projected, nftListings, listingKey(row.id), {
        remaining,
        status: remaining === 0n ? NftSaleStatus.value.SOLD : NftSaleStatus.value.OPEN,
      });
      const nft = await nftOf(row);
      context.insert(nftPurchases, {
        ...eventColumns(context.chainId, event),
        listingId,
        nftId: nft.id,
        seller: row.seller,
        buyer,
        quantity,
        payToken: row.payToken,
        price,
        fee,
        royalty,
        royaltyReceiver,
        at: writer.time,
      });
      await writer.moveBalance(nft, row.seller, buyer, quantity);
      writer.record(nft, "BUY", quantity, { fromWallet: row.seller, toWallet: buyer, payToken: row.payToken, price, listingId });
      return refresh(nft);
    }
    case "AuctionCreated": {
      const { auctionId, seller, collection, tokenId, quantity, payToken, startPrice, buyOutPrice, priceStep, startAt, endAt } = event.args;
      const nft = await writer.adoptNft(collection, tokenId, seller, quantity, "market");
      if (!nft) return;
      await db.insert(nftAuctions).values({
        ...created,
        id: auctionId,
        seller,
        collection,
        tokenId,
        nftId: nft.id,
        quantity,
        payToken,
        startPrice,
        buyOutPrice,
        priceStep,
        startAt: chainDate(startAt),
        endAt: chainDate(endAt),
        status: NftAuctionStatus.value.PENDING_APPROVAL,
        bids: 0,
      });
      writer.record(nft, "PUT_ON_AUCTION", quantity, { fromWallet: seller, payToken, price: startPrice, auctionId });
      return refresh(nft);
    }
    case "AuctionApproved": {
      // An approval after the announced start moves the auction's times: the event carries those that hold.
      const { auctionId, operator, startAt, endAt } = event.args;
      await updateKeepingUndo(db, projected, nftAuctions, auctionKey(auctionId), {
        status: NftAuctionStatus.value.APPROVED,
        operator,
        startAt: chainDate(startAt),
        endAt: chainDate(endAt),
      });
      return refresh(await nftOf(await auction(event.args.auctionId)));
    }
    case "AuctionRejected":
    case "AuctionCancelled": {
      const row = await auction(event.args.auctionId);
      const rejected = event.eventName === "AuctionRejected";
      await updateKeepingUndo(db, projected, nftAuctions, auctionKey(row.id), {
        status: rejected ? NftAuctionStatus.value.REJECTED : NftAuctionStatus.value.CANCELLED,
        ...(rejected && { operator: event.args.operator }),
      });
      const nft = await nftOf(row);
      writer.record(nft, "CANCEL_AUCTION", row.quantity, { fromWallet: row.seller, auctionId: row.id });
      return refresh(nft);
    }
    case "BidPlaced": {
      const { auctionId, bidder, amount, previousBidder, previousAmount, endAt } = event.args;
      const row = await auction(auctionId);
      context.insert(nftBids, {
        ...eventColumns(context.chainId, event),
        auctionId,
        nftId: row.nftId,
        bidder,
        amount,
        previousBidder: previousBidder === zeroAddress ? null : previousBidder,
        previousAmount,
        endAt: chainDate(endAt),
        at: writer.time,
      });
      await updateKeepingUndo(db, projected, nftAuctions, auctionKey(row.id), {
        highestBidder: bidder,
        highestBid: amount,
        bids: row.bids + 1,
        endAt: chainDate(endAt),
      });
      return refresh(await nftOf(row));
    }
    case "AuctionFinished": {
      const { auctionId, winner, price, fee, royalty } = event.args;
      const row = await auction(auctionId);
      const sold = winner !== zeroAddress;
      await updateKeepingUndo(db, projected, nftAuctions, auctionKey(row.id), {
        status: NftAuctionStatus.value.FINISHED,
        winner: sold ? winner : null,
        finalPrice: sold ? price : null,
        fee,
        royalty,
      });
      const nft = await nftOf(row);
      if (sold) {
        await writer.moveBalance(nft, row.seller, winner, row.quantity);
        writer.record(nft, "AUCTION_WIN", row.quantity, { fromWallet: row.seller, toWallet: winner, payToken: row.payToken, price, auctionId: row.id });
      } else {
        // Ended without bids: the NFT went back, as after a cancellation.
        writer.record(nft, "CANCEL_AUCTION", row.quantity, { fromWallet: row.seller, auctionId: row.id });
      }
      return refresh(nft);
    }
    case "PaymentCredited":
      return addCredit(db, projected, event.args);
    case "PaymentWithdrawn":
      return emptyCredit(db, projected, event.args);
    default:
      return;
  }
}

/** The lending core's collateral life, for NFT collateral only, read from the rows lending-core has just written. */
async function lendingEvent(event: NftChainEvent, writer: NftWriter, context: ProjectionContext, contracts: NftContracts): Promise<void> {
  const core = coreRows(context, event);
  /** The NFT collateral `id` and its NFT; null for fungible collateral or an NFT the index does not hold. */
  const nftCollateral = async (id: bigint) => {
    const collateral = await core.collateral(id);
    if (!NFT_ASSETS.includes(collateral.kind)) return null;
    const nft = await writer.nft(collateral.token, collateral.tokenId);
    return nft && { collateral, nft };
  };
  const refresh = (nft: NftRow) => writer.refreshMarket(nft, contracts.core);

  switch (event.eventName) {
    case "CollateralCreated": {
      const { collateralId, borrower, token, kind, tokenId, amount, loanToken } = event.args;
      if (!NFT_ASSETS.includes(kind)) return;
      const nft = await writer.adoptNft(token, tokenId, borrower, amount, "pawn");
      if (!nft) return;
      writer.record(nft, "PUT_ON_PAWN", amount, { fromWallet: borrower, payToken: loanToken, collateralId });
      return refresh(nft);
    }
    case "CollateralWithdrawn": {
      const found = await nftCollateral(event.args.collateralId);
      if (!found) return;
      writer.record(found.nft, "CANCEL_PAWN", found.collateral.amount, { fromWallet: found.collateral.borrower, collateralId: found.collateral.id });
      return refresh(found.nft);
    }
    case "LoanStarted": {
      const { loanId, collateralId, lender, borrower } = event.args;
      const found = await nftCollateral(collateralId);
      if (!found) return;
      const terms = await core.offer(loanId);
      writer.record(found.nft, "SIGN_CONTRACT", found.collateral.amount, {
        fromWallet: borrower,
        toWallet: lender,
        payToken: terms.loanToken,
        price: terms.amount,
        collateralId,
        contractId: loanId,
      });
      return refresh(found.nft);
    }
    case "LoanCompleted": {
      const { loanId, collateralId, borrower } = event.args;
      const found = await nftCollateral(collateralId);
      if (!found) return;
      writer.record(found.nft, "END_CONTRACT", found.collateral.amount, { toWallet: borrower, collateralId, contractId: loanId });
      return refresh(found.nft);
    }
    case "LoanLiquidated": {
      const { loanId, collateralId, toLender } = event.args;
      const found = await nftCollateral(collateralId);
      if (!found) return;
      const { lender } = await core.loan(loanId);
      // The whole NFT goes to the lender (an NFT has no fee wallet share).
      await writer.moveBalance(found.nft, found.collateral.borrower, lender, toLender);
      writer.record(found.nft, "END_CONTRACT", toLender, { fromWallet: found.collateral.borrower, toWallet: lender, collateralId, contractId: loanId });
      return refresh(found.nft);
    }
    default:
      return;
  }
}
