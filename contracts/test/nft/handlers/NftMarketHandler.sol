// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {CollectionKind} from "../../../src/nft/INftFactory.sol";
import {INftMarket} from "../../../src/nft/INftMarket.sol";
import {SoftNft1155} from "../../../src/nft/SoftNft1155.sol";
import {SoftNft721} from "../../../src/nft/SoftNft721.sol";
import {TestToken} from "../../../src/token/TestToken.sol";
import {HostileAccount} from "../mocks/NftMocks.sol";
import {Test} from "../../utils/Test.sol";

/// @dev Drives random sequences on the market among a few actors, one of them a contract (`wallet`) that
/// switches between refusing and accepting the native coin and ERC-1155 tokens, and that created both
/// collections (so it also receives every royalty): listings in both kinds and both pay tokens, partial buys,
/// cancels, auctions created, approved, rejected and cancelled, bids (some buying out), time, finishes,
/// withdrawals and fee changes. It only sends calls that must succeed (the invariant test fails on a revert),
/// and it remembers every id it created.
contract NftMarketHandler is Test {
    address private constant NATIVE = address(0);
    uint256 private constant MAX_PRICE = 1e24;

    INftMarket public immutable market;
    SoftNft721 public immutable art;
    SoftNft1155 public immutable editions;
    TestToken public immutable usdt;
    address public immutable operator;
    address public immutable admin;
    HostileAccount public immutable wallet;

    address[] public actors;
    uint256[] public listingIds;
    uint256[] public auctionIds;
    /// @dev Every ERC-1155 id minted.
    uint256[] public editionIds;
    uint256 public currentTime;
    mapping(bytes32 action => uint256 count) public calls;
    /// @dev How many calls of each action reached the market (the others found nothing to act on).
    mapping(bytes32 action => uint256 count) public done;
    /// @dev What finished auctions still owe their winner (a delivery it refused), by auction.
    mapping(uint256 auctionId => uint256 quantity) public owedQuantity;

    constructor(
        INftMarket market_,
        SoftNft721 art_,
        SoftNft1155 editions_,
        TestToken usdt_,
        address operator_,
        address admin_,
        HostileAccount wallet_,
        address[] memory actors_
    ) {
        market = market_;
        art = art_;
        editions = editions_;
        usdt = usdt_;
        operator = operator_;
        admin = admin_;
        wallet = wallet_;
        actors = actors_;
        currentTime = block.timestamp;
    }

    modifier atCurrentTime(bytes32 action) {
        vm.warp(currentTime);
        calls[action] += 1;
        _;
    }

    // --- views for the invariants

    function listingCount() external view returns (uint256) {
        return listingIds.length;
    }

    function auctionCount() external view returns (uint256) {
        return auctionIds.length;
    }

    function editionCount() external view returns (uint256) {
        return editionIds.length;
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    // --- sales

    function list(uint256 actorSeed, bool is1155, uint256 quantitySeed, bool native, uint256 priceSeed)
        external
        atCurrentTime("list")
    {
        address seller = _actor(actorSeed);
        (address collection, uint256 tokenId, uint256 quantity) = _mintTo(seller, is1155, quantitySeed);
        uint256 price = bound(priceSeed, 1, MAX_PRICE);
        vm.prank(seller);
        done["list"] += 1;
        listingIds.push(market.list(collection, tokenId, quantity, native ? NATIVE : address(usdt), price));
    }

    function cancelListing(uint256 seed) external atCurrentTime("cancelListing") {
        (bool found, uint256 listingId) = _pickListing(seed);
        if (!found) return;
        INftMarket.Listing memory item = market.listing(listingId);
        if (!_accepts(item.seller, item.kind)) return;
        vm.prank(item.seller);
        done["cancelListing"] += 1;
        market.cancelListing(listingId);
    }

    function buy(uint256 seed, uint256 buyerSeed, uint256 quantitySeed) external atCurrentTime("buy") {
        (bool found, uint256 listingId) = _pickListing(seed);
        if (!found) return;
        INftMarket.Listing memory item = market.listing(listingId);
        address buyer = _actor(buyerSeed);
        if (buyer == item.seller) buyer = _actor(buyerSeed % actors.length + 1);
        if (!_accepts(buyer, item.kind)) return;
        uint256 quantity = bound(quantitySeed, 1, item.quantity);
        uint256 price = quantity * item.unitPrice;
        if (item.payToken == NATIVE) {
            vm.deal(buyer, buyer.balance + price);
            vm.prank(buyer);
            done["buy"] += 1;
            market.buy{value: price}(listingId, quantity);
        } else {
            usdt.mint(buyer, price);
            vm.prank(buyer);
            done["buy"] += 1;
            market.buy(listingId, quantity);
        }
    }

    // --- auctions

    function createAuction(
        uint256 actorSeed,
        bool is1155,
        uint256 quantitySeed,
        bool native,
        uint256 startSeed,
        uint256 stepSeed,
        uint256 buyOutSeed,
        uint256 timeSeed
    ) external atCurrentTime("createAuction") {
        address seller = _actor(actorSeed);
        (address collection, uint256 tokenId, uint256 quantity) = _mintTo(seller, is1155, quantitySeed);
        uint256 startPrice = bound(startSeed, 1, MAX_PRICE);
        uint64 startAt = uint64(currentTime + bound(timeSeed, 0, 1 hours));
        INftMarket.AuctionParams memory p = INftMarket.AuctionParams({
            collection: collection,
            tokenId: tokenId,
            quantity: quantity,
            payToken: native ? NATIVE : address(usdt),
            startPrice: startPrice,
            // Half the auctions have a buy-out, up to ten steps above the start.
            buyOutPrice: buyOutSeed % 2 == 0 ? 0 : startPrice + bound(buyOutSeed, 1, 10 * MAX_PRICE),
            priceStep: bound(stepSeed, 1, MAX_PRICE / 10),
            startAt: startAt,
            endAt: startAt + uint64(bound(timeSeed >> 8, 12 hours, 7 days))
        });
        vm.prank(seller);
        done["createAuction"] += 1;
        auctionIds.push(market.createAuction(p));
    }

    function approveAuction(uint256 seed) external atCurrentTime("approveAuction") {
        (bool found, uint256 auctionId) = _pickAuction(seed, INftMarket.AuctionStatus.PendingApproval);
        if (!found) return;
        vm.prank(operator);
        done["approveAuction"] += 1;
        market.approveAuction(auctionId);
    }

    function rejectAuction(uint256 seed) external atCurrentTime("rejectAuction") {
        (bool found, uint256 auctionId) = _pickAuction(seed, INftMarket.AuctionStatus.PendingApproval);
        if (!found) return;
        INftMarket.Auction memory item = market.auction(auctionId);
        if (!_accepts(item.seller, item.kind)) return;
        vm.prank(operator);
        done["rejectAuction"] += 1;
        market.rejectAuction(auctionId);
    }

    function cancelAuction(uint256 seed) external atCurrentTime("cancelAuction") {
        (bool found, uint256 auctionId) = _pickAuction(seed, INftMarket.AuctionStatus.PendingApproval);
        if (!found) return;
        INftMarket.Auction memory item = market.auction(auctionId);
        if (!_accepts(item.seller, item.kind)) return;
        vm.prank(item.seller);
        done["cancelAuction"] += 1;
        market.cancelAuction(auctionId);
    }

    function bid(uint256 seed, uint256 bidderSeed, uint256 raiseSeed) external atCurrentTime("bid") {
        (bool found, uint256 auctionId) = _pickAuction(seed, INftMarket.AuctionStatus.Approved);
        if (!found) return;
        INftMarket.Auction memory item = market.auction(auctionId);
        if (currentTime < item.startAt || currentTime >= item.endAt) return;
        address bidder = _actor(bidderSeed);
        if (bidder == item.seller) bidder = _actor(bidderSeed % actors.length + 1);
        uint256 minimum = item.highestBidder == address(0) ? item.startPrice : item.highestBid + item.priceStep;
        uint256 amount = minimum + bound(raiseSeed, 0, MAX_PRICE);
        // A buy-out delivers to the bidder at once, which a refusing contract would revert.
        if (item.buyOutPrice != 0 && amount >= item.buyOutPrice && !_accepts(bidder, item.kind)) {
            if (minimum >= item.buyOutPrice) return;
            amount = item.buyOutPrice - 1;
        }
        if (amount > type(uint96).max) return;
        if (item.payToken == NATIVE) {
            vm.deal(bidder, bidder.balance + amount);
            vm.prank(bidder);
            done["bid"] += 1;
            market.bid{value: amount}(auctionId, amount);
        } else {
            usdt.mint(bidder, amount);
            vm.prank(bidder);
            done["bid"] += 1;
            market.bid(auctionId, amount);
        }
    }

    function finishAuction(uint256 seed) external atCurrentTime("finishAuction") {
        if (auctionIds.length == 0) return;
        uint256 auctionId = auctionIds[seed % auctionIds.length];
        INftMarket.Auction memory item = market.auction(auctionId);
        if (item.status == INftMarket.AuctionStatus.Approved) {
            if (currentTime < item.endAt) return;
            // Without bids the tokens go back to the seller, who must take them.
            if (item.highestBidder == address(0) && !_accepts(item.seller, item.kind)) return;
            bool refused = item.highestBidder != address(0) && !_accepts(item.highestBidder, item.kind);
            done["finishAuction"] += 1;
            market.finishAuction(auctionId);
            // A winner refusing an ERC-1155 delivery leaves the tokens owed to it.
            if (refused) owedQuantity[auctionId] = item.quantity;
        } else if (owedQuantity[auctionId] != 0) {
            if (!_accepts(item.highestBidder, item.kind)) return;
            done["finishAuction"] += 1;
            market.finishAuction(auctionId);
            owedQuantity[auctionId] = 0;
        }
    }

    function withdraw(uint256 seed) external atCurrentTime("withdraw") {
        // The first account, from a random one on, with a credit it can take.
        uint256 count = actors.length + 1;
        for (uint256 i = 0; i < 2 * count; i++) {
            uint256 pick = (seed % (2 * count) + i) % (2 * count);
            address account = pick % count == actors.length ? feeWalletOf() : actors[pick % count];
            address token = pick < count ? NATIVE : address(usdt);
            if (market.credited(account, token) == 0) continue;
            if (token == NATIVE && account == address(wallet) && wallet.refuseNative()) continue;
            done["withdraw"] += 1;
            vm.prank(account);
            market.withdraw(token, account);
            return;
        }
    }

    function passTime(uint256 seconds_) external atCurrentTime("passTime") {
        currentTime += bound(seconds_, 1, 2 days);
        vm.warp(currentTime);
    }

    function toggleWallet(bool refuseNative, bool refuseNfts) external atCurrentTime("toggleWallet") {
        wallet.setRefuseNative(refuseNative);
        wallet.setRefuseNfts(refuseNfts);
    }

    function setFee(uint256 bps) external atCurrentTime("setFee") {
        vm.prank(admin);
        market.setFeeBps(bound(bps, 0, 1000));
    }

    // --- helpers

    /// @dev The fee wallet, read from the Hub through the market.
    function feeWalletOf() public view returns (address) {
        return market.hub().feeWallet();
    }

    function _actor(uint256 seed) private view returns (address) {
        return actors[seed % actors.length];
    }

    /// @dev Whether `account` takes tokens of `kind` now (only the wallet ever refuses, and only ERC-1155).
    function _accepts(address account, CollectionKind kind) private view returns (bool) {
        return kind == CollectionKind.ERC721 || account != address(wallet) || !wallet.refuseNfts();
    }

    /// @dev The wallet (the collections' owner) mints a token to `to`: an ERC-721, or 1 to 20 of a new id.
    function _mintTo(address to, bool is1155, uint256 quantitySeed)
        private
        returns (address collection, uint256 tokenId, uint256 quantity)
    {
        // The receiver's hook runs at mint: mint to an account that takes ERC-1155 tokens now.
        if (is1155 && !_accepts(to, CollectionKind.ERC1155)) is1155 = false;
        vm.startPrank(address(wallet));
        if (is1155) {
            quantity = bound(quantitySeed, 1, 20);
            tokenId = editions.mint(to, quantity, "", uint96(bound(quantitySeed >> 8, 0, 1000)));
            editionIds.push(tokenId);
            collection = address(editions);
        } else {
            quantity = 1;
            tokenId = art.mint(to, "", uint96(bound(quantitySeed >> 8, 0, 1000)));
            collection = address(art);
        }
        vm.stopPrank();
    }

    function _pickListing(uint256 seed) private view returns (bool, uint256) {
        uint256 count = listingIds.length;
        for (uint256 i = 0; i < count; i++) {
            uint256 listingId = listingIds[(seed % count + i) % count];
            if (market.listing(listingId).status == INftMarket.ListingStatus.Open) return (true, listingId);
        }
        return (false, 0);
    }

    function _pickAuction(uint256 seed, INftMarket.AuctionStatus status) private view returns (bool, uint256) {
        uint256 count = auctionIds.length;
        for (uint256 i = 0; i < count; i++) {
            uint256 auctionId = auctionIds[(seed % count + i) % count];
            if (market.auction(auctionId).status == status) return (true, auctionId);
        }
        return (false, 0);
    }
}
