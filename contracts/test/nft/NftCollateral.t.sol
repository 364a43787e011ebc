// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IProtocolPauseErrors} from "../../src/common/CommonErrors.sol";
import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {AssetKind, CollateralStatus, LoanStatus} from "../../src/lending/LendingTypes.sol";
import {CollectionKind} from "../../src/nft/INftFactory.sol";
import {NftFactory} from "../../src/nft/NftFactory.sol";
import {SoftNft1155} from "../../src/nft/SoftNft1155.sol";
import {SoftNft721} from "../../src/nft/SoftNft721.sol";
import {DFYToken} from "../../src/token/DFYToken.sol";
import {PawnLendingTestBase} from "../lending/mocks/PawnLendingTestBase.sol";

/// @dev The lending rules accept the NFT factory's collections as collateral without the Hub's whitelist (the
/// factory found in the Hub's registry), of the kind the factory made them; every other collection still needs
/// the whitelist.
contract NftCollateralTest is PawnLendingTestBase {
    NftFactory internal factory;
    SoftNft721 internal soft721;
    SoftNft1155 internal soft1155;

    function setUp() public override {
        super.setUp();
        factory = new NftFactory(hub, new DFYToken(admin));
        vm.startPrank(admin);
        hub.setContract(keccak256("NftFactory"), address(factory));
        factory.setMintFee(0);
        vm.stopPrank();
        vm.startPrank(borrower);
        soft721 = SoftNft721(factory.createCollection(CollectionKind.ERC721, "Soft", "SFT", ""));
        soft1155 = SoftNft1155(factory.createCollection(CollectionKind.ERC1155, "Soft Editions", "SFE", ""));
        soft721.setApprovalForAll(address(lending), true);
        soft1155.setApprovalForAll(address(lending), true);
        vm.stopPrank();
    }

    function _escrow721() internal returns (uint256 collateralId, uint256 tokenId) {
        vm.startPrank(borrower);
        tokenId = soft721.mint(borrower, "ipfs://a", 500);
        collateralId = lending.createCollateral(_params(AssetKind.ERC721, address(soft721), tokenId, 1));
        vm.stopPrank();
    }

    function test_factory721_isCollateralWithoutTheWhitelistAndLends() public {
        vm.assertFalse(hub.isNftCollection(address(soft721)));
        (uint256 collateralId, uint256 tokenId) = _escrow721();
        vm.assertEq(soft721.ownerOf(tokenId), address(lending));
        uint256 loanId = _accept(_offerWith(lender, collateralId, _nftTerms()));
        vm.assertTrue(lens.loan(loanId).status == LoanStatus.Active);
        vm.assertTrue(lens.collateral(collateralId).status == CollateralStatus.Contracted);
    }

    function test_factory1155_isCollateralWithoutTheWhitelist() public {
        vm.startPrank(borrower);
        uint256 id = soft1155.mint(borrower, 8, "ipfs://b", 0);
        uint256 collateralId = lending.createCollateral(_params(AssetKind.ERC1155, address(soft1155), id, 5));
        vm.stopPrank();
        vm.assertEq(soft1155.balanceOf(address(lending), id), 5);
        vm.assertEq(lens.collateral(collateralId).amount, 5);
    }

    function test_factoryCollection_ofTheOtherKindIsRefused() public {
        vm.startPrank(borrower);
        uint256 tokenId = soft721.mint(borrower, "", 0);
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        lending.createCollateral(_params(AssetKind.ERC1155, address(soft721), tokenId, 1));
        uint256 id = soft1155.mint(borrower, 1, "", 0);
        vm.expectRevert(IPawnLending.InvalidAsset.selector);
        lending.createCollateral(_params(AssetKind.ERC721, address(soft1155), id, 1));
        vm.stopPrank();
    }

    function test_foreignCollection_stillNeedsTheWhitelist() public {
        vm.prank(admin);
        hub.setNftCollection(address(nft), false);
        uint256 tokenId = nft.mint(borrower);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NftCollectionNotWhitelisted.selector, address(nft)));
        vm.prank(borrower);
        lending.createCollateral(_params(AssetKind.ERC721, address(nft), tokenId, 1));
        // The factory's implementation is no collection of the factory either.
        address implementation = factory.implementation721();
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NftCollectionNotWhitelisted.selector, implementation));
        vm.prank(borrower);
        lending.createCollateral(_params(AssetKind.ERC721, implementation, 1, 1));
    }

    function test_withoutARegisteredFactory_factoryCollectionsNeedTheWhitelist() public {
        vm.prank(admin);
        hub.setContract(keccak256("NftFactory"), address(0));
        vm.prank(borrower);
        uint256 tokenId = soft721.mint(borrower, "", 0);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NftCollectionNotWhitelisted.selector, address(soft721)));
        vm.prank(borrower);
        lending.createCollateral(_params(AssetKind.ERC721, address(soft721), tokenId, 1));

        vm.prank(admin);
        hub.setNftCollection(address(soft721), true);
        vm.prank(borrower);
        lending.createCollateral(_params(AssetKind.ERC721, address(soft721), tokenId, 1));
    }

    function test_fungibleCollateral_stillNeedsTheWhitelist() public {
        vm.prank(admin);
        hub.setCollateralToken(address(wbnb), false);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.CollateralTokenNotWhitelisted.selector, address(wbnb)));
        vm.prank(borrower);
        lending.createCollateral(_params(AssetKind.ERC20, address(wbnb), 0, 1e18));
    }

    function test_factoryCollection_stillStopsWhilePaused() public {
        vm.prank(borrower);
        uint256 tokenId = soft721.mint(borrower, "", 0);
        _pause();
        vm.expectRevert(IProtocolPauseErrors.ProtocolPaused.selector);
        vm.prank(borrower);
        lending.createCollateral(_params(AssetKind.ERC721, address(soft721), tokenId, 1));
    }
}
