// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

/// @title TestNft1155
/// @notice An ERC-1155 collection for development and test chains: anyone mints any amount of any id.
contract TestNft1155 is ERC1155 {
    /// @notice Deploys an empty collection.
    /// @param uri_ The metadata URI template.
    constructor(string memory uri_) ERC1155(uri_) {}

    /// @notice Mints `amount` of token `id`.
    /// @param to The receiver.
    /// @param id The token id.
    /// @param amount The amount.
    function mint(address to, uint256 id, uint256 amount) external {
        _mint(to, id, amount, "");
    }
}
