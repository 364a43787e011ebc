// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {INativeCoinErrors} from "../../src/common/CommonErrors.sol";
import {CollectionKind} from "../../src/nft/INftFactory.sol";
import {INftMarket} from "../../src/nft/INftMarket.sol";
import {TestToken} from "../../src/token/TestToken.sol";
import {HostileAccount} from "./mocks/NftMocks.sol";
import {NftTestBase} from "./NftTestBase.sol";

/// @dev Auctions: creation rules, the operator's approval or rejection, the seller's cancel, bids (first,
/// later, steps, refunds, credits, anti-sniping, buy-out), finishing with and without bids, withdrawals.
contract NftMarketAuctionsTest is NftTestBase {
    // --- createAuction

    function test_createAuction_escrowsAndWaitsForApproval() public {
        uint256 tokenId = _mint721(seller);
        INftMarket.AuctionParams memory p = _params(address(art), tokenId, 1, address(usdt));
        p.buyOutPrice = 500e18;
        vm.expectEmit(address(market));
        emit INftMarket.AuctionCreated(
            1, seller, address(art), tokenId, 1, address(usdt), START_PRICE, 500e18, STEP, p.startAt, p.endAt
        );
        vm.prank(seller);
        uint256 auctionId = market.createAuction(p);

        vm.assertEq(auctionId, 1);
        vm.assertEq(art.ownerOf(tokenId), address(market));
        INftMarket.Auction memory item = market.auction(auctionId);
        vm.assertEq(item.seller, seller);
        vm.assertEq(item.collection, address(art));
        vm.assertEq(item.tokenId, tokenId);
        vm.assertEq(item.quantity, 1);
        vm.assertEq(item.payToken, address(usdt));
        vm.assertEq(item.startPrice, START_PRICE);
        vm.assertEq(item.buyOutPrice, 500e18);
        vm.assertEq(item.priceStep, STEP);
        vm.assertEq(item.startAt, p.startAt);
        vm.assertEq(item.endAt, p.endAt);
        vm.assertTrue(item.kind == CollectionKind.ERC721);
        vm.assertTrue(item.status == INftMarket.AuctionStatus.PendingApproval);
        vm.assertEq(item.highestBidder, address(0));
        vm.assertEq(item.highestBid, 0);
    }

    function test_createAuction_1155WithAHugeIdForTheNativeCoin() public {
        uint256 id = type(uint256).max;
        foreign1155.mint(seller, id, 9);
        vm.prank(seller);
        uint256 auctionId = market.createAuction(_params(address(foreign1155), id, 9, NATIVE));
        INftMarket.Auction memory item = market.auction(auctionId);
        vm.assertEq(item.tokenId, id);
        vm.assertEq(item.quantity, 9);
        vm.assertTrue(item.kind == CollectionKind.ERC1155);
        vm.assertEq(foreign1155.balanceOf(address(market), id), 9);
    }

    function test_createAuction_lengthFromTwelveHoursToSevenDays() public {
        INftMarket.AuctionParams memory p = _params(address(art), _mint721(seller), 1, address(usdt));
        p.startAt = uint64(block.timestamp + 1 hours);
        p.endAt = p.startAt + 12 hours;
        vm.prank(seller);
        market.createAuction(p);

        p = _params(address(art), _mint721(seller), 1, address(usdt));
        p.endAt = p.startAt + 7 days;
        vm.prank(seller);
        market.createAuction(p);
    }

    function test_createAuction_revertsOnBadTimes() public {
        uint256 tokenId = _mint721(seller);
        INftMarket.AuctionParams memory p = _params(address(art), tokenId, 1, address(usdt));
        p.startAt = uint64(block.timestamp - 1);
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidAuctionTimes.selector));
        p = _params(address(art), tokenId, 1, address(usdt));
        p.endAt = p.startAt + 12 hours - 1;
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidAuctionTimes.selector));
        p.endAt = p.startAt + 7 days + 1;
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidAuctionTimes.selector));
        p.endAt = 0;
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidAuctionTimes.selector));
        p.startAt = type(uint64).max;
        p.endAt = type(uint64).max;
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidAuctionTimes.selector));
    }

    /// @dev Times are stored in 40 bits: a start past 2^40 s would run another auction than its event announced.
    function test_attack_createAuction_refusesTimesThatDoNotFitTheirStorage() public {
        uint256 tokenId = _mint721(seller);
        INftMarket.AuctionParams memory p = _params(address(art), tokenId, 1, address(usdt));
        p.startAt = uint64(type(uint40).max) + 1;
        p.endAt = p.startAt + 1 days;
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidAuctionTimes.selector));
        // Starting inside 40 bits and ending just past them is refused too; so is an end whose extensions, up to
        // MAX_AUCTION_RUN from the start, could pass them.
        p.startAt = uint64(type(uint40).max) - 12 hours;
        p.endAt = uint64(type(uint40).max) + 1;
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidAuctionTimes.selector));
        p.startAt = uint64(type(uint40).max - market.MAX_AUCTION_RUN()) + 1;
        p.endAt = p.startAt + 1 days;
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidAuctionTimes.selector));
        // The last start that fits is accepted, and read back as announced.
        p.startAt -= 1;
        p.endAt = p.startAt + 7 days;
        vm.prank(seller);
        uint256 auctionId = market.createAuction(p);
        vm.assertEq(market.auction(auctionId).startAt, p.startAt);
        vm.assertEq(market.auction(auctionId).endAt, p.endAt);
    }

    function test_createAuction_revertsOnBadPrices() public {
        uint256 tokenId = _mint721(seller);
        INftMarket.AuctionParams memory p = _params(address(art), tokenId, 1, address(usdt));
        p.startPrice = 0;
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidAuctionPrices.selector));
        p = _params(address(art), tokenId, 1, address(usdt));
        p.priceStep = 0;
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidAuctionPrices.selector));
        p = _params(address(art), tokenId, 1, address(usdt));
        p.buyOutPrice = START_PRICE;
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidAuctionPrices.selector));
        p = _params(address(art), tokenId, 1, address(usdt));
        uint256 tooHigh = uint256(type(uint88).max) + 1; // the most the market accounts for holding
        p.startPrice = tooHigh;
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidPrice.selector, tooHigh));
        p = _params(address(art), tokenId, 1, address(usdt));
        p.priceStep = tooHigh;
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidPrice.selector, tooHigh));
        p = _params(address(art), tokenId, 1, address(usdt));
        p.buyOutPrice = tooHigh;
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidPrice.selector, tooHigh));
    }

    function test_createAuction_revertsOnTokensQuantitiesAndThePause() public {
        uint256 tokenId = _mint721(seller);
        INftMarket.AuctionParams memory p = _params(address(art), tokenId, 2, address(usdt));
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.InvalidQuantity.selector, 2));
        TestToken other = new TestToken("Other", "OTH", 18, address(this));
        p = _params(address(art), tokenId, 1, address(other));
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.UnsupportedPayToken.selector, address(other)));
        p = _params(address(usdt), tokenId, 1, NATIVE);
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.UnsupportedCollection.selector, address(usdt)));
        vm.prank(admin);
        hub.pause();
        p = _params(address(art), tokenId, 1, NATIVE);
        _expectCreateRevert(p, abi.encodeWithSelector(INftMarket.MarketPaused.selector));
    }

    function _expectCreateRevert(INftMarket.AuctionParams memory p, bytes memory reason) internal {
        vm.expectRevert(reason);
        vm.prank(seller);
        market.createAuction(p);
    }

    // --- approve, reject, cancel

    function test_approveAuction_byAnOperator() public {
        uint256 tokenId = _mint721(seller);
        vm.prank(seller);
        uint256 auctionId = market.createAuction(_params(address(art), tokenId, 1, address(usdt)));
        vm.expectEmit(address(market));
        emit INftMarket.AuctionApproved(auctionId, operator, uint64(block.timestamp), uint64(block.timestamp + 1 days));
        vm.prank(operator);
        market.approveAuction(auctionId);
        vm.assertTrue(_auctionStatus(auctionId) == INftMarket.AuctionStatus.Approved);
    }

    function test_approveAndReject_onlyOperatorsOnlyPending() public {
        uint256 tokenId = _mint721(seller);
        vm.prank(seller);
        uint256 auctionId = market.createAuction(_params(address(art), tokenId, 1, address(usdt)));
        for (uint256 i = 0; i < 3; i++) {
            address caller = [seller, admin, stranger][i];
            vm.expectRevert(abi.encodeWithSelector(INftMarket.NotOperator.selector, caller));
            vm.prank(caller);
            market.approveAuction(auctionId);
            vm.expectRevert(abi.encodeWithSelector(INftMarket.NotOperator.selector, caller));
            vm.prank(caller);
            market.rejectAuction(auctionId);
        }
        vm.prank(operator);
        market.approveAuction(auctionId);
        bytes memory approved = abi.encodeWithSelector(
            INftMarket.InvalidAuctionStatus.selector, auctionId, INftMarket.AuctionStatus.Approved
        );
        vm.expectRevert(approved);
        vm.prank(operator);
        market.approveAuction(auctionId);
        vm.expectRevert(approved);
        vm.prank(operator);
        market.rejectAuction(auctionId);
        bytes memory unknown =
            abi.encodeWithSelector(INftMarket.InvalidAuctionStatus.selector, 9, INftMarket.AuctionStatus.None);
        vm.expectRevert(unknown);
        vm.prank(operator);
        market.approveAuction(9);
    }

    function test_rejectAuction_returnsTheToken() public {
        uint256 id = _mint1155(seller, 5);
        vm.prank(seller);
        uint256 auctionId = market.createAuction(_params(address(editions), id, 5, address(usdt)));
        vm.expectEmit(address(market));
        emit INftMarket.AuctionRejected(auctionId, operator);
        vm.prank(operator);
        market.rejectAuction(auctionId);
        vm.assertEq(editions.balanceOf(seller, id), 5);
        vm.assertTrue(_auctionStatus(auctionId) == INftMarket.AuctionStatus.Rejected);
        vm.expectRevert(
            abi.encodeWithSelector(
                INftMarket.InvalidAuctionStatus.selector, auctionId, INftMarket.AuctionStatus.Rejected
            )
        );
        vm.prank(operator);
        market.approveAuction(auctionId);
    }

    function test_cancelAuction_bySellerBeforeApproval() public {
        uint256 tokenId = _mint721(seller);
        vm.prank(seller);
        uint256 auctionId = market.createAuction(_params(address(art), tokenId, 1, address(usdt)));
        vm.expectRevert(abi.encodeWithSelector(INftMarket.NotSeller.selector, stranger));
        vm.prank(stranger);
        market.cancelAuction(auctionId);

        vm.prank(admin);
        hub.pause(); // cancelling works while paused
        vm.expectEmit(address(market));
        emit INftMarket.AuctionCancelled(auctionId);
        vm.prank(seller);
        market.cancelAuction(auctionId);
        vm.assertEq(art.ownerOf(tokenId), seller);
        vm.assertTrue(_auctionStatus(auctionId) == INftMarket.AuctionStatus.Cancelled);
    }

    function test_cancelAuction_revertsOnceApproved() public {
        (uint256 auctionId,) = _artAuction();
        vm.expectRevert(
            abi.encodeWithSelector(
                INftMarket.InvalidAuctionStatus.selector, auctionId, INftMarket.AuctionStatus.Approved
            )
        );
        vm.prank(seller);
        market.cancelAuction(auctionId);
    }

    // --- bid

    function test_bid_firstAtTheStartPriceHeldByTheMarket() public {
        (uint256 auctionId,) = _artAuction();
        uint256 before = usdt.balanceOf(bidder);
        INftMarket.Auction memory item = market.auction(auctionId);
        vm.expectEmit(address(market));
        emit INftMarket.BidPlaced(auctionId, bidder, START_PRICE, address(0), 0, item.endAt);
        _bid(bidder, auctionId, START_PRICE);
        vm.assertEq(usdt.balanceOf(bidder), before - START_PRICE);
        vm.assertEq(usdt.balanceOf(address(market)), START_PRICE);
        item = market.auction(auctionId);
        vm.assertEq(item.highestBidder, bidder);
        vm.assertEq(item.highestBid, START_PRICE);
    }

    function test_bid_laterBidsRaiseByTheStepAndRefundThePrevious() public {
        (uint256 auctionId,) = _artAuction();
        _bid(bidder, auctionId, START_PRICE);
        uint256 bidderBalance = usdt.balanceOf(bidder);
        INftMarket.Auction memory item = market.auction(auctionId);
        vm.expectEmit(address(market));
        emit INftMarket.BidPlaced(auctionId, otherBidder, START_PRICE + STEP, bidder, START_PRICE, item.endAt);
        _bid(otherBidder, auctionId, START_PRICE + STEP);
        vm.assertEq(usdt.balanceOf(bidder), bidderBalance + START_PRICE);
        vm.assertEq(usdt.balanceOf(address(market)), START_PRICE + STEP);
        // The highest bidder may raise their own bid; the first one comes back to them.
        _bid(otherBidder, auctionId, START_PRICE + 3 * STEP);
        vm.assertEq(usdt.balanceOf(address(market)), START_PRICE + 3 * STEP);
    }

    function test_bid_revertsBelowTheMinimum() public {
        (uint256 auctionId,) = _artAuction();
        vm.expectRevert(abi.encodeWithSelector(INftMarket.BidTooLow.selector, START_PRICE - 1, START_PRICE));
        _bid(bidder, auctionId, START_PRICE - 1);
        _bid(bidder, auctionId, START_PRICE + 1);
        vm.expectRevert(
            abi.encodeWithSelector(INftMarket.BidTooLow.selector, START_PRICE + STEP, START_PRICE + 1 + STEP)
        );
        _bid(otherBidder, auctionId, START_PRICE + STEP);
    }

    function test_bid_revertsOutsideTheWindowAndUnlessApproved() public {
        uint256 tokenId = _mint721(seller);
        INftMarket.AuctionParams memory p = _params(address(art), tokenId, 1, address(usdt));
        p.startAt = uint64(block.timestamp + 1 hours);
        p.endAt = p.startAt + 1 days;
        vm.prank(seller);
        uint256 auctionId = market.createAuction(p);
        vm.warp(p.startAt);
        vm.expectRevert(
            abi.encodeWithSelector(
                INftMarket.InvalidAuctionStatus.selector, auctionId, INftMarket.AuctionStatus.PendingApproval
            )
        );
        _bid(bidder, auctionId, START_PRICE);
        vm.prank(operator);
        market.approveAuction(auctionId);

        vm.warp(p.startAt - 1);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.AuctionNotRunning.selector, auctionId));
        _bid(bidder, auctionId, START_PRICE);
        vm.warp(p.endAt);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.AuctionNotRunning.selector, auctionId));
        _bid(bidder, auctionId, START_PRICE);
        vm.warp(p.endAt - 1);
        _bid(bidder, auctionId, START_PRICE);
    }

    function test_bid_revertsForTheSellerWhilePausedAndOnBadValues() public {
        (uint256 auctionId,) = _artAuction();
        vm.expectRevert(INftMarket.SellerIsBuyer.selector);
        _bid(seller, auctionId, START_PRICE);
        vm.expectRevert(abi.encodeWithSelector(INativeCoinErrors.NativeValueMismatch.selector, 0, 1));
        vm.prank(bidder);
        market.bid{value: 1}(auctionId, START_PRICE);
        uint256 tooHigh = uint256(type(uint88).max) + 1; // the most the market accounts for holding
        vm.expectRevert(abi.encodeWithSelector(INftMarket.InvalidPrice.selector, tooHigh));
        _bid(bidder, auctionId, tooHigh);
        vm.prank(admin);
        hub.pause();
        vm.expectRevert(INftMarket.MarketPaused.selector);
        _bid(bidder, auctionId, START_PRICE);
    }

    function test_bid_nativeCoinExactValueAndRefunds() public {
        uint256 tokenId = _mint721(seller);
        uint256 auctionId = _approvedAuction(seller, _params(address(art), tokenId, 1, NATIVE));
        vm.expectRevert(
            abi.encodeWithSelector(INativeCoinErrors.NativeValueMismatch.selector, START_PRICE, START_PRICE - 1)
        );
        vm.prank(bidder);
        market.bid{value: START_PRICE - 1}(auctionId, START_PRICE);
        vm.deal(bidder, START_PRICE);
        _bidNative(bidder, auctionId, START_PRICE);
        vm.assertEq(bidder.balance, 0);
        vm.assertEq(address(market).balance, START_PRICE);
        vm.deal(otherBidder, START_PRICE + STEP);
        _bidNative(otherBidder, auctionId, START_PRICE + STEP);
        vm.assertEq(bidder.balance, START_PRICE);
        vm.assertEq(address(market).balance, START_PRICE + STEP);
    }

    function test_bid_aRefundTheBidderRefusesIsCreditedForWithdraw() public {
        uint256 tokenId = _mint721(seller);
        uint256 auctionId = _approvedAuction(seller, _params(address(art), tokenId, 1, NATIVE));
        HostileAccount wallet = new HostileAccount();
        wallet.setRefuseNative(true);
        wallet.exec{value: START_PRICE}(address(market), abi.encodeCall(market.bid, (auctionId, START_PRICE)));

        vm.deal(bidder, START_PRICE + STEP);
        vm.expectEmit(address(market));
        emit INftMarket.PaymentCredited(address(wallet), NATIVE, START_PRICE);
        _bidNative(bidder, auctionId, START_PRICE + STEP);
        vm.assertEq(market.credited(address(wallet), NATIVE), START_PRICE);
        vm.assertEq(address(market).balance, 2 * START_PRICE + STEP);

        vm.expectRevert(INativeCoinErrors.NativeTransferFailed.selector);
        wallet.exec(address(market), abi.encodeCall(market.withdraw, (NATIVE, address(wallet))));
        wallet.setRefuseNative(false);
        vm.expectEmit(address(market));
        emit INftMarket.PaymentWithdrawn(address(wallet), NATIVE, address(wallet), START_PRICE);
        wallet.exec(address(market), abi.encodeCall(market.withdraw, (NATIVE, address(wallet))));
        vm.assertEq(address(wallet).balance, START_PRICE);
        vm.assertEq(market.credited(address(wallet), NATIVE), 0);
        vm.assertEq(address(market).balance, START_PRICE + STEP);
    }

    function test_bid_inTheLastTenMinutesMovesTheEnd() public {
        (uint256 auctionId,) = _artAuction();
        uint64 endAt = market.auction(auctionId).endAt;
        vm.warp(endAt - 10 minutes); // exactly ten minutes left: not extended
        _bid(bidder, auctionId, START_PRICE);
        vm.assertEq(market.auction(auctionId).endAt, endAt);

        vm.warp(endAt - 10 minutes + 1);
        vm.expectEmit(address(market));
        emit INftMarket.BidPlaced(
            auctionId, otherBidder, START_PRICE + STEP, bidder, START_PRICE, uint64(block.timestamp + 10 minutes)
        );
        _bid(otherBidder, auctionId, START_PRICE + STEP);
        vm.assertEq(market.auction(auctionId).endAt, block.timestamp + 10 minutes);

        vm.warp(block.timestamp + 9 minutes);
        _bid(bidder, auctionId, START_PRICE + 2 * STEP);
        uint64 extended = market.auction(auctionId).endAt;
        vm.assertEq(extended, block.timestamp + 10 minutes);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.AuctionNotEnded.selector, auctionId, extended));
        market.finishAuction(auctionId);
        vm.warp(extended);
        market.finishAuction(auctionId);
        vm.assertEq(art.ownerOf(market.auction(auctionId).tokenId), bidder);
    }

    function test_bid_atTheBuyOutPriceSettlesAtOnce() public {
        uint256 tokenId = _mint721(seller);
        INftMarket.AuctionParams memory p = _params(address(art), tokenId, 1, address(usdt));
        p.buyOutPrice = 300e18;
        uint256 auctionId = _approvedAuction(seller, p);
        _bid(bidder, auctionId, START_PRICE);
        uint256 bidderBalance = usdt.balanceOf(bidder);
        uint256 sellerBalance = usdt.balanceOf(seller);
        uint256 creatorBalance = usdt.balanceOf(creator);

        vm.expectEmit(address(market));
        emit INftMarket.BidPlaced(auctionId, otherBidder, 300e18, bidder, START_PRICE, uint64(block.timestamp));
        vm.expectEmit(address(market));
        emit INftMarket.AuctionFinished(auctionId, otherBidder, 300e18, _fee(300e18), _royalty(300e18), creator);
        _bid(otherBidder, auctionId, 300e18);

        vm.assertEq(art.ownerOf(tokenId), otherBidder);
        vm.assertEq(usdt.balanceOf(bidder), bidderBalance + START_PRICE);
        vm.assertEq(usdt.balanceOf(seller), sellerBalance + 300e18 - _fee(300e18) - _royalty(300e18));
        vm.assertEq(usdt.balanceOf(creator), creatorBalance + _royalty(300e18));
        vm.assertEq(usdt.balanceOf(feeWallet), _fee(300e18));
        vm.assertEq(usdt.balanceOf(address(market)), 0);
        INftMarket.Auction memory item = market.auction(auctionId);
        vm.assertTrue(item.status == INftMarket.AuctionStatus.Finished);
        vm.assertEq(item.endAt, block.timestamp);
        vm.expectRevert(
            abi.encodeWithSelector(
                INftMarket.InvalidAuctionStatus.selector, auctionId, INftMarket.AuctionStatus.Finished
            )
        );
        _bid(bidder, auctionId, 400e18);
        vm.expectRevert(
            abi.encodeWithSelector(
                INftMarket.InvalidAuctionStatus.selector, auctionId, INftMarket.AuctionStatus.Finished
            )
        );
        market.finishAuction(auctionId);
    }

    function test_bid_aboveTheBuyOutPaysTheBid() public {
        uint256 tokenId = _mint721(seller);
        INftMarket.AuctionParams memory p = _params(address(art), tokenId, 1, NATIVE);
        p.buyOutPrice = 300e18;
        uint256 auctionId = _approvedAuction(seller, p);
        vm.deal(bidder, 350e18);
        vm.expectEmit(address(market));
        emit INftMarket.AuctionFinished(auctionId, bidder, 350e18, _fee(350e18), _royalty(350e18), creator);
        _bidNative(bidder, auctionId, 350e18);
        vm.assertEq(art.ownerOf(tokenId), bidder);
        vm.assertEq(address(market).balance, 0);
    }

    // --- finishAuction

    function test_finishAuction_paysTheSellerAndDeliversToTheWinner() public {
        (uint256 auctionId, uint256 tokenId) = _artAuction();
        _bid(bidder, auctionId, START_PRICE);
        _bid(otherBidder, auctionId, 150e18);
        uint256 sellerBalance = usdt.balanceOf(seller);
        uint256 creatorBalance = usdt.balanceOf(creator);
        vm.warp(market.auction(auctionId).endAt);

        vm.expectEmit(address(market));
        emit INftMarket.AuctionFinished(auctionId, otherBidder, 150e18, _fee(150e18), _royalty(150e18), creator);
        vm.prank(stranger); // anyone
        market.finishAuction(auctionId);

        vm.assertEq(art.ownerOf(tokenId), otherBidder);
        vm.assertEq(usdt.balanceOf(seller), sellerBalance + 150e18 - _fee(150e18) - _royalty(150e18));
        vm.assertEq(usdt.balanceOf(creator), creatorBalance + _royalty(150e18));
        vm.assertEq(usdt.balanceOf(feeWallet), _fee(150e18));
        vm.assertEq(usdt.balanceOf(address(market)), 0);
        vm.assertTrue(_auctionStatus(auctionId) == INftMarket.AuctionStatus.Finished);
    }

    function test_finishAuction_withoutBidsReturnsTheToken() public {
        uint256 id = _mint1155(seller, 4);
        uint256 auctionId = _approvedAuction(seller, _params(address(editions), id, 4, NATIVE));
        vm.warp(market.auction(auctionId).endAt);
        vm.expectEmit(address(market));
        emit INftMarket.AuctionFinished(auctionId, address(0), 0, 0, 0, address(0));
        market.finishAuction(auctionId);
        vm.assertEq(editions.balanceOf(seller, id), 4);
        vm.assertTrue(_auctionStatus(auctionId) == INftMarket.AuctionStatus.Finished);
    }

    function test_finishAuction_worksWhilePausedAfterTheEnd() public {
        (uint256 auctionId, uint256 tokenId) = _artAuction();
        _bid(bidder, auctionId, START_PRICE);
        vm.warp(market.auction(auctionId).endAt);
        vm.prank(admin);
        hub.pause();
        market.finishAuction(auctionId);
        vm.assertEq(art.ownerOf(tokenId), bidder);
    }

    function test_finishAuction_reverts() public {
        (uint256 auctionId,) = _artAuction();
        uint64 endAt = market.auction(auctionId).endAt;
        vm.warp(endAt - 1);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.AuctionNotEnded.selector, auctionId, endAt));
        market.finishAuction(auctionId);

        uint256 tokenId = _mint721(seller);
        vm.prank(seller);
        uint256 pending = market.createAuction(_params(address(art), tokenId, 1, address(usdt)));
        vm.warp(endAt + 2 days);
        vm.expectRevert(
            abi.encodeWithSelector(
                INftMarket.InvalidAuctionStatus.selector, pending, INftMarket.AuctionStatus.PendingApproval
            )
        );
        market.finishAuction(pending);
        vm.expectRevert(
            abi.encodeWithSelector(INftMarket.InvalidAuctionStatus.selector, 99, INftMarket.AuctionStatus.None)
        );
        market.finishAuction(99);
    }

    // --- withdraw

    function test_withdraw_revertsWithNothingCredited() public {
        vm.expectRevert(abi.encodeWithSelector(INftMarket.NothingToWithdraw.selector, NATIVE));
        vm.prank(stranger);
        market.withdraw(NATIVE, stranger);
    }
}
