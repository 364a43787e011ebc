// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IAddressErrors, IAdminErrors} from "../common/CommonErrors.sol";
import {IHub} from "../hub/IHub.sol";

/// @notice What a collection is: an ERC-721 or an ERC-1155 contract; None for an address the factory
/// did not create (and, in the market, for a contract that is neither).
enum CollectionKind {
    None,
    ERC721,
    ERC1155
}

/// @title INftFactory
/// @notice Creates soft NFT collections for free: each is an ERC-1167 clone of the SoftNft721 or SoftNft1155
/// implementation, owned by its creator, who alone mints in it (paying the mint fee in DFY to the Hub's fee
/// wallet per mint). Registered in the Hub under keccak256("NftFactory"); the lending rules accept its
/// collections as NFT collateral without the Hub's whitelist.
interface INftFactory is IAddressErrors, IAdminErrors {
    /// @notice A collection was created.
    /// @param collection The new collection (a clone).
    /// @param creator Who created it, its owner.
    /// @param kind ERC721 or ERC1155.
    /// @param name The collection's name.
    /// @param symbol The collection's symbol.
    /// @param contractURI The collection's metadata URI (ERC-7572).
    event CollectionCreated(
        address indexed collection,
        address indexed creator,
        CollectionKind kind,
        string name,
        string symbol,
        string contractURI
    );

    /// @notice The Admin changed the fee every mint pays.
    /// @param previous The former fee, in DFY base units.
    /// @param current The fee from now on, in DFY base units.
    event MintFeeChanged(uint256 previous, uint256 current);

    /// @notice The mint fee asked for is above MAX_MINT_FEE.
    error MintFeeTooHigh(uint256 fee);
    /// @notice The kind asked for is None.
    error InvalidCollectionKind();
    /// @notice A collection needs a name and a symbol.
    error EmptyNameOrSymbol();

    /// @notice Creates a collection owned by the caller.
    /// @dev Free; not affected by the Hub's pause.
    /// @param kind ERC721 or ERC1155 (None reverts with InvalidCollectionKind).
    /// @param name The collection's name (not empty).
    /// @param symbol The collection's symbol (not empty).
    /// @param contractURI The collection's metadata URI (may be empty).
    /// @return collection The new collection.
    function createCollection(
        CollectionKind kind,
        string calldata name,
        string calldata symbol,
        string calldata contractURI
    ) external returns (address collection);

    /// @notice Sets the fee every mint pays from now on.
    /// @dev Only the Hub's Admin; zero makes minting free; at most MAX_MINT_FEE (100 DFY).
    /// @param newFee The fee, in DFY base units.
    function setMintFee(uint256 newFee) external;

    /// @notice What kind of collection the factory created at an address.
    /// @param collection Any address.
    /// @return ERC721 or ERC1155 for the factory's collections, None for every other address.
    function kindOf(address collection) external view returns (CollectionKind);

    /// @notice The fee a mint pays, in DFY base units (10 DFY at deployment).
    /// @return The fee.
    function mintFee() external view returns (uint256);

    /// @notice The token the mint fee is paid in.
    /// @return DFY.
    function dfy() external view returns (IERC20);

    /// @notice The Hub read for the Admin role and the fee wallet.
    /// @return The Hub.
    function hub() external view returns (IHub);

    /// @notice The contract the factory's ERC-721 collections are clones of.
    /// @return The implementation.
    function implementation721() external view returns (address);

    /// @notice The contract the factory's ERC-1155 collections are clones of.
    /// @return The implementation.
    function implementation1155() external view returns (address);
}
