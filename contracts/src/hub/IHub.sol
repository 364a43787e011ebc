// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IAddressErrors} from "../common/CommonErrors.sol";
import {IAggregatorV3} from "../oracle/IAggregatorV3.sol";

/// @title IHub
/// @notice The protocol's configuration and roles, read by every other OpenPawn contract: roles
/// (AccessControl), the global pause, a registry of protocol contracts, the fee wallet, USD price feeds
/// per token with a freshness limit, the collateral and loan token whitelists and the NFT
/// collections accepted as collateral.
/// Tokens are ERC-20 addresses; address(0) stands for the chain's native coin (BNB).
interface IHub is IAccessControl, IAddressErrors {
    /// @notice The price feed of a token and how old its answer may be.
    /// @param feed The Chainlink-style feed (token / USD).
    /// @param heartbeat The longest time, in seconds, an answer stays usable after `updatedAt`.
    /// @param decimals The feed's decimals, read when the feed was set.
    /// @param tokenDecimals The token's decimals (18 for the native coin), read when the feed was set.
    struct PriceFeed {
        IAggregatorV3 feed;
        uint32 heartbeat;
        uint8 decimals;
        uint8 tokenDecimals;
    }

    /// @notice Emitted when the protocol is paused (the same event as OpenZeppelin's Pausable).
    /// @param account The pauser.
    event Paused(address account);

    /// @notice Emitted when the pause ends (the same event as OpenZeppelin's Pausable).
    /// @param account The Admin who ended it.
    event Unpaused(address account);

    /// @notice Emitted when a protocol contract is registered, replaced or removed.
    /// @param key The registry key (keccak256 of the contract's name).
    /// @param previous The address registered before (zero if none).
    /// @param current The address registered now (zero when removed).
    event ContractAddressChanged(bytes32 indexed key, address indexed previous, address indexed current);

    /// @notice Emitted when the fee wallet changes (also at deployment, from zero).
    /// @param previous The former fee wallet.
    /// @param current The new fee wallet.
    event FeeWalletChanged(address indexed previous, address indexed current);

    /// @notice Emitted when a token's price feed is set or replaced.
    /// @param token The token (address(0) for the native coin).
    /// @param feed The feed.
    /// @param heartbeat The freshness limit, in seconds.
    event PriceFeedChanged(address indexed token, address indexed feed, uint32 heartbeat);

    /// @notice Emitted when a token's price feed is removed.
    /// @param token The token (address(0) for the native coin).
    event PriceFeedRemoved(address indexed token);

    /// @notice Emitted when a token is added to or removed from the collateral whitelist.
    /// @param token The token (address(0) for the native coin).
    /// @param whitelisted Whether the token is now accepted as collateral.
    event CollateralWhitelistChanged(address indexed token, bool whitelisted);

    /// @notice Emitted when a token is added to or removed from the loan whitelist.
    /// @param token The ERC-20 token.
    /// @param whitelisted Whether the token can now be lent.
    event LoanWhitelistChanged(address indexed token, bool whitelisted);

    /// @notice Emitted when an NFT collection is added to or removed from the collateral whitelist.
    /// @param collection The ERC-721 or ERC-1155 contract.
    /// @param whitelisted Whether its tokens are now accepted as collateral.
    event NftCollectionWhitelistChanged(address indexed collection, bool whitelisted);

    /// @notice A price feed heartbeat of zero would make every answer stale.
    error ZeroHeartbeat();

    /// @notice Loans are paid in ERC-20 tokens: the native coin cannot be a loan token.
    error NativeCoinNotLoanToken();

    /// @notice No contract is registered under this key.
    /// @param key The registry key asked for.
    error ContractNotRegistered(bytes32 key);

    /// @notice No price feed is set for this token.
    /// @param token The token asked for.
    error PriceFeedNotSet(address token);

    /// @notice The feed's latest answer is older than the heartbeat allows.
    /// @param token The token asked for.
    /// @param updatedAt When the feed's answer was updated.
    /// @param heartbeat The freshness limit, in seconds.
    error StalePrice(address token, uint256 updatedAt, uint256 heartbeat);

    /// @notice The feed's latest answer is zero or negative.
    /// @param token The token asked for.
    /// @param answer The answer reported.
    error NonPositivePrice(address token, int256 answer);

    /// @notice The protocol is already paused.
    error EnforcedPause();

    /// @notice The protocol is not paused.
    error ExpectedPause();

    /// @notice Whether the protocol is paused. Paused protocol contracts refuse new positions, never
    /// repayment or liquidation.
    /// @return True while paused.
    function paused() external view returns (bool);

    /// @notice The pause as contracts that give time back after it read it (the NFT market's auctions).
    /// @return isPaused True while paused.
    /// @return pausedAt When the current or last pause began (0 if there never was one). A pause that starts
    /// within RESUME_GRACE of the last one's end continues it and keeps its start.
    /// @return unpausedAt When the last pause ended (0 if none has).
    function pauseWindow() external view returns (bool isPaused, uint256 pausedAt, uint256 unpausedAt);

    /// @notice How soon after a pause ends a new one still counts as its continuation (see pauseWindow).
    /// @return The grace, in seconds.
    function RESUME_GRACE() external view returns (uint256); // solhint-disable-line func-name-mixedcase

    /// @notice The wallet that receives the protocol's fees.
    /// @return The fee wallet.
    function feeWallet() external view returns (address);

    /// @notice The protocol contract registered under a key.
    /// @dev Reverts with ContractNotRegistered when none is.
    /// @param key The registry key (keccak256 of the contract's name).
    /// @return The registered address.
    function getContract(bytes32 key) external view returns (address);

    /// @notice The price feed configuration of a token (all zero when none is set).
    /// @param token The token (address(0) for the native coin).
    /// @return The feed, its heartbeat and its decimals.
    function priceFeed(address token) external view returns (PriceFeed memory);

    /// @notice The USD price of one whole token, from its feed.
    /// @dev Reverts with PriceFeedNotSet, StalePrice or NonPositivePrice rather than return a price
    /// nobody should act on.
    /// @param token The token (address(0) for the native coin).
    /// @return price The price, with `decimals` decimals.
    /// @return decimals The decimals of `price`.
    function getPrice(address token) external view returns (uint256 price, uint8 decimals);

    /// @notice The USD value of an amount of a token, from its feed.
    /// @dev Reverts like getPrice.
    /// @param token The token (address(0) for the native coin).
    /// @param amount The amount, in the token's base units.
    /// @return The value in USD with 18 decimals, rounded down.
    function usdValue(address token, uint256 amount) external view returns (uint256);

    /// @notice The USD values of a collateral and of a debt in one call, reading each token's price once:
    /// what a loan's health checks need. The debt is `loanAmount` of `loanToken` plus `repaymentAmount`
    /// of `repaymentToken`, valued as one amount when both are the same token, otherwise as the sum of
    /// the two values (each rounded down, as usdValue would).
    /// @dev Reverts like getPrice for any of the tokens (the repayment token's price is read even for a
    /// zero amount, unless it is the loan token).
    /// @param collateralToken The collateral token (address(0) for the native coin).
    /// @param collateralAmount The collateral amount.
    /// @param loanToken The token of the principal.
    /// @param loanAmount The principal.
    /// @param repaymentToken The token interest and penalty are owed in.
    /// @param repaymentAmount Interest and penalty owed.
    /// @return collateralUsd The collateral's value in USD with 18 decimals, rounded down.
    /// @return debtUsd The debt's value in USD with 18 decimals, rounded down.
    function usdValues(
        address collateralToken,
        uint256 collateralAmount,
        address loanToken,
        uint256 loanAmount,
        address repaymentToken,
        uint256 repaymentAmount
    ) external view returns (uint256 collateralUsd, uint256 debtUsd);

    /// @notice What a loan's start needs from the oracle, each token's price read once: the USD values of
    /// the collateral and of the starting debt (for the healthy-start check) and the loan's exchange rate.
    /// @dev Reverts like getPrice for any of the tokens.
    /// @param collateralToken The collateral token (address(0) for the native coin).
    /// @param collateralAmount The collateral amount.
    /// @param loanToken The token of the principal.
    /// @param debt The starting debt, in the loan token.
    /// @param repaymentToken The token interest and penalty will be owed in.
    /// @return collateralUsd The collateral's value in USD with 18 decimals, rounded down.
    /// @return debtUsd The debt's value in USD with 18 decimals, rounded down.
    /// @return repayPerLoanRay Base units of `repaymentToken` per base unit of `loanToken`, scaled by 1e27
    /// and rounded down, as exchangeRate gives it; zero when both are the same token.
    function loanStartQuote(
        address collateralToken,
        uint256 collateralAmount,
        address loanToken,
        uint256 debt,
        address repaymentToken
    ) external view returns (uint256 collateralUsd, uint256 debtUsd, uint256 repayPerLoanRay);

    /// @notice The pause flag and the two whitelist entries a new collateral needs, in one call.
    /// @param token The collateral token or NFT collection (address(0) for the native coin).
    /// @param nft Whether `token` is read from the NFT collections rather than the collateral tokens.
    /// @param loanToken The token the borrower wants to borrow.
    /// @return isPaused Whether the protocol is paused.
    /// @return collateralListed Whether `token` is whitelisted as collateral (or as an NFT collection).
    /// @return loanListed Whether `loanToken` is whitelisted for loans.
    function collateralListings(address token, bool nft, address loanToken)
        external
        view
        returns (bool isPaused, bool collateralListed, bool loanListed);

    /// @notice How many base units of `to` one base unit of `from` is worth, from their feeds.
    /// @dev Reverts like getPrice for either token.
    /// @param from The token converted from (address(0) for the native coin).
    /// @param to The token converted to (address(0) for the native coin).
    /// @return The rate, scaled by 1e27, rounded down.
    function exchangeRate(address from, address to) external view returns (uint256);

    /// @notice Whether a token is accepted as collateral.
    /// @param token The token (address(0) for the native coin).
    /// @return True when whitelisted.
    function isCollateralToken(address token) external view returns (bool);

    /// @notice Whether a token can be lent.
    /// @param token The ERC-20 token.
    /// @return True when whitelisted.
    function isLoanToken(address token) external view returns (bool);

    /// @notice Whether an NFT collection's tokens are accepted as collateral.
    /// @param collection The ERC-721 or ERC-1155 contract.
    /// @return True when whitelisted.
    function isNftCollection(address collection) external view returns (bool);

    /// @notice Registers, replaces or (with address zero) removes a protocol contract.
    /// @dev Only the Admin.
    /// @param key The registry key (keccak256 of the contract's name).
    /// @param contractAddress The contract, or zero to remove the entry.
    function setContract(bytes32 key, address contractAddress) external;

    /// @notice Changes the wallet that receives the protocol's fees.
    /// @dev Only the Admin; reverts with ZeroAddress for zero.
    /// @param newFeeWallet The new fee wallet.
    function setFeeWallet(address newFeeWallet) external;

    /// @notice Sets or replaces a token's price feed.
    /// @dev Only the Admin; reads the feed's decimals and the token's (18 for the native coin), so
    /// `feed` must be a feed and `token` an ERC-20.
    /// @param token The token (address(0) for the native coin).
    /// @param feed The token / USD feed.
    /// @param heartbeat How long, in seconds, an answer stays usable; at least 1.
    function setPriceFeed(address token, IAggregatorV3 feed, uint32 heartbeat) external;

    /// @notice Removes a token's price feed; its price can no longer be read.
    /// @dev Only the Admin; reverts with PriceFeedNotSet when there is none.
    /// @param token The token (address(0) for the native coin).
    function removePriceFeed(address token) external;

    /// @notice Adds a token to or removes it from the collateral whitelist.
    /// @dev Only the Admin.
    /// @param token The token (address(0) for the native coin).
    /// @param whitelisted Whether the token is accepted as collateral.
    function setCollateralToken(address token, bool whitelisted) external;

    /// @notice Adds a token to or removes it from the loan whitelist.
    /// @dev Only the Admin; reverts with NativeCoinNotLoanToken for address(0).
    /// @param token The ERC-20 token.
    /// @param whitelisted Whether the token can be lent.
    function setLoanToken(address token, bool whitelisted) external;

    /// @notice Adds an NFT collection to or removes it from the collateral whitelist.
    /// @dev Only the Admin; reverts with ZeroAddress for address(0).
    /// @param collection The ERC-721 or ERC-1155 contract.
    /// @param whitelisted Whether its tokens are accepted as collateral.
    function setNftCollection(address collection, bool whitelisted) external;

    /// @notice Pauses the protocol.
    /// @dev Only PAUSER_ROLE; reverts with EnforcedPause when already paused.
    function pause() external;

    /// @notice Ends the pause.
    /// @dev Only the Admin; reverts with ExpectedPause when not paused.
    function unpause() external;
}
