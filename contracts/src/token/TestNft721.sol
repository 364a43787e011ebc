// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @title TestNft721
/// @notice An ERC-721 collection for development and test chains, standing in for the NFT
/// collections accepted as collateral in production: anyone mints the next token id to anyone.
contract TestNft721 is ERC721 {
    /// @notice The number of tokens minted so far (ids start at 1).
    uint256 public totalMinted;

    /// @notice Deploys an empty collection.
    /// @param name_ The collection name.
    /// @param symbol_ The collection symbol.
    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) {}

    /// @notice Mints the next token id.
    /// @param to The receiver.
    /// @return tokenId The new token's id.
    function mint(address to) external returns (uint256 tokenId) {
        tokenId = ++totalMinted;
        _mint(to, tokenId);
    }
}
