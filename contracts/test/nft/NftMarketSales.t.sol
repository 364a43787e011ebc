// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IAddressErrors, IAdminErrors, INativeCoinErrors} from "../../src/common/CommonErrors.sol";
import {SelfPulledErc1155Receiver} from "../../src/common/SelfPulledErc1155Receiver.sol";
import {IHub} from "../../src/hub/IHub.sol";
import {CollectionKind} from "../../src/nft/INftFactory.sol";
import {INftMarket} from "../../src/nft/INftMarket.sol";
import {NftMarket} from "../../src/nft/NftMarket.sol";
import {TestToken} from "../../src/token/TestToken.sol";
import {HostileAccount} from "./mocks/NftMocks.sol";
import {NftTestBase} from "./NftTestBase.sol";

/// @dev Fixed-price sales: listing (escrow, pay tokens, kinds, quantities), cancelling, buying (whole and
/// partial, native coin and ERC-20, fee, royalty only on resale), the pause, governance and views.
contract NftMarketSalesTest is NftTestBase {
    // --- deployment and governance

    function test_constructor_feeAndHub() public {
        vm.assertEq(address(market.hub()), address(hub));
        vm.assertEq(market.feeBps(), 250);
        vm.assertEq(market.MAX_FEE_BPS(), 1000);
        vm.assertEq(market.ANTI_SNIPING_WINDOW(), 600);
        vm.expectEmit();
        emit INftMarket.MarketFeeChanged(0, 250);
        new NftMarket(hub);
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        new NftMarket(IHub(address(0)));
    }

    function test_setFeeBps_byTheAdminUpToTenPercent() public {
        vm.expectEmit(address(market));
        emit INftMarket.MarketFeeChanged(250, 1000);
        vm.prank(admin);
        market.setFeeBps(1000);
        vm.assertEq(market.feeBps(), 1000);

        vm.expectRevert(abi.encodeWithSelector(INftMarket.FeeTooHigh.selector, 1001));
        vm.prank(admin);
        market.setFeeBps(1001);

        vm.expectRevert(abi.encodeWithSelector(IAdminErrors.NotAdmin.selector, operator));
        vm.prank(operator);
        market.setFeeBps(0);
    }

    function test_supportsInterface_erc1155Receiver() public view {
        vm.assertTrue(market.supportsInterface(0x4e2312e0));
        vm.assertTrue(market.supportsInterface(0x01ffc9a7));
        vm.assertFalse(market.supportsInterface(0x150b7a02)); // not an ERC-721 receiver
    }

    // --- list

    function test_list721_escrowsAndRecords() public {
        uint256 tokenId = _mint721(seller);
        vm.expectEmit(address(market));
        emit INftMarket.Listed(1, seller, address(art), tokenId, 1, address(usdt), PRICE);
        uint256 listingId = _list(seller, address(art), tokenId, 1, address(usdt), PRICE);

        vm.assertEq(listingId, 1);
        vm.assertEq(art.ownerOf(tokenId), address(market));
        INftMarket.Listing memory item = market.listing(listingId);
        vm.assertEq(item.seller, seller);
        vm.assertEq(item.collection, address(art));
        vm.assertEq(item.tokenId, tokenId);
        vm.assertEq(item.quantity, 1);
        vm.assertEq(item.payToken, address(usdt));
        vm.assertEq(item.unitPrice, PRICE);
        vm.assertTrue(item.kind == CollectionKind.ERC721);
        vm.assertTrue(item.status == INftMarket.ListingStatus.Open);
    }

    function test_list1155_escrowsTheQuantityForTheNativeCoin() public {
        uint256 id = _mint1155(seller, 10);
        uint256 listingId = _list(seller, address(editions), id, 7, NATIVE, 1 ether);
        vm.assertEq(editions.balanceOf(address(market), id), 7);
        vm.assertEq(editions.balanceOf(seller, id), 3);
        INftMarket.Listing memory item = market.listing(listingId);
        vm.assertEq(item.quantity, 7);
        vm.assertEq(item.payToken, NATIVE);
        vm.assertTrue(item.kind == CollectionKind.ERC1155);
    }

    function test_list_foreignCollectionsAndHugeTokenIds() public {
        uint256 wide = type(uint256).max - 7;
        foreign1155.mint(seller, wide, 5);
        uint256 listingId = _list(seller, address(foreign1155), wide, 5, address(usdt), 3);
        vm.assertEq(market.listing(listingId).tokenId, wide);

        uint256 edge = type(uint64).max; // the first id kept in a slot of its own
        foreign1155.mint(seller, edge, 1);
        listingId = _list(seller, address(foreign1155), edge, 1, address(usdt), 3);
        vm.assertEq(market.listing(listingId).tokenId, edge);
        uint256 below = uint256(type(uint64).max) - 1;
        foreign1155.mint(seller, below, 1);
        listingId = _list(seller, address(foreign1155), below, 1, address(usdt), 3);
        vm.assertEq(market.listing(listingId).tokenId, below);

        vm.prank(buyer);
        market.buy(listingId - 2, 2);
        vm.assertEq(foreign1155.balanceOf(buyer, wide), 2);

        uint256 tokenId = foreign721.mint(seller);
        listingId = _list(seller, address(foreign721), tokenId, 1, NATIVE, 1);
        vm.assertTrue(market.listing(listingId).kind == CollectionKind.ERC721);
    }

    function test_list_revertsWhilePaused() public {
        uint256 tokenId = _mint721(seller);
        vm.prank(admin);
        hub.pause();
        vm.expectRevert(INftMarket.MarketPaused.selector);
        _list(seller, address(art), tokenId, 1, address(usdt), PRICE);
    }

    function test_list_revertsOnAPayTokenOffTheLoanWhitelist() public {
        uint256 tokenId = _mint721(seller);
        TestToken other = new TestToken("Other", "OTH", 18, address(this));
        vm.expectRevert(abi.encodeWithSelector(INftMarket.UnsupportedPayToken.selector, address(other)));
        _list(seller, address(art), tokenId, 1, address(other), PRICE);

        vm.prank(admin);
        hub.setLoanToken(address(usdt), false);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.UnsupportedPayToken.selector, address(usdt)));
        _list(seller, address(art), tokenId, 1, address(usdt), PRICE);
    }

    function test_list_revertsOnANonNftCollection() public {
        vm.expectRevert(abi.encodeWithSelector(INftMarket.UnsupportedCollection.selector, address(usdt)));
        _list(seller, address(usdt), 1, 1, NATIVE, PRICE);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.UnsupportedCollection.selector, stranger));
        _list(seller, stranger, 1, 1, NATIVE, PRICE);
    }

    function test_list_revertsOnBadQuantities() public {
        uint256 tokenId = _mint721(seller);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.InvalidQuantity.selector, 2));
        _list(seller, address(art), tokenId, 2, NATIVE, PRICE);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.InvalidQuantity.selector, 0));
        _list(seller, address(art), tokenId, 0, NATIVE, PRICE);
        uint256 id = _mint1155(seller, 5);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.InvalidQuantity.selector, 0));
        _list(seller, address(editions), id, 0, NATIVE, PRICE);
        uint256 tooMany = uint256(type(uint64).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(INftMarket.InvalidQuantity.selector, tooMany));
        _list(seller, address(editions), id, tooMany, NATIVE, PRICE);
    }

    function test_list_revertsOnBadPrices() public {
        uint256 tokenId = _mint721(seller);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.InvalidPrice.selector, 0));
        _list(seller, address(art), tokenId, 1, NATIVE, 0);
        uint256 tooHigh = uint256(type(uint96).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(INftMarket.InvalidPrice.selector, tooHigh));
        _list(seller, address(art), tokenId, 1, NATIVE, tooHigh);
        _list(seller, address(art), tokenId, 1, NATIVE, type(uint96).max);
    }

    function test_list_revertsForATokenNotTheCallers() public {
        uint256 tokenId = _mint721(seller);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721IncorrectOwner.selector, stranger, tokenId, seller));
        _list(stranger, address(art), tokenId, 1, NATIVE, PRICE);
    }

    function test_list_idsCountUp() public {
        (uint256 first,) = _listArt();
        (uint256 second,) = _listArt();
        vm.assertEq(first, 1);
        vm.assertEq(second, 2);
    }

    // --- cancelListing

    function test_cancelListing_returnsTheTokenToTheSeller() public {
        (uint256 listingId, uint256 tokenId) = _listArt();
        vm.expectEmit(address(market));
        emit INftMarket.ListingCancelled(listingId);
        vm.prank(seller);
        market.cancelListing(listingId);
        vm.assertEq(art.ownerOf(tokenId), seller);
        vm.assertTrue(_listingStatus(listingId) == INftMarket.ListingStatus.Cancelled);
    }

    function test_cancelListing_returnsWhatIsLeftOfAPartlySoldListing() public {
        uint256 id = _mint1155(seller, 10);
        uint256 listingId = _list(seller, address(editions), id, 10, address(usdt), 5e18);
        vm.prank(buyer);
        market.buy(listingId, 4);
        vm.prank(seller);
        market.cancelListing(listingId);
        vm.assertEq(editions.balanceOf(seller, id), 6);
        vm.assertEq(editions.balanceOf(address(market), id), 0);
    }

    function test_cancelListing_worksWhilePaused() public {
        (uint256 listingId,) = _listArt();
        vm.prank(admin);
        hub.pause();
        vm.prank(seller);
        market.cancelListing(listingId);
    }

    function test_cancelListing_reverts() public {
        (uint256 listingId,) = _listArt();
        vm.expectRevert(abi.encodeWithSelector(INftMarket.NotSeller.selector, stranger));
        vm.prank(stranger);
        market.cancelListing(listingId);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.ListingNotOpen.selector, 99));
        vm.prank(seller);
        market.cancelListing(99);
        vm.prank(seller);
        market.cancelListing(listingId);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.ListingNotOpen.selector, listingId));
        vm.prank(seller);
        market.cancelListing(listingId);
    }

    // --- buy

    function test_buy_resalePaysFeeRoyaltyAndSeller() public {
        (uint256 listingId, uint256 tokenId) = _listArt();
        uint256 fee = _fee(PRICE);
        uint256 royalty = _royalty(PRICE);
        uint256 sellerBefore = usdt.balanceOf(seller);
        uint256 creatorBefore = usdt.balanceOf(creator);
        uint256 buyerBefore = usdt.balanceOf(buyer);

        vm.expectEmit(address(market));
        emit INftMarket.Bought(listingId, buyer, 1, PRICE, fee, royalty, creator);
        vm.prank(buyer);
        market.buy(listingId, 1);

        vm.assertEq(art.ownerOf(tokenId), buyer);
        vm.assertEq(usdt.balanceOf(buyer), buyerBefore - PRICE);
        vm.assertEq(usdt.balanceOf(feeWallet), fee);
        vm.assertEq(usdt.balanceOf(creator), creatorBefore + royalty);
        vm.assertEq(usdt.balanceOf(seller), sellerBefore + PRICE - fee - royalty);
        vm.assertEq(usdt.balanceOf(address(market)), 0);
        INftMarket.Listing memory item = market.listing(listingId);
        vm.assertTrue(item.status == INftMarket.ListingStatus.Sold);
        vm.assertEq(item.quantity, 0);
    }

    function test_buy_firstSaleByTheCreatorPaysNoRoyalty() public {
        uint256 tokenId = _mint721(creator);
        uint256 listingId = _list(creator, address(art), tokenId, 1, address(usdt), PRICE);
        uint256 creatorBefore = usdt.balanceOf(creator);
        vm.expectEmit(address(market));
        emit INftMarket.Bought(listingId, buyer, 1, PRICE, _fee(PRICE), 0, address(0));
        vm.prank(buyer);
        market.buy(listingId, 1);
        vm.assertEq(usdt.balanceOf(creator), creatorBefore + PRICE - _fee(PRICE));
    }

    function test_buy_aTokenWithoutRoyalty() public {
        uint256 tokenId = foreign721.mint(seller);
        uint256 listingId = _list(seller, address(foreign721), tokenId, 1, NATIVE, 1 ether);
        vm.expectEmit(address(market));
        emit INftMarket.Bought(listingId, buyer, 1, 1 ether, _fee(1 ether), 0, address(0));
        vm.prank(buyer);
        market.buy{value: 1 ether}(listingId, 1);
        vm.assertEq(foreign721.ownerOf(tokenId), buyer);
    }

    function test_buy_nativeCoinPaysEveryoneAtOnce() public {
        uint256 tokenId = _mint721(seller);
        uint256 listingId = _list(seller, address(art), tokenId, 1, NATIVE, 2 ether);
        uint256 sellerBefore = seller.balance;
        uint256 creatorBefore = creator.balance;
        vm.prank(buyer);
        market.buy{value: 2 ether}(listingId, 1);
        vm.assertEq(feeWallet.balance, _fee(2 ether));
        vm.assertEq(creator.balance, creatorBefore + _royalty(2 ether));
        vm.assertEq(seller.balance, sellerBefore + 2 ether - _fee(2 ether) - _royalty(2 ether));
        vm.assertEq(address(market).balance, 0);
    }

    function test_buy_partOfAn1155Listing() public {
        uint256 id = _mint1155(seller, 10);
        uint256 listingId = _list(seller, address(editions), id, 10, address(usdt), 5e18);
        vm.expectEmit(address(market));
        emit INftMarket.Bought(listingId, buyer, 3, 15e18, _fee(15e18), _royalty(15e18), creator);
        vm.prank(buyer);
        market.buy(listingId, 3);
        vm.assertEq(editions.balanceOf(buyer, id), 3);
        INftMarket.Listing memory item = market.listing(listingId);
        vm.assertEq(item.quantity, 7);
        vm.assertTrue(item.status == INftMarket.ListingStatus.Open);

        vm.prank(stranger);
        market.buy(listingId, 7);
        vm.assertEq(editions.balanceOf(stranger, id), 7);
        vm.assertTrue(_listingStatus(listingId) == INftMarket.ListingStatus.Sold);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.ListingNotOpen.selector, listingId));
        vm.prank(buyer);
        market.buy(listingId, 1);
    }

    function test_buy_paysTheFeeTheListingWasCreatedWith() public {
        (uint256 before,) = _listArt();
        vm.prank(admin);
        market.setFeeBps(0);
        (uint256 after_,) = _listArt();
        vm.assertEq(market.listing(before).feeBps, 250);
        vm.assertEq(market.listing(after_).feeBps, 0);

        vm.expectEmit(address(market));
        emit INftMarket.Bought(after_, buyer, 1, PRICE, 0, _royalty(PRICE), creator);
        vm.prank(buyer);
        market.buy(after_, 1);
        vm.assertEq(usdt.balanceOf(feeWallet), 0);
        vm.prank(buyer);
        market.buy(before, 1);
        vm.assertEq(usdt.balanceOf(feeWallet), _fee(PRICE));
    }

    function test_buy_revertsWhilePaused() public {
        (uint256 listingId,) = _listArt();
        vm.prank(admin);
        hub.pause();
        vm.expectRevert(INftMarket.MarketPaused.selector);
        vm.prank(buyer);
        market.buy(listingId, 1);
    }

    function test_buy_revertsForTheSeller() public {
        (uint256 listingId,) = _listArt();
        vm.expectRevert(INftMarket.SellerIsBuyer.selector);
        vm.prank(seller);
        market.buy(listingId, 1);
    }

    function test_buy_revertsOnBadQuantities() public {
        uint256 id = _mint1155(seller, 4);
        uint256 listingId = _list(seller, address(editions), id, 4, address(usdt), 1e18);
        vm.startPrank(buyer);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.InvalidQuantity.selector, 0));
        market.buy(listingId, 0);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.InvalidQuantity.selector, 5));
        market.buy(listingId, 5);
        vm.stopPrank();
    }

    function test_buy_revertsOnTheWrongNativeValue() public {
        uint256 tokenId = _mint721(seller);
        uint256 nativeListing = _list(seller, address(art), tokenId, 1, NATIVE, 1 ether);
        (uint256 usdtListing,) = _listArt();
        vm.startPrank(buyer);
        vm.expectRevert(abi.encodeWithSelector(INativeCoinErrors.NativeValueMismatch.selector, 1 ether, 1 ether - 1));
        market.buy{value: 1 ether - 1}(nativeListing, 1);
        vm.expectRevert(abi.encodeWithSelector(INativeCoinErrors.NativeValueMismatch.selector, 1 ether, 2 ether));
        market.buy{value: 2 ether}(nativeListing, 1);
        vm.expectRevert(abi.encodeWithSelector(INativeCoinErrors.NativeValueMismatch.selector, 0, 1));
        market.buy{value: 1}(usdtListing, 1);
        vm.stopPrank();
    }

    function test_buy_revertsOnUnknownOrCancelledListings() public {
        (uint256 listingId,) = _listArt();
        vm.prank(seller);
        market.cancelListing(listingId);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.ListingNotOpen.selector, listingId));
        vm.prank(buyer);
        market.buy(listingId, 1);
        vm.expectRevert(abi.encodeWithSelector(INftMarket.ListingNotOpen.selector, 42));
        vm.prank(buyer);
        market.buy(42, 1);
    }

    function test_buy_revertsWithoutEnoughAllowance() public {
        (uint256 listingId,) = _listArt();
        vm.prank(buyer);
        usdt.approve(address(market), PRICE - 1);
        vm.expectRevert();
        vm.prank(buyer);
        market.buy(listingId, 1);
        vm.assertEq(art.ownerOf(market.listing(listingId).tokenId), address(market));
    }

    function test_buy_stillWorksAfterThePayTokenLeftTheWhitelist() public {
        (uint256 listingId, uint256 tokenId) = _listArt();
        vm.prank(admin);
        hub.setLoanToken(address(usdt), false);
        vm.prank(buyer);
        market.buy(listingId, 1);
        vm.assertEq(art.ownerOf(tokenId), buyer);
    }

    // --- unsolicited tokens and views

    function test_onERC1155Received_refusesTransfersTheMarketDidNotPull() public {
        uint256 id = _mint1155(seller, 3);
        vm.expectRevert(SelfPulledErc1155Receiver.UnexpectedNftTransfer.selector);
        vm.prank(seller);
        editions.safeTransferFrom(seller, address(market), id, 1, "");

        HostileAccount wallet = new HostileAccount();
        foreign1155.mint(address(wallet), 1, 1);
        vm.expectRevert(SelfPulledErc1155Receiver.UnexpectedNftTransfer.selector);
        wallet.exec(
            address(foreign1155),
            abi.encodeCall(foreign1155.safeTransferFrom, (address(wallet), address(market), 1, 1, ""))
        );

        uint256[] memory ids = new uint256[](1);
        uint256[] memory amounts = new uint256[](1);
        ids[0] = id;
        amounts[0] = 1;
        vm.expectRevert(SelfPulledErc1155Receiver.UnexpectedNftTransfer.selector);
        vm.prank(seller);
        editions.safeBatchTransferFrom(seller, address(market), ids, amounts, "");
    }

    function test_safeTransfer721_toTheMarketIsRefused() public {
        uint256 tokenId = _mint721(seller);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidReceiver.selector, address(market)));
        vm.prank(seller);
        art.safeTransferFrom(seller, address(market), tokenId);
    }

    function test_views_emptyForUnknownIds() public view {
        INftMarket.Listing memory item = market.listing(7);
        vm.assertTrue(item.status == INftMarket.ListingStatus.None);
        vm.assertEq(item.seller, address(0));
        INftMarket.Auction memory auctioned = market.auction(7);
        vm.assertTrue(auctioned.status == INftMarket.AuctionStatus.None);
        vm.assertEq(market.credited(seller, NATIVE), 0);
    }
}
