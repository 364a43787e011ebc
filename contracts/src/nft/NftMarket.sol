// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ERC165Checker} from "@openzeppelin/contracts/utils/introspection/ERC165Checker.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {SelfPulledErc1155Receiver} from "../common/SelfPulledErc1155Receiver.sol";
import {HubRoles} from "../hub/HubRoles.sol";
import {IHub} from "../hub/IHub.sol";
import {CollectionKind} from "./INftFactory.sol";
import {INftMarket} from "./INftMarket.sol";

/// @title NftMarket
/// @notice Fixed-price sales and auctions of ERC-721 and ERC-1155 tokens (see INftMarket). Not upgradeable: it
/// holds the escrowed tokens and the bids. Every entry point has the same shape: check, compute, write, emit,
/// then move tokens, under a reentrancy guard; a fungible payout its receiver refuses becomes a credit.
/// Storage is packed so that a listing takes two fresh slots and a bid rewrites one: collections and pay
/// tokens are kept as 32-bit references into a registry filled the first time each is used (a collection's
/// kind is read through ERC-165 then, once; a pay token's entry also counts what the market holds of it), and
/// token ids below 2^64 - 1 are kept inline (larger ones in a slot of their own). A listing or auction keeps the
/// fee and royalty rates it was created with: nobody can raise them under a seller who can no longer leave.
contract NftMarket is INftMarket, SelfPulledErc1155Receiver, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    bytes32 private constant ADMIN_ROLE = 0x00;
    /// @inheritdoc INftMarket
    uint256 public constant override MAX_FEE_BPS = 1000;
    /// @inheritdoc INftMarket
    uint256 public constant override ANTI_SNIPING_WINDOW = 10 minutes;
    /// @inheritdoc INftMarket
    uint256 public constant override MAX_AUCTION_RUN = MAX_AUCTION_LENGTH + 1 days;
    /// @inheritdoc INftMarket
    uint256 public constant override MAX_ROYALTY_BPS = 1000;
    /// @notice The market fee at deployment: 2.5%.
    uint256 public constant DEFAULT_FEE_BPS = 250;
    uint256 private constant BPS = 10_000;
    uint256 private constant MIN_AUCTION_LENGTH = 12 hours;
    uint256 private constant MAX_AUCTION_LENGTH = 7 days;
    /// @dev The largest unit price the packed storage holds.
    uint256 private constant MAX_AMOUNT = type(uint96).max;
    /// @dev The largest auction price or bid: what the market accounts for holding of one pay token.
    /// @dev An inline token id of this value means the id is kept in a slot of its own.
    uint64 private constant WIDE_TOKEN_ID = type(uint64).max;
    uint256 private constant MAX_HELD = type(uint88).max;
    /// @dev Gas forwarded with a native-coin payout: enough for a wallet, too little to grief the caller.
    uint256 private constant NATIVE_PAYOUT_GAS = 50_000;
    /// @dev Gas for a collection's royaltyInfo: a lookup, never a computation that could block a sale.
    uint256 private constant ROYALTY_QUERY_GAS = 50_000;

    /// @dev A collection or pay token as the registry keeps it: its 32-bit reference and, for a collection, its kind.
    struct Ref {
        uint32 ref;
        CollectionKind kind;
    }

    /// @dev What a reference stands for; for a pay token (reference 0: the native coin), how much of it the
    /// market holds for others (bids and credits), so that only the rest can ever be rescued. One full slot
    /// (160 + 8 + 88 bits), which the linter's size guess for enums misses.
    // solhint-disable-next-line gas-struct-packing
    struct Registered {
        address asset;
        CollectionKind kind;
        uint88 held;
    }

    /// @dev A listing in two slots: the first (seller, what is left, status) is the only one a buy rewrites.
    struct StoredListing {
        address seller;
        uint64 quantity;
        ListingStatus status;
        uint96 unitPrice;
        uint64 tokenId;
        uint32 collection;
        uint32 payToken;
        uint16 feeBps;
        uint16 royaltyBps;
    }

    /// @dev An auction in four slots: the first is read by every bid (and rewritten by a late one), the second
    /// (the highest bid) rewritten by every bid.
    struct StoredAuction {
        address seller;
        uint40 startAt;
        uint40 endAt;
        AuctionStatus status;
        bool nftOwed;
        address highestBidder;
        uint96 highestBid;
        uint96 startPrice;
        uint96 priceStep;
        uint32 collection;
        uint32 payToken;
        uint96 buyOutPrice;
        uint64 quantity;
        uint64 tokenId;
        uint16 feeBps;
        uint16 royaltyBps;
    }

    /// @dev Who gets what of a sale's price.
    struct Split {
        uint256 price;
        uint256 fee;
        uint256 royalty;
        address royaltyReceiver;
    }

    /// @dev An auction's tokens, winner and price shares, as its settlement moves them.
    struct Settlement {
        address collection;
        CollectionKind kind;
        uint256 tokenId;
        address winner;
        Split split;
    }

    /// @inheritdoc INftMarket
    IHub public immutable override hub; // solhint-disable-line immutable-vars-naming

    /// @dev The counters and the fee share one slot, which a listing or an auction rewrites and a sale reads.
    uint48 private _listingCount;
    uint48 private _auctionCount;
    uint32 private _refCount;
    uint16 private _feeBps;

    mapping(address asset => Ref) private _refs;
    mapping(uint32 ref => Registered) private _registered;
    mapping(uint256 listingId => StoredListing) private _listings;
    mapping(uint256 auctionId => StoredAuction) private _auctions;
    mapping(uint256 listingId => uint256 tokenId) private _wideListingTokenIds;
    mapping(uint256 auctionId => uint256 tokenId) private _wideAuctionTokenIds;

    /// @inheritdoc INftMarket
    mapping(address account => mapping(address token => uint256 amount)) public override credited;

    /// @notice Deploys the market with a fee of DEFAULT_FEE_BPS.
    /// @param hub_ The Hub read for roles, pause, pay tokens and the fee wallet.
    constructor(IHub hub_) {
        if (address(hub_) == address(0)) revert ZeroAddress();
        hub = hub_;
        _feeBps = uint16(DEFAULT_FEE_BPS);
        emit MarketFeeChanged(0, DEFAULT_FEE_BPS);
    }

    // --- sales

    /// @inheritdoc INftMarket
    function list(address collection, uint256 tokenId, uint256 quantity, address payToken, uint256 unitPrice)
        external
        override
        nonReentrant
        returns (uint256 listingId)
    {
        _requireNotPaused();
        _requirePayToken(payToken);
        if (unitPrice == 0 || unitPrice > MAX_AMOUNT) revert InvalidPrice(unitPrice);
        (uint32 collectionRef, CollectionKind kind) = _collectionRef(collection);
        _checkQuantity(kind, quantity);
        uint32 payTokenRef = _payTokenRef(payToken);

        listingId = ++_listingCount;
        _listings[listingId] = StoredListing({
            seller: msg.sender,
            quantity: uint64(quantity),
            status: ListingStatus.Open,
            unitPrice: uint96(unitPrice),
            tokenId: _inlineTokenId(tokenId),
            collection: collectionRef,
            payToken: payTokenRef,
            feeBps: _feeBps,
            royaltyBps: _royaltyBps(collection, tokenId)
        });
        if (tokenId >= WIDE_TOKEN_ID) _wideListingTokenIds[listingId] = tokenId;
        emit Listed(listingId, msg.sender, collection, tokenId, quantity, payToken, unitPrice);

        _pullNft(kind, collection, tokenId, quantity);
    }

    /// @inheritdoc INftMarket
    function cancelListing(uint256 listingId) external override nonReentrant {
        StoredListing storage item = _listings[listingId];
        if (item.status != ListingStatus.Open) revert ListingNotOpen(listingId);
        if (item.seller != msg.sender) revert NotSeller(msg.sender);

        item.status = ListingStatus.Cancelled;
        emit ListingCancelled(listingId);

        (address collection, CollectionKind kind) = _collectionAt(item.collection);
        _sendNft(kind, collection, _listingTokenId(listingId, item.tokenId), msg.sender, item.quantity);
    }

    /// @inheritdoc INftMarket
    function buy(uint256 listingId, uint256 quantity) external payable override nonReentrant {
        _requireNotPaused();
        StoredListing memory item = _listings[listingId];
        if (item.status != ListingStatus.Open) revert ListingNotOpen(listingId);
        if (item.seller == msg.sender) revert SellerIsBuyer();
        if (quantity == 0 || quantity > item.quantity) revert InvalidQuantity(quantity);
        address payToken = _payTokenAt(item.payToken);
        uint256 price = quantity * item.unitPrice;
        _requireValue(payToken, price);
        (address collection, CollectionKind kind) = _collectionAt(item.collection);
        uint256 tokenId = _listingTokenId(listingId, item.tokenId);
        Split memory split = _split(collection, tokenId, price, item.seller, item.feeBps, item.royaltyBps);

        StoredListing storage stored = _listings[listingId];
        uint256 left = item.quantity - quantity;
        stored.quantity = uint64(left);
        if (left == 0) stored.status = ListingStatus.Sold;
        emit Bought(listingId, msg.sender, quantity, price, split.fee, split.royalty, split.royaltyReceiver);

        // What a payee refused stays here as its credit.
        uint256 kept = payToken == address(0)
            ? price - _payOut(payToken, item.seller, split)
            : _payFromBuyer(IERC20(payToken), item.seller, split);
        _changeHeld(item.payToken, kept, 0);
        _sendNft(kind, collection, tokenId, msg.sender, quantity);
    }

    // --- auctions

    /// @inheritdoc INftMarket
    function createAuction(AuctionParams calldata p) external override nonReentrant returns (uint256 auctionId) {
        _requireNotPaused();
        _requirePayToken(p.payToken);
        _checkAuctionPrices(p);
        // Stored in 40 bits: an end that does not fit, extensions included, would run another auction than announced.
        if (
            p.startAt < block.timestamp || uint256(p.endAt) < uint256(p.startAt) + MIN_AUCTION_LENGTH
                || uint256(p.endAt) > uint256(p.startAt) + MAX_AUCTION_LENGTH
                || uint256(p.startAt) + MAX_AUCTION_RUN > type(uint40).max
        ) revert InvalidAuctionTimes();
        (uint32 collectionRef, CollectionKind kind) = _collectionRef(p.collection);
        _checkQuantity(kind, p.quantity);
        uint32 payTokenRef = _payTokenRef(p.payToken);

        auctionId = ++_auctionCount;
        _auctions[auctionId] = StoredAuction({
            seller: msg.sender,
            startAt: uint40(p.startAt),
            endAt: uint40(p.endAt),
            status: AuctionStatus.PendingApproval,
            nftOwed: false,
            highestBidder: address(0),
            highestBid: 0,
            startPrice: uint96(p.startPrice),
            priceStep: uint96(p.priceStep),
            collection: collectionRef,
            payToken: payTokenRef,
            buyOutPrice: uint96(p.buyOutPrice),
            quantity: uint64(p.quantity),
            tokenId: _inlineTokenId(p.tokenId),
            feeBps: _feeBps,
            royaltyBps: _royaltyBps(p.collection, p.tokenId)
        });
        if (p.tokenId >= WIDE_TOKEN_ID) _wideAuctionTokenIds[auctionId] = p.tokenId;
        emit AuctionCreated(
            auctionId,
            msg.sender,
            p.collection,
            p.tokenId,
            p.quantity,
            p.payToken,
            p.startPrice,
            p.buyOutPrice,
            p.priceStep,
            p.startAt,
            p.endAt
        );

        _pullNft(kind, p.collection, p.tokenId, p.quantity);
    }

    /// @inheritdoc INftMarket
    function approveAuction(uint256 auctionId) external override nonReentrant {
        _requireOperator();
        StoredAuction storage item = _pendingAuction(auctionId);
        uint256 startAt = item.startAt;
        uint256 endAt = item.endAt;
        if (block.timestamp > startAt) {
            // Approved late: bidders still get the whole announced length, from now.
            endAt = block.timestamp + (endAt - startAt);
            startAt = block.timestamp;
            item.startAt = uint40(startAt);
            item.endAt = uint40(endAt);
        }

        item.status = AuctionStatus.Approved;
        emit AuctionApproved(auctionId, msg.sender, uint64(startAt), uint64(endAt));
    }

    /// @inheritdoc INftMarket
    function rejectAuction(uint256 auctionId) external override nonReentrant {
        _requireOperator();
        StoredAuction storage item = _pendingAuction(auctionId);

        item.status = AuctionStatus.Rejected;
        emit AuctionRejected(auctionId, msg.sender);

        _returnAuctionNft(auctionId, item);
    }

    /// @inheritdoc INftMarket
    function cancelAuction(uint256 auctionId) external override nonReentrant {
        StoredAuction storage item = _pendingAuction(auctionId);
        if (item.seller != msg.sender) revert NotSeller(msg.sender);

        item.status = AuctionStatus.Cancelled;
        emit AuctionCancelled(auctionId);

        _returnAuctionNft(auctionId, item);
    }

    /// @inheritdoc INftMarket
    function bid(uint256 auctionId, uint256 amount) external payable override nonReentrant {
        (bool isPaused, uint256 pausedAt, uint256 unpausedAt) = hub.pauseWindow();
        if (isPaused) revert MarketPaused();
        StoredAuction storage stored = _auctions[auctionId];
        StoredAuction memory item = stored;
        if (item.status != AuctionStatus.Approved) revert InvalidAuctionStatus(auctionId, item.status);
        uint256 endAt = _endAfterPause(item.endAt, pausedAt, unpausedAt);
        if (block.timestamp < item.startAt || block.timestamp >= endAt) revert AuctionNotRunning(auctionId);
        if (item.seller == msg.sender) revert SellerIsBuyer();
        uint256 minimum = item.highestBidder == address(0) ? item.startPrice : uint256(item.highestBid) + item.priceStep;
        if (amount < minimum) revert BidTooLow(amount, minimum);
        if (amount > MAX_HELD) revert InvalidPrice(amount);
        address payToken = _payTokenAt(item.payToken);
        _requireValue(payToken, amount);

        bool boughtOut = item.buyOutPrice != 0 && amount >= item.buyOutPrice;
        Settlement memory settlement;
        if (boughtOut) {
            endAt = block.timestamp;
            settlement = _settlement(auctionId, item, amount, msg.sender);
        } else if (msg.sender != item.highestBidder && endAt - block.timestamp < ANTI_SNIPING_WINDOW) {
            // Others get time to answer a new highest bidder, never past the cap: the end cannot be moved for ever.
            uint256 extended = Math.min(block.timestamp + ANTI_SNIPING_WINDOW, uint256(item.startAt) + MAX_AUCTION_RUN);
            endAt = Math.max(endAt, extended);
        }
        stored.highestBidder = msg.sender;
        stored.highestBid = uint96(amount);
        if (endAt != item.endAt) stored.endAt = uint40(endAt);
        if (boughtOut) stored.status = AuctionStatus.Finished;
        emit BidPlaced(auctionId, msg.sender, amount, item.highestBidder, item.highestBid, uint64(endAt));
        if (boughtOut) _emitFinished(auctionId, settlement);

        if (payToken != address(0)) _pullExact(IERC20(payToken), msg.sender, amount);
        uint256 paid = _send(payToken, item.highestBidder, item.highestBid);
        if (boughtOut) paid += _payOut(payToken, item.seller, settlement.split);
        _changeHeld(item.payToken, amount, paid);
        if (boughtOut) {
            _sendNft(settlement.kind, settlement.collection, settlement.tokenId, msg.sender, item.quantity);
        }
    }

    /// @inheritdoc INftMarket
    function finishAuction(uint256 auctionId) external override nonReentrant {
        StoredAuction storage stored = _auctions[auctionId];
        StoredAuction memory item = stored;
        if (item.status == AuctionStatus.Finished && item.nftOwed) {
            // A delivery the winner's contract refused: retry it, to the winner only.
            stored.nftOwed = false;
            (address owedCollection, CollectionKind owedKind) = _collectionAt(item.collection);
            uint256 owedTokenId = _auctionTokenId(auctionId, item.tokenId);
            _sendNft(owedKind, owedCollection, owedTokenId, item.highestBidder, item.quantity);
            return;
        }
        if (item.status != AuctionStatus.Approved) revert InvalidAuctionStatus(auctionId, item.status);
        (bool isPaused, uint256 pausedAt, uint256 unpausedAt) = hub.pauseWindow();
        // A pause that caught the auction running holds its end until bidders had their window after it.
        uint256 endAt =
            isPaused && pausedAt < item.endAt ? type(uint64).max : _endAfterPause(item.endAt, pausedAt, unpausedAt);
        if (block.timestamp < endAt) revert AuctionNotEnded(auctionId, uint64(endAt));

        if (item.highestBidder == address(0)) {
            stored.status = AuctionStatus.Finished;
            emit AuctionFinished(auctionId, address(0), 0, 0, 0, address(0));
            _returnAuctionNft(auctionId, stored);
            return;
        }
        Settlement memory settlement = _settlement(auctionId, item, item.highestBid, item.highestBidder);

        stored.status = AuctionStatus.Finished;
        _emitFinished(auctionId, settlement);

        _changeHeld(item.payToken, 0, _payOut(_payTokenAt(item.payToken), item.seller, settlement.split));
        // A winner or a collection refusing the delivery must not keep the seller from being paid.
        if (!_tryDeliver(settlement, item.quantity)) stored.nftOwed = true;
    }

    /// @inheritdoc INftMarket
    function withdraw(address token, address to) external override nonReentrant {
        if (to == address(0)) revert ZeroAddress();
        uint256 amount = credited[msg.sender][token];
        if (amount == 0) revert NothingToWithdraw(token);

        credited[msg.sender][token] = 0;
        _changeHeld(token == address(0) ? 0 : _refs[token].ref, 0, amount);
        emit PaymentWithdrawn(msg.sender, token, to, amount);

        if (token == address(0)) {
            (bool sent,) = to.call{value: amount}("");
            if (!sent) revert NativeTransferFailed();
        } else {
            IERC20(token).safeTransfer(to, amount);
        }
    }

    // --- governance

    /// @inheritdoc INftMarket
    function rescue(address token, address to) external override nonReentrant {
        _requireAdmin();
        if (to == address(0)) revert ZeroAddress();
        if (_refs[token].kind != CollectionKind.None) revert NotRescuable(token);
        uint256 owed = _heldOf(token);
        uint256 balance = token == address(0) ? address(this).balance : IERC20(token).balanceOf(address(this));
        if (balance <= owed) revert NothingToRescue(token);
        uint256 amount = balance - owed;

        emit Rescued(token, to, amount);

        if (token == address(0)) {
            (bool sent,) = to.call{value: amount}("");
            if (!sent) revert NativeTransferFailed();
        } else {
            IERC20(token).safeTransfer(to, amount);
        }
    }

    /// @inheritdoc INftMarket
    function rescueNft(address collection, uint256 tokenId, address to) external override nonReentrant {
        _requireAdmin();
        if (to == address(0)) revert ZeroAddress();
        // A registered collection may have tokens in escrow or owed; only one never used here is certainly stray.
        if (_refs[collection].ref != 0) revert NotRescuable(collection);

        emit NftRescued(collection, tokenId, to);

        IERC721(collection).transferFrom(address(this), to, tokenId);
    }

    /// @inheritdoc INftMarket
    function setFeeBps(uint256 newFeeBps) external override {
        _requireAdmin();
        if (newFeeBps > MAX_FEE_BPS) revert FeeTooHigh(newFeeBps);
        uint256 previous = _feeBps;
        _feeBps = uint16(newFeeBps);
        emit MarketFeeChanged(previous, newFeeBps);
    }

    // --- ERC-1155 escrow

    // --- views

    /// @inheritdoc INftMarket
    function listing(uint256 listingId) external view override returns (Listing memory view_) {
        StoredListing memory item = _listings[listingId];
        if (item.status == ListingStatus.None) return view_;
        (address collection, CollectionKind kind) = _collectionAt(item.collection);
        return Listing({
            seller: item.seller,
            collection: collection,
            tokenId: _listingTokenId(listingId, item.tokenId),
            quantity: item.quantity,
            payToken: _payTokenAt(item.payToken),
            unitPrice: item.unitPrice,
            kind: kind,
            status: item.status,
            feeBps: item.feeBps,
            royaltyBps: item.royaltyBps
        });
    }

    /// @inheritdoc INftMarket
    function auction(uint256 auctionId) external view override returns (Auction memory view_) {
        StoredAuction memory item = _auctions[auctionId];
        if (item.status == AuctionStatus.None) return view_;
        (address collection, CollectionKind kind) = _collectionAt(item.collection);
        return Auction({
            seller: item.seller,
            collection: collection,
            tokenId: _auctionTokenId(auctionId, item.tokenId),
            quantity: item.quantity,
            payToken: _payTokenAt(item.payToken),
            startPrice: item.startPrice,
            buyOutPrice: item.buyOutPrice,
            priceStep: item.priceStep,
            startAt: item.startAt,
            endAt: item.endAt,
            kind: kind,
            status: item.status,
            highestBidder: item.highestBidder,
            highestBid: item.highestBid,
            feeBps: item.feeBps,
            royaltyBps: item.royaltyBps
        });
    }

    /// @inheritdoc INftMarket
    function deliveryPending(uint256 auctionId) external view override returns (bool) {
        return _auctions[auctionId].nftOwed;
    }

    /// @inheritdoc INftMarket
    function held(address token) external view override returns (uint256) {
        return _heldOf(token);
    }

    /// @inheritdoc INftMarket
    function feeBps() external view override returns (uint256) {
        return _feeBps;
    }

    // --- internals: checks

    /// @dev Reverts with MarketPaused while the Hub is paused.
    function _requireNotPaused() private view {
        if (hub.paused()) revert MarketPaused();
    }

    /// @dev Reverts unless the caller is the Hub's Admin.
    function _requireAdmin() private view {
        if (!hub.hasRole(ADMIN_ROLE, msg.sender)) revert NotAdmin(msg.sender);
    }

    /// @dev Reverts unless the caller is one of the Hub's operators.
    function _requireOperator() private view {
        if (!hub.hasRole(HubRoles.OPERATOR, msg.sender)) revert NotOperator(msg.sender);
    }

    /// @dev Reverts unless the token is the native coin or a Hub loan token.
    function _requirePayToken(address payToken) private view {
        if (payToken != address(0) && !hub.isLoanToken(payToken)) revert UnsupportedPayToken(payToken);
    }

    /// @dev Reverts unless msg.value is `amount` for the native coin, zero for an ERC-20.
    function _requireValue(address payToken, uint256 amount) private view {
        uint256 expected = payToken == address(0) ? amount : 0;
        if (msg.value != expected) revert NativeValueMismatch(expected, msg.value);
    }

    /// @dev Reverts unless the quantity fits the kind: 1 for an ERC-721, 1 to 2^64 - 1 for an ERC-1155.
    function _checkQuantity(CollectionKind kind, uint256 quantity) private pure {
        if (quantity == 0 || quantity > type(uint64).max || (kind == CollectionKind.ERC721 && quantity != 1)) {
            revert InvalidQuantity(quantity);
        }
    }

    /// @dev Reverts unless the auction's prices are positive, fit the storage and the buy-out is above the start.
    function _checkAuctionPrices(AuctionParams calldata p) private pure {
        if (p.startPrice == 0 || p.priceStep == 0 || (p.buyOutPrice != 0 && p.buyOutPrice <= p.startPrice)) {
            revert InvalidAuctionPrices();
        }
        if (p.startPrice > MAX_HELD) revert InvalidPrice(p.startPrice);
        if (p.priceStep > MAX_HELD) revert InvalidPrice(p.priceStep);
        if (p.buyOutPrice > MAX_HELD) revert InvalidPrice(p.buyOutPrice);
    }

    /// @dev The auction, which must be waiting for approval.
    function _pendingAuction(uint256 auctionId) private view returns (StoredAuction storage item) {
        item = _auctions[auctionId];
        AuctionStatus status = item.status;
        if (status != AuctionStatus.PendingApproval) revert InvalidAuctionStatus(auctionId, status);
    }

    // --- internals: registry

    /// @dev The reference and kind of a collection, registered (its kind read through ERC-165) on first use.
    function _collectionRef(address collection) private returns (uint32 ref, CollectionKind kind) {
        Ref memory known = _refs[collection];
        if (known.kind != CollectionKind.None) return (known.ref, known.kind);
        kind = _detectKind(collection);
        if (kind == CollectionKind.None) revert UnsupportedCollection(collection);
        ref = known.ref == 0 ? ++_refCount : known.ref;
        _refs[collection] = Ref({ref: ref, kind: kind});
        // Field by field: a pay token's entry keeps the count of what the market holds of it.
        Registered storage entry = _registered[ref];
        entry.asset = collection;
        entry.kind = kind;
    }

    /// @dev The reference of a pay token (0 for the native coin), registered on first use.
    function _payTokenRef(address payToken) private returns (uint32 ref) {
        if (payToken == address(0)) return 0;
        ref = _refs[payToken].ref;
        if (ref != 0) return ref;
        ref = ++_refCount;
        _refs[payToken] = Ref({ref: ref, kind: CollectionKind.None});
        _registered[ref].asset = payToken;
    }

    /// @dev The collection a reference stands for, and its kind.
    function _collectionAt(uint32 ref) private view returns (address collection, CollectionKind kind) {
        Registered memory entry = _registered[ref];
        return (entry.asset, entry.kind);
    }

    /// @dev The pay token a reference stands for (reference 0: the native coin).
    function _payTokenAt(uint32 ref) private view returns (address) {
        return ref == 0 ? address(0) : _registered[ref].asset;
    }

    /// @dev ERC-721 or ERC-1155 as the contract reports through ERC-165; None when it reports neither.
    function _detectKind(address collection) private view returns (CollectionKind) {
        if (ERC165Checker.supportsInterface(collection, type(IERC721).interfaceId)) return CollectionKind.ERC721;
        if (ERC165Checker.supportsInterface(collection, type(IERC1155).interfaceId)) return CollectionKind.ERC1155;
        return CollectionKind.None;
    }

    /// @dev A token id as stored inline: itself, or WIDE_TOKEN_ID when it is kept in a slot of its own.
    function _inlineTokenId(uint256 tokenId) private pure returns (uint64) {
        return tokenId >= WIDE_TOKEN_ID ? WIDE_TOKEN_ID : uint64(tokenId);
    }

    /// @dev A listing's token id.
    function _listingTokenId(uint256 listingId, uint64 stored) private view returns (uint256) {
        return stored == WIDE_TOKEN_ID ? _wideListingTokenIds[listingId] : stored;
    }

    /// @dev An auction's token id.
    function _auctionTokenId(uint256 auctionId, uint64 stored) private view returns (uint256) {
        return stored == WIDE_TOKEN_ID ? _wideAuctionTokenIds[auctionId] : stored;
    }

    // --- internals: money

    /// @dev How a sale's price is shared: the fee at the rate fixed at creation; the royalty when the seller is
    /// not its receiver, at the collection's answer now but never above the rate fixed at creation; the rest to
    /// the seller. Both rates are at most 10%, so the seller always keeps at least 80%.
    function _split(
        address collection,
        uint256 tokenId,
        uint256 price,
        address seller,
        uint256 feeBps_,
        uint256 royaltyBps
    ) private view returns (Split memory split) {
        split.price = price;
        split.fee = price * feeBps_ / BPS;
        if (royaltyBps == 0) return split;
        (address receiver, uint256 royalty) = _royaltyInfo(collection, tokenId, price);
        split.royaltyReceiver = receiver;
        if (receiver != address(0) && receiver != seller) split.royalty = Math.min(royalty, price * royaltyBps / BPS);
    }

    /// @dev The royalty rate a new listing or auction fixes: the collection's answer for a price of BPS (its rate
    /// in basis points), capped at MAX_ROYALTY_BPS; 0 when the seller is its receiver or it has none.
    function _royaltyBps(address collection, uint256 tokenId) private view returns (uint16) {
        (address receiver, uint256 rate) = _royaltyInfo(collection, tokenId, BPS);
        if (receiver == address(0) || receiver == msg.sender) return 0;
        return uint16(Math.min(rate, MAX_ROYALTY_BPS));
    }

    /// @dev The collection's ERC-2981 answer; no royalty when it has none, fails, or answers oddly. A bounded
    /// static call that copies at most two words back, so a collection cannot make a sale fail through it.
    function _royaltyInfo(address collection, uint256 tokenId, uint256 price)
        private
        view
        returns (address receiver, uint256 amount)
    {
        bytes4 selector = IERC2981.royaltyInfo.selector;
        bool ok;
        uint256 size;
        uint256 rawReceiver;
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            mstore(ptr, selector)
            mstore(add(ptr, 0x04), tokenId)
            mstore(add(ptr, 0x24), price)
            ok := staticcall(ROYALTY_QUERY_GAS, collection, ptr, 0x44, ptr, 0x40)
            size := returndatasize()
            rawReceiver := mload(ptr)
            amount := mload(add(ptr, 0x20))
        }
        if (!ok || size < 0x40 || rawReceiver > type(uint160).max) return (address(0), 0);
        receiver = address(uint160(rawReceiver));
    }

    /// @dev Pays an ERC-20 sale straight from the buyer to the seller, the fee wallet and the royalty receiver;
    /// returns what was credited instead (and so is now held here).
    function _payFromBuyer(IERC20 token, address seller, Split memory split) private returns (uint256 kept) {
        kept = _transferFromBuyer(token, seller, split.price - split.fee - split.royalty);
        kept += _transferFromBuyer(token, hub.feeWallet(), split.fee);
        kept += _transferFromBuyer(token, split.royaltyReceiver, split.royalty);
    }

    /// @dev Moves `amount` from the buyer to `to`; when `to` cannot take it, pulls it here, credits `to` and
    /// returns the amount.
    function _transferFromBuyer(IERC20 token, address to, uint256 amount) private returns (uint256 kept) {
        if (amount == 0 || token.trySafeTransferFrom(msg.sender, to, amount)) return 0;
        _pullExact(token, msg.sender, amount);
        _credit(to, address(token), amount);
        return amount;
    }

    /// @dev Pays out a sale's price held here (or sent as msg.value): the seller, the fee wallet, the royalty;
    /// returns what left the market (the rest was credited).
    function _payOut(address payToken, address seller, Split memory split) private returns (uint256 paid) {
        paid = _send(payToken, seller, split.price - split.fee - split.royalty);
        paid += _send(payToken, hub.feeWallet(), split.fee);
        paid += _send(payToken, split.royaltyReceiver, split.royalty);
    }

    /// @dev Sends `amount` held here and returns it; a payout the receiver refuses is credited to it instead
    /// (and 0 returned).
    function _send(address token, address to, uint256 amount) private returns (uint256 paid) {
        if (amount == 0) return 0;
        bool sent;
        if (token == address(0)) {
            // No return data is copied: a receiver cannot make the payer pay for a large answer.
            // solhint-disable-next-line no-inline-assembly
            assembly ("memory-safe") {
                sent := call(NATIVE_PAYOUT_GAS, to, amount, 0, 0, 0, 0)
            }
        } else {
            sent = IERC20(token).trySafeTransfer(to, amount);
        }
        if (sent) return amount;
        _credit(to, token, amount);
    }

    /// @dev What the market holds of a token for others; reference 0 is the native coin's entry, and a token never
    /// registered holds nothing for anyone.
    function _heldOf(address token) private view returns (uint256) {
        uint32 ref = _refs[token].ref;
        return token == address(0) || ref != 0 ? _registered[ref].held : 0;
    }

    /// @dev Records what came into and went out of the market's keeping in a pay token (by its reference).
    function _changeHeld(uint32 payTokenRef, uint256 received, uint256 paid) private {
        if (received == paid) return;
        Registered storage entry = _registered[payTokenRef];
        uint256 total = entry.held + received - paid;
        if (total > MAX_HELD) revert HoldingTooLarge(entry.asset);
        entry.held = uint88(total);
    }

    /// @dev Credits a payout for `account` to withdraw.
    function _credit(address account, address token, uint256 amount) private {
        credited[account][token] += amount;
        emit PaymentCredited(account, token, amount);
    }

    /// @dev Pulls exactly `amount` of an ERC-20 here; a token that delivers less (fee on transfer) is refused.
    function _pullExact(IERC20 token, address from, uint256 amount) private {
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(from, address(this), amount);
        if (token.balanceOf(address(this)) - before != amount) revert TransferAmountMismatch(address(token));
    }

    // --- internals: auctions

    /// @dev What settling an auction at `price` to `winner` moves.
    function _settlement(uint256 auctionId, StoredAuction memory item, uint256 price, address winner)
        private
        view
        returns (Settlement memory settlement)
    {
        (settlement.collection, settlement.kind) = _collectionAt(item.collection);
        settlement.tokenId = _auctionTokenId(auctionId, item.tokenId);
        settlement.winner = winner;
        settlement.split =
            _split(settlement.collection, settlement.tokenId, price, item.seller, item.feeBps, item.royaltyBps);
    }

    /// @dev The end of an auction a pause of the Hub caught: a pause that began before the end gives bidders the
    /// anti-sniping window after it ends.
    function _endAfterPause(uint256 endAt, uint256 pausedAt, uint256 unpausedAt) private pure returns (uint256) {
        if (pausedAt == 0 || pausedAt >= endAt) return endAt;
        return Math.max(endAt, unpausedAt + ANTI_SNIPING_WINDOW);
    }

    /// @dev Emits AuctionFinished for a settlement.
    function _emitFinished(uint256 auctionId, Settlement memory settlement) private {
        Split memory split = settlement.split;
        emit AuctionFinished(auctionId, settlement.winner, split.price, split.fee, split.royalty, split.royaltyReceiver);
    }

    /// @dev Sends an auction's tokens back to its seller.
    function _returnAuctionNft(uint256 auctionId, StoredAuction storage item) private {
        (address collection, CollectionKind kind) = _collectionAt(item.collection);
        _sendNft(kind, collection, _auctionTokenId(auctionId, item.tokenId), item.seller, item.quantity);
    }

    // --- internals: NFTs

    /// @dev Escrows tokens from the caller (ERC-721 by transferFrom: no hook runs).
    function _pullNft(CollectionKind kind, address collection, uint256 tokenId, uint256 quantity) private {
        if (kind == CollectionKind.ERC721) {
            IERC721(collection).transferFrom(msg.sender, address(this), tokenId);
        } else {
            IERC1155(collection).safeTransferFrom(msg.sender, address(this), tokenId, quantity, "");
        }
    }

    /// @dev Delivers an auction's tokens to its winner; false when the winner or the collection refused.
    function _tryDeliver(Settlement memory settlement, uint256 quantity) private returns (bool) {
        if (settlement.kind == CollectionKind.ERC721) {
            try IERC721(settlement.collection).transferFrom(address(this), settlement.winner, settlement.tokenId) {
                return true;
            } catch {
                return false;
            }
        }
        try IERC1155(settlement.collection)
            .safeTransferFrom(address(this), settlement.winner, settlement.tokenId, quantity, "") {
            return true;
        } catch {
            return false;
        }
    }

    /// @dev Sends escrowed tokens (ERC-721 by transferFrom: no receiver hook can block it).
    function _sendNft(CollectionKind kind, address collection, uint256 tokenId, address to, uint256 quantity) private {
        if (kind == CollectionKind.ERC721) {
            IERC721(collection).transferFrom(address(this), to, tokenId);
        } else {
            IERC1155(collection).safeTransferFrom(address(this), to, tokenId, quantity, "");
        }
    }
}
