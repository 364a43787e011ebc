// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IHub} from "../../hub/IHub.sol";
import {IPawnLending} from "../IPawnLending.sol";
import {TimeUnit} from "../LendingTypes.sol";
import {CycleTime} from "./CycleTime.sol";
import {LoanMath} from "./LoanMath.sol";

/// @title HealthyStart
/// @notice The one rule for how close to liquidation a loan may start, used when a lender offers, when
/// a package opens a loan (through LendingRules) and when a borrower accepts (inside the core, where a
/// call to LendingRules would cost more than the check).
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
        uint256 firstInterest = LoanMath.interest(amount, interestRate, CycleTime.length(cycleUnit));
        (uint256 collateralUsd, uint256 debtUsd) =
            hub.usdValues(collateralToken, collateralAmount, loanToken, amount + firstInterest, loanToken, 0);
        uint256 limitUsd = LoanMath.percentDown(collateralUsd, threshold);
        uint256 maxDebtUsd = LoanMath.percentDown(limitUsd, LoanMath.HEALTHY_START);
        if (debtUsd > maxDebtUsd) revert IPawnLending.LoanStartsUnderwater(debtUsd, maxDebtUsd);
    }
}
