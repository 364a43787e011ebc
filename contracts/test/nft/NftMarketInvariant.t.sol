// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {CollectionKind} from "../../src/nft/INftFactory.sol";
import {INftMarket} from "../../src/nft/INftMarket.sol";
import {SoftNft1155} from "../../src/nft/SoftNft1155.sol";
import {SoftNft721} from "../../src/nft/SoftNft721.sol";
import {NftMarketHandler} from "./handlers/NftMarketHandler.sol";
import {HostileAccount} from "./mocks/NftMocks.sol";
import {NftTestBase} from "./NftTestBase.sol";

/// @dev Random sequences of sales and auctions (see NftMarketHandler): the market holds exactly the tokens of
/// open listings, live auctions and deliveries a winner refused; it holds exactly the highest bids of running
/// auctions plus the credits it owes, in each pay token (never less); no token is created or lost.
/// forge-config: default.invariant.fail-on-revert = true
/// forge-config: default.invariant.runs = 64
/// forge-config: default.invariant.depth = 64
contract NftMarketInvariantTest is NftTestBase {
    NftMarketHandler internal handler;
    HostileAccount internal wallet;
    SoftNft721 internal walletArt;
    SoftNft1155 internal walletEditions;
    address[] internal holders;

    function setUp() public override {
        super.setUp();
        vm.prank(admin);
        factory.setMintFee(0);
        wallet = new HostileAccount();
        vm.startPrank(address(wallet));
        walletArt = SoftNft721(factory.createCollection(CollectionKind.ERC721, "Wallet Art", "WA", ""));
        walletEditions = SoftNft1155(factory.createCollection(CollectionKind.ERC1155, "Wallet Editions", "WE", ""));
        vm.stopPrank();

        address[] memory actors = new address[](4);
        actors[0] = seller;
        actors[1] = buyer;
        actors[2] = bidder;
        actors[3] = address(wallet);
        for (uint256 i = 0; i < actors.length; i++) {
            vm.startPrank(actors[i]);
            usdt.approve(address(market), type(uint256).max);
            walletArt.setApprovalForAll(address(market), true);
            walletEditions.setApprovalForAll(address(market), true);
            vm.stopPrank();
        }
        handler = new NftMarketHandler(market, walletArt, walletEditions, usdt, operator, admin, wallet, actors);
        usdt.transferOwnership(address(handler));

        holders = actors;
        holders.push(feeWallet);
        holders.push(address(market));
        holders.push(creator);
        holders.push(otherBidder);
        holders.push(stranger);
    }

    /// @dev Read by forge: the invariant runs call only the handler.
    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    function invariant_escrowedTokensEqualOpenListingsAndLiveAuctions() public view {
        uint256 open721;
        uint256 open1155;
        for (uint256 i = 0; i < handler.listingCount(); i++) {
            INftMarket.Listing memory item = market.listing(handler.listingIds(i));
            if (item.status != INftMarket.ListingStatus.Open) continue;
            vm.assertGt(item.quantity, 0);
            if (item.kind == CollectionKind.ERC721) {
                open721 += 1;
                vm.assertEq(walletArt.ownerOf(item.tokenId), address(market), "listed ERC-721 not escrowed");
            } else {
                open1155 += item.quantity;
            }
        }
        for (uint256 i = 0; i < handler.auctionCount(); i++) {
            uint256 auctionId = handler.auctionIds(i);
            INftMarket.Auction memory item = market.auction(auctionId);
            bool live = item.status == INftMarket.AuctionStatus.PendingApproval
                || item.status == INftMarket.AuctionStatus.Approved;
            uint256 held = live ? item.quantity : handler.owedQuantity(auctionId);
            vm.assertEq(market.deliveryPending(auctionId), handler.owedQuantity(auctionId) != 0, "pending delivery");
            if (item.kind == CollectionKind.ERC721) open721 += held;
            else open1155 += held;
        }
        uint256 escrowed1155;
        for (uint256 i = 0; i < handler.editionCount(); i++) {
            escrowed1155 += walletEditions.balanceOf(address(market), handler.editionIds(i));
        }
        vm.assertEq(walletArt.balanceOf(address(market)), open721, "ERC-721 escrow != open positions");
        vm.assertEq(escrowed1155, open1155, "ERC-1155 escrow != open positions");
    }

    function invariant_balancesEqualRunningBidsPlusCredits() public view {
        uint256 usdtOwed;
        uint256 nativeOwed;
        for (uint256 i = 0; i < handler.auctionCount(); i++) {
            INftMarket.Auction memory item = market.auction(handler.auctionIds(i));
            if (item.status != INftMarket.AuctionStatus.Approved) continue;
            if (item.payToken == NATIVE) nativeOwed += item.highestBid;
            else usdtOwed += item.highestBid;
        }
        for (uint256 i = 0; i < holders.length; i++) {
            usdtOwed += market.credited(holders[i], address(usdt));
            nativeOwed += market.credited(holders[i], NATIVE);
        }
        vm.assertGe(usdt.balanceOf(address(market)), usdtOwed, "USDT held < bids + credits");
        vm.assertGe(address(market).balance, nativeOwed, "native held < bids + credits");
        vm.assertEq(usdt.balanceOf(address(market)), usdtOwed, "USDT held != bids + credits");
        vm.assertEq(address(market).balance, nativeOwed, "native held != bids + credits");
        // What the market counts as held (all a rescue leaves alone) is exactly what it owes.
        vm.assertEq(market.held(address(usdt)), usdtOwed, "USDT counted != bids + credits");
        vm.assertEq(market.held(NATIVE), nativeOwed, "native counted != bids + credits");
    }

    function invariant_noUsdtCreatedOrLost() public view {
        uint256 total;
        for (uint256 i = 0; i < holders.length; i++) {
            total += usdt.balanceOf(holders[i]);
        }
        vm.assertEq(total, usdt.totalSupply());
    }

    function invariant_soldListingsHaveNothingLeft() public view {
        for (uint256 i = 0; i < handler.listingCount(); i++) {
            INftMarket.Listing memory item = market.listing(handler.listingIds(i));
            if (item.status == INftMarket.ListingStatus.Sold) vm.assertEq(item.quantity, 0);
        }
    }
}
