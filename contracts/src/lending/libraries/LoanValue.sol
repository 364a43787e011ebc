// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IHub} from "../../hub/IHub.sol";
import {LoanMath} from "./LoanMath.sol";

/// @title LoanValue
/// @notice A loan's debt and collateral in USD at the Hub's oracle prices, and its liquidation limit:
/// the rule a risk liquidation applies (`debtUsd >= limitUsd`), shared by the core and the lens.
library LoanValue {
    /// @notice Values a loan of fungible collateral (18-decimal USD, rounded down like the Hub).
    /// @dev Reverts through the Hub on a stale or missing price.
    /// @param hub The Hub whose prices are read.
    /// @param collateralToken The collateral token (address(0): the native coin).
    /// @param collateralAmount The collateral amount.
    /// @param loanToken The token the principal is in.
    /// @param repaymentToken The token interest and penalty are in.
    /// @param principal The principal owed, in the loan token.
    /// @param charges Interest and penalty owed, in the repayment token.
    /// @param liquidationThreshold The loan-to-value at which the loan is liquidated (percent x ZOOM).
    /// @return debtUsd Principal and charges, in USD.
    /// @return collateralUsd The collateral, in USD.
    /// @return limitUsd The collateral times the liquidation threshold, in USD.
    function toUsd(
        IHub hub,
        address collateralToken,
        uint256 collateralAmount,
        address loanToken,
        address repaymentToken,
        uint256 principal,
        uint256 charges,
        uint256 liquidationThreshold
    ) internal view returns (uint256 debtUsd, uint256 collateralUsd, uint256 limitUsd) {
        (collateralUsd, debtUsd) = hub.usdValues(
            collateralToken, collateralAmount, loanToken, principal, repaymentToken, charges
        );
        limitUsd = LoanMath.percentDown(collateralUsd, liquidationThreshold);
    }
}
