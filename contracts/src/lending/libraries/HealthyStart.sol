// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IHub} from "../../hub/IHub.sol";
import {IPawnLending} from "../IPawnLending.sol";
import {TimeUnit} from "../LendingTypes.sol";
import {CycleTime} from "./CycleTime.sol";
import {LoanMath} from "./LoanMath.sol";

/// @title HealthyStart
/// @notice The one rule for how close to liquidation a loan may start, used when a lender offers
/// (through LendingRules) and when a loan starts (inside the core, with the prices it reads anyway for
/// the loan's exchange rate).
library HealthyStart {
    /// @notice Reverts with LoanStartsUnderwater unless the starting debt (principal plus a full first
    /// cycle's interest, in USD) is at most 90% of the collateral's USD value times the liquidation
    /// threshold, at the Hub's prices today.
    /// @param hub The Hub to price with.
    /// @param collateralToken The collateral token (address(0): the native coin).
    /// @param collateralAmount The collateral amount.
    /// @param loanToken The token lent.
    /// @param amount The principal.
    /// @param interestRate The annual rate, percent x ZOOM.
    /// @param cycleUnit The repayment cycle.
    /// @param threshold The liquidation threshold, percent x ZOOM.
    function check(
        IHub hub,
        address collateralToken,
        uint256 collateralAmount,
        address loanToken,
        uint256 amount,
        uint256 interestRate,
        TimeUnit cycleUnit,
        uint256 threshold
    ) internal view {
        (uint256 collateralUsd, uint256 debtUsd) = hub.usdValues(
            collateralToken, collateralAmount, loanToken, startingDebt(amount, interestRate, cycleUnit), loanToken, 0
        );
        verify(collateralUsd, debtUsd, threshold);
    }

    /// @notice The debt the rule weighs: the principal plus a full first cycle's interest.
    /// @param amount The principal.
    /// @param interestRate The annual rate, percent x ZOOM.
    /// @param cycleUnit The repayment cycle.
    /// @return The debt, in the loan token.
    function startingDebt(uint256 amount, uint256 interestRate, TimeUnit cycleUnit) internal pure returns (uint256) {
        return amount + LoanMath.interest(amount, interestRate, CycleTime.length(cycleUnit));
    }

    /// @notice Reverts with LoanStartsUnderwater when the starting debt's value is above 90% of the
    /// collateral's value times the threshold.
    /// @param collateralUsd The collateral's USD value.
    /// @param debtUsd The starting debt's USD value (see startingDebt).
    /// @param threshold The liquidation threshold, percent x ZOOM.
    function verify(uint256 collateralUsd, uint256 debtUsd, uint256 threshold) internal pure {
        uint256 limitUsd = LoanMath.percentDown(collateralUsd, threshold);
        uint256 maxDebtUsd = LoanMath.percentDown(limitUsd, LoanMath.HEALTHY_START);
        if (debtUsd > maxDebtUsd) revert IPawnLending.LoanStartsUnderwater(debtUsd, maxDebtUsd);
    }
}
