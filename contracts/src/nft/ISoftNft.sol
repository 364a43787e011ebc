// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {INftFactory} from "./INftFactory.sol";

/// @title ISoftNft
/// @notice What the factory's ERC-721 and ERC-1155 collections share: one owner (the creator) who alone
/// mints, a mint fee in DFY paid by the minter to the Hub's fee wallet, token ids from 1, a metadata URI
/// per token and an ERC-2981 royalty per token whose receiver is the minter, at most 10%.
interface ISoftNft {
    /// @notice Tokens were minted (after the standard Transfer or TransferSingle event).
    /// @param tokenId The new token's id.
    /// @param creator The minter (the collection's owner), who receives the token's royalty.
    /// @param to Who received the tokens.
    /// @param amount How many were minted (1 for an ERC-721).
    /// @param tokenURI The token's metadata URI.
    /// @param royaltyBps The token's royalty, in basis points of the sale price.
    event Minted(
        uint256 indexed tokenId,
        address indexed creator,
        address indexed to,
        uint256 amount,
        string tokenURI,
        uint96 royaltyBps
    );

    /// @notice Only the factory initializes a collection, once.
    error AlreadyInitialized();
    /// @notice Only the factory may do this.
    /// @param caller The caller.
    error NotFactory(address caller);
    /// @notice The royalty is above MAX_ROYALTY_BPS.
    /// @param royaltyBps The royalty asked for.
    error RoyaltyTooHigh(uint96 royaltyBps);
    /// @notice A mint needs a receiver and (ERC-1155) an amount.
    error InvalidMint();

    /// @notice Sets up a new clone: its owner, name, symbol and collection metadata.
    /// @dev Only the factory, once, right after it created the clone.
    /// @param owner_ The creator, the collection's owner.
    /// @param name_ The collection's name.
    /// @param symbol_ The collection's symbol.
    /// @param contractURI_ The collection's metadata URI.
    function initialize(address owner_, string calldata name_, string calldata symbol_, string calldata contractURI_)
        external;

    /// @notice The highest royalty a token may carry, in basis points (10%).
    /// @return 1000.
    function MAX_ROYALTY_BPS() external view returns (uint96); // solhint-disable-line func-name-mixedcase

    /// @notice The factory that created this collection; it sets the mint fee.
    /// @return The factory.
    function factory() external view returns (INftFactory);

    /// @notice The collection's metadata URI (ERC-7572).
    /// @return The URI.
    function contractURI() external view returns (string memory);

    /// @notice The collection's name.
    /// @return The name.
    function name() external view returns (string memory);

    /// @notice The collection's symbol.
    /// @return The symbol.
    function symbol() external view returns (string memory);

    /// @notice The number of token ids minted so far (the last id).
    /// @return The count.
    function totalMinted() external view returns (uint256);
}

/// @title ISoftNft721
/// @notice A factory ERC-721 collection (see ISoftNft).
interface ISoftNft721 is ISoftNft {
    /// @notice Mints the next token id to `to`, pulling the factory's mint fee in DFY from the caller to
    /// the Hub's fee wallet (approve the collection for it first). The caller receives the royalty.
    /// @dev Only the owner. No receiver hook runs (like the market and the lending core, tokens move with
    /// transferFrom semantics). Emits Transfer then Minted.
    /// @param to The receiver.
    /// @param tokenURI The token's metadata URI.
    /// @param royaltyBps The token's royalty in basis points, at most MAX_ROYALTY_BPS.
    /// @return tokenId The new token's id.
    function mint(address to, string calldata tokenURI, uint96 royaltyBps) external returns (uint256 tokenId);

    /// @notice Destroys a token.
    /// @dev Its owner or an account it approved.
    /// @param tokenId The token.
    function burn(uint256 tokenId) external;
}

/// @title ISoftNft1155
/// @notice A factory ERC-1155 collection (see ISoftNft): each mint creates a new id with its supply.
interface ISoftNft1155 is ISoftNft {
    /// @notice Mints `amount` of a new token id to `to`, pulling the factory's mint fee in DFY from the
    /// caller to the Hub's fee wallet (approve the collection for it first). The caller receives the royalty.
    /// @dev Only the owner. A contract receiver must accept the tokens (onERC1155Received). Emits
    /// TransferSingle then Minted.
    /// @param to The receiver.
    /// @param amount How many (at least 1).
    /// @param tokenURI The token's metadata URI, returned by uri(id).
    /// @param royaltyBps The token's royalty in basis points, at most MAX_ROYALTY_BPS.
    /// @return id The new token's id.
    function mint(address to, uint256 amount, string calldata tokenURI, uint96 royaltyBps) external returns (uint256 id);

    /// @notice Destroys `amount` of `id` held by `from`.
    /// @dev `from` or an operator it approved for all.
    /// @param from The holder.
    /// @param id The token id.
    /// @param amount How many.
    function burn(address from, uint256 id, uint256 amount) external;
}
