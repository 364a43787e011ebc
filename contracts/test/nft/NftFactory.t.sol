// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IAddressErrors, IAdminErrors} from "../../src/common/CommonErrors.sol";
import {IHub} from "../../src/hub/IHub.sol";
import {CollectionKind, INftFactory} from "../../src/nft/INftFactory.sol";
import {ISoftNft} from "../../src/nft/ISoftNft.sol";
import {NftFactory} from "../../src/nft/NftFactory.sol";
import {SoftNft1155} from "../../src/nft/SoftNft1155.sol";
import {SoftNft721} from "../../src/nft/SoftNft721.sol";
import {NftTestBase} from "./NftTestBase.sol";

/// @dev The factory: free collections as clones owned by their creator, the mint fee, who may set it, and
/// that nobody but the factory can initialize a clone or the implementations.
contract NftFactoryTest is NftTestBase {
    function test_constructor_setsImplementationsFeeAndTokens() public view {
        vm.assertEq(address(factory.hub()), address(hub));
        vm.assertEq(address(factory.dfy()), address(dfy));
        vm.assertEq(factory.mintFee(), MINT_FEE);
        vm.assertEq(address(SoftNft721(factory.implementation721()).factory()), address(factory));
        vm.assertEq(address(SoftNft1155(factory.implementation1155()).factory()), address(factory));
    }

    function test_constructor_revertsOnZeroAddresses() public {
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        new NftFactory(IHub(address(0)), dfy);
        vm.expectRevert(IAddressErrors.ZeroAddress.selector);
        new NftFactory(hub, IERC20(address(0)));
    }

    function test_constructor_emitsTheFirstMintFee() public {
        vm.expectEmit();
        emit INftFactory.MintFeeChanged(0, MINT_FEE);
        new NftFactory(hub, dfy);
    }

    function test_createCollection_721ClonesOwnedByTheCreator() public {
        vm.recordLogs();
        vm.prank(stranger);
        address collection = factory.createCollection(CollectionKind.ERC721, "Mine", "MINE", "ipfs://c");
        SoftNft721 nft = SoftNft721(collection);
        vm.assertEq(nft.owner(), stranger);
        vm.assertEq(nft.name(), "Mine");
        vm.assertEq(nft.symbol(), "MINE");
        vm.assertEq(nft.contractURI(), "ipfs://c");
        vm.assertEq(nft.totalMinted(), 0);
        vm.assertTrue(factory.kindOf(collection) == CollectionKind.ERC721);
        // An ERC-1167 clone: 45 bytes pointing at the implementation.
        vm.assertEq(collection.code.length, 45);
        vm.assertTrue(nft.supportsInterface(0x80ac58cd)); // ERC-721
        vm.assertTrue(nft.supportsInterface(0x2a55205a)); // ERC-2981
    }

    function test_createCollection_1155() public {
        vm.prank(stranger);
        address collection = factory.createCollection(CollectionKind.ERC1155, "Prints", "PRT", "");
        SoftNft1155 nft = SoftNft1155(collection);
        vm.assertEq(nft.owner(), stranger);
        vm.assertEq(nft.name(), "Prints");
        vm.assertEq(nft.symbol(), "PRT");
        vm.assertEq(nft.contractURI(), "");
        vm.assertTrue(factory.kindOf(collection) == CollectionKind.ERC1155);
        vm.assertTrue(nft.supportsInterface(0xd9b67a26)); // ERC-1155
        vm.assertTrue(nft.supportsInterface(0x2a55205a)); // ERC-2981
    }

    function test_createCollection_emitsCollectionCreated() public {
        vm.expectEmit(false, true, false, true, address(factory));
        emit INftFactory.CollectionCreated(address(0), stranger, CollectionKind.ERC721, "Mine", "MINE", "uri");
        vm.prank(stranger);
        factory.createCollection(CollectionKind.ERC721, "Mine", "MINE", "uri");
    }

    function test_createCollection_eachCallANewCollection() public {
        vm.startPrank(stranger);
        address first = factory.createCollection(CollectionKind.ERC721, "A", "A", "");
        address second = factory.createCollection(CollectionKind.ERC721, "A", "A", "");
        vm.stopPrank();
        vm.assertTrue(first != second);
    }

    function test_createCollection_revertsOnKindNone() public {
        vm.expectRevert(INftFactory.InvalidCollectionKind.selector);
        factory.createCollection(CollectionKind.None, "A", "A", "");
    }

    function test_createCollection_revertsOnEmptyNameOrSymbol() public {
        vm.expectRevert(INftFactory.EmptyNameOrSymbol.selector);
        factory.createCollection(CollectionKind.ERC721, "", "A", "");
        vm.expectRevert(INftFactory.EmptyNameOrSymbol.selector);
        factory.createCollection(CollectionKind.ERC1155, "A", "", "");
    }

    function test_createCollection_worksWhilePaused() public {
        vm.prank(admin);
        hub.pause();
        factory.createCollection(CollectionKind.ERC721, "A", "A", "");
    }

    function test_kindOf_isNoneForForeignAddresses() public view {
        vm.assertTrue(factory.kindOf(address(foreign721)) == CollectionKind.None);
        vm.assertTrue(factory.kindOf(factory.implementation721()) == CollectionKind.None);
        vm.assertTrue(factory.kindOf(stranger) == CollectionKind.None);
    }

    function test_initialize_onlyOnceAndOnlyByTheFactory() public {
        vm.expectRevert(abi.encodeWithSelector(ISoftNft.NotFactory.selector, stranger));
        vm.prank(stranger);
        art.initialize(stranger, "X", "X", "");

        vm.expectRevert(ISoftNft.AlreadyInitialized.selector);
        vm.prank(address(factory));
        art.initialize(stranger, "X", "X", "");
        vm.assertEq(art.owner(), creator);
    }

    function test_initialize_implementationsAreLocked() public {
        SoftNft721 impl721 = SoftNft721(factory.implementation721());
        SoftNft1155 impl1155 = SoftNft1155(factory.implementation1155());
        vm.startPrank(address(factory));
        vm.expectRevert(ISoftNft.AlreadyInitialized.selector);
        impl721.initialize(stranger, "X", "X", "");
        vm.expectRevert(ISoftNft.AlreadyInitialized.selector);
        impl1155.initialize(stranger, "X", "X", "");
        vm.stopPrank();
        // Owned by the factory, which never mints: nobody can mint in an implementation.
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, stranger));
        vm.prank(stranger);
        impl721.mint(stranger, "", 0);
    }

    function test_setMintFee_byTheAdmin() public {
        vm.expectEmit(address(factory));
        emit INftFactory.MintFeeChanged(MINT_FEE, 1e18);
        vm.prank(admin);
        factory.setMintFee(1e18);
        vm.assertEq(factory.mintFee(), 1e18);
    }

    function test_attack_setMintFee_refusesAFeeAboveTheMaximum() public {
        uint256 maximum = factory.MAX_MINT_FEE();
        vm.assertEq(maximum, 100 ether);
        vm.expectRevert(abi.encodeWithSelector(INftFactory.MintFeeTooHigh.selector, maximum + 1));
        vm.prank(admin);
        factory.setMintFee(maximum + 1);
        vm.prank(admin);
        factory.setMintFee(maximum);
        vm.assertEq(factory.mintFee(), maximum);
    }

    function test_setMintFee_revertsForOthers() public {
        for (uint256 i = 0; i < 3; i++) {
            address caller = [operator, creator, stranger][i];
            vm.expectRevert(abi.encodeWithSelector(IAdminErrors.NotAdmin.selector, caller));
            vm.prank(caller);
            factory.setMintFee(0);
        }
    }
}
