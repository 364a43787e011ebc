// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {AssetKind} from "../LendingTypes.sol";

/// @title Assets
/// @notice Moving and counting the four kinds of collateral (native coin, ERC-20, ERC-721, ERC-1155)
/// in one place, so every entry point handles them the same way.
library Assets {
    using SafeERC20 for IERC20;

    /// @notice Gas forwarded with a native-coin payout: enough for a wallet or a simple contract, too
    /// little for a receiver to do anything that could block the payer.
    uint256 internal constant NATIVE_PAYOUT_GAS = 50_000;

    /// @notice Pulls an asset from `from` into this contract; the native coin must have come as
    /// msg.value (nothing to pull). ERC-721 uses transferFrom: no receiver hook runs.
    /// @param kind The kind.
    /// @param token The token or collection.
    /// @param tokenId The NFT id (ignored for fungible kinds).
    /// @param from The owner, who approved this contract.
    /// @param amount The amount (1 for an ERC-721).
    function pull(AssetKind kind, address token, uint256 tokenId, address from, uint256 amount) internal {
        if (kind == AssetKind.ERC20) {
            IERC20(token).safeTransferFrom(from, address(this), amount);
        } else if (kind == AssetKind.ERC721) {
            IERC721(token).transferFrom(from, address(this), tokenId);
        } else if (kind == AssetKind.ERC1155) {
            IERC1155(token).safeTransferFrom(from, address(this), tokenId, amount, "");
        }
    }

    /// @notice Sends an asset out of this contract. NFTs always arrive (ERC-721 by transferFrom, so no
    /// receiver hook can block); a native or ERC-20 payout the receiver refuses returns false, for the
    /// caller to keep as a credit.
    /// @param kind The kind.
    /// @param token The token or collection.
    /// @param tokenId The NFT id (ignored for fungible kinds).
    /// @param to The receiver.
    /// @param amount The amount; zero sends nothing.
    /// @return sent False when a fungible payout was refused.
    function trySend(AssetKind kind, address token, uint256 tokenId, address to, uint256 amount)
        internal
        returns (bool sent)
    {
        if (amount == 0) return true;
        if (kind == AssetKind.Native) {
            (sent,) = to.call{value: amount, gas: NATIVE_PAYOUT_GAS}("");
        } else if (kind == AssetKind.ERC20) {
            sent = IERC20(token).trySafeTransfer(to, amount);
        } else if (kind == AssetKind.ERC721) {
            IERC721(token).transferFrom(address(this), to, tokenId);
            sent = true;
        } else {
            IERC1155(token).safeTransferFrom(address(this), to, tokenId, amount, "");
            sent = true;
        }
    }

    /// @notice How much of an asset `account` holds (for an ERC-721: 1 if it owns the token, else 0).
    /// @param kind The kind.
    /// @param token The token or collection.
    /// @param tokenId The NFT id (ignored for fungible kinds).
    /// @param account The holder.
    /// @return The balance.
    function balanceOf(AssetKind kind, address token, uint256 tokenId, address account)
        internal
        view
        returns (uint256)
    {
        if (kind == AssetKind.Native) return account.balance;
        if (kind == AssetKind.ERC20) return IERC20(token).balanceOf(account);
        if (kind == AssetKind.ERC721) return IERC721(token).ownerOf(tokenId) == account ? 1 : 0;
        return IERC1155(token).balanceOf(account, tokenId);
    }
}
