// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC1155Utils} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Utils.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IHub} from "../hub/IHub.sol";
import {ISoftNft, ISoftNft1155} from "./ISoftNft.sol";
import {SoftNftBase} from "./SoftNftBase.sol";

/// @title SoftNft1155
/// @notice A factory ERC-1155 collection: each mint creates a new id with its supply, its metadata URI and
/// its ERC-2981 royalty (see ISoftNft1155). Deployed once as the implementation the factory clones.
contract SoftNft1155 is ISoftNft1155, SoftNftBase, ERC1155 {
    mapping(uint256 id => string uri) private _tokenURIs;

    /// @notice Deploys the implementation; the deployer is the factory.
    /// @param hub_ The Hub whose fee wallet receives the mint fees.
    /// @param dfy_ The token the mint fee is paid in.
    constructor(IHub hub_, IERC20 dfy_) SoftNftBase(hub_, dfy_) ERC1155("") {}

    /// @inheritdoc ISoftNft1155
    function mint(address to, uint256 amount, string calldata tokenURI_, uint96 royaltyBps)
        external
        override
        onlyOwner
        returns (uint256 id)
    {
        if (to == address(0) || amount == 0) revert InvalidMint();
        _checkRoyalty(royaltyBps);

        id = _nextId();
        _tokenURIs[id] = tokenURI_;
        _setRoyalty(id, royaltyBps);
        uint256[] memory ids = new uint256[](1);
        uint256[] memory values = new uint256[](1);
        ids[0] = id;
        values[0] = amount;
        // The receiver's hook runs last, once everything is written and the fee is paid.
        _update(address(0), to, ids, values);
        emit Minted(id, msg.sender, to, amount, tokenURI_, royaltyBps);

        _payMintFee();
        ERC1155Utils.checkOnERC1155Received(msg.sender, address(0), to, id, amount, "");
    }

    /// @inheritdoc ISoftNft1155
    function burn(address from, uint256 id, uint256 amount) external override {
        if (from != msg.sender && !isApprovedForAll(from, msg.sender)) {
            revert ERC1155MissingApprovalForAll(msg.sender, from);
        }
        _burn(from, id, amount);
    }

    /// @notice The metadata URI of a token id (empty for an id not minted).
    /// @param id The token id.
    /// @return The URI given at mint.
    function uri(uint256 id) public view override returns (string memory) {
        return _tokenURIs[id];
    }

    /// @inheritdoc ISoftNft
    function name() external view override returns (string memory) {
        return _collectionName();
    }

    /// @inheritdoc ISoftNft
    function symbol() external view override returns (string memory) {
        return _collectionSymbol();
    }

    /// @notice ERC-165: ERC-1155 with metadata URIs, ERC-2981.
    /// @param interfaceId The interface.
    /// @return Whether it is supported.
    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
