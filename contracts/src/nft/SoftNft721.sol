// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IHub} from "../hub/IHub.sol";
import {ISoftNft, ISoftNft721} from "./ISoftNft.sol";
import {SoftNftBase} from "./SoftNftBase.sol";

/// @title SoftNft721
/// @notice A factory ERC-721 collection with a metadata URI and an ERC-2981 royalty per token (see ISoftNft721).
/// Deployed once as the implementation the factory clones.
contract SoftNft721 is ISoftNft721, SoftNftBase, ERC721 {
    mapping(uint256 tokenId => string uri) private _tokenURIs;

    /// @notice Deploys the implementation; the deployer is the factory.
    /// @param hub_ The Hub whose fee wallet receives the mint fees.
    /// @param dfy_ The token the mint fee is paid in.
    constructor(IHub hub_, IERC20 dfy_) SoftNftBase(hub_, dfy_) ERC721("", "") {}

    /// @inheritdoc ISoftNft721
    function mint(address to, string calldata tokenURI_, uint96 royaltyBps)
        external
        override
        onlyOwner
        returns (uint256 tokenId)
    {
        if (to == address(0)) revert InvalidMint();
        _checkRoyalty(royaltyBps);

        tokenId = _nextId();
        _mint(to, tokenId);
        _tokenURIs[tokenId] = tokenURI_;
        _setRoyalty(tokenId, royaltyBps);
        emit Minted(tokenId, msg.sender, to, 1, tokenURI_, royaltyBps);

        _payMintFee();
    }

    /// @inheritdoc ISoftNft721
    function burn(uint256 tokenId) external override {
        _update(address(0), tokenId, msg.sender);
        delete _tokenURIs[tokenId];
        _resetTokenRoyalty(tokenId);
    }

    /// @notice The token's metadata URI.
    /// @dev Reverts with ERC721NonexistentToken for a token not minted or burnt.
    /// @param tokenId The token.
    /// @return The URI given at mint.
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        return _tokenURIs[tokenId];
    }

    /// @inheritdoc ISoftNft
    function name() public view override(ERC721, ISoftNft) returns (string memory) {
        return _collectionName();
    }

    /// @inheritdoc ISoftNft
    function symbol() public view override(ERC721, ISoftNft) returns (string memory) {
        return _collectionSymbol();
    }

    /// @notice ERC-165: ERC-721 with metadata, ERC-2981.
    /// @param interfaceId The interface.
    /// @return Whether it is supported.
    function supportsInterface(bytes4 interfaceId) public view override(ERC721, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
