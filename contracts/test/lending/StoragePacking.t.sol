// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AssetKind, CollateralParams, Payment, Terms, TimeUnit} from "../../src/lending/LendingTypes.sol";
import {LendingBase} from "./LendingBase.sol";

/// @dev The core packs a collateral's amount beside its token and a loan's exchange rate beside its
/// repayment token when they fit 96 bits, and keeps wider values in a slot of their own behind the
/// sentinel type(uint96).max. Every value, narrow, at the sentinel or past it, must read back exactly and
/// move exactly what it says.
contract StoragePackingTest is LendingBase {
    uint256 internal constant NARROW_MAX = type(uint96).max;

    function _escrowWbnb(uint256 amount) internal returns (uint256 collateralId) {
        wbnb.mint(borrower, amount);
        CollateralParams memory params = _wbnbCollateral(amount);
        params.token = address(wbnb);
        params.loanToken = address(usdt);
        vm.prank(borrower);
        return lending.createCollateral(params);
    }

    function test_collateralAmount_atAndPastTheSentinel_readsAndReturnsExactly() public {
        uint256[3] memory amounts = [NARROW_MAX - 1, NARROW_MAX, NARROW_MAX + 12_345];
        for (uint256 i = 0; i < amounts.length; ++i) {
            uint256 amount = amounts[i];
            uint256 collateralId = _escrowWbnb(amount);
            vm.assertEq(lens.collateral(collateralId).amount, amount);
            vm.assertEq(lens.escrowed(address(wbnb), 0), amount);
            uint256 before = wbnb.balanceOf(borrower);
            vm.prank(borrower);
            lending.withdrawCollateral(collateralId);
            vm.assertEq(wbnb.balanceOf(borrower), before + amount);
            vm.assertEq(lens.escrowed(address(wbnb), 0), 0);
        }
    }

    /// @dev Adding collateral across the sentinel moves the amount to its own slot; the borrower gets the
    /// whole of it back, and a liquidation splits the whole of it.
    function test_addCollateral_acrossTheSentinel_keepsTheWholeAmount() public {
        uint256 collateralId = _escrowWbnb(NARROW_MAX - 10);
        uint256 loanId = _acceptStandardOffer(collateralId);
        wbnb.mint(borrower, 20);
        vm.prank(borrower);
        lending.addCollateral(loanId, 20);
        vm.assertEq(lens.collateral(collateralId).amount, NARROW_MAX + 10);
        vm.assertEq(lens.escrowed(address(wbnb), 0), NARROW_MAX + 10);

        uint256 before = wbnb.balanceOf(borrower);
        _repayAll(loanId);
        vm.assertEq(wbnb.balanceOf(borrower), before + NARROW_MAX + 10);
        vm.assertEq(lens.escrowed(address(wbnb), 0), 0);
    }

    function _acceptStandardOffer(uint256 collateralId) internal returns (uint256) {
        uint256 offerId = _offer(lender, collateralId);
        vm.prank(borrower);
        return lending.acceptOffer(offerId);
    }

    function _repayAll(uint256 loanId) internal returns (Payment memory) {
        vm.prank(borrower);
        return lending.repay(loanId, type(uint256).max, type(uint256).max, type(uint256).max);
    }

    /// @dev USDT (6 decimals) lent, BUSD (18) repaid: 1e39, too wide for the offer's slot. BUSD lent, USDT
    /// repaid: 1e15, packed. Both read back as the Hub's rate and price every cycle's interest with it.
    function test_exchangeRate_wideAndPacked_priceEveryCycle() public {
        _checkRateAcrossCycles(address(usdt), address(busd), 3_000e6);
        _checkRateAcrossCycles(address(busd), address(usdt), 3_000e18);
    }

    function _checkRateAcrossCycles(address loanToken, address repaymentToken, uint256 principal) internal {
        CollateralParams memory params = _wbnbCollateral(10e18);
        params.token = address(wbnb);
        params.loanToken = loanToken;
        vm.prank(borrower);
        uint256 collateralId = lending.createCollateral(params);
        Terms memory terms = _usdtTerms();
        terms.loanToken = loanToken;
        terms.repaymentToken = repaymentToken;
        terms.amount = principal;
        vm.prank(lender);
        uint256 loanId = lending.createOffer(collateralId, terms);
        uint256 ray = hub.exchangeRate(loanToken, repaymentToken);
        vm.prank(borrower);
        lending.acceptOffer(loanId);

        vm.assertEq(lens.loan(loanId).repayPerLoanRay, ray);
        uint256 weekly = _toRepayment(principal * terms.interestRate * 7 days, ray);
        vm.assertEq(lens.loan(loanId).interestOwed, weekly);
        // Pay the first cycle, then let the next one open on the stored rate.
        vm.prank(borrower);
        lending.repay(loanId, 0, weekly, 0);
        _warpTo(lens.loan(loanId).startedAt + 7 days);
        lending.settle(loanId);
        vm.assertEq(lens.loan(loanId).cycle, 1);
        vm.assertEq(lens.loan(loanId).interestOwed, weekly);
        vm.assertEq(lens.loan(loanId).repayPerLoanRay, ray);
    }

    /// @dev Interest for `rateTimesSeconds` = principal x rate x seconds, over 100% x a year, rounded up,
    /// then converted at `ray` rounded up: LoanMath's two steps.
    function _toRepayment(uint256 rateTimesSeconds, uint256 ray) internal pure returns (uint256) {
        uint256 year = 100 * uint256(ZOOM) * 365 days;
        uint256 loanUnits = (rateTimesSeconds + year - 1) / year;
        return (loanUnits * ray + 1e27 - 1) / 1e27;
    }

    /// @dev An accepted offer's amount reads the principal its loan still owes (the loan's principal lives
    /// in the offer's record); its other terms stay as offered.
    function test_acceptedOffer_amountIsThePrincipalStillOwed() public {
        uint256 loanId = _startLoan();
        vm.assertEq(lens.offer(loanId).amount, 3_000e6);
        vm.prank(borrower);
        lending.repay(loanId, 0, 0, 1_000e6);
        vm.assertEq(lens.loan(loanId).principal, 2_000e6);
        vm.assertEq(lens.offer(loanId).amount, 2_000e6);
        vm.assertEq(lens.offer(loanId).lender, lender);
        vm.assertEq(lens.offer(loanId).interestRate, _usdtTerms().interestRate);
    }
}
