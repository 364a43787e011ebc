// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {INftMarket} from "../../src/nft/INftMarket.sol";
import {HostileNft721, PausableNft721} from "./mocks/NftMocks.sol";
import {NftTestBase} from "./NftTestBase.sol";

/// @dev What a third party can change under a sale it is not part of: a collection raising its royalty or
/// refusing the delivery, the Admin raising the fee, a pause at an auction's end, a late approval.
contract NftMarketSettlementAttacksTest is NftTestBase {
    uint256 internal constant FIVE_PERCENT = 500;

    // --- the fee and the royalty are fixed when a sale is created

    function test_attack_royaltyRaisedBeforeABuyIsNotPaid() public {
        HostileNft721 collection = _royaltyCollection(FIVE_PERCENT);
        uint256 listingId = _list(seller, address(collection), 1, 1, address(usdt), PRICE);
        collection.setRoyalty(HostileNft721.RoyaltyMode.Normal, creator, 10_000); // its owner asks for 100%
        uint256 sellerBefore = usdt.balanceOf(seller);
        uint256 creatorBefore = usdt.balanceOf(creator);

        vm.prank(buyer);
        market.buy(listingId, 1);

        vm.assertEq(usdt.balanceOf(creator) - creatorBefore, PRICE * FIVE_PERCENT / 10_000);
        vm.assertEq(usdt.balanceOf(seller) - sellerBefore, PRICE - _fee(PRICE) - PRICE * FIVE_PERCENT / 10_000);
    }

    function test_attack_royaltyRaisedAfterAnAuctionWasApprovedIsNotPaid() public {
        HostileNft721 collection = _royaltyCollection(FIVE_PERCENT);
        uint256 auctionId = _approvedAuction(seller, _params(address(collection), 1, 1, address(usdt)));
        _bid(bidder, auctionId, START_PRICE);
        collection.setRoyalty(HostileNft721.RoyaltyMode.Normal, creator, 10_000);
        uint256 sellerBefore = usdt.balanceOf(seller);

        vm.warp(market.auction(auctionId).endAt);
        market.finishAuction(auctionId);

        uint256 royalty = START_PRICE * FIVE_PERCENT / 10_000;
        vm.assertEq(usdt.balanceOf(seller) - sellerBefore, START_PRICE - _fee(START_PRICE) - royalty);
    }

    function test_attack_feeRaisedAfterAnAuctionWasApprovedIsNotCharged() public {
        (uint256 auctionId,) = _artAuction();
        _bid(bidder, auctionId, START_PRICE);
        vm.prank(admin);
        market.setFeeBps(1000);

        vm.warp(market.auction(auctionId).endAt);
        market.finishAuction(auctionId);

        vm.assertEq(usdt.balanceOf(feeWallet), _fee(START_PRICE));
        vm.assertEq(market.auction(auctionId).feeBps, 250);
    }

    function test_royaltyLoweredAfterListingPaysTheLowerRate() public {
        HostileNft721 collection = _royaltyCollection(FIVE_PERCENT);
        uint256 listingId = _list(seller, address(collection), 1, 1, address(usdt), PRICE);
        collection.setRoyalty(HostileNft721.RoyaltyMode.Normal, creator, 100);
        uint256 creatorBefore = usdt.balanceOf(creator);
        vm.prank(buyer);
        market.buy(listingId, 1);
        vm.assertEq(usdt.balanceOf(creator) - creatorBefore, PRICE * 100 / 10_000);
    }

    function test_royaltyAboveTheMaximumIsFixedAtTheMaximum() public {
        HostileNft721 collection = _royaltyCollection(5000);
        uint256 listingId = _list(seller, address(collection), 1, 1, address(usdt), PRICE);
        vm.assertEq(market.listing(listingId).royaltyBps, market.MAX_ROYALTY_BPS());
        uint256 creatorBefore = usdt.balanceOf(creator);
        vm.prank(buyer);
        market.buy(listingId, 1);
        vm.assertEq(usdt.balanceOf(creator) - creatorBefore, PRICE / 10);
    }

    // --- a collection refusing the delivery

    function test_attack_collectionRefusingTheDeliveryNeitherLocksTheBidNorLeavesTheSellerUnpaid() public {
        PausableNft721 collection = new PausableNft721();
        collection.mint(seller, 1);
        vm.prank(seller);
        collection.setApprovalForAll(address(market), true);
        uint256 auctionId = _approvedAuction(seller, _params(address(collection), 1, 1, address(usdt)));
        _bid(bidder, auctionId, START_PRICE);
        collection.setTransfersPaused(true);
        uint256 sellerBefore = usdt.balanceOf(seller);

        vm.warp(market.auction(auctionId).endAt);
        market.finishAuction(auctionId);

        vm.assertEq(usdt.balanceOf(seller) - sellerBefore, START_PRICE - _fee(START_PRICE));
        vm.assertTrue(_auctionStatus(auctionId) == INftMarket.AuctionStatus.Finished);
        vm.assertTrue(market.deliveryPending(auctionId));
        vm.assertEq(collection.ownerOf(1), address(market));
        // Retried while the collection still refuses: nothing changes.
        vm.expectRevert("transfers paused");
        market.finishAuction(auctionId);

        collection.setTransfersPaused(false);
        vm.prank(stranger);
        market.finishAuction(auctionId);
        vm.assertEq(collection.ownerOf(1), bidder);
        vm.assertFalse(market.deliveryPending(auctionId));
    }

    // --- a pause at an auction's end

    function test_attack_pauseNearTheEndCannotSettleAtTheStandingBid() public {
        (uint256 auctionId, uint256 tokenId) = _artAuction();
        _bid(bidder, auctionId, START_PRICE);
        uint64 endAt = market.auction(auctionId).endAt;
        vm.warp(endAt - 5 minutes);
        vm.prank(admin);
        hub.pause();
        vm.warp(endAt + 1 days);

        // While the pause lasts, nobody can bid, so nobody may settle either.
        vm.expectRevert(abi.encodeWithSelector(INftMarket.AuctionNotEnded.selector, auctionId, type(uint64).max));
        market.finishAuction(auctionId);

        vm.prank(admin);
        hub.unpause();
        uint64 reopenedUntil = uint64(block.timestamp + market.ANTI_SNIPING_WINDOW());
        vm.expectRevert(abi.encodeWithSelector(INftMarket.AuctionNotEnded.selector, auctionId, reopenedUntil));
        market.finishAuction(auctionId);

        _bid(otherBidder, auctionId, START_PRICE + STEP);
        vm.assertEq(market.auction(auctionId).endAt, reopenedUntil);
        vm.warp(reopenedUntil);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.AuctionNotRunning.selector, auctionId));
        _bid(bidder, auctionId, START_PRICE + 2 * STEP);
        market.finishAuction(auctionId);
        vm.assertEq(art.ownerOf(tokenId), otherBidder);
    }

    function test_pausesInQuickSuccessionCountAsOne() public {
        (uint256 auctionId,) = _artAuction();
        _bid(bidder, auctionId, START_PRICE);
        uint64 endAt = market.auction(auctionId).endAt;
        vm.warp(endAt - 5 minutes);
        vm.startPrank(admin);
        hub.pause();
        vm.warp(endAt + 1 hours);
        hub.unpause();
        // Paused again before bidders used their window: the two pauses are one, which began before the end.
        vm.warp(block.timestamp + 5 minutes);
        hub.pause();
        vm.warp(block.timestamp + 1 days);
        hub.unpause();
        vm.stopPrank();

        _bid(otherBidder, auctionId, START_PRICE + STEP);
        vm.assertEq(market.auction(auctionId).highestBidder, otherBidder);
    }

    function test_aPauseLongBeforeTheEndMovesNothing() public {
        (uint256 auctionId,) = _artAuction();
        uint64 endAt = market.auction(auctionId).endAt;
        vm.startPrank(admin);
        hub.pause();
        vm.warp(block.timestamp + 1 hours);
        hub.unpause();
        vm.stopPrank();
        _bid(bidder, auctionId, START_PRICE);
        vm.warp(endAt);
        market.finishAuction(auctionId);
        vm.assertTrue(_auctionStatus(auctionId) == INftMarket.AuctionStatus.Finished);
    }

    // --- a late approval

    function test_attack_approvalAfterTheEndRunsTheWholeAuctionFromNow() public {
        uint256 tokenId = _mint721(seller);
        vm.prank(seller);
        uint256 auctionId = market.createAuction(_params(address(art), tokenId, 1, address(usdt)));
        vm.warp(block.timestamp + 2 days);

        vm.expectEmit(address(market));
        emit INftMarket.AuctionApproved(auctionId, operator, uint64(block.timestamp), uint64(block.timestamp + 1 days));
        vm.prank(operator);
        market.approveAuction(auctionId);

        INftMarket.Auction memory item = market.auction(auctionId);
        vm.assertEq(item.startAt, block.timestamp);
        vm.assertEq(item.endAt, block.timestamp + 1 days);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.AuctionNotEnded.selector, auctionId, item.endAt));
        market.finishAuction(auctionId);
        _bid(bidder, auctionId, START_PRICE);
        vm.assertEq(market.auction(auctionId).highestBidder, bidder);
    }

    function test_approvalBeforeTheStartKeepsTheAnnouncedTimes() public {
        uint256 tokenId = _mint721(seller);
        INftMarket.AuctionParams memory p = _params(address(art), tokenId, 1, address(usdt));
        p.startAt += 1 hours;
        p.endAt += 1 hours;
        uint256 auctionId = _approvedAuction(seller, p);
        INftMarket.Auction memory item = market.auction(auctionId);
        vm.assertEq(item.startAt, p.startAt);
        vm.assertEq(item.endAt, p.endAt);
    }

    // --- helpers

    /// @dev A collection whose owner sets any royalty; the seller holds its token 1 and approved the market.
    function _royaltyCollection(uint256 bps) internal returns (HostileNft721 collection) {
        collection = new HostileNft721();
        collection.mint(seller, 1);
        collection.setRoyalty(HostileNft721.RoyaltyMode.Normal, creator, bps);
        vm.prank(seller);
        collection.setApprovalForAll(address(market), true);
    }
}
