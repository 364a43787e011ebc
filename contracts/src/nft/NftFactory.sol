// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IHub} from "../hub/IHub.sol";
import {CollectionKind, INftFactory} from "./INftFactory.sol";
import {ISoftNft} from "./ISoftNft.sol";
import {SoftNft1155} from "./SoftNft1155.sol";
import {SoftNft721} from "./SoftNft721.sol";

/// @title NftFactory
/// @notice Creates soft NFT collections as ERC-1167 clones (see INftFactory). Deploys its two implementations
/// itself, so their immutables name this factory and only it can initialize a clone. Holds no funds.
contract NftFactory is INftFactory {
    bytes32 private constant ADMIN_ROLE = 0x00;

    /// @notice The mint fee at deployment: 10 DFY.
    uint256 public constant DEFAULT_MINT_FEE = 10 ether;
    /// @notice The highest mint fee the Admin may set: ten times the first, 100 DFY.
    uint256 public constant MAX_MINT_FEE = 100 ether;

    /// @inheritdoc INftFactory
    IHub public immutable override hub; // solhint-disable-line immutable-vars-naming
    /// @inheritdoc INftFactory
    IERC20 public immutable override dfy; // solhint-disable-line immutable-vars-naming
    /// @inheritdoc INftFactory
    address public immutable override implementation721; // solhint-disable-line immutable-vars-naming
    /// @inheritdoc INftFactory
    address public immutable override implementation1155; // solhint-disable-line immutable-vars-naming

    /// @inheritdoc INftFactory
    uint256 public override mintFee;

    /// @inheritdoc INftFactory
    mapping(address collection => CollectionKind kind) public override kindOf;

    /// @notice Deploys the factory and its two implementations, with a mint fee of DEFAULT_MINT_FEE.
    /// @param hub_ The Hub (Admin role, fee wallet).
    /// @param dfy_ The token the mint fee is paid in.
    constructor(IHub hub_, IERC20 dfy_) {
        if (address(hub_) == address(0) || address(dfy_) == address(0)) revert ZeroAddress();
        hub = hub_;
        dfy = dfy_;
        implementation721 = address(new SoftNft721(hub_, dfy_));
        implementation1155 = address(new SoftNft1155(hub_, dfy_));
        mintFee = DEFAULT_MINT_FEE;
        emit MintFeeChanged(0, DEFAULT_MINT_FEE);
    }

    /// @inheritdoc INftFactory
    function createCollection(
        CollectionKind kind,
        string calldata name,
        string calldata symbol,
        string calldata contractURI
    ) external override returns (address collection) {
        if (kind == CollectionKind.None) revert InvalidCollectionKind();
        if (bytes(name).length == 0 || bytes(symbol).length == 0) revert EmptyNameOrSymbol();

        collection = Clones.clone(kind == CollectionKind.ERC721 ? implementation721 : implementation1155);
        kindOf[collection] = kind;
        ISoftNft(collection).initialize(msg.sender, name, symbol, contractURI);
        emit CollectionCreated(collection, msg.sender, kind, name, symbol, contractURI);
    }

    /// @inheritdoc INftFactory
    function setMintFee(uint256 newFee) external override {
        if (!hub.hasRole(ADMIN_ROLE, msg.sender)) revert NotAdmin(msg.sender);
        if (newFee > MAX_MINT_FEE) revert MintFeeTooHigh(newFee);
        uint256 previous = mintFee;
        mintFee = newFee;
        emit MintFeeChanged(previous, newFee);
    }
}
