// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAddressErrors, INativeCoinErrors} from "../../src/common/CommonErrors.sol";
import {INftMarket} from "../../src/nft/INftMarket.sol";
import {
    BlacklistingToken,
    FeeOnTransferToken,
    HostileAccount,
    HostileNft721,
    ReenteringReceiver,
    ReentrantNft1155,
    ReentrantToken
} from "./mocks/NftMocks.sol";
import {NftTestBase} from "./NftTestBase.sol";

/// @dev Who can call what to take or block what is not theirs: strangers acting on others' listings and
/// auctions, sellers bidding, early or repeated finishes, re-entry through hostile collections, tokens and
/// payees, payees that refuse or burn gas, royalty answers meant to break a sale, fee-on-transfer tokens.
contract NftMarketAttacksTest is NftTestBase {
    /// @dev ReentrancyGuardTransient's ReentrancyGuardReentrantCall().
    bytes4 internal constant REENTERED = bytes4(keccak256("ReentrancyGuardReentrantCall()"));

    // --- acting on what is not yours

    function test_attack_strangerCannotCancelAListingOrAnAuction() public {
        (uint256 listingId, uint256 tokenId) = _listArt();
        uint256 auctioned = _mint721(seller);
        vm.prank(seller);
        uint256 auctionId = market.createAuction(_params(address(art), auctioned, 1, address(usdt)));

        vm.startPrank(stranger);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.NotSeller.selector, stranger));
        market.cancelListing(listingId);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.NotSeller.selector, stranger));
        market.cancelAuction(auctionId);
        vm.stopPrank();
        // Not even an operator or the Admin takes a seller's listing down.
        vm.expectRevert(abi.encodeWithSelector(INftMarket.NotSeller.selector, operator));
        vm.prank(operator);
        market.cancelListing(listingId);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.NotSeller.selector, admin));
        vm.prank(admin);
        market.cancelAuction(auctionId);

        vm.assertEq(art.ownerOf(tokenId), address(market));
        vm.assertEq(art.ownerOf(auctioned), address(market));
        vm.assertTrue(_listingStatus(listingId) == INftMarket.ListingStatus.Open);
    }

    function test_attack_operatorRejectingSendsTheTokenToTheSellerOnly() public {
        uint256 tokenId = _mint721(seller);
        vm.prank(seller);
        uint256 auctionId = market.createAuction(_params(address(art), tokenId, 1, address(usdt)));
        vm.prank(operator);
        market.rejectAuction(auctionId);
        vm.assertEq(art.ownerOf(tokenId), seller);
        vm.assertEq(art.balanceOf(operator), 0);
    }

    function test_attack_nobodyListsAnotherAccountsTokens() public {
        uint256 id = _mint1155(seller, 5);
        vm.expectRevert();
        _list(stranger, address(editions), id, 5, address(usdt), PRICE);
        vm.prank(stranger);
        vm.expectRevert();
        market.createAuction(_params(address(editions), id, 5, address(usdt)));
        vm.assertEq(editions.balanceOf(seller, id), 5);
    }

    function test_attack_sellerCannotBidOnTheirAuctionOrBuyTheirListing() public {
        (uint256 auctionId,) = _artAuction();
        vm.expectRevert(INftMarket.SellerIsBuyer.selector);
        _bid(seller, auctionId, START_PRICE);
        (uint256 listingId,) = _listArt();
        vm.expectRevert(INftMarket.SellerIsBuyer.selector);
        vm.prank(seller);
        market.buy(listingId, 1);
    }

    function test_attack_buyingACancelledOrSoldListing() public {
        (uint256 listingId, uint256 tokenId) = _listArt();
        vm.prank(seller);
        market.cancelListing(listingId);
        uint256 before = usdt.balanceOf(buyer);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.ListingNotOpen.selector, listingId));
        vm.prank(buyer);
        market.buy(listingId, 1);
        vm.assertEq(usdt.balanceOf(buyer), before);

        // Listed again (a new listing) and sold: the old id stays closed, the new one sells once.
        uint256 relisted = _list(seller, address(art), tokenId, 1, address(usdt), PRICE);
        vm.prank(buyer);
        market.buy(relisted, 1);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.ListingNotOpen.selector, relisted));
        vm.prank(stranger);
        market.buy(relisted, 1);
    }

    function test_attack_finishingEarlyOrTwice() public {
        (uint256 auctionId, uint256 tokenId) = _artAuction();
        _bid(bidder, auctionId, START_PRICE);
        uint64 endAt = market.auction(auctionId).endAt;
        vm.expectRevert(abi.encodeWithSelector(INftMarket.AuctionNotEnded.selector, auctionId, endAt));
        vm.prank(bidder);
        market.finishAuction(auctionId);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.AuctionNotEnded.selector, auctionId, endAt));
        vm.prank(seller);
        market.finishAuction(auctionId);

        vm.warp(endAt);
        market.finishAuction(auctionId);
        uint256 sellerBalance = usdt.balanceOf(seller);
        vm.expectRevert(
            abi.encodeWithSelector(
                INftMarket.InvalidAuctionStatus.selector, auctionId, INftMarket.AuctionStatus.Finished
            )
        );
        market.finishAuction(auctionId);
        vm.assertEq(usdt.balanceOf(seller), sellerBalance);
        vm.assertEq(art.ownerOf(tokenId), bidder);
    }

    function test_attack_strangerCannotWithdrawAnotherAccountsCredit() public {
        HostileAccount wallet = _nativeBidderOutbid();
        // Not a stranger, an Operator or the Admin, wherever they ask it to go: only the caller's own credit moves.
        address[3] memory callers = [stranger, operator, admin];
        for (uint256 i = 0; i < callers.length; i++) {
            vm.expectRevert(abi.encodeWithSelector(INftMarket.NothingToWithdraw.selector, NATIVE));
            vm.prank(callers[i]);
            market.withdraw(NATIVE, callers[i]);
        }
        vm.assertEq(market.credited(address(wallet), NATIVE), START_PRICE);
    }

    // --- payees that refuse, burn gas or re-enter

    /// @dev A contract bidder refusing the native coin, outbid: its refund is credited.
    function _nativeBidderOutbid() internal returns (HostileAccount wallet) {
        uint256 tokenId = _mint721(seller);
        uint256 auctionId = _approvedAuction(seller, _params(address(art), tokenId, 1, NATIVE));
        wallet = new HostileAccount();
        wallet.setRefuseNative(true);
        wallet.exec{value: START_PRICE}(address(market), abi.encodeCall(market.bid, (auctionId, START_PRICE)));
        _bidNative(bidder, auctionId, START_PRICE + STEP);
    }

    function test_attack_outbidBidderRefusingTheRefundCannotBlockBids() public {
        HostileAccount wallet = _nativeBidderOutbid();
        vm.assertEq(market.credited(address(wallet), NATIVE), START_PRICE);
        vm.assertEq(market.auction(1).highestBidder, bidder);
    }

    function test_attack_outbidBidderBurningGasCannotBlockBids() public {
        uint256 tokenId = _mint721(seller);
        uint256 auctionId = _approvedAuction(seller, _params(address(art), tokenId, 1, NATIVE));
        HostileAccount wallet = new HostileAccount();
        wallet.setBurnGas(true);
        wallet.exec{value: START_PRICE}(address(market), abi.encodeCall(market.bid, (auctionId, START_PRICE)));
        uint256 gasBefore = gasleft();
        _bidNative(bidder, auctionId, START_PRICE + STEP);
        vm.assertLt(gasBefore - gasleft(), 200_000); // the refund's gas is capped
        vm.assertEq(market.credited(address(wallet), NATIVE), START_PRICE);
    }

    function test_attack_outbidBidderReenteringOnRefundGetsACredit() public {
        uint256 tokenId = _mint721(seller);
        uint256 auctionId = _approvedAuction(seller, _params(address(art), tokenId, 1, NATIVE));
        ReenteringReceiver attacker = new ReenteringReceiver();
        attacker.exec{value: START_PRICE}(address(market), abi.encodeCall(market.bid, (auctionId, START_PRICE)));
        // On its refund it tries to outbid again from inside the market (or to withdraw): the guard refuses,
        // the refund fails and is credited; the honest bid stands.
        attacker.arm(address(market), abi.encodeCall(market.bid, (auctionId, START_PRICE + 5 * STEP)));
        _bidNative(bidder, auctionId, START_PRICE + STEP);
        vm.assertEq(market.auction(auctionId).highestBidder, bidder);
        vm.assertEq(market.credited(address(attacker), NATIVE), START_PRICE);

        attacker.arm(address(0), "");
        attacker.exec(address(market), abi.encodeCall(market.withdraw, (NATIVE, address(attacker))));
        vm.assertEq(address(attacker).balance, START_PRICE);
    }

    function test_attack_sellerRefusingProceedsCannotBlockABuy() public {
        HostileAccount wallet = new HostileAccount();
        wallet.setRefuseNative(true);
        uint256 tokenId = _mint721(address(wallet));
        wallet.exec(address(art), abi.encodeCall(art.setApprovalForAll, (address(market), true)));
        bytes memory listCall = abi.encodeCall(market.list, (address(art), tokenId, 1, NATIVE, 1 ether));
        uint256 listingId = abi.decode(wallet.exec(address(market), listCall), (uint256));

        vm.prank(buyer);
        market.buy{value: 1 ether}(listingId, 1);
        vm.assertEq(art.ownerOf(tokenId), buyer);
        vm.assertEq(market.credited(address(wallet), NATIVE), 1 ether - _fee(1 ether) - _royalty(1 ether));
        vm.assertEq(address(market).balance, market.credited(address(wallet), NATIVE));
    }

    function test_attack_royaltyReceiverRefusingCannotBlockANativeSale() public {
        HostileAccount receiver = new HostileAccount();
        receiver.setRefuseNative(true);
        HostileNft721 hostile = _hostileCollection(receiver, HostileNft721.RoyaltyMode.Normal, 1000);
        uint256 listingId = _list(seller, address(hostile), 1, 1, NATIVE, 1 ether);
        vm.expectEmit(address(market));
        emit INftMarket.PaymentCredited(address(receiver), NATIVE, 0.1 ether);
        vm.prank(buyer);
        market.buy{value: 1 ether}(listingId, 1);
        vm.assertEq(hostile.ownerOf(1), buyer);
        vm.assertEq(market.credited(address(receiver), NATIVE), 0.1 ether);
    }

    function test_attack_royaltyReceiverBlacklistedByTheTokenCannotBlockASale() public {
        BlacklistingToken token = _royaltyToABlacklistedCreator();
        vm.assertEq(market.credited(creator, address(token)), _royalty(1 ether));
        vm.assertEq(token.balanceOf(address(market)), _royalty(1 ether));
        vm.assertEq(token.balanceOf(seller), 1 ether - _fee(1 ether) - _royalty(1 ether));
        vm.assertEq(token.balanceOf(feeWallet), _fee(1 ether));
        // A credit the token still refuses stays credited.
        vm.expectRevert();
        vm.prank(creator);
        market.withdraw(address(token), creator);
        token.setBlacklisted(creator, false);
        vm.prank(creator);
        market.withdraw(address(token), creator);
        vm.assertEq(token.balanceOf(creator), _royalty(1 ether));
    }

    // --- auctions kept running (issue 22)

    function test_attack_theHighestBidderCannotExtendTheAuctionByOutbiddingItself() public {
        (uint256 auctionId, uint256 tokenId) = _artAuction();
        vm.warp(market.auction(auctionId).endAt - 5 minutes);
        _bid(bidder, auctionId, START_PRICE); // a new highest bid: the others get ten minutes to answer
        uint64 extended = market.auction(auctionId).endAt;
        vm.assertEq(extended, block.timestamp + 10 minutes);
        for (uint256 i = 1; i <= 5; i++) {
            vm.warp(extended - 1 minutes + i * 10 seconds);
            _bid(bidder, auctionId, START_PRICE + i * STEP);
        }
        vm.assertEq(market.auction(auctionId).endAt, extended);
        vm.warp(extended);
        market.finishAuction(auctionId);
        vm.assertEq(art.ownerOf(tokenId), bidder);
    }

    function test_attack_twoBiddersTakingTurnsCannotKeepAnAuctionRunningPastItsCap() public {
        (uint256 auctionId, uint256 tokenId) = _artAuction();
        uint256 cap = uint256(market.auction(auctionId).startAt) + market.MAX_AUCTION_RUN();
        vm.assertEq(market.MAX_AUCTION_RUN(), 8 days);
        address[2] memory pair = [bidder, otherBidder];
        uint256 price = START_PRICE;
        uint256 turns;
        // Each bids a second before the end, which moved ten minutes on each time until it reached the cap.
        while (market.auction(auctionId).endAt < cap) {
            vm.warp(market.auction(auctionId).endAt - 1);
            _bid(pair[turns % 2], auctionId, price);
            price += STEP;
            turns += 1;
        }
        vm.assertEq(market.auction(auctionId).endAt, cap);
        vm.assertGt(turns, 100);
        vm.warp(cap - 1);
        _bid(pair[turns % 2], auctionId, price);
        vm.assertEq(market.auction(auctionId).endAt, cap);
        vm.warp(cap);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.AuctionNotRunning.selector, auctionId));
        _bid(pair[(turns + 1) % 2], auctionId, price + STEP);
        market.finishAuction(auctionId);
        vm.assertEq(art.ownerOf(tokenId), pair[turns % 2]);
    }

    // --- credits whose receiver cannot take them (issue 22)

    function test_attack_aContractBidderThatRefusesTheNativeCoinSendsItsCreditElsewhere() public {
        HostileAccount wallet = _nativeBidderOutbid();

        // For good: the wallet has no way to accept the coin, so it names another address of its owner's.
        vm.expectRevert(INativeCoinErrors.NativeTransferFailed.selector);
        wallet.exec(address(market), abi.encodeCall(market.withdraw, (NATIVE, address(wallet))));
        address payable owned = payable(makeAddr("the wallet owner's other account"));
        vm.expectEmit(address(market));
        emit INftMarket.PaymentWithdrawn(address(wallet), NATIVE, owned, START_PRICE);
        wallet.exec(address(market), abi.encodeCall(market.withdraw, (NATIVE, owned)));
        vm.assertEq(owned.balance, START_PRICE);
        vm.assertEq(market.credited(address(wallet), NATIVE), 0);
    }

    function test_attack_aReceiverTheTokenBlacklistsSendsItsCreditElsewhere() public {
        BlacklistingToken token = _royaltyToABlacklistedCreator();

        address elsewhere = makeAddr("creator's other account");
        vm.prank(creator);
        market.withdraw(address(token), elsewhere);
        vm.assertEq(token.balanceOf(elsewhere), _royalty(1 ether));
        vm.assertEq(market.credited(creator, address(token)), 0);
    }

    function test_withdraw_refusesTheZeroAddressBeforeAnythingElse() public {
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        vm.prank(creator);
        market.withdraw(NATIVE, address(0));
    }

    function test_attack_blacklistedOutbidBidderCannotBlockBids() public {
        BlacklistingToken token = new BlacklistingToken();
        _allow(address(token));
        for (uint256 i = 0; i < 2; i++) {
            address account = [bidder, otherBidder][i];
            token.mint(account, 1_000e18);
            vm.prank(account);
            token.approve(address(market), type(uint256).max);
        }
        uint256 tokenId = _mint721(seller);
        uint256 auctionId = _approvedAuction(seller, _params(address(art), tokenId, 1, address(token)));
        _bid(bidder, auctionId, START_PRICE);
        token.setBlacklisted(bidder, true);
        _bid(otherBidder, auctionId, START_PRICE + STEP);
        vm.assertEq(market.credited(bidder, address(token)), START_PRICE);
        vm.assertEq(token.balanceOf(address(market)), 2 * START_PRICE + STEP);
    }

    function test_attack_winnerRefusingAn1155DeliveryCannotKeepTheSellerUnpaid() public {
        uint256 id = _mint1155(seller, 3);
        uint256 auctionId = _approvedAuction(seller, _params(address(editions), id, 3, address(usdt)));
        HostileAccount wallet = new HostileAccount();
        usdt.mint(address(wallet), START_PRICE);
        wallet.exec(address(usdt), abi.encodeCall(usdt.approve, (address(market), START_PRICE)));
        wallet.exec(address(market), abi.encodeCall(market.bid, (auctionId, START_PRICE)));
        wallet.setRefuseNfts(true);
        uint256 sellerBalance = usdt.balanceOf(seller);

        vm.warp(market.auction(auctionId).endAt);
        market.finishAuction(auctionId);
        vm.assertEq(usdt.balanceOf(seller), sellerBalance + START_PRICE - _fee(START_PRICE) - _royalty(START_PRICE));
        vm.assertEq(editions.balanceOf(address(market), id), 3);
        vm.assertTrue(_auctionStatus(auctionId) == INftMarket.AuctionStatus.Finished);
        vm.assertTrue(market.deliveryPending(auctionId));

        // The retry delivers to the winner only, once it accepts; nobody else gets the tokens.
        vm.expectRevert(bytes("HostileAccount: no NFTs"));
        vm.prank(stranger);
        market.finishAuction(auctionId);
        wallet.setRefuseNfts(false);
        vm.prank(stranger);
        market.finishAuction(auctionId);
        vm.assertEq(editions.balanceOf(address(wallet), id), 3);
        vm.assertFalse(market.deliveryPending(auctionId));
        vm.expectRevert(
            abi.encodeWithSelector(
                INftMarket.InvalidAuctionStatus.selector, auctionId, INftMarket.AuctionStatus.Finished
            )
        );
        market.finishAuction(auctionId);
    }

    function test_attack_aContractWinnerWithoutAnErc721HookStillReceives() public {
        (uint256 auctionId, uint256 tokenId) = _artAuction();
        HostileAccount wallet = new HostileAccount();
        usdt.mint(address(wallet), START_PRICE);
        wallet.exec(address(usdt), abi.encodeCall(usdt.approve, (address(market), START_PRICE)));
        wallet.exec(address(market), abi.encodeCall(market.bid, (auctionId, START_PRICE)));
        vm.warp(market.auction(auctionId).endAt);
        market.finishAuction(auctionId);
        vm.assertEq(art.ownerOf(tokenId), address(wallet));
    }

    // --- hostile collections and tokens re-entering

    function test_attack_collectionReenteringOnListReverts() public {
        HostileNft721 hostile =
            _hostileCollection(HostileAccount(payable(creator)), HostileNft721.RoyaltyMode.Normal, 0);
        hostile.arm(address(market), abi.encodeCall(market.cancelListing, (1)));
        vm.expectRevert(REENTERED);
        _list(seller, address(hostile), 1, 1, NATIVE, 1 ether);
    }

    function test_attack_collectionReenteringOnBuyReverts() public {
        HostileNft721 hostile =
            _hostileCollection(HostileAccount(payable(creator)), HostileNft721.RoyaltyMode.Normal, 0);
        uint256 listingId = _list(seller, address(hostile), 1, 1, NATIVE, 1 ether);
        hostile.arm(address(market), abi.encodeCall(market.buy, (listingId, 1)));
        vm.expectRevert(REENTERED);
        vm.prank(buyer);
        market.buy{value: 1 ether}(listingId, 1);
        vm.assertEq(hostile.ownerOf(1), address(market));
    }

    function test_attack_1155CollectionReenteringOnCancelReverts() public {
        ReentrantNft1155 hostile = new ReentrantNft1155();
        hostile.mint(seller, 1, 5);
        vm.prank(seller);
        hostile.setApprovalForAll(address(market), true);
        uint256 listingId = _list(seller, address(hostile), 1, 5, NATIVE, 1 ether);
        hostile.arm(address(market), abi.encodeCall(market.cancelListing, (listingId)));
        vm.expectRevert(REENTERED);
        vm.prank(seller);
        market.cancelListing(listingId);
        vm.assertEq(hostile.balanceOf(address(market), 1), 5);
    }

    function test_attack_1155CollectionReenteringOnFinishLeavesTheTokensOwed() public {
        ReentrantNft1155 hostile = new ReentrantNft1155();
        hostile.mint(seller, 1, 5);
        vm.prank(seller);
        hostile.setApprovalForAll(address(market), true);
        uint256 auctionId = _approvedAuction(seller, _params(address(hostile), 1, 5, NATIVE));
        vm.deal(bidder, START_PRICE);
        _bidNative(bidder, auctionId, START_PRICE);
        vm.warp(market.auction(auctionId).endAt);
        hostile.arm(address(market), abi.encodeCall(market.withdraw, (NATIVE, address(hostile))));
        uint256 sellerBalance = seller.balance;
        market.finishAuction(auctionId);
        // The re-entry failed the delivery only: the seller is paid, the tokens wait for the winner.
        vm.assertEq(seller.balance, sellerBalance + START_PRICE - _fee(START_PRICE));
        vm.assertEq(hostile.balanceOf(address(market), 1), 5);
        // While the collection keeps re-entering, the retry reverts; once it behaves, the winner gets them.
        vm.expectRevert(REENTERED);
        market.finishAuction(auctionId);
        hostile.arm(address(0), "");
        market.finishAuction(auctionId);
        vm.assertEq(hostile.balanceOf(bidder, 1), 5);
    }

    function test_attack_payTokenReenteringOnBidReverts() public {
        ReentrantToken token = new ReentrantToken();
        _allow(address(token));
        token.mint(bidder, 1_000e18);
        vm.prank(bidder);
        token.approve(address(market), type(uint256).max);
        uint256 tokenId = _mint721(seller);
        uint256 auctionId = _approvedAuction(seller, _params(address(art), tokenId, 1, address(token)));
        token.arm(address(market), abi.encodeCall(market.withdraw, (address(token), address(token))));
        vm.expectRevert(REENTERED);
        _bid(bidder, auctionId, START_PRICE);
    }

    // --- royalty answers meant to break a sale

    function test_attack_royaltyInfoRevertingOrBurningGasOrShortPaysNoRoyalty() public {
        HostileNft721.RoyaltyMode[4] memory modes = [
            HostileNft721.RoyaltyMode.Revert,
            HostileNft721.RoyaltyMode.BurnGas,
            HostileNft721.RoyaltyMode.Short,
            HostileNft721.RoyaltyMode.DirtyAddress
        ];
        for (uint256 i = 0; i < modes.length; i++) {
            HostileNft721 hostile = _hostileCollection(HostileAccount(payable(creator)), modes[i], 1000);
            uint256 listingId = _list(seller, address(hostile), 1, 1, NATIVE, 1 ether);
            vm.expectEmit(address(market));
            emit INftMarket.Bought(listingId, buyer, 1, 1 ether, _fee(1 ether), 0, address(0));
            vm.prank(buyer);
            market.buy{value: 1 ether}(listingId, 1);
            vm.assertEq(hostile.ownerOf(1), buyer);
        }
    }

    function test_attack_royaltyAboveThePriceIsCappedAtTenPercent() public {
        HostileNft721 hostile = _hostileCollection(HostileAccount(payable(creator)), HostileNft721.RoyaltyMode.Huge, 0);
        uint256 listingId = _list(seller, address(hostile), 1, 1, NATIVE, 1 ether);
        vm.assertEq(market.listing(listingId).royaltyBps, 1000);
        uint256 sellerBalance = seller.balance;
        uint256 creatorBalance = creator.balance;
        vm.expectEmit(address(market));
        emit INftMarket.Bought(listingId, buyer, 1, 1 ether, _fee(1 ether), 0.1 ether, creator);
        vm.prank(buyer);
        market.buy{value: 1 ether}(listingId, 1);
        vm.assertEq(seller.balance, sellerBalance + 1 ether - _fee(1 ether) - 0.1 ether);
        vm.assertEq(creator.balance, creatorBalance + 0.1 ether);
        vm.assertEq(address(market).balance, 0);
    }

    // --- fee-on-transfer tokens

    function test_attack_feeOnTransferTokenCannotBeHeldAsABid() public {
        FeeOnTransferToken token = new FeeOnTransferToken();
        _allow(address(token));
        token.mint(bidder, 1_000e18);
        vm.prank(bidder);
        token.approve(address(market), type(uint256).max);
        uint256 tokenId = _mint721(seller);
        uint256 auctionId = _approvedAuction(seller, _params(address(art), tokenId, 1, address(token)));
        vm.expectRevert(abi.encodeWithSelector(INftMarket.TransferAmountMismatch.selector, address(token)));
        _bid(bidder, auctionId, START_PRICE);
    }

    function test_attack_feeOnTransferTokenSaleLeavesNothingInTheMarket() public {
        FeeOnTransferToken token = new FeeOnTransferToken();
        _allow(address(token));
        token.mint(buyer, 1_000e18);
        vm.prank(buyer);
        token.approve(address(market), type(uint256).max);
        (uint256 listingId, uint256 tokenId) = _listArtFor(address(token), 100e18);
        vm.prank(buyer);
        market.buy(listingId, 1);
        vm.assertEq(art.ownerOf(tokenId), buyer);
        vm.assertEq(token.balanceOf(address(market)), 0);
        vm.assertEq(token.balanceOf(buyer), 900e18);
    }

    // --- helpers

    /// @dev A hostile ERC-721 whose token 1 the seller holds and approved the market for.
    function _hostileCollection(HostileAccount receiver, HostileNft721.RoyaltyMode mode, uint256 bps)
        internal
        returns (HostileNft721 hostile)
    {
        hostile = new HostileNft721();
        hostile.mint(seller, 1);
        hostile.setRoyalty(mode, address(receiver), bps);
        vm.prank(seller);
        hostile.setApprovalForAll(address(market), true);
    }

    /// @dev Puts a token on the Hub's loan whitelist, so the market takes it as a pay token.
    function _allow(address token) internal {
        vm.prank(admin);
        hub.setLoanToken(token, true);
    }

    /// @dev A sale of the creator's art for 1 ether of a token that blacklists the creator: its royalty is credited.
    function _royaltyToABlacklistedCreator() internal returns (BlacklistingToken token) {
        token = new BlacklistingToken();
        _allow(address(token));
        token.mint(buyer, 10 ether);
        vm.prank(buyer);
        token.approve(address(market), type(uint256).max);
        (uint256 listingId,) = _listArtFor(address(token), 1 ether);
        token.setBlacklisted(creator, true);
        vm.prank(buyer);
        market.buy(listingId, 1);
    }

    /// @dev The seller lists a fresh ERC-721 (5% royalty to the creator) for `price` of `token`.
    function _listArtFor(address token, uint256 price) internal returns (uint256 listingId, uint256 tokenId) {
        tokenId = _mint721(seller);
        listingId = _list(seller, address(art), tokenId, 1, token, price);
    }
}
