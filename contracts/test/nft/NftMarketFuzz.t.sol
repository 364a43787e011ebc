// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {INftMarket} from "../../src/nft/INftMarket.sol";
import {HostileAccount, HostileNft721} from "./mocks/NftMocks.sol";
import {NftTestBase} from "./NftTestBase.sol";

/// @dev Fuzzed prices, fees, royalties, quantities, steps, auction lengths and late-bid windows: every unit of a
/// price reaches someone, fee and royalty never exceed it, what is left of a listing and what a bid must beat
/// always follow the rules.
contract NftMarketFuzzTest is NftTestBase {
    function testFuzz_buy_everyUnitOfThePriceReachesSomeone(
        uint256 unitPrice,
        uint256 listed,
        uint256 bought,
        uint256 feeBps,
        uint96 royaltyBps
    ) public {
        unitPrice = bound(unitPrice, 1, type(uint96).max);
        listed = bound(listed, 1, 1_000);
        bought = bound(bought, 1, listed);
        feeBps = bound(feeBps, 0, 1000);
        royaltyBps = uint96(bound(royaltyBps, 0, 1000));
        vm.prank(admin);
        market.setFeeBps(feeBps);
        vm.prank(creator);
        uint256 id = editions.mint(seller, listed, URI, royaltyBps);
        uint256 listingId = _list(seller, address(editions), id, listed, address(usdt), unitPrice);
        uint256 price = unitPrice * bought;
        usdt.mint(buyer, price);
        uint256[3] memory before = [usdt.balanceOf(buyer), usdt.balanceOf(seller), usdt.balanceOf(creator)];

        vm.prank(buyer);
        market.buy(listingId, bought);

        uint256 fee = price * feeBps / 10_000;
        uint256 royalty = price * royaltyBps / 10_000;
        vm.assertEq(usdt.balanceOf(buyer), before[0] - price);
        vm.assertEq(usdt.balanceOf(feeWallet), fee);
        vm.assertEq(usdt.balanceOf(creator) - before[2], royalty);
        vm.assertEq(usdt.balanceOf(seller) - before[1], price - fee - royalty);
        vm.assertEq(usdt.balanceOf(address(market)), 0);
        _assertLeft(listingId, id, listed - bought);
    }

    function _assertLeft(uint256 listingId, uint256 id, uint256 left) internal view {
        vm.assertEq(editions.balanceOf(address(market), id), left);
        INftMarket.Listing memory item = market.listing(listingId);
        vm.assertEq(item.quantity, left);
        vm.assertEq(item.status == INftMarket.ListingStatus.Sold, left == 0);
    }

    function testFuzz_buy_feeAndAnyRoyaltyNeverExceedThePrice(uint256 price, uint256 feeBps, uint256 royaltyBps)
        public
    {
        price = bound(price, 1, type(uint96).max);
        feeBps = bound(feeBps, 0, 1000);
        royaltyBps = bound(royaltyBps, 0, 100_000); // up to ten times the price
        vm.prank(admin);
        market.setFeeBps(feeBps);
        HostileNft721 collection = new HostileNft721();
        collection.mint(seller, 1);
        collection.setRoyalty(HostileNft721.RoyaltyMode.Normal, creator, royaltyBps);
        vm.prank(seller);
        collection.setApprovalForAll(address(market), true);
        uint256 listingId = _list(seller, address(collection), 1, 1, NATIVE, price);
        vm.deal(buyer, price);
        uint256 sellerBefore = seller.balance;
        uint256 creatorBefore = creator.balance;

        vm.prank(buyer);
        market.buy{value: price}(listingId, 1);

        uint256 fee = price * feeBps / 10_000;
        // The royalty rate is fixed when listed and capped at 10%.
        uint256 royalty = price * (royaltyBps > 1000 ? 1000 : royaltyBps) / 10_000;
        vm.assertEq(feeWallet.balance, fee);
        vm.assertEq(creator.balance - creatorBefore, royalty);
        vm.assertEq(seller.balance - sellerBefore, price - fee - royalty);
        vm.assertEq(address(market).balance, 0);
    }

    function testFuzz_bid_eachBidBeatsTheLastByTheStepAndRefundsIt(
        uint256 startPrice,
        uint256 step,
        uint256 firstRaise,
        uint256 secondRaise
    ) public {
        // Four parts of a bid that must stay within the 2^88 - 1 the market accounts for.
        startPrice = bound(startPrice, 1, 7e25);
        step = bound(step, 1, 7e25);
        firstRaise = bound(firstRaise, 0, 7e25);
        secondRaise = bound(secondRaise, 0, 7e25);
        uint256 tokenId = _mint721(seller);
        INftMarket.AuctionParams memory p = _params(address(art), tokenId, 1, NATIVE);
        p.startPrice = startPrice;
        p.priceStep = step;
        uint256 auctionId = _approvedAuction(seller, p);

        if (startPrice > 1) {
            vm.deal(bidder, startPrice - 1);
            vm.expectRevert(abi.encodeWithSelector(INftMarket.BidTooLow.selector, startPrice - 1, startPrice));
            _bidNative(bidder, auctionId, startPrice - 1);
        }
        uint256 first = startPrice + firstRaise;
        vm.deal(bidder, first);
        _bidNative(bidder, auctionId, first);

        vm.deal(otherBidder, first + step - 1);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.BidTooLow.selector, first + step - 1, first + step));
        _bidNative(otherBidder, auctionId, first + step - 1);

        uint256 second = first + step + secondRaise;
        vm.deal(otherBidder, second);
        _bidNative(otherBidder, auctionId, second);
        vm.assertEq(bidder.balance, first);
        vm.assertEq(address(market).balance, second);
        INftMarket.Auction memory item = market.auction(auctionId);
        vm.assertEq(item.highestBidder, otherBidder);
        vm.assertEq(item.highestBid, second);
    }

    function testFuzz_bid_lateBidsExtendToTenMinutesAfterThem(uint256 length, uint256 bidAt) public {
        length = bound(length, 12 hours, 7 days);
        uint256 tokenId = _mint721(seller);
        INftMarket.AuctionParams memory p = _params(address(art), tokenId, 1, address(usdt));
        p.endAt = p.startAt + uint64(length);
        uint256 auctionId = _approvedAuction(seller, p);
        bidAt = bound(bidAt, p.startAt, p.endAt - 1);
        vm.warp(bidAt);

        _bid(bidder, auctionId, START_PRICE);
        uint256 expected = p.endAt - bidAt < 10 minutes ? bidAt + 10 minutes : p.endAt;
        uint64 endAt = market.auction(auctionId).endAt;
        vm.assertEq(endAt, expected);
        vm.assertGe(endAt, p.endAt);
        vm.assertLe(endAt, bidAt + 10 minutes > p.endAt ? bidAt + 10 minutes : p.endAt);

        vm.warp(endAt - 1);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.AuctionNotEnded.selector, auctionId, endAt));
        market.finishAuction(auctionId);
        vm.warp(endAt);
        market.finishAuction(auctionId);
        vm.assertEq(art.ownerOf(tokenId), bidder);
    }

    function testFuzz_createAuction_lengthsOutsideTwelveHoursToSevenDaysAreRefused(uint256 delay, uint256 length)
        public
    {
        delay = bound(delay, 0, 365 days);
        length = bound(length, 0, 30 days);
        uint256 tokenId = _mint721(seller);
        INftMarket.AuctionParams memory p = _params(address(art), tokenId, 1, address(usdt));
        p.startAt = uint64(block.timestamp + delay);
        p.endAt = p.startAt + uint64(length);
        if (length < 12 hours || length > 7 days) vm.expectRevert(INftMarket.InvalidAuctionTimes.selector);
        vm.prank(seller);
        market.createAuction(p);
    }

    function testFuzz_bid_atOrAboveTheBuyOutSettles(uint256 startPrice, uint256 buyOutAbove, uint256 bidSeed) public {
        // A bid of up to twice the buy-out stays within the 2^88 - 1 the market accounts for.
        startPrice = bound(startPrice, 1, 7e25);
        uint256 buyOut = startPrice + bound(buyOutAbove, 1, 7e25);
        uint256 amount = bound(bidSeed, startPrice, buyOut * 2);
        uint256 tokenId = _mint721(seller);
        INftMarket.AuctionParams memory p = _params(address(art), tokenId, 1, NATIVE);
        p.startPrice = startPrice;
        p.buyOutPrice = buyOut;
        uint256 auctionId = _approvedAuction(seller, p);
        vm.deal(bidder, amount);
        _bidNative(bidder, auctionId, amount);
        INftMarket.Auction memory item = market.auction(auctionId);
        if (amount >= buyOut) {
            vm.assertTrue(item.status == INftMarket.AuctionStatus.Finished);
            vm.assertEq(art.ownerOf(tokenId), bidder);
            vm.assertEq(address(market).balance, 0);
        } else {
            vm.assertTrue(item.status == INftMarket.AuctionStatus.Approved);
            vm.assertEq(address(market).balance, amount);
        }
    }

    function testFuzz_refusedRefundsAddUpInCredits(uint8 rounds, uint256 raise) public {
        rounds = uint8(bound(rounds, 1, 12));
        uint256 tokenId = _mint721(seller);
        uint256 auctionId = _approvedAuction(seller, _params(address(art), tokenId, 1, NATIVE));
        HostileAccount wallet = new HostileAccount();
        wallet.setRefuseNative(true);
        uint256 amount = START_PRICE;
        uint256 credit;
        for (uint256 i = 0; i < rounds; i++) {
            wallet.exec{value: amount}(address(market), abi.encodeCall(market.bid, (auctionId, amount)));
            credit += amount;
            amount += STEP + bound(raise, 0, 1e20);
            vm.deal(bidder, amount);
            _bidNative(bidder, auctionId, amount);
            amount += STEP;
        }
        vm.assertEq(market.credited(address(wallet), NATIVE), credit);
        vm.assertEq(address(market).balance, credit + market.auction(auctionId).highestBid);
    }
}
