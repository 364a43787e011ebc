import { parseEventLogs, type Abi, type Address, type ContractEventName, type GetEventArgs, type Hash, type PublicClient, type TransactionReceipt } from "viem";
import type { Deployment } from "@openpawn/chain/deployment";
import { nftFactoryAbi, nftMarketAbi, pawnLendingAbi, softNft1155Abi, softNft721Abi } from "@openpawn/chain/generated/abis";
import { AssetKind, TimeUnit } from "@openpawn/chain/generated/enums";
import { createCollateralCall, withdrawCollateralCall } from "@openpawn/chain/lending/collateral-calls";
import { liquidateCall, repayCall, settleCall } from "@openpawn/chain/lending/loan-calls";
import { acceptOfferCall, createOfferCall } from "@openpawn/chain/lending/offer-calls";
import { approveNftCall, setApprovalForAllCall } from "@openpawn/chain/nft-market/approval-calls";
import { burnNftCall, createCollectionCall, mint1155Call, mint721Call, transferNftCall } from "@openpawn/chain/nft-market/collection-calls";
import {
  approveAuctionCall,
  bidCall,
  buyCall,
  cancelListingCall,
  createAuctionCall,
  finishAuctionCall,
  listCall,
  rejectAuctionCall,
  withdrawCall,
} from "@openpawn/chain/nft-market/market-calls";
import { approveCall } from "@openpawn/chain/tokens/erc20-calls";
import type { Signer } from "../../../test/lending-actions.ts";

/** The first `eventName` a receipt holds, decoded with `abi`. */
function emitted<const TAbi extends Abi, Name extends ContractEventName<TAbi>>(abi: TAbi, receipt: TransactionReceipt, eventName: Name) {
  const [log] = parseEventLogs({ abi, logs: receipt.logs, eventName });
  if (!log) throw new Error(`the transaction emitted no ${eventName}`);
  return log.args as GetEventArgs<TAbi, Name, { EnableUnion: false; IndexedOnly: false; Required: true }>;
}

/** Rates of the lending core are percent × 100,000. */
const percent = (value: number) => value * 100_000;

/**
 * What creators, sellers, bidders and borrowers do with NFTs on a dev chain, as the web has their wallets sign
 * it: collections, mints, transfers, the market's sales and auctions, NFT collateral. Every call waits for its
 * receipt and fails on a revert; each answers what its event says (ids) with the receipt.
 */
export function nftActions(publicClient: PublicClient, deployment: Deployment) {
  const { NftFactory, NftMarket, PawnLending, DFY } = deployment.contracts;
  if (!NftFactory || !NftMarket || !PawnLending || !DFY) throw new Error("the deployment lacks the NFT contracts or the lending core");
  const market = { chain: null, address: NftMarket } as const;
  const core = { chain: null, address: PawnLending } as const;
  const mined = async (hash: Promise<Hash>): Promise<TransactionReceipt> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
    if (receipt.status !== "success") throw new Error("transaction reverted");
    return receipt;
  };
  const tokenOf = (symbol: string): Address => {
    const token = deployment.tokens.find((candidate) => candidate.symbol === symbol);
    if (!token) throw new Error(`no ${symbol} in the deployment`);
    return token.address;
  };
  const approveToken = (wallet: Signer, token: Address, spender: Address, amount: bigint) =>
    mined(wallet.writeContract({ chain: null, address: token, ...approveCall(spender, amount) }));
  const mintFee = () => publicClient.readContract({ address: NftFactory, abi: nftFactoryAbi, functionName: "mintFee" });
  /** Lets `spender` move every token of the collection the wallet holds (ERC-721 and ERC-1155 share the call). */
  const approveAll = (wallet: Signer, collection: Address, spender: Address) =>
    mined(wallet.writeContract({ chain: null, address: collection, ...setApprovalForAllCall(spender) }));

  /** Creates a collateral of an NFT the core may already move, asking for USDT for 3 months. */
  const pawn = async (borrower: Signer, nft: { kind: AssetKind; token: Address; tokenId: bigint; amount: bigint }) => {
    const collateral = { ...nft, loanToken: tokenOf("USDT"), durationQty: 3, durationType: TimeUnit.Month };
    const receipt = await mined(borrower.writeContract({ ...core, ...createCollateralCall(collateral) }));
    return emitted(pawnLendingAbi, receipt, "CollateralCreated").collateralId;
  };

  return {
    market: NftMarket,
    tokenOf,
    mined,
    async createCollection(creator: Signer, kind: "ERC721" | "ERC1155", name: string, symbol: string) {
      const collection = { kind, name, symbol, contractURI: `ipfs://collection-${symbol}` };
      const receipt = await mined(creator.writeContract({ chain: null, address: NftFactory, ...createCollectionCall(collection) }));
      return emitted(nftFactoryAbi, receipt, "CollectionCreated").collection;
    },
    /** Mints the next ERC-721 token of `collection` to `to`, the creator paying the DFY mint fee. */
    async mint721(creator: Signer, collection: Address, to: Address, tokenUri: string, royaltyBps: bigint) {
      await approveToken(creator, DFY, collection, await mintFee());
      const receipt = await mined(creator.writeContract({ chain: null, address: collection, ...mint721Call({ to, tokenURI: tokenUri, royaltyBps }) }));
      return emitted(softNft721Abi, receipt, "Minted").tokenId;
    },
    async mint1155(creator: Signer, collection: Address, to: Address, amount: bigint, tokenUri: string, royaltyBps: bigint) {
      await approveToken(creator, DFY, collection, await mintFee());
      const receipt = await mined(creator.writeContract({ chain: null, address: collection, ...mint1155Call({ to, amount, tokenURI: tokenUri, royaltyBps }) }));
      return emitted(softNft1155Abi, receipt, "Minted").tokenId;
    },
    transfer721: (wallet: Signer, collection: Address, to: Address, tokenId: bigint) =>
      mined(wallet.writeContract({ chain: null, address: collection, ...transferNftCall(wallet.account.address, to, tokenId) })),
    burn721: (wallet: Signer, collection: Address, tokenId: bigint) =>
      mined(wallet.writeContract({ chain: null, address: collection, ...burnNftCall(tokenId) })),
    /** Puts `quantity` of a token on sale at `unitPrice` of `payToken` (zero address: the native coin). */
    async list(seller: Signer, collection: Address, tokenId: bigint, quantity: bigint, payToken: Address, unitPrice: bigint) {
      await approveAll(seller, collection, NftMarket);
      const receipt = await mined(seller.writeContract({ ...market, ...listCall({ collection, tokenId }, { quantity, payToken, unitPrice }) }));
      return emitted(nftMarketAbi, receipt, "Listed").listingId;
    },
    /** Buys from a listing, paying `price` (all of it) in its pay token: ERC-20 approved first, the native coin sent. */
    async buy(buyer: Signer, listingId: bigint, quantity: bigint, payToken: Address, price: bigint) {
      const native = payToken === "0x0000000000000000000000000000000000000000";
      if (!native) await approveToken(buyer, payToken, NftMarket, price);
      return mined(buyer.writeContract({ ...market, ...buyCall(listingId, quantity), value: native ? price : 0n }));
    },
    cancelListing: (seller: Signer, listingId: bigint) => mined(seller.writeContract({ ...market, ...cancelListingCall(listingId) })),
    /** An auction in the native coin, starting `startIn` seconds after the chain's now and lasting 12 hours. */
    async createAuction(seller: Signer, collection: Address, tokenId: bigint, quantity: bigint, prices: { start: bigint; step: bigint; buyOut?: bigint }, startIn = 60n) {
      await approveAll(seller, collection, NftMarket);
      const now = (await publicClient.getBlock()).timestamp;
      const startAt = now + startIn;
      const terms = {
        quantity,
        payToken: "0x0000000000000000000000000000000000000000" as Address,
        startPrice: prices.start,
        buyOutPrice: prices.buyOut ?? 0n,
        priceStep: prices.step,
        startAt,
        endAt: startAt + 12n * 3600n,
      };
      const receipt = await mined(seller.writeContract({ ...market, ...createAuctionCall({ collection, tokenId }, terms) }));
      return emitted(nftMarketAbi, receipt, "AuctionCreated").auctionId;
    },
    approveAuction: (operator: Signer, auctionId: bigint) => mined(operator.writeContract({ ...market, ...approveAuctionCall(auctionId) })),
    rejectAuction: (operator: Signer, auctionId: bigint) => mined(operator.writeContract({ ...market, ...rejectAuctionCall(auctionId) })),
    bid: (bidder: Signer, auctionId: bigint, amount: bigint) => mined(bidder.writeContract({ ...market, ...bidCall(auctionId, amount), value: amount })),
    finishAuction: (anyone: Signer, auctionId: bigint) => mined(anyone.writeContract({ ...market, ...finishAuctionCall(auctionId) })),
    /** Takes what the market credited to the wallet in `token` (zero address: the native coin). */
    withdraw: (wallet: Signer, token: Address) => mined(wallet.writeContract({ ...market, ...withdrawCall(token, wallet.account.address) })),
    /** Escrows an ERC-721 as collateral asking for USDT for 3 months; answers the collateral id. */
    async pawn721(borrower: Signer, collection: Address, tokenId: bigint) {
      await mined(borrower.writeContract({ chain: null, address: collection, ...approveNftCall(PawnLending, tokenId) }));
      return pawn(borrower, { kind: AssetKind.ERC721, token: collection, tokenId, amount: 1n });
    },
    /** Escrows `amount` copies of an ERC-1155 as collateral, on the same terms; answers the collateral id. */
    async pawn1155(borrower: Signer, collection: Address, tokenId: bigint, amount: bigint) {
      await approveAll(borrower, collection, PawnLending);
      return pawn(borrower, { kind: AssetKind.ERC1155, token: collection, tokenId, amount });
    },
    withdrawCollateral: (borrower: Signer, collateralId: bigint) => mined(borrower.writeContract({ ...core, ...withdrawCollateralCall(collateralId) })),
    /** The lender's monthly USDT offer of `amount` base units for 1 month (the lender's USDT allowance to the core must cover it). */
    async offer(lender: Signer, collateralId: bigint, amount: bigint) {
      const usdt = tokenOf("USDT");
      const terms = {
        amount,
        loanToken: usdt,
        repaymentToken: usdt,
        interestRate: percent(12),
        liquidationThreshold: percent(75),
        durationQty: 1,
        durationType: TimeUnit.Month,
        cycleType: TimeUnit.Month,
      };
      const receipt = await mined(lender.writeContract({ ...core, ...createOfferCall(collateralId, terms) }));
      return emitted(pawnLendingAbi, receipt, "OfferCreated").offerId;
    },
    acceptOffer: (borrower: Signer, offerId: bigint) => mined(borrower.writeContract({ ...core, ...acceptOfferCall(offerId) })),
    /** Pays a loan off in full now (interest, principal and the prepaid fee), as the borrower. */
    async repayInFull(borrower: Signer, loanId: bigint) {
      const { result } = await publicClient.simulateContract({ address: PawnLending, account: borrower.account, ...settleCall(loanId) });
      const [{ interestOwed, penaltyOwed, principal }] = result;
      await approveToken(borrower, tokenOf("USDT"), PawnLending, interestOwed + penaltyOwed + principal + principal / 10n);
      return mined(borrower.writeContract({ ...core, ...repayCall(loanId, { penalty: penaltyOwed, interest: interestOwed, principal }) }));
    },
    liquidate: (anyone: Signer, loanId: bigint) => mined(anyone.writeContract({ ...core, ...liquidateCall(loanId) })),
  };
}

export type NftActions = ReturnType<typeof nftActions>;
