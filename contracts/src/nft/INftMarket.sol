// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAddressErrors, IAdminErrors, INativeCoinErrors} from "../common/CommonErrors.sol";
import {IHub} from "../hub/IHub.sol";
import {CollectionKind} from "./INftFactory.sol";

/// @title INftMarket
/// @notice Fixed-price sales and auctions of ERC-721 and ERC-1155 tokens of any collection, priced in a
/// Hub loan token (`hub.isLoanToken`) or the native coin (address(0)). The NFT is escrowed here while it is
/// listed or auctioned. Each sale pays the market fee (`feeBps`, 2.5% at deployment, at most 10%) to the Hub's
/// fee wallet and, on a resale (the seller is not the token's ERC-2981 royalty receiver), the royalty to its
/// receiver, capped so that fee and royalty never exceed the price; the seller gets the rest.
/// A payout its receiver refuses (a contract rejecting the native coin, an address a token blacklists) never
/// blocks anything: it is credited for the receiver to `withdraw`.
/// The Hub's pause stops new listings, auctions, buys and bids; cancelling, rejecting and finishing still work.
/// Prices, bids and amounts are at most 2^96 - 1 base units; quantities at most 2^64 - 1.
interface INftMarket is IAddressErrors, IAdminErrors, INativeCoinErrors {
    /// @notice Where a sale stands.
    enum ListingStatus {
        None,
        Open,
        Sold,
        Cancelled
    }

    /// @notice Where an auction stands: created (PendingApproval), approved by an operator (bids are taken
    /// between its start and its end), then Finished; or Cancelled by its seller before approval, or
    /// Rejected by an operator.
    enum AuctionStatus {
        None,
        PendingApproval,
        Approved,
        Finished,
        Cancelled,
        Rejected
    }

    /// @notice A sale as `listing` reads it.
    /// @param seller Who listed it.
    /// @param collection The ERC-721 or ERC-1155 contract.
    /// @param tokenId The token.
    /// @param quantity How many are left unsold (0 once sold out; a cancelled listing keeps what went back to the
    /// seller).
    /// @param payToken The token the price is paid in (address(0): the native coin).
    /// @param unitPrice The price of one, in `payToken` base units.
    /// @param kind ERC721 or ERC1155.
    /// @param status Open, Sold or Cancelled (None: no such listing).
    /// @param feeBps The market fee, fixed when it was listed.
    /// @param royaltyBps The most royalty a sale pays, fixed when it was listed (see MAX_ROYALTY_BPS).
    struct Listing {
        address seller;
        address collection;
        uint256 tokenId;
        uint256 quantity;
        address payToken;
        uint256 unitPrice;
        CollectionKind kind;
        ListingStatus status;
        uint256 feeBps;
        uint256 royaltyBps;
    }

    /// @notice An auction as its seller creates it.
    /// @param collection The ERC-721 or ERC-1155 contract.
    /// @param tokenId The token.
    /// @param quantity How many (1 for an ERC-721), all sold together.
    /// @param payToken The token bids are paid in (address(0): the native coin).
    /// @param startPrice The lowest first bid; above zero.
    /// @param buyOutPrice A bid of at least this ends the auction at once; 0 for none, else above startPrice.
    /// @param priceStep How much each bid after the first must add to the highest; above zero.
    /// @param startAt When bidding opens; not in the past.
    /// @param endAt When bidding closes: 12 hours to 7 days after startAt.
    struct AuctionParams {
        address collection;
        uint256 tokenId;
        uint256 quantity;
        address payToken;
        uint256 startPrice;
        uint256 buyOutPrice;
        uint256 priceStep;
        uint64 startAt;
        uint64 endAt;
    }

    /// @notice An auction as `auction` reads it: its parameters, its state and its highest bid.
    /// @param seller Who created it.
    /// @param collection The ERC-721 or ERC-1155 contract.
    /// @param tokenId The token.
    /// @param quantity How many are auctioned together.
    /// @param payToken The token bids are paid in (address(0): the native coin).
    /// @param startPrice The lowest first bid.
    /// @param buyOutPrice The buy-out price (0: none).
    /// @param priceStep The least raise over the highest bid.
    /// @param startAt When bidding opens.
    /// @param endAt When bidding closes (moved by late bids; the buy-out's time once bought out).
    /// @param kind ERC721 or ERC1155.
    /// @param status See AuctionStatus (None: no such auction).
    /// @param highestBidder Who bid highest (zero before the first bid); the winner once finished.
    /// @param highestBid The highest bid (zero before the first bid); the price once finished.
    /// @param feeBps The market fee, fixed when it was created.
    /// @param royaltyBps The most royalty its settlement pays, fixed when it was created (see MAX_ROYALTY_BPS).
    struct Auction {
        address seller;
        address collection;
        uint256 tokenId;
        uint256 quantity;
        address payToken;
        uint256 startPrice;
        uint256 buyOutPrice;
        uint256 priceStep;
        uint64 startAt;
        uint64 endAt;
        CollectionKind kind;
        AuctionStatus status;
        address highestBidder;
        uint256 highestBid;
        uint256 feeBps;
        uint256 royaltyBps;
    }

    // --- events (past tense, emitted right after the state they describe changed)

    /// @notice A token was put on sale and escrowed here.
    /// @param listingId The listing's id (from 1).
    /// @param seller Who listed it.
    /// @param collection The ERC-721 or ERC-1155 contract.
    /// @param tokenId The token.
    /// @param quantity How many (1 for an ERC-721).
    /// @param payToken The token the price is paid in (address(0): the native coin).
    /// @param unitPrice The price of one, in `payToken` base units.
    event Listed(
        uint256 indexed listingId,
        address indexed seller,
        address indexed collection,
        uint256 tokenId,
        uint256 quantity,
        address payToken,
        uint256 unitPrice
    );

    /// @notice The seller took a listing down; what was left of it went back to them.
    /// @param listingId The listing.
    event ListingCancelled(uint256 indexed listingId);

    /// @notice Someone bought from a listing.
    /// @param listingId The listing.
    /// @param buyer Who bought (and received the tokens).
    /// @param quantity How many.
    /// @param price What the buyer paid: quantity times the unit price.
    /// @param fee The market fee, to the Hub's fee wallet.
    /// @param royalty The royalty, to `royaltyReceiver` (zero on a first sale by the receiver).
    /// @param royaltyReceiver The token's ERC-2981 royalty receiver (zero when there is none).
    event Bought(
        uint256 indexed listingId,
        address indexed buyer,
        uint256 quantity,
        uint256 price,
        uint256 fee,
        uint256 royalty,
        address royaltyReceiver
    );

    /// @notice An auction was created, its tokens escrowed; it waits for an operator's approval.
    /// @param auctionId The auction's id (from 1).
    /// @param seller Who created it.
    /// @param collection The ERC-721 or ERC-1155 contract.
    /// @param tokenId The token.
    /// @param quantity How many, sold together.
    /// @param payToken The token bids are paid in (address(0): the native coin).
    /// @param startPrice The lowest first bid.
    /// @param buyOutPrice The buy-out price (0: none).
    /// @param priceStep The least raise over the highest bid.
    /// @param startAt When bidding opens.
    /// @param endAt When bidding closes.
    event AuctionCreated(
        uint256 indexed auctionId,
        address indexed seller,
        address indexed collection,
        uint256 tokenId,
        uint256 quantity,
        address payToken,
        uint256 startPrice,
        uint256 buyOutPrice,
        uint256 priceStep,
        uint64 startAt,
        uint64 endAt
    );

    /// @notice An operator approved an auction: it takes bids between its start and its end. An auction approved
    /// after its start runs its whole announced length from the approval: its times move.
    /// @param auctionId The auction.
    /// @param operator The operator.
    /// @param startAt When bidding opens (the approval's time when it came after the announced start).
    /// @param endAt When bidding closes.
    event AuctionApproved(uint256 indexed auctionId, address indexed operator, uint64 startAt, uint64 endAt);

    /// @notice An operator rejected an auction; its tokens went back to the seller.
    /// @param auctionId The auction.
    /// @param operator The operator.
    event AuctionRejected(uint256 indexed auctionId, address indexed operator);

    /// @notice The seller cancelled an auction before its approval; its tokens went back to them.
    /// @param auctionId The auction.
    event AuctionCancelled(uint256 indexed auctionId);

    /// @notice A bid became the highest; the one it beat was refunded (or credited).
    /// @param auctionId The auction.
    /// @param bidder Who bid.
    /// @param amount The bid.
    /// @param previousBidder The bidder refunded (zero for the first bid).
    /// @param previousAmount The bid refunded (zero for the first bid).
    /// @param endAt When the auction ends after this bid (later for a bid in its last 10 minutes; now for a
    /// buy-out).
    event BidPlaced(
        uint256 indexed auctionId,
        address indexed bidder,
        uint256 amount,
        address previousBidder,
        uint256 previousAmount,
        uint64 endAt
    );

    /// @notice An auction ended: the tokens went to the winner and the seller was paid, or, without bids,
    /// the tokens went back to the seller.
    /// @param auctionId The auction.
    /// @param winner The highest bidder (zero without bids).
    /// @param price The winning bid (zero without bids).
    /// @param fee The market fee, to the Hub's fee wallet.
    /// @param royalty The royalty, to `royaltyReceiver` (zero on a first sale by the receiver).
    /// @param royaltyReceiver The token's ERC-2981 royalty receiver (zero when there is none).
    event AuctionFinished(
        uint256 indexed auctionId,
        address indexed winner,
        uint256 price,
        uint256 fee,
        uint256 royalty,
        address royaltyReceiver
    );

    /// @notice A payout its receiver could not take was kept for them to withdraw.
    /// @param account Who may withdraw it.
    /// @param token The token (address(0): the native coin).
    /// @param amount The amount credited.
    event PaymentCredited(address indexed account, address indexed token, uint256 amount);

    /// @notice A credit was withdrawn.
    /// @param account Whose credit it was.
    /// @param token The token (address(0): the native coin).
    /// @param to Who received it: the account, or the address it named.
    /// @param amount The amount paid out.
    event PaymentWithdrawn(address indexed account, address indexed token, address to, uint256 amount);

    /// @notice The Admin sent out a balance the market does not owe anyone (sent here by mistake).
    /// @param token The token (address(0): the native coin).
    /// @param to Who received it.
    /// @param amount The amount.
    event Rescued(address indexed token, address indexed to, uint256 amount);

    /// @notice The Admin sent out an ERC-721 token of a collection the market never escrowed (sent by mistake).
    /// @param collection The collection.
    /// @param tokenId The token.
    /// @param to Who received it.
    event NftRescued(address indexed collection, uint256 indexed tokenId, address indexed to);

    /// @notice The Admin changed the market fee.
    /// @param previousBps The former fee, in basis points.
    /// @param currentBps The fee from now on, in basis points.
    event MarketFeeChanged(uint256 previousBps, uint256 currentBps);

    // --- errors (besides the shared ones it inherits from CommonErrors.sol)

    /// @notice The Hub is paused: no new listings, auctions, buys or bids.
    error MarketPaused();
    /// @notice Only the Hub's operators may do this.
    /// @param caller The caller.
    error NotOperator(address caller);
    /// @notice Only the listing's or the auction's seller may do this.
    /// @param caller The caller.
    error NotSeller(address caller);
    /// @notice The collection is neither an ERC-721 nor an ERC-1155 contract.
    /// @param collection The address given.
    error UnsupportedCollection(address collection);
    /// @notice The token is neither the native coin nor on the Hub's loan token whitelist.
    /// @param token The token given.
    error UnsupportedPayToken(address token);
    /// @notice The quantity is zero, above what is left, or not 1 for an ERC-721.
    /// @param quantity The quantity given.
    error InvalidQuantity(uint256 quantity);
    /// @notice A price is zero or above 2^96 - 1.
    /// @param price The price given.
    error InvalidPrice(uint256 price);
    /// @notice The auction's prices do not fit: a zero start or step, a buy-out not above the start.
    error InvalidAuctionPrices();
    /// @notice The auction starts in the past, does not last 12 hours to 7 days, or could end (extended) past 2^40 - 1.
    error InvalidAuctionTimes();
    /// @notice The listing is not open (sold, cancelled or unknown).
    /// @param listingId The listing.
    error ListingNotOpen(uint256 listingId);
    /// @notice The auction is not in the state this needs.
    /// @param auctionId The auction.
    /// @param status Its state.
    error InvalidAuctionStatus(uint256 auctionId, AuctionStatus status);
    /// @notice Bids are taken from startAt until endAt.
    /// @param auctionId The auction.
    error AuctionNotRunning(uint256 auctionId);
    /// @notice The auction has not ended yet.
    /// @param auctionId The auction.
    /// @param endAt When it ends.
    error AuctionNotEnded(uint256 auctionId, uint64 endAt);
    /// @notice A seller cannot buy from their own listing or bid on their own auction.
    error SellerIsBuyer();
    /// @notice The bid is below the start price (first bid) or the highest bid plus the price step.
    /// @param amount The bid.
    /// @param minimum The least bid accepted.
    error BidTooLow(uint256 amount, uint256 minimum);
    /// @notice The token moved another amount than asked (a fee-on-transfer token): bids cannot be held in it.
    /// @param token The token.
    error TransferAmountMismatch(address token);
    /// @notice The market fee is above MAX_FEE_BPS.
    /// @param bps The fee given.
    error FeeTooHigh(uint256 bps);
    /// @notice The caller has no credit of this token.
    /// @param token The token.
    error NothingToWithdraw(address token);
    /// @notice The asset may hold what the market owes (escrow, bids, credits, owed tokens): it is never rescued.
    /// @param asset The token or collection.
    error NotRescuable(address asset);
    /// @notice The market holds no more of the token than it owes.
    /// @param token The token.
    error NothingToRescue(address token);
    /// @notice The pay token's bids and credits held here would pass what the market accounts for (2^88 - 1, also
    /// the largest auction price or bid).
    /// @param token The token.
    error HoldingTooLarge(address token);

    // --- sales

    /// @notice Puts a token on sale at a unit price; it is escrowed here until bought or cancelled.
    /// @dev Not while paused. Approve the market for the collection first (setApprovalForAll, or approve for an
    /// ERC-721). A collection is told apart as ERC-721 or ERC-1155 through ERC-165 the first time it is listed.
    /// @param collection The ERC-721 or ERC-1155 contract.
    /// @param tokenId The token.
    /// @param quantity How many: 1 for an ERC-721, 1 to 2^64 - 1 for an ERC-1155.
    /// @param payToken A Hub loan token, or address(0) for the native coin.
    /// @param unitPrice The price of one, above zero.
    /// @return listingId The listing's id.
    function list(address collection, uint256 tokenId, uint256 quantity, address payToken, uint256 unitPrice)
        external
        returns (uint256 listingId);

    /// @notice Takes a listing down; what is left of it goes back to the seller.
    /// @dev Only the seller; works while paused.
    /// @param listingId The listing.
    function cancelListing(uint256 listingId) external;

    /// @notice Buys `quantity` from a listing (part of an ERC-1155 listing, or the one ERC-721 token).
    /// @dev Not while paused; not the seller. Pays quantity x unitPrice: the native coin as msg.value (exactly),
    /// an ERC-20 straight from the buyer to the seller, the fee wallet and the royalty receiver (approve the
    /// market for the price first). The tokens go to the caller (an ERC-1155 contract must accept them).
    /// @param listingId The listing.
    /// @param quantity How many: at least 1, at most what is left.
    function buy(uint256 listingId, uint256 quantity) external payable;

    // --- auctions

    /// @notice Creates an auction and escrows its tokens; it takes bids once an operator approved it.
    /// @dev Not while paused; same approvals and pay tokens as `list`.
    /// @param p The auction (see AuctionParams).
    /// @return auctionId The auction's id.
    function createAuction(AuctionParams calldata p) external returns (uint256 auctionId);

    /// @notice Approves a pending auction. Approved after its announced start, it runs its whole announced
    /// length from now (AuctionApproved carries the times that hold).
    /// @dev Only the Hub's operators.
    /// @param auctionId The auction.
    function approveAuction(uint256 auctionId) external;

    /// @notice Rejects a pending auction; its tokens go back to the seller.
    /// @dev Only the Hub's operators.
    /// @param auctionId The auction.
    function rejectAuction(uint256 auctionId) external;

    /// @notice Cancels an auction not yet approved; its tokens go back to the seller.
    /// @dev Only the seller; works while paused.
    /// @param auctionId The auction.
    function cancelAuction(uint256 auctionId) external;

    /// @notice Bids on an approved auction between its start and its end. The bid it beats is refunded at
    /// once, or credited for `withdraw` when its bidder cannot take it. A bid in the last 10 minutes moves
    /// the end to 10 minutes after it; a bid of at least the buy-out price ends the auction in this call.
    /// A pause of the Hub that began before the end gives bidders 10 minutes after it ends: the end is at least
    /// the Hub's unpause time plus ANTI_SNIPING_WINDOW (the first bid after it records that end).
    /// @dev Not while paused; not the seller. The first bid is at least startPrice, later ones at least the
    /// highest plus priceStep. The native coin comes as msg.value (exactly `amount`); an ERC-20 is pulled
    /// (approve the market first) and must arrive whole.
    /// @param auctionId The auction.
    /// @param amount The bid.
    function bid(uint256 auctionId, uint256 amount) external payable;

    /// @notice Ends an approved auction after its end: the tokens go to the highest bidder and the seller is
    /// paid (minus fee and royalty); without bids the tokens go back to the seller.
    /// @dev Anyone; works while paused, except for an auction the pause caught before its end (see `bid`), which
    /// ends 10 minutes after the pause does. When the winner (or the collection) refuses the delivery, the seller is
    /// still paid and the tokens stay here for the winner: calling finishAuction again retries the delivery.
    /// @param auctionId The auction.
    function finishAuction(uint256 auctionId) external;

    /// @notice Pays the caller's whole credit in `token` to `to`: the caller itself, or another address when the
    /// caller cannot receive the payout (a contract without a receive function, an address the token blacklists),
    /// as the lending core's `claim(token, to)` does. Only the caller's own credit ever moves.
    /// @param token The token (address(0): the native coin).
    /// @param to Who receives it; not the zero address.
    function withdraw(address token, address to) external;

    // --- governance

    /// @notice Sends out what the market holds of a token beyond what it owes (the bids and credits it holds in
    /// it), e.g. tokens sent here by mistake. Escrow, bids and credits never move.
    /// @dev Only the Hub's Admin. Not for a collection (NotRescuable); NothingToRescue when nothing is untracked.
    /// @param token The token (address(0): the native coin).
    /// @param to Who receives it; not the zero address.
    function rescue(address token, address to) external;

    /// @notice Sends out an ERC-721 token of a collection the market never escrowed (none of its tokens was ever
    /// listed or auctioned here), e.g. one sent here by mistake with transferFrom.
    /// @dev Only the Hub's Admin; NotRescuable for a collection the market escrows.
    /// @param collection The collection.
    /// @param tokenId The token.
    /// @param to Who receives it; not the zero address.
    function rescueNft(address collection, uint256 tokenId, address to) external;

    /// @notice Sets the market fee of listings and auctions created from now on (each keeps the fee it was
    /// created with).
    /// @dev Only the Hub's Admin; at most MAX_FEE_BPS.
    /// @param newFeeBps The fee, in basis points.
    function setFeeBps(uint256 newFeeBps) external;

    // --- views

    /// @notice A sale.
    /// @param listingId The listing.
    /// @return The listing (status None when there is no such id).
    function listing(uint256 listingId) external view returns (Listing memory);

    /// @notice An auction.
    /// @param auctionId The auction.
    /// @return The auction (status None when there is no such id).
    function auction(uint256 auctionId) external view returns (Auction memory);

    /// @notice Whether a finished auction's tokens still wait here for its winner, because the winner or the
    /// collection refused the delivery; `finishAuction` retries it.
    /// @param auctionId The auction.
    /// @return True while the delivery is pending.
    function deliveryPending(uint256 auctionId) external view returns (bool);

    /// @notice What `account` may withdraw of `token`.
    /// @param account The account.
    /// @param token The token (address(0): the native coin).
    /// @return The amount.
    function credited(address account, address token) external view returns (uint256);

    /// @notice How much of a token the market holds for others: running bids and credits. Only a balance above
    /// this can be rescued.
    /// @param token The token (address(0): the native coin).
    /// @return The amount.
    function held(address token) external view returns (uint256);

    /// @notice The market fee, in basis points (250 at deployment).
    /// @return The fee.
    function feeBps() external view returns (uint256);

    /// @notice The highest market fee the Admin may set, in basis points (10%).
    /// @return 1000.
    function MAX_FEE_BPS() external view returns (uint256); // solhint-disable-line func-name-mixedcase

    /// @notice The highest royalty a sale pays, in basis points (10%, the factory's collections' maximum). A
    /// listing or auction fixes its collection's royalty rate when it is created, capped at this; a sale pays
    /// that rate or the collection's rate at the sale, whichever is lower.
    /// @return 1000.
    function MAX_ROYALTY_BPS() external view returns (uint256); // solhint-disable-line func-name-mixedcase

    /// @notice How long a bid in an auction's last moments extends it: 10 minutes.
    /// @return The extension, in seconds.
    function ANTI_SNIPING_WINDOW() external view returns (uint256); // solhint-disable-line func-name-mixedcase

    /// @notice The longest an auction runs from its start, extensions included: 8 days (the longest auction, 7
    /// days, and a day of extensions). A bid by the highest bidder raising its own bid does not extend it.
    /// @return The cap, in seconds.
    function MAX_AUCTION_RUN() external view returns (uint256); // solhint-disable-line func-name-mixedcase

    /// @notice The Hub read for roles, pause, pay tokens and the fee wallet.
    /// @return The Hub.
    function hub() external view returns (IHub);
}
