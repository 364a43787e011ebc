// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @title PriceMath
/// @notice Turns USD prices (with their feed decimals) and token decimals into values and exchange
/// rates. Results round down; callers that need an amount owed round their own way.
library PriceMath {
    /// @notice The scale of exchange rates between tokens.
    uint256 internal constant RAY = 1e27;

    /// @notice The exchange rate (scaled by RAY) that turns base units of token A into base units of
    /// token B, from their USD prices and decimals.
    /// @param priceA Token A's USD price, with `priceDecimalsA` decimals.
    /// @param priceDecimalsA The decimals of `priceA`.
    /// @param decimalsA Token A's decimals.
    /// @param priceB Token B's USD price, with `priceDecimalsB` decimals.
    /// @param priceDecimalsB The decimals of `priceB`.
    /// @param decimalsB Token B's decimals.
    /// @return Base units of B per base unit of A, scaled by RAY.
    function exchangeRay(
        uint256 priceA,
        uint8 priceDecimalsA,
        uint8 decimalsA,
        uint256 priceB,
        uint8 priceDecimalsB,
        uint8 decimalsB
    ) internal pure returns (uint256) {
        // (priceA / 10^pdA) / 10^dA  per  (priceB / 10^pdB) / 10^dB
        return Math.mulDiv(
            priceA * 10 ** (uint256(priceDecimalsB) + decimalsB),
            RAY,
            priceB * 10 ** (uint256(priceDecimalsA) + decimalsA)
        );
    }

    /// @notice The USD value of `amount` base units, with 18 decimals, rounded down.
    /// @param amount The amount, in the token's base units.
    /// @param price The token's USD price, with `priceDecimals` decimals.
    /// @param priceDecimals The decimals of `price`.
    /// @param tokenDecimals The token's decimals.
    /// @return The value in USD, with 18 decimals.
    function usdValue(uint256 amount, uint256 price, uint8 priceDecimals, uint8 tokenDecimals)
        internal
        pure
        returns (uint256)
    {
        return Math.mulDiv(amount, price * 1e18, 10 ** (uint256(priceDecimals) + tokenDecimals));
    }
}
