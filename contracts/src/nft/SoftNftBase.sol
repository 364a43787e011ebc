// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IHub} from "../hub/IHub.sol";
import {INftFactory} from "./INftFactory.sol";
import {ISoftNft} from "./ISoftNft.sol";

/// @title SoftNftBase
/// @notice What SoftNft721 and SoftNft1155 share (see ISoftNft): the one-time initialization of a clone, the
/// owner, the collection's name, symbol and metadata URI, token ids from 1, the per-token royalty and the mint
/// fee. The implementation is deployed by the factory (its immutables, shared by every clone, name the factory,
/// the Hub and DFY) and is initialized at construction, so nobody can initialize it afterwards.
abstract contract SoftNftBase is ISoftNft, Ownable, ERC2981 {
    using SafeERC20 for IERC20;

    /// @inheritdoc ISoftNft
    uint96 public constant override MAX_ROYALTY_BPS = 1000;

    /// @inheritdoc ISoftNft
    INftFactory public immutable override factory; // solhint-disable-line immutable-vars-naming
    IHub private immutable _hub; // solhint-disable-line immutable-vars-naming
    IERC20 private immutable _dfy; // solhint-disable-line immutable-vars-naming

    /// @dev The last token id and the initialization flag share a slot: the first mint finds it written.
    uint64 private _lastId;
    bool private _initialized;
    string private _name;
    string private _symbol;
    string private _contractURI;

    /// @notice Deploys the implementation; the deployer is the factory.
    /// @param hub_ The Hub whose fee wallet receives the mint fees.
    /// @param dfy_ The token the mint fee is paid in.
    constructor(IHub hub_, IERC20 dfy_) Ownable(msg.sender) {
        factory = INftFactory(msg.sender);
        _hub = hub_;
        _dfy = dfy_;
        _initialized = true;
    }

    /// @inheritdoc ISoftNft
    function initialize(address owner_, string calldata name_, string calldata symbol_, string calldata contractURI_)
        external
        override
    {
        if (msg.sender != address(factory)) revert NotFactory(msg.sender);
        if (_initialized) revert AlreadyInitialized();
        _initialized = true;
        _name = name_;
        _symbol = symbol_;
        _contractURI = contractURI_;
        _transferOwnership(owner_);
    }

    /// @inheritdoc ISoftNft
    function contractURI() external view override returns (string memory) {
        return _contractURI;
    }

    /// @inheritdoc ISoftNft
    function totalMinted() external view override returns (uint256) {
        return _lastId;
    }

    /// @dev The collection's name.
    function _collectionName() internal view returns (string memory) {
        return _name;
    }

    /// @dev The collection's symbol.
    function _collectionSymbol() internal view returns (string memory) {
        return _symbol;
    }

    /// @dev Reverts unless the royalty is within the cap.
    function _checkRoyalty(uint96 royaltyBps) internal pure {
        if (royaltyBps > MAX_ROYALTY_BPS) revert RoyaltyTooHigh(royaltyBps);
    }

    /// @dev The next token id (from 1), counted.
    function _nextId() internal returns (uint256) {
        return ++_lastId;
    }

    /// @dev Records the minter as the token's royalty receiver (nothing for a zero royalty).
    function _setRoyalty(uint256 tokenId, uint96 royaltyBps) internal {
        if (royaltyBps != 0) _setTokenRoyalty(tokenId, msg.sender, royaltyBps);
    }

    /// @dev Pulls the factory's current mint fee in DFY from the minter to the Hub's fee wallet.
    function _payMintFee() internal {
        uint256 fee = factory.mintFee();
        if (fee != 0) _dfy.safeTransferFrom(msg.sender, _hub.feeWallet(), fee);
    }
}
