// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {PriceMath} from "../../oracle/PriceMath.sol";

/// @title LoanMath
/// @notice The money math of the lending rules. Rates are percentages scaled by ZOOM (100000), so a
/// fee is `amount * rate / (100 * ZOOM)`. Amounts the borrower owes round up, shares paid out round
/// down, so the protocol never pays more than it holds.
library LoanMath {
    /// @notice The rate scale: 1% is 100000.
    uint256 internal constant ZOOM = 100_000;
    /// @notice 100% in the rate scale.
    uint256 internal constant HUNDRED_PERCENT = 100 * ZOOM;
    /// @notice The year that annual rates refer to.
    uint256 internal constant YEAR = 365 days;
    /// @notice How close to its liquidation limit a loan may start (and where the "near liquidation"
    /// warning starts): 90% of collateral value x threshold.
    uint256 internal constant HEALTHY_START = 90 * ZOOM;
    /// @notice The scale of exchange rates between tokens.
    uint256 internal constant RAY = PriceMath.RAY;

    /// @notice `rate` percent of `amount`, rounded down (a share paid out).
    /// @param amount The amount.
    /// @param rate The percentage, scaled by ZOOM.
    /// @return The share.
    function percentDown(uint256 amount, uint256 rate) internal pure returns (uint256) {
        return Math.mulDiv(amount, rate, HUNDRED_PERCENT);
    }

    /// @notice `rate` percent of `amount`, rounded up (an amount owed).
    /// @param amount The amount.
    /// @param rate The percentage, scaled by ZOOM.
    /// @return The share.
    function percentUp(uint256 amount, uint256 rate) internal pure returns (uint256) {
        return Math.mulDiv(amount, rate, HUNDRED_PERCENT, Math.Rounding.Ceil);
    }

    /// @notice Interest on `principal` at an annual `rate` for `elapsed` seconds, rounded up:
    /// principal x rate x elapsed / 365 days (a 7-day cycle at 36.5% is 0.7% of the principal).
    /// @param principal The amount lent.
    /// @param rate The annual rate, in percent x ZOOM.
    /// @param elapsed The time, in seconds.
    /// @return The interest, in the principal's units.
    function interest(uint256 principal, uint256 rate, uint256 elapsed) internal pure returns (uint256) {
        return Math.mulDiv(principal, rate * elapsed, HUNDRED_PERCENT * YEAR, Math.Rounding.Ceil);
    }

    /// @notice Converts a loan-token amount into repayment-token units at `repayPerLoanRay` (zero
    /// means the same token), rounded up since the result is owed.
    /// @param amount The loan-token amount.
    /// @param repayPerLoanRay Repayment-token units per loan-token unit, scaled by RAY (zero: one to one).
    /// @return The repayment-token amount.
    function toRepayment(uint256 amount, uint256 repayPerLoanRay) internal pure returns (uint256) {
        if (repayPerLoanRay == 0) return amount;
        return Math.mulDiv(amount, repayPerLoanRay, RAY, Math.Rounding.Ceil);
    }
}
