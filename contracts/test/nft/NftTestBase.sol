// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Hub} from "../../src/hub/Hub.sol";
import {CollectionKind} from "../../src/nft/INftFactory.sol";
import {INftMarket} from "../../src/nft/INftMarket.sol";
import {NftFactory} from "../../src/nft/NftFactory.sol";
import {NftMarket} from "../../src/nft/NftMarket.sol";
import {SoftNft1155} from "../../src/nft/SoftNft1155.sol";
import {SoftNft721} from "../../src/nft/SoftNft721.sol";
import {DFYToken} from "../../src/token/DFYToken.sol";
import {TestNft1155} from "../../src/token/TestNft1155.sol";
import {TestNft721} from "../../src/token/TestNft721.sol";
import {TestToken} from "../../src/token/TestToken.sol";
import {Test} from "../utils/Test.sol";

/// @dev The NFT contracts as their tests need them: a Hub (an operator, a pauser, the fee wallet), DFY, USDT
/// (18 decimals) on the loan whitelist, the factory and the market registered in the Hub, the creator's
/// ERC-721 and ERC-1155 collections, two foreign collections, and funded actors who approved everything.
abstract contract NftTestBase is Test {
    uint256 internal constant START = 1_700_000_000;
    address internal constant NATIVE = address(0);
    uint256 internal constant MINT_FEE = 10e18;
    uint96 internal constant ROYALTY = 500; // 5%
    uint256 internal constant PRICE = 200e18;
    uint256 internal constant START_PRICE = 100e18;
    uint256 internal constant STEP = 10e18;
    string internal constant URI = "ipfs://bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";

    Hub internal hub;
    DFYToken internal dfy;
    TestToken internal usdt;
    NftFactory internal factory;
    NftMarket internal market;
    SoftNft721 internal art;
    SoftNft1155 internal editions;
    TestNft721 internal foreign721;
    TestNft1155 internal foreign1155;

    address internal admin = makeAddr("admin");
    address internal operator = makeAddr("operator");
    address internal feeWallet = makeAddr("fee wallet");
    address internal creator = makeAddr("creator");
    address internal seller = makeAddr("seller");
    address internal buyer = makeAddr("buyer");
    address internal bidder = makeAddr("bidder");
    address internal otherBidder = makeAddr("other bidder");
    address internal stranger = makeAddr("stranger");

    function setUp() public virtual {
        vm.warp(START);
        hub = new Hub(admin, feeWallet);
        dfy = new DFYToken(address(this));
        usdt = new TestToken("Tether USD", "USDT", 18, address(this));
        factory = new NftFactory(hub, dfy);
        market = new NftMarket(hub);
        foreign721 = new TestNft721("Foreign", "FRN");
        foreign1155 = new TestNft1155("");

        vm.startPrank(admin);
        hub.grantRole(hub.OPERATOR_ROLE(), operator);
        hub.grantRole(hub.PAUSER_ROLE(), admin);
        hub.setLoanToken(address(usdt), true);
        hub.setContract(keccak256("NftFactory"), address(factory));
        hub.setContract(keccak256("NftMarket"), address(market));
        vm.stopPrank();
        dfy.grantRole(dfy.MINTER_ROLE(), address(this));

        vm.startPrank(creator);
        art = SoftNft721(factory.createCollection(CollectionKind.ERC721, "Art", "ART", URI));
        editions = SoftNft1155(factory.createCollection(CollectionKind.ERC1155, "Editions", "ED", URI));
        vm.stopPrank();
        dfy.mint(creator, 1_000_000e18);
        vm.startPrank(creator);
        dfy.approve(address(art), type(uint256).max);
        dfy.approve(address(editions), type(uint256).max);
        vm.stopPrank();

        _fund(creator);
        _fund(seller);
        _fund(buyer);
        _fund(bidder);
        _fund(otherBidder);
        _fund(stranger);
    }

    /// @dev Gives an account USDT and native coin, and approves the market for both and for every collection.
    function _fund(address account) internal {
        usdt.mint(account, 1_000_000e18);
        vm.deal(account, 1_000 ether);
        vm.startPrank(account);
        usdt.approve(address(market), type(uint256).max);
        art.setApprovalForAll(address(market), true);
        editions.setApprovalForAll(address(market), true);
        foreign721.setApprovalForAll(address(market), true);
        foreign1155.setApprovalForAll(address(market), true);
        vm.stopPrank();
    }

    /// @dev The creator mints an ERC-721 to `to` with a 5% royalty.
    function _mint721(address to) internal returns (uint256 tokenId) {
        vm.prank(creator);
        return art.mint(to, URI, ROYALTY);
    }

    /// @dev The creator mints `amount` of a new ERC-1155 id to `to` with a 5% royalty.
    function _mint1155(address to, uint256 amount) internal returns (uint256 id) {
        vm.prank(creator);
        return editions.mint(to, amount, URI, ROYALTY);
    }

    /// @dev `account` lists a token.
    function _list(
        address account,
        address collection,
        uint256 tokenId,
        uint256 quantity,
        address payToken,
        uint256 unitPrice
    ) internal returns (uint256) {
        vm.prank(account);
        return market.list(collection, tokenId, quantity, payToken, unitPrice);
    }

    /// @dev The seller lists a fresh ERC-721 (5% royalty to the creator) for PRICE USDT.
    function _listArt() internal returns (uint256 listingId, uint256 tokenId) {
        tokenId = _mint721(seller);
        listingId = _list(seller, address(art), tokenId, 1, address(usdt), PRICE);
    }

    /// @dev An auction of one ERC-721 starting now for a day, START_PRICE, STEP, no buy-out.
    function _params(address collection, uint256 tokenId, uint256 quantity, address payToken)
        internal
        view
        returns (INftMarket.AuctionParams memory)
    {
        return INftMarket.AuctionParams({
            collection: collection,
            tokenId: tokenId,
            quantity: quantity,
            payToken: payToken,
            startPrice: START_PRICE,
            buyOutPrice: 0,
            priceStep: STEP,
            startAt: uint64(block.timestamp),
            endAt: uint64(block.timestamp + 1 days)
        });
    }

    /// @dev `account` creates an auction and an operator approves it.
    function _approvedAuction(address account, INftMarket.AuctionParams memory p) internal returns (uint256 auctionId) {
        vm.prank(account);
        auctionId = market.createAuction(p);
        vm.prank(operator);
        market.approveAuction(auctionId);
    }

    /// @dev The seller auctions a fresh ERC-721 for USDT, approved.
    function _artAuction() internal returns (uint256 auctionId, uint256 tokenId) {
        tokenId = _mint721(seller);
        auctionId = _approvedAuction(seller, _params(address(art), tokenId, 1, address(usdt)));
    }

    function _bid(address account, uint256 auctionId, uint256 amount) internal {
        vm.prank(account);
        market.bid(auctionId, amount);
    }

    function _bidNative(address account, uint256 auctionId, uint256 amount) internal {
        vm.prank(account);
        market.bid{value: amount}(auctionId, amount);
    }

    function _fee(uint256 price) internal pure returns (uint256) {
        return price * 250 / 10_000;
    }

    function _royalty(uint256 price) internal pure returns (uint256) {
        return price * ROYALTY / 10_000;
    }

    function _listingStatus(uint256 listingId) internal view returns (INftMarket.ListingStatus) {
        return market.listing(listingId).status;
    }

    function _auctionStatus(uint256 auctionId) internal view returns (INftMarket.AuctionStatus) {
        return market.auction(auctionId).status;
    }
}
