// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IHub} from "../../hub/IHub.sol";
import {AssetKind, Collateral, CollateralParams, Terms} from "../LendingTypes.sol";

/// @title ILendingRules
/// @notice The stateless checks of the lending core: what may be escrowed, which terms may be offered
/// (with room before liquidation) and what kind an asset is. Every function reverts with the matching
/// IPawnLending error and returns nothing when the input passes; the Hub to read is passed in, so the
/// rules hold no state and always judge by the core's current Hub.
interface ILendingRules {
    /// @notice The highest annual interest rate, percent x ZOOM (1000%).
    /// @return The rate.
    function MAX_INTEREST_RATE() external view returns (uint32); // solhint-disable-line func-name-mixedcase

    /// @notice The longest loan or expected duration, in seconds (five years).
    /// @return The duration.
    function MAX_DURATION() external view returns (uint256); // solhint-disable-line func-name-mixedcase

    /// @notice Checks a new collateral: the Hub is not paused (ProtocolPaused), fields fit its kind (a
    /// fungible one has token id 0), amount in range, the native coin sent matches, the token and the
    /// wanted loan token are whitelisted (an NFT collection is whitelisted, or is one of the collections of
    /// the NftFactory registered in the Hub, of the claimed kind), duration in range.
    /// @param hub The Hub of the core.
    /// @param params The collateral.
    /// @param value The native coin sent with it.
    function checkCollateral(IHub hub, CollateralParams calldata params, uint256 value) external view;

    /// @notice Checks terms offered by `lender` on a collateral: not the borrower, the collateral's
    /// loan token, whitelisted tokens, amount, rate, duration (at least one cycle) and threshold in
    /// range, and, when asked, for priced collateral, a healthy start (see the HealthyStart library).
    /// @param hub The Hub of the core.
    /// @param item The collateral.
    /// @param lender The lender.
    /// @param terms The terms.
    /// @param checkHealth Whether to check the healthy start here: an offer's terms are checked when
    /// offered; a loan starting at once is checked by the core with the prices it reads for the start.
    function checkTerms(IHub hub, Collateral calldata item, address lender, Terms calldata terms, bool checkHealth)
        external
        view;

    /// @notice Checks that `kind` is what `token` is, asking the token itself (ERC-165) rather than the
    /// whitelists, which may have changed since it was escrowed; fungible kinds take no token id.
    /// @param kind The claimed kind.
    /// @param token The token (address(0) with Native only).
    /// @param tokenId The NFT id (zero for fungible kinds).
    function checkAssetKind(AssetKind kind, address token, uint256 tokenId) external view;
}
