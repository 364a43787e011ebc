// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC1155Errors, IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {ISoftNft} from "../../src/nft/ISoftNft.sol";
import {HostileAccount} from "./mocks/NftMocks.sol";
import {NftTestBase} from "./NftTestBase.sol";

/// @dev The factory's collections: only the owner mints, each mint pays the fee in DFY to the fee wallet, the
/// royalty goes to the minter (at most 10%), token URIs, burning, and hooks running last.
contract SoftNftTest is NftTestBase {
    // --- ERC-721

    function test_mint721_idsFromOneFeeToTheFeeWalletRoyaltyToTheMinter() public {
        uint256 dfyBefore = dfy.balanceOf(creator);
        vm.expectEmit(address(art));
        emit ISoftNft.Minted(1, creator, seller, 1, URI, ROYALTY);
        vm.prank(creator);
        uint256 tokenId = art.mint(seller, URI, ROYALTY);

        vm.assertEq(tokenId, 1);
        vm.assertEq(art.ownerOf(1), seller);
        vm.assertEq(art.tokenURI(1), URI);
        vm.assertEq(art.totalMinted(), 1);
        vm.assertEq(dfy.balanceOf(feeWallet), MINT_FEE);
        vm.assertEq(dfy.balanceOf(creator), dfyBefore - MINT_FEE);
        (address receiver, uint256 royalty) = art.royaltyInfo(1, 1000e18);
        vm.assertEq(receiver, creator);
        vm.assertEq(royalty, 50e18);

        vm.prank(creator);
        vm.assertEq(art.mint(creator, "", 0), 2);
        (receiver, royalty) = art.royaltyInfo(2, 1000e18);
        vm.assertEq(receiver, address(0));
        vm.assertEq(royalty, 0);
    }

    function test_mint721_royaltyUpToTenPercent() public {
        vm.prank(creator);
        uint256 tokenId = art.mint(seller, URI, 1000);
        (, uint256 royalty) = art.royaltyInfo(tokenId, 100);
        vm.assertEq(royalty, 10);

        vm.expectRevert(abi.encodeWithSelector(ISoftNft.RoyaltyTooHigh.selector, uint96(1001)));
        vm.prank(creator);
        art.mint(seller, URI, 1001);
    }

    function test_mint721_onlyTheOwner() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, stranger));
        vm.prank(stranger);
        art.mint(stranger, URI, 0);
    }

    function test_mint721_revertsToZeroAddress() public {
        vm.expectRevert(ISoftNft.InvalidMint.selector);
        vm.prank(creator);
        art.mint(address(0), URI, 0);
    }

    function test_mint721_revertsWithoutTheFee() public {
        vm.prank(creator);
        dfy.approve(address(art), MINT_FEE - 1);
        vm.expectRevert(
            abi.encodeWithSelector(
                IERC20Errors.ERC20InsufficientAllowance.selector, address(art), MINT_FEE - 1, MINT_FEE
            )
        );
        vm.prank(creator);
        art.mint(seller, URI, 0);
    }

    function test_mint721_feeIsTheFactorysCurrentOneAndGoesToTheCurrentFeeWallet() public {
        address newWallet = makeAddr("new fee wallet");
        vm.startPrank(admin);
        factory.setMintFee(3e18);
        hub.setFeeWallet(newWallet);
        vm.stopPrank();
        _mint721(seller);
        vm.assertEq(dfy.balanceOf(newWallet), 3e18);

        vm.prank(admin);
        factory.setMintFee(0);
        uint256 before = dfy.balanceOf(creator);
        _mint721(seller);
        vm.assertEq(dfy.balanceOf(creator), before);
    }

    function test_mint721_theNewOwnerMintsAndReceivesTheRoyalty() public {
        vm.prank(creator);
        art.transferOwnership(stranger);
        dfy.mint(stranger, MINT_FEE);
        vm.startPrank(stranger);
        dfy.approve(address(art), MINT_FEE);
        uint256 tokenId = art.mint(stranger, URI, 100);
        vm.stopPrank();
        (address receiver,) = art.royaltyInfo(tokenId, 1);
        vm.assertEq(receiver, stranger);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, creator));
        vm.prank(creator);
        art.mint(creator, URI, 0);
    }

    function test_mint721_worksWhilePaused() public {
        vm.prank(admin);
        hub.pause();
        _mint721(seller);
    }

    function test_burn721_byTheHolderOrAnApprovedAccount() public {
        uint256 first = _mint721(seller);
        uint256 second = _mint721(seller);
        vm.prank(seller);
        art.burn(first);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, first));
        art.ownerOf(first);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, first));
        art.tokenURI(first);
        (address receiver,) = art.royaltyInfo(first, 1);
        vm.assertEq(receiver, address(0));

        vm.prank(seller);
        art.approve(stranger, second);
        vm.prank(stranger);
        art.burn(second);
        vm.assertEq(art.balanceOf(seller), 0);
    }

    function test_burn721_revertsForOthersAndUnknownTokens() public {
        uint256 tokenId = _mint721(seller);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InsufficientApproval.selector, creator, tokenId));
        vm.prank(creator);
        art.burn(tokenId);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 99));
        vm.prank(seller);
        art.burn(99);
    }

    function test_tokenURI_revertsForUnknownTokens() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 1));
        art.tokenURI(1);
    }

    // --- ERC-1155

    function test_mint1155_newIdWithItsSupplyFeeAndRoyalty() public {
        vm.expectEmit(address(editions));
        emit ISoftNft.Minted(1, creator, seller, 25, URI, ROYALTY);
        vm.prank(creator);
        uint256 id = editions.mint(seller, 25, URI, ROYALTY);

        vm.assertEq(id, 1);
        vm.assertEq(editions.balanceOf(seller, 1), 25);
        vm.assertEq(editions.uri(1), URI);
        vm.assertEq(editions.uri(2), "");
        vm.assertEq(dfy.balanceOf(feeWallet), MINT_FEE);
        (address receiver, uint256 royalty) = editions.royaltyInfo(1, 100);
        vm.assertEq(receiver, creator);
        vm.assertEq(royalty, 5);
        vm.assertEq(_mint1155(seller, 1), 2);
        vm.assertEq(editions.totalMinted(), 2);
    }

    function test_mint1155_reverts() public {
        vm.startPrank(creator);
        vm.expectRevert(ISoftNft.InvalidMint.selector);
        editions.mint(seller, 0, URI, 0);
        vm.expectRevert(ISoftNft.InvalidMint.selector);
        editions.mint(address(0), 1, URI, 0);
        vm.expectRevert(abi.encodeWithSelector(ISoftNft.RoyaltyTooHigh.selector, uint96(5000)));
        editions.mint(seller, 1, URI, 5000);
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, stranger));
        vm.prank(stranger);
        editions.mint(stranger, 1, URI, 0);
    }

    function test_mint1155_aReceiverRefusingRevertsTheMint() public {
        HostileAccount wallet = new HostileAccount();
        wallet.setRefuseNfts(true);
        vm.expectRevert(bytes("HostileAccount: no NFTs"));
        vm.prank(creator);
        editions.mint(address(wallet), 1, URI, 0);
        vm.assertEq(dfy.balanceOf(feeWallet), 0);

        wallet.setRefuseNfts(false);
        vm.prank(creator);
        uint256 id = editions.mint(address(wallet), 3, URI, 0);
        vm.assertEq(editions.balanceOf(address(wallet), id), 3);
    }

    function test_burn1155_byTheHolderOrAnOperator() public {
        uint256 id = _mint1155(seller, 10);
        vm.prank(seller);
        editions.burn(seller, id, 4);
        vm.assertEq(editions.balanceOf(seller, id), 6);

        vm.prank(seller);
        editions.setApprovalForAll(stranger, true);
        vm.prank(stranger);
        editions.burn(seller, id, 6);
        vm.assertEq(editions.balanceOf(seller, id), 0);
    }

    function test_burn1155_reverts() public {
        uint256 id = _mint1155(seller, 10);
        vm.expectRevert(abi.encodeWithSelector(IERC1155Errors.ERC1155MissingApprovalForAll.selector, creator, seller));
        vm.prank(creator);
        editions.burn(seller, id, 1);
        vm.expectRevert(abi.encodeWithSelector(IERC1155Errors.ERC1155InsufficientBalance.selector, seller, 10, 11, id));
        vm.prank(seller);
        editions.burn(seller, id, 11);
    }
}
