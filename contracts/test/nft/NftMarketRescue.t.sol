// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAddressErrors, IAdminErrors} from "../../src/common/CommonErrors.sol";
import {INftMarket} from "../../src/nft/INftMarket.sol";
import {TestToken} from "../../src/token/TestToken.sol";
import {HostileAccount} from "./mocks/NftMocks.sol";
import {NftTestBase} from "./NftTestBase.sol";

/// @dev The Admin gets back what was sent to the market by mistake, and never what it holds for others: running
/// bids, credits, escrowed or owed tokens.
contract NftMarketRescueTest is NftTestBase {
    uint256 internal constant STRAY = 7e18;

    function test_rescue_sendsOnlyWhatNobodyIsOwed() public {
        (uint256 auctionId,) = _artAuction();
        _bid(bidder, auctionId, START_PRICE);
        vm.prank(stranger);
        usdt.transfer(address(market), STRAY);
        vm.assertEq(market.held(address(usdt)), START_PRICE);

        vm.expectEmit(address(market));
        emit INftMarket.Rescued(address(usdt), stranger, STRAY);
        vm.prank(admin);
        market.rescue(address(usdt), stranger);

        vm.assertEq(usdt.balanceOf(address(market)), START_PRICE);
        vm.prank(admin);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.NothingToRescue.selector, address(usdt)));
        market.rescue(address(usdt), stranger);
        // The bid still settles in full.
        uint256 sellerBefore = usdt.balanceOf(seller);
        vm.warp(market.auction(auctionId).endAt);
        market.finishAuction(auctionId);
        vm.assertEq(usdt.balanceOf(seller) - sellerBefore, START_PRICE - _fee(START_PRICE) - _royalty(START_PRICE));
        vm.assertEq(market.held(address(usdt)), 0);
    }

    function test_attack_rescueNeverTakesACredit() public {
        // A bidder that refuses the native coin is outbid: its refund becomes a credit the market holds.
        uint256 tokenId = _mint721(seller);
        uint256 auctionId = _approvedAuction(seller, _params(address(art), tokenId, 1, NATIVE));
        HostileAccount wallet = new HostileAccount();
        wallet.setRefuseNative(true);
        vm.deal(address(wallet), START_PRICE);
        wallet.exec{value: START_PRICE}(address(market), abi.encodeCall(market.bid, (auctionId, START_PRICE)));
        _bidNative(bidder, auctionId, START_PRICE + STEP);
        vm.assertEq(market.credited(address(wallet), NATIVE), START_PRICE);
        vm.assertEq(market.held(NATIVE), 2 * START_PRICE + STEP);

        vm.prank(admin);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.NothingToRescue.selector, NATIVE));
        market.rescue(NATIVE, admin);

        address elsewhere = makeAddr("elsewhere");
        wallet.exec(address(market), abi.encodeCall(market.withdraw, (NATIVE, elsewhere)));
        vm.assertEq(elsewhere.balance, START_PRICE);
        vm.assertEq(market.held(NATIVE), START_PRICE + STEP);
    }

    function test_attack_onlyTheAdminRescues() public {
        vm.prank(stranger);
        usdt.transfer(address(market), STRAY);
        address[2] memory callers = [operator, stranger];
        for (uint256 i = 0; i < callers.length; ++i) {
            vm.prank(callers[i]);
            vm.expectRevert(abi.encodeWithSelector(IAdminErrors.NotAdmin.selector, callers[i]));
            market.rescue(address(usdt), callers[i]);
            vm.prank(callers[i]);
            vm.expectRevert(abi.encodeWithSelector(IAdminErrors.NotAdmin.selector, callers[i]));
            market.rescueNft(address(foreign721), 1, callers[i]);
        }
        vm.assertEq(usdt.balanceOf(address(market)), STRAY);
    }

    function test_attack_escrowedTokensAreNeverRescued() public {
        (uint256 listingId, uint256 tokenId) = _listArt();
        vm.startPrank(admin);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.NotRescuable.selector, address(art)));
        market.rescueNft(address(art), tokenId, admin);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.NotRescuable.selector, address(art)));
        market.rescue(address(art), admin);
        // A pay token is registered too: an NFT interface on it changes nothing.
        vm.expectRevert(abi.encodeWithSelector(INftMarket.NotRescuable.selector, address(usdt)));
        market.rescueNft(address(usdt), 0, admin);
        vm.stopPrank();
        vm.assertEq(art.ownerOf(tokenId), address(market));
        vm.assertTrue(_listingStatus(listingId) == INftMarket.ListingStatus.Open);
    }

    function test_rescueNft_returnsATokenOfACollectionNeverUsedHere() public {
        uint256 tokenId = foreign721.mint(stranger);
        vm.prank(stranger);
        foreign721.transferFrom(stranger, address(market), tokenId);

        vm.expectEmit(address(market));
        emit INftMarket.NftRescued(address(foreign721), tokenId, stranger);
        vm.prank(admin);
        market.rescueNft(address(foreign721), tokenId, stranger);
        vm.assertEq(foreign721.ownerOf(tokenId), stranger);
    }

    function test_rescue_aTokenNeverUsedHereIsRescuedWhole() public {
        TestToken stray = new TestToken("Stray", "STR", 6, address(this));
        stray.mint(address(market), 5e6);
        vm.prank(admin);
        market.rescue(address(stray), stranger);
        vm.assertEq(stray.balanceOf(stranger), 5e6);
    }

    function test_rescue_refusesTheZeroAddress() public {
        vm.startPrank(admin);
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        market.rescue(address(usdt), address(0));
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        market.rescueNft(address(foreign721), 1, address(0));
        vm.stopPrank();
    }
}
