// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC1155Receiver} from "@openzeppelin/contracts/token/ERC1155/IERC1155Receiver.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";

/// @title SelfPulledErc1155Receiver
/// @notice Receives ERC-1155 tokens only when the contract itself pulls them (escrow of collateral, listings or
/// auctions), so nobody can push tokens in that no record accounts for.
abstract contract SelfPulledErc1155Receiver is IERC1155Receiver {
    /// @notice ERC-1155 tokens arrived that this contract did not pull itself, or as a batch.
    error UnexpectedNftTransfer();

    /// @notice Accepts a single transfer this contract started.
    /// @param operator Who moved the tokens.
    /// @return The ERC-1155 acceptance value.
    function onERC1155Received(address operator, address, uint256, uint256, bytes calldata)
        external
        view
        override
        returns (bytes4)
    {
        if (operator != address(this)) revert UnexpectedNftTransfer();
        return IERC1155Receiver.onERC1155Received.selector;
    }

    /// @notice Refuses batches: tokens are escrowed one token id at a time.
    /// @return Never returns.
    function onERC1155BatchReceived(address, address, uint256[] calldata, uint256[] calldata, bytes calldata)
        external
        pure
        override
        returns (bytes4)
    {
        revert UnexpectedNftTransfer();
    }

    /// @notice ERC-165: the ERC-1155 receiver interface.
    /// @param interfaceId The interface asked about.
    /// @return Whether it is IERC1155Receiver or IERC165.
    function supportsInterface(bytes4 interfaceId) external pure override returns (bool) {
        return interfaceId == type(IERC1155Receiver).interfaceId || interfaceId == type(IERC165).interfaceId;
    }
}
