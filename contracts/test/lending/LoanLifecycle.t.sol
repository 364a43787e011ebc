// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {
    AssetKind,
    CollateralParams,
    CollateralStatus,
    CycleWindow,
    LiquidationReason,
    Loan,
    LoanStatus,
    Payment,
    Terms,
    TimeUnit
} from "../../src/lending/LendingTypes.sol";
import {LendingBase} from "./LendingBase.sol";

/// @dev Whole-loan scenarios with time travel: late cycles, price drops, maturity, full repayment,
/// the overdue window and the penalty, monthly cycles and a last cycle cut at maturity. Every amount
/// expected is computed here from the rules' formulas.
contract LoanLifecycleTest is LendingBase {
    uint256 internal constant PRINCIPAL = 3_000e6;
    uint256 internal constant RATE = 3_650_000; // 36.5% a year
    uint256 internal constant COLLATERAL = 10e18;
    uint256 internal constant MAX = type(uint256).max;

    // --- formulas of the rules, written independently of the library

    /// @dev principal x rate x seconds / (100% x 365 days), rounded up.
    function _interest(uint256 principal, uint256 rate, uint256 secs) internal pure returns (uint256) {
        uint256 den = 100 * uint256(ZOOM) * 365 days;
        return (principal * rate * secs + den - 1) / den;
    }

    function _pctDown(uint256 amount, uint256 rate) internal pure returns (uint256) {
        return amount * rate / (100 * uint256(ZOOM));
    }

    function _pctUp(uint256 amount, uint256 rate) internal pure returns (uint256) {
        uint256 den = 100 * uint256(ZOOM);
        return (amount * rate + den - 1) / den;
    }

    // --- helpers

    function _startLoanWith(Terms memory terms) internal returns (uint256 loanId) {
        uint256 collateralId = _createWbnbCollateral();
        vm.prank(lender);
        uint256 offerId = lending.createOffer(collateralId, terms);
        vm.prank(borrower);
        return lending.acceptOffer(offerId);
    }

    function _collateralIdOf(uint256 loanId) internal view returns (uint256) {
        return lens.offer(loanId).collateralId;
    }

    function _payInterest(uint256 loanId) internal returns (Payment memory) {
        vm.prank(borrower);
        return lending.repay(loanId, 0, MAX, 0);
    }

    function _assertDefaulted(uint256 loanId) internal view {
        vm.assertEq(uint256(lens.loan(loanId).status), uint256(LoanStatus.Defaulted));
        vm.assertEq(uint256(lens.collateral(_collateralIdOf(loanId)).status), uint256(CollateralStatus.Liquidated));
        vm.assertEq(wbnb.balanceOf(address(lending)), 0);
        vm.assertEq(lens.escrowed(address(wbnb), 0), 0);
    }

    /// @dev The 80/20 split of the liquidated WBNB.
    function _assertWbnbLiquidationPayouts(uint256 lenderBefore) internal view {
        uint256 toFee = _pctDown(COLLATERAL, SYSTEM_FEE);
        vm.assertEq(toFee, 2e18);
        vm.assertEq(wbnb.balanceOf(lender), lenderBefore + COLLATERAL - toFee);
        vm.assertEq(wbnb.balanceOf(feeWallet), toFee);
    }

    // --- (a) three late cycles

    function test_threeLateCycles_liquidateWithReasonLate() public {
        uint256 loanId = _startLoan();
        uint256 collateralId = _collateralIdOf(loanId);
        uint256 lenderWbnb = wbnb.balanceOf(lender);
        vm.assertEq(reputation.borrowerScore(borrower), int256(0)); // start points wait for an on-time cycle

        _warpTo(START + 7 days);
        vm.prank(stranger);
        (Loan memory state,) = lending.settle(loanId);
        vm.assertEq(state.lateCount, 1);
        vm.assertEq(reputation.borrowerScore(borrower), int256(-1));

        _warpTo(START + 14 days);
        vm.prank(stranger);
        (state,) = lending.settle(loanId);
        vm.assertEq(state.lateCount, 2);
        vm.assertEq(reputation.borrowerScore(borrower), int256(-2));
        // Two lates and a healthy loan-to-value: not liquidatable yet.
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLiquidatable.selector, loanId));
        lending.liquidate(loanId);

        _warpTo(START + 21 days - 1);
        (state,) = lending.settle(loanId);
        vm.assertEq(uint256(state.status), uint256(LoanStatus.Active));
        vm.assertEq(state.cycle, 2);

        _warpTo(START + 21 days);
        uint256 toFee = _pctDown(COLLATERAL, SYSTEM_FEE);
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(loanId, collateralId, LiquidationReason.Late, COLLATERAL - toFee, toFee);
        vm.prank(stranger);
        (state,) = lending.settle(loanId);

        vm.assertEq(state.lateCount, 3);
        vm.assertEq(lens.loan(loanId).lateCount, 3);
        _assertDefaulted(loanId);
        _assertWbnbLiquidationPayouts(lenderWbnb);
        // -1 x 3 lates -5 defaulted; no start points: no cycle was paid on time
        vm.assertEq(reputation.borrowerScore(borrower), int256(-3 - 5));
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.LoanNotActive.selector, loanId));
        lending.settle(loanId);
    }

    function test_threeLateCycles_nativeCollateral_paysOutNative() public {
        CollateralParams memory params = CollateralParams({
            kind: AssetKind.Native,
            token: NATIVE,
            tokenId: 0,
            amount: 10 ether,
            loanToken: address(usdt),
            durationQty: 4,
            durationUnit: TimeUnit.Week
        });
        vm.prank(borrower);
        uint256 collateralId = lending.createCollateral{value: 10 ether}(params);
        vm.prank(lender);
        uint256 offerId = lending.createOffer(collateralId, _usdtTerms());
        vm.prank(borrower);
        uint256 loanId = lending.acceptOffer(offerId);
        vm.assertEq(address(lending).balance, 10 ether);
        vm.assertEq(lens.escrowed(NATIVE, 0), 10 ether);

        uint256 lenderBefore = lender.balance;
        _warpTo(START + 21 days);
        lending.settle(loanId);

        uint256 toFee = _pctDown(10 ether, SYSTEM_FEE);
        vm.assertEq(lender.balance, lenderBefore + 10 ether - toFee);
        vm.assertEq(feeWallet.balance, toFee);
        vm.assertEq(address(lending).balance, 0);
        vm.assertEq(lens.escrowed(NATIVE, 0), 0);
        vm.assertEq(lens.loan(loanId).lateCount, 3);
        vm.assertEq(uint256(lens.loan(loanId).status), uint256(LoanStatus.Defaulted));
    }

    // --- (b) price drop

    function test_priceDrop_liquidateWithReasonRisk() public {
        uint256 loanId = _startLoan();
        uint256 collateralId = _collateralIdOf(loanId);
        uint256 lenderWbnb = wbnb.balanceOf(lender);

        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLiquidatable.selector, loanId));
        lending.liquidate(loanId);

        // Debt in USD (18 decimals): principal + first interest, USDT at $1 with 6 decimals.
        uint256 debtUsd = (PRINCIPAL + _interest(PRINCIPAL, RATE, 7 days)) * 1e12;
        vm.assertEq(debtUsd, 3_021e18);

        // $378: limit = 10 x 378 x 80% = 3,024 > 3,021: still safe.
        wbnbFeed.updateAnswer(378e8);
        (uint256 debt, uint256 collateralUsd, uint256 limit) = lens.loanToValue(loanId);
        vm.assertEq(debt, debtUsd);
        vm.assertEq(collateralUsd, COLLATERAL * 378e8 * 1e18 / 1e26);
        vm.assertEq(limit, _pctDown(collateralUsd, 80 * ZOOM));
        vm.assertGt(limit, debt);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLiquidatable.selector, loanId));
        lending.liquidate(loanId);

        // $377: limit = 3,016 <= 3,021: liquidated on risk by anyone.
        wbnbFeed.updateAnswer(377e8);
        (debt,, limit) = lens.loanToValue(loanId);
        vm.assertLe(limit, debt);
        uint256 toFee = _pctDown(COLLATERAL, SYSTEM_FEE);
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(loanId, collateralId, LiquidationReason.Risk, COLLATERAL - toFee, toFee);
        vm.prank(stranger);
        lending.liquidate(loanId);

        _assertDefaulted(loanId);
        _assertWbnbLiquidationPayouts(lenderWbnb);
        vm.assertEq(lens.loan(loanId).lateCount, 0);
        vm.assertEq(reputation.borrowerScore(borrower), int256(-5)); // defaulted before a cycle closed
    }

    // --- (c) maturity with the principal unpaid

    function test_maturityUnpaid_liquidateWithReasonUnpaid() public {
        uint256 loanId = _startLoan();
        uint256 collateralId = _collateralIdOf(loanId);
        uint256 lenderWbnb = wbnb.balanceOf(lender);
        uint256 lenderUsdt = usdt.balanceOf(lender);
        uint256 cycleInterest = _interest(PRINCIPAL, RATE, 7 days);

        for (uint256 k = 0; k < 4; k++) {
            _warpTo(START + k * 7 days + 1 days);
            Payment memory paid = _payInterest(loanId);
            vm.assertEq(paid.interest, cycleInterest);
        }
        _warpTo(START + 28 days - 1);
        (Loan memory state,) = lending.settle(loanId);
        vm.assertEq(uint256(state.status), uint256(LoanStatus.Active));
        vm.assertEq(state.cycle, 3);

        // Settled only three days after maturity.
        _warpTo(START + 31 days);
        uint256 toFee = _pctDown(COLLATERAL, SYSTEM_FEE);
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(loanId, collateralId, LiquidationReason.Unpaid, COLLATERAL - toFee, toFee);
        vm.prank(stranger);
        (state,) = lending.settle(loanId);

        vm.assertEq(state.lateCount, 0);
        _assertDefaulted(loanId);
        _assertWbnbLiquidationPayouts(lenderWbnb);
        uint256 interestFee = _pctDown(cycleInterest, SYSTEM_FEE);
        vm.assertEq(usdt.balanceOf(lender), lenderUsdt + 4 * (cycleInterest - interestFee));
        vm.assertEq(usdt.balanceOf(feeWallet), 4 * interestFee);
        // +3 collateral +1 accepted (at the first on-time cycle) +3 on-time cycles -5 defaulted
        vm.assertEq(reputation.borrowerScore(borrower), int256(3 + 1 + 3 - 5));
    }

    // --- (d) everything paid on time

    function test_allPaidOnTime_collateralBackAndReputation() public {
        uint256 loanId = _startLoan();
        uint256 collateralId = _collateralIdOf(loanId);
        uint256 lenderUsdt = usdt.balanceOf(lender);
        uint256 borrowerUsdt = usdt.balanceOf(borrower);
        uint256 cycleInterest = _interest(PRINCIPAL, RATE, 7 days);
        vm.assertEq(cycleInterest, 21e6);

        for (uint256 k = 0; k < 3; k++) {
            _warpTo(START + k * 7 days + 2 days); // exactly the due date: still on time
            _payInterest(loanId);
        }
        _warpTo(START + 3 * 7 days + 1 days);
        vm.assertEq(lens.loan(loanId).cycle, 2); // cycle 3 opens on the repayment's settle
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanCompleted(loanId, collateralId, borrower);
        vm.prank(borrower);
        Payment memory paid = lending.repay(loanId, MAX, MAX, MAX);

        vm.assertEq(paid.principal, PRINCIPAL);
        vm.assertEq(paid.interest, cycleInterest);
        vm.assertEq(paid.penalty, 0);
        vm.assertEq(paid.prepaidFee, 0); // last cycle: no prepaid fee
        Loan memory state = lens.loan(loanId);
        vm.assertEq(uint256(state.status), uint256(LoanStatus.Completed));
        vm.assertEq(state.lateCount, 0);
        vm.assertEq(uint256(lens.collateral(collateralId).status), uint256(CollateralStatus.Returned));
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18);
        vm.assertEq(wbnb.balanceOf(address(lending)), 0);
        vm.assertEq(lens.escrowed(address(wbnb), 0), 0);

        uint256 interestFee = _pctDown(cycleInterest, SYSTEM_FEE);
        vm.assertEq(usdt.balanceOf(lender), lenderUsdt + PRINCIPAL + 4 * (cycleInterest - interestFee));
        vm.assertEq(usdt.balanceOf(feeWallet), 4 * interestFee);
        vm.assertEq(usdt.balanceOf(borrower), borrowerUsdt - PRINCIPAL - 4 * cycleInterest);
        // +3 collateral +1 accepted +3 on-time closed cycles +5 completed
        vm.assertEq(reputation.borrowerScore(borrower), int256(3 + 1 + 3 + 5));
        // Lender: +2 offer, +1 accepted, +1 contract.
        vm.assertEq(reputation.lenderScore(lender), int256(4));
    }

    // --- (e) the overdue window and the penalty

    function test_interestPaidInOverdueWindow_notLateButPenalised() public {
        uint256 loanId = _startLoan();
        uint256 cycleInterest = _interest(PRINCIPAL, RATE, 7 days);

        _warpTo(START + 2 days + 1); // one second past the due date
        _payInterest(loanId);

        _warpTo(START + 7 days);
        vm.expectEmit(address(lending));
        emit IPawnLending.CycleClosed(loanId, 0, false, 0);
        (Loan memory state, CycleWindow memory window) = lending.settle(loanId);

        vm.assertEq(state.lateCount, 0);
        vm.assertEq(state.cycle, 1);
        vm.assertEq(state.interestOwed, cycleInterest);
        // Penalty_1 = 0 + 0 x rate x 7/365 + lateInterest_0 x 150%
        uint256 expectedPenalty = _pctUp(cycleInterest, PENALTY_RATE);
        vm.assertEq(expectedPenalty, 31.5e6);
        vm.assertEq(state.penaltyOwed, expectedPenalty);
        vm.assertEq(window.dueAt, START + 9 days);
        // +3 +1 and +1 for a complete (not late) cycle
        vm.assertEq(reputation.borrowerScore(borrower), int256(5));
    }

    function test_partInterestPaidInOverdueWindow_onlyTheLatePartPenalised() public {
        uint256 loanId = _startLoan();
        uint256 cycleInterest = _interest(PRINCIPAL, RATE, 7 days);
        uint256 early = cycleInterest / 3;

        _warpTo(START + 1 days);
        vm.prank(borrower);
        lending.repay(loanId, 0, early, 0);
        _warpTo(START + 5 days);
        _payInterest(loanId);

        _warpTo(START + 7 days);
        (Loan memory state,) = lending.settle(loanId);
        vm.assertEq(state.lateCount, 0);
        vm.assertEq(state.penaltyOwed, _pctUp(cycleInterest - early, PENALTY_RATE));
    }

    function test_unpaidPenalty_compoundsEachCycle() public {
        uint256 loanId = _startLoan();
        uint256 cycleInterest = _interest(PRINCIPAL, RATE, 7 days);

        // Cycle 0: interest paid late (in the overdue window): not late, penalty 150% of it.
        _warpTo(START + 4 days);
        _payInterest(loanId);
        _warpTo(START + 7 days);
        (Loan memory state,) = lending.settle(loanId);
        uint256 penalty1 = _pctUp(cycleInterest, PENALTY_RATE);
        vm.assertEq(state.penaltyOwed, penalty1);

        // Cycle 1: interest paid on time, penalty left unpaid: late; the penalty compounds.
        _warpTo(START + 8 days);
        _payInterest(loanId);
        _warpTo(START + 14 days);
        (state,) = lending.settle(loanId);
        vm.assertEq(state.lateCount, 1);
        uint256 penalty2 = penalty1 + _interest(penalty1, RATE, 7 days);
        vm.assertEq(penalty2, 31.5e6 + 220_500);
        vm.assertEq(state.penaltyOwed, penalty2);
        vm.assertEq(state.interestOwed, cycleInterest);

        // Cycle 2: nothing paid: compounding plus 150% of the whole unpaid interest.
        _warpTo(START + 21 days);
        (state,) = lending.settle(loanId);
        vm.assertEq(state.lateCount, 2);
        uint256 penalty3 = penalty2 + _interest(penalty2, RATE, 7 days) + _pctUp(cycleInterest, PENALTY_RATE);
        vm.assertEq(state.penaltyOwed, penalty3);
        vm.assertEq(state.interestOwed, 2 * cycleInterest);

        // Paying it all in the last cycle completes the loan; the fee share of penalty and interest.
        uint256 feeBefore = usdt.balanceOf(feeWallet);
        vm.prank(borrower);
        Payment memory paid = lending.repay(loanId, MAX, MAX, MAX);
        vm.assertEq(paid.penalty, penalty3);
        vm.assertEq(paid.interest, 2 * cycleInterest);
        vm.assertEq(paid.systemFee, _pctDown(penalty3 + 2 * cycleInterest, SYSTEM_FEE));
        vm.assertEq(usdt.balanceOf(feeWallet), feeBefore + paid.systemFee);
        vm.assertEq(uint256(lens.loan(loanId).status), uint256(LoanStatus.Completed));
    }

    // --- (f) monthly cycles; a duration that is not a multiple of the cycle

    function test_monthlyCycles_dueAfterSevenDays_lateAndPenalty() public {
        Terms memory terms = _usdtTerms();
        terms.durationQty = 3;
        terms.durationUnit = TimeUnit.Month;
        terms.cycleUnit = TimeUnit.Month;
        uint256 loanId = _startLoanWith(terms);
        uint256 monthInterest = _interest(PRINCIPAL, RATE, 30 days);
        vm.assertEq(monthInterest, 90e6);

        CycleWindow memory window = lens.cycleWindow(loanId);
        vm.assertEq(window.dueAt, START + 7 days);
        vm.assertEq(window.endsAt, START + 30 days);
        vm.assertEq(window.maturity, START + 90 days);
        vm.assertEq(lens.loan(loanId).interestOwed, monthInterest);

        _warpTo(START + 7 days);
        _payInterest(loanId);

        _warpTo(START + 30 days);
        Loan memory state;
        (state, window) = lending.settle(loanId);
        vm.assertEq(state.lateCount, 0);
        vm.assertEq(state.penaltyOwed, 0);
        vm.assertEq(state.interestOwed, monthInterest);
        vm.assertEq(window.startsAt, START + 30 days);
        vm.assertEq(window.dueAt, START + 37 days);
        vm.assertEq(window.endsAt, START + 60 days);

        // Cycle 1 unpaid: late; carried interest plus the new month, penalty 150% of it.
        _warpTo(START + 60 days);
        (state, window) = lending.settle(loanId);
        vm.assertEq(state.lateCount, 1);
        vm.assertEq(state.interestOwed, 2 * monthInterest);
        vm.assertEq(state.penaltyOwed, _pctUp(monthInterest, PENALTY_RATE));
        vm.assertEq(window.endsAt, window.maturity);

        uint256 payerBefore = usdt.balanceOf(borrower);
        vm.prank(borrower);
        Payment memory paid = lending.repay(loanId, MAX, MAX, MAX);
        vm.assertEq(paid.prepaidFee, 0);
        vm.assertEq(
            usdt.balanceOf(borrower), payerBefore - PRINCIPAL - 2 * monthInterest - _pctUp(monthInterest, PENALTY_RATE)
        );
        vm.assertEq(uint256(lens.loan(loanId).status), uint256(LoanStatus.Completed));
        // +3 +1, one on-time cycle, one late, +5
        vm.assertEq(reputation.borrowerScore(borrower), int256(3 + 1 + 1 - 1 + 5));
    }

    function test_oneMonthWeeklyCycles_lastCycleCutAtMaturityAndProrated() public {
        Terms memory terms = _usdtTerms();
        terms.durationQty = 1;
        terms.durationUnit = TimeUnit.Month;
        terms.cycleUnit = TimeUnit.Week;
        uint256 loanId = _startLoanWith(terms);
        uint256 weekInterest = _interest(PRINCIPAL, RATE, 7 days);

        for (uint256 k = 0; k < 3; k++) {
            _warpTo(START + k * 7 days + 1 days);
            _payInterest(loanId);
        }
        // Cycle 3 [21d, 28d) is not the last: principal repaid now carries the 3% prepaid fee.
        _warpTo(START + 22 days);
        _payInterest(loanId);
        uint256 part = 1_000e6;
        uint256 lenderBefore = usdt.balanceOf(lender);
        vm.prank(borrower);
        Payment memory paid = lending.repay(loanId, 0, 0, part);
        vm.assertEq(paid.principal, part);
        vm.assertEq(paid.prepaidFee, _pctUp(part, PREPAID_FEE));
        vm.assertEq(usdt.balanceOf(lender), lenderBefore + part + _pctUp(part, PREPAID_FEE));

        // Cycle 4 runs [28d, 30d): cut at maturity, due at its end, interest for two days on the rest.
        _warpTo(START + 28 days);
        (Loan memory state, CycleWindow memory window) = lending.settle(loanId);
        vm.assertEq(state.cycle, 4);
        vm.assertEq(window.startsAt, START + 28 days);
        vm.assertEq(window.dueAt, START + 30 days);
        vm.assertEq(window.endsAt, START + 30 days);
        vm.assertEq(window.maturity, START + 30 days);
        uint256 lastInterest = _interest(PRINCIPAL - part, RATE, 2 days);
        vm.assertEq(lastInterest, 4e6);
        vm.assertEq(state.interestOwed, lastInterest);
        vm.assertEq(state.penaltyOwed, 0);

        // Last cycle: no prepaid fee.
        vm.prank(borrower);
        paid = lending.repay(loanId, MAX, MAX, MAX);
        vm.assertEq(paid.interest, lastInterest);
        vm.assertEq(paid.principal, PRINCIPAL - part);
        vm.assertEq(paid.prepaidFee, 0);
        vm.assertEq(uint256(lens.loan(loanId).status), uint256(LoanStatus.Completed));
        vm.assertEq(weekInterest, 21e6);
        // +3 +1, four on-time closed cycles, +5
        vm.assertEq(reputation.borrowerScore(borrower), int256(3 + 1 + 4 + 5));
    }

    function test_oneMonthWeeklyCycles_unpaidAtMaturity_unpaid() public {
        Terms memory terms = _usdtTerms();
        terms.durationQty = 1;
        terms.durationUnit = TimeUnit.Month;
        uint256 loanId = _startLoanWith(terms);
        for (uint256 k = 0; k < 5; k++) {
            _warpTo(START + k * 7 days + 1 days);
            _payInterest(loanId);
        }
        _warpTo(START + 30 days - 1);
        (Loan memory state,) = lending.settle(loanId);
        vm.assertEq(uint256(state.status), uint256(LoanStatus.Active));
        _warpTo(START + 30 days);
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(
            loanId,
            _collateralIdOf(loanId),
            LiquidationReason.Unpaid,
            COLLATERAL - _pctDown(COLLATERAL, SYSTEM_FEE),
            _pctDown(COLLATERAL, SYSTEM_FEE)
        );
        lending.settle(loanId);
        _assertDefaulted(loanId);
    }

    // --- (g) settle is permissionless and idempotent; repay after the third late cycle

    function test_settle_permissionlessAndIdempotent() public {
        uint256 loanId = _startLoan();
        _warpTo(START + 8 days);

        vm.prank(stranger);
        (Loan memory first, CycleWindow memory firstWindow) = lending.settle(loanId);
        int256 scoreAfterFirst = reputation.borrowerScore(borrower);
        vm.assertEq(first.lateCount, 1);
        vm.assertEq(scoreAfterFirst, int256(-1)); // one late cycle

        vm.recordLogs();
        vm.prank(makeAddr("keeper"));
        (Loan memory second, CycleWindow memory secondWindow) = lending.settle(loanId);
        vm.assertEq(vm.getRecordedLogs().length, 0);

        vm.assertEq(keccak256(abi.encode(second)), keccak256(abi.encode(first)));
        vm.assertEq(keccak256(abi.encode(secondWindow)), keccak256(abi.encode(firstWindow)));
        vm.assertEq(keccak256(abi.encode(lens.loan(loanId))), keccak256(abi.encode(first)));
        vm.assertEq(reputation.borrowerScore(borrower), scoreAfterFirst);
    }

    function test_repayAfterThirdLateCycle_liquidatesAndTakesNothing() public {
        uint256 loanId = _startLoan();
        uint256 collateralId = _collateralIdOf(loanId);
        uint256 lenderWbnb = wbnb.balanceOf(lender);
        uint256 lenderUsdt = usdt.balanceOf(lender);
        _warpTo(START + 21 days);

        uint256 payerUsdt = usdt.balanceOf(stranger);
        uint256 feeUsdt = usdt.balanceOf(feeWallet);
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(
            loanId,
            collateralId,
            LiquidationReason.Late,
            COLLATERAL - _pctDown(COLLATERAL, SYSTEM_FEE),
            _pctDown(COLLATERAL, SYSTEM_FEE)
        );
        vm.prank(stranger);
        Payment memory paid = lending.repay(loanId, MAX, MAX, MAX);

        vm.assertEq(paid.penalty + paid.interest + paid.principal + paid.prepaidFee + paid.systemFee, 0);
        vm.assertEq(usdt.balanceOf(stranger), payerUsdt);
        vm.assertEq(usdt.balanceOf(feeWallet), feeUsdt);
        vm.assertEq(usdt.balanceOf(lender), lenderUsdt);
        vm.assertEq(lens.loan(loanId).lateCount, 3);
        _assertDefaulted(loanId);
        _assertWbnbLiquidationPayouts(lenderWbnb);
    }

    // --- (h) settle read as of now

    function test_settle_returnsStateAsOfNow_withoutWritingWhenSimulated() public {
        uint256 loanId = _startLoan();
        uint256 cycleInterest = _interest(PRINCIPAL, RATE, 7 days);
        _warpTo(START + 16 days);

        // Simulated like an eth_call: the returned values, then the state rolled back.
        uint256 snapshot = vm.snapshotState();
        (Loan memory state, CycleWindow memory window) = lending.settle(loanId);
        vm.assertTrue(vm.revertToState(snapshot));

        vm.assertEq(uint256(state.status), uint256(LoanStatus.Active));
        vm.assertEq(state.cycle, 2);
        vm.assertEq(state.lateCount, 2);
        vm.assertEq(state.principal, PRINCIPAL);
        vm.assertEq(state.interestOwed, 3 * cycleInterest);
        uint256 penalty1 = _pctUp(cycleInterest, PENALTY_RATE);
        // Cycle 1's own interest is penalised; cycle 0's, carried, was penalised already.
        uint256 penalty2 = penalty1 + _interest(penalty1, RATE, 7 days) + _pctUp(cycleInterest, PENALTY_RATE);
        vm.assertEq(state.penaltyOwed, penalty2);
        vm.assertEq(window.cycle, 2);
        vm.assertEq(window.startsAt, START + 14 days);
        vm.assertEq(window.dueAt, START + 16 days);
        vm.assertEq(window.endsAt, START + 21 days);
        vm.assertEq(window.maturity, START + 28 days);

        // Nothing was written: the stored loan is still in its first cycle.
        vm.assertEq(lens.loan(loanId).cycle, 0);
        vm.assertEq(lens.cycleWindow(loanId).endsAt, START + 7 days);
        vm.assertEq(reputation.borrowerScore(borrower), int256(0));

        // Settling for real writes what the simulation returned.
        (Loan memory written, CycleWindow memory writtenWindow) = lending.settle(loanId);
        vm.assertEq(keccak256(abi.encode(written)), keccak256(abi.encode(state)));
        vm.assertEq(keccak256(abi.encode(writtenWindow)), keccak256(abi.encode(window)));
        vm.assertEq(keccak256(abi.encode(lens.loan(loanId))), keccak256(abi.encode(state)));
    }
}
