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
/// kind is read through ERC-165 then, once), and token ids below 2^96 - 1 are kept inline (larger ones in a
/// slot of their own).
contract NftMarket is INftMarket, SelfPulledErc1155Receiver, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    bytes32 private constant ADMIN_ROLE = 0x00;
    /// @inheritdoc INftMarket
    uint256 public constant override MAX_FEE_BPS = 1000;
    /// @inheritdoc INftMarket
    uint256 public constant override ANTI_SNIPING_WINDOW = 10 minutes;
    /// @inheritdoc INftMarket
    uint256 public constant override MAX_AUCTION_RUN = MAX_AUCTION_LENGTH + 1 days;
    /// @notice The market fee at deployment: 2.5%.
    uint256 public constant DEFAULT_FEE_BPS = 250;
    uint256 private constant BPS = 10_000;
    uint256 private constant MIN_AUCTION_LENGTH = 12 hours;
    uint256 private constant MAX_AUCTION_LENGTH = 7 days;
    /// @dev The largest price, bid or amount the packed storage holds.
    uint256 private constant MAX_AMOUNT = type(uint96).max;
    /// @dev An inline token id of this value means the id is kept in a slot of its own.
    uint96 private constant WIDE_TOKEN_ID = type(uint96).max;
    /// @dev Gas forwarded with a native-coin payout: enough for a wallet, too little to grief the caller.
    uint256 private constant NATIVE_PAYOUT_GAS = 50_000;
    /// @dev Gas for a collection's royaltyInfo: a lookup, never a computation that could block a sale.
    uint256 private constant ROYALTY_QUERY_GAS = 50_000;

    /// @dev A collection or pay token as the registry keeps it: its 32-bit reference and, for a collection, its kind.
    struct Ref {
        uint32 ref;
        CollectionKind kind;
    }

    /// @dev What a reference stands for.
    struct Registered {
        address asset;
        CollectionKind kind;
    }

    /// @dev A listing in two slots: the first (seller, what is left, status) is the only one a buy rewrites.
    struct StoredListing {
        address seller;
        uint64 quantity;
        ListingStatus status;
        uint96 unitPrice;
        uint96 tokenId;
        uint32 collection;
        uint32 payToken;
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
        uint96 tokenId;
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
            payToken: payTokenRef
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
        Split memory split = _split(collection, tokenId, price, item.seller);

        StoredListing storage stored = _listings[listingId];
        uint256 left = item.quantity - quantity;
        stored.quantity = uint64(left);
        if (left == 0) stored.status = ListingStatus.Sold;
        emit Bought(listingId, msg.sender, quantity, price, split.fee, split.royalty, split.royaltyReceiver);

        if (payToken == address(0)) {
            _payOut(payToken, item.seller, split);
        } else {
            _payFromBuyer(IERC20(payToken), item.seller, split);
        }
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
            tokenId: _inlineTokenId(p.tokenId)
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

        item.status = AuctionStatus.Approved;
        emit AuctionApproved(auctionId, msg.sender);
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
        _requireNotPaused();
        StoredAuction storage stored = _auctions[auctionId];
        StoredAuction memory item = stored;
        if (item.status != AuctionStatus.Approved) revert InvalidAuctionStatus(auctionId, item.status);
        if (block.timestamp < item.startAt || block.timestamp >= item.endAt) revert AuctionNotRunning(auctionId);
        if (item.seller == msg.sender) revert SellerIsBuyer();
        uint256 minimum = item.highestBidder == address(0) ? item.startPrice : uint256(item.highestBid) + item.priceStep;
        if (amount < minimum) revert BidTooLow(amount, minimum);
        if (amount > MAX_AMOUNT) revert InvalidPrice(amount);
        address payToken = _payTokenAt(item.payToken);
        _requireValue(payToken, amount);

        bool boughtOut = item.buyOutPrice != 0 && amount >= item.buyOutPrice;
        uint256 endAt = item.endAt;
        Settlement memory settlement;
        if (boughtOut) {
            endAt = block.timestamp;
            settlement = _settlement(auctionId, item, amount, msg.sender);
        } else if (msg.sender != item.highestBidder && endAt - block.timestamp < ANTI_SNIPING_WINDOW) {
            // Others get time to answer a new highest bidder, never past the cap: the end cannot be moved for ever.
            endAt = Math.min(block.timestamp + ANTI_SNIPING_WINDOW, uint256(item.startAt) + MAX_AUCTION_RUN);
        }
        stored.highestBidder = msg.sender;
        stored.highestBid = uint96(amount);
        if (endAt != item.endAt) stored.endAt = uint40(endAt);
        if (boughtOut) stored.status = AuctionStatus.Finished;
        emit BidPlaced(auctionId, msg.sender, amount, item.highestBidder, item.highestBid, uint64(endAt));
        if (boughtOut) _emitFinished(auctionId, settlement);

        if (payToken != address(0)) _pullExact(IERC20(payToken), msg.sender, amount);
        _send(payToken, item.highestBidder, item.highestBid);
        if (boughtOut) {
            _payOut(payToken, item.seller, settlement.split);
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
        if (block.timestamp < item.endAt) revert AuctionNotEnded(auctionId, item.endAt);

        if (item.highestBidder == address(0)) {
            stored.status = AuctionStatus.Finished;
            emit AuctionFinished(auctionId, address(0), 0, 0, 0, address(0));
            _returnAuctionNft(auctionId, stored);
            return;
        }
        Settlement memory settlement = _settlement(auctionId, item, item.highestBid, item.highestBidder);

        stored.status = AuctionStatus.Finished;
        _emitFinished(auctionId, settlement);

        _payOut(_payTokenAt(item.payToken), item.seller, settlement.split);
        if (settlement.kind == CollectionKind.ERC721) {
            _sendNft(settlement.kind, settlement.collection, settlement.tokenId, item.highestBidder, 1);
        } else {
            // A winner's contract refusing the tokens must not keep the seller from being paid.
            try IERC1155(settlement.collection)
                .safeTransferFrom(address(this), item.highestBidder, settlement.tokenId, item.quantity, "") {
                return;
            } catch {
                stored.nftOwed = true;
            }
        }
    }

    /// @inheritdoc INftMarket
    function withdraw(address token, address to) external override nonReentrant {
        if (to == address(0)) revert ZeroAddress();
        uint256 amount = credited[msg.sender][token];
        if (amount == 0) revert NothingToWithdraw(token);

        credited[msg.sender][token] = 0;
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
    function setFeeBps(uint256 newFeeBps) external override {
        if (!hub.hasRole(ADMIN_ROLE, msg.sender)) revert NotAdmin(msg.sender);
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
            status: item.status
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
            highestBid: item.highestBid
        });
    }

    /// @inheritdoc INftMarket
    function deliveryPending(uint256 auctionId) external view override returns (bool) {
        return _auctions[auctionId].nftOwed;
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
        if (p.startPrice > MAX_AMOUNT) revert InvalidPrice(p.startPrice);
        if (p.priceStep > MAX_AMOUNT) revert InvalidPrice(p.priceStep);
        if (p.buyOutPrice > MAX_AMOUNT) revert InvalidPrice(p.buyOutPrice);
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
        _registered[ref] = Registered({asset: collection, kind: kind});
    }

    /// @dev The reference of a pay token (0 for the native coin), registered on first use.
    function _payTokenRef(address payToken) private returns (uint32 ref) {
        if (payToken == address(0)) return 0;
        ref = _refs[payToken].ref;
        if (ref != 0) return ref;
        ref = ++_refCount;
        _refs[payToken] = Ref({ref: ref, kind: CollectionKind.None});
        _registered[ref] = Registered({asset: payToken, kind: CollectionKind.None});
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
    function _inlineTokenId(uint256 tokenId) private pure returns (uint96) {
        return tokenId >= WIDE_TOKEN_ID ? WIDE_TOKEN_ID : uint96(tokenId);
    }

    /// @dev A listing's token id.
    function _listingTokenId(uint256 listingId, uint96 stored) private view returns (uint256) {
        return stored == WIDE_TOKEN_ID ? _wideListingTokenIds[listingId] : stored;
    }

    /// @dev An auction's token id.
    function _auctionTokenId(uint256 auctionId, uint96 stored) private view returns (uint256) {
        return stored == WIDE_TOKEN_ID ? _wideAuctionTokenIds[auctionId] : stored;
    }

    // --- internals: money

    /// @dev How a sale's price is shared: the fee at the current rate, the royalty when the seller is not its
    /// receiver (capped at what the fee leaves), the rest to the seller.
    function _split(address collection, uint256 tokenId, uint256 price, address seller)
        private
        view
        returns (Split memory split)
    {
        split.price = price;
        split.fee = price * _feeBps / BPS;
        (address receiver, uint256 royalty) = _royaltyInfo(collection, tokenId, price);
        split.royaltyReceiver = receiver;
        if (receiver != address(0) && receiver != seller) {
            uint256 room = price - split.fee;
            split.royalty = royalty > room ? room : royalty;
        }
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

    /// @dev Pays an ERC-20 sale straight from the buyer to the seller, the fee wallet and the royalty receiver.
    function _payFromBuyer(IERC20 token, address seller, Split memory split) private {
        _transferFromBuyer(token, seller, split.price - split.fee - split.royalty);
        _transferFromBuyer(token, hub.feeWallet(), split.fee);
        _transferFromBuyer(token, split.royaltyReceiver, split.royalty);
    }

    /// @dev Moves `amount` from the buyer to `to`; when `to` cannot take it, pulls it here and credits `to`.
    function _transferFromBuyer(IERC20 token, address to, uint256 amount) private {
        if (amount == 0) return;
        if (token.trySafeTransferFrom(msg.sender, to, amount)) return;
        _pullExact(token, msg.sender, amount);
        _credit(to, address(token), amount);
    }

    /// @dev Pays out a sale's price held here (or sent as msg.value): the seller, the fee wallet, the royalty.
    function _payOut(address payToken, address seller, Split memory split) private {
        _send(payToken, seller, split.price - split.fee - split.royalty);
        _send(payToken, hub.feeWallet(), split.fee);
        _send(payToken, split.royaltyReceiver, split.royalty);
    }

    /// @dev Sends `amount` held here; a payout the receiver refuses is credited to it instead.
    function _send(address token, address to, uint256 amount) private {
        if (amount == 0) return;
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
        if (!sent) _credit(to, token, amount);
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
        settlement.split = _split(settlement.collection, settlement.tokenId, price, item.seller);
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

    /// @dev Sends escrowed tokens (ERC-721 by transferFrom: no receiver hook can block it).
    function _sendNft(CollectionKind kind, address collection, uint256 tokenId, address to, uint256 quantity) private {
        if (kind == CollectionKind.ERC721) {
            IERC721(collection).transferFrom(address(this), to, tokenId);
        } else {
            IERC1155(collection).safeTransferFrom(address(this), to, tokenId, quantity, "");
        }
    }
}
