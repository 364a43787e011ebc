// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {
    AssetKind,
    CollateralParams,
    LiquidationReason,
    Loan,
    LoanStatus,
    Terms,
    TimeUnit
} from "../../src/lending/LendingTypes.sol";
import {DevPriceFeed} from "../../src/oracle/DevPriceFeed.sol";
import {ReentrantToken} from "./mocks/LendingMocks.sol";
import {PawnLendingTestBase} from "./mocks/PawnLendingTestBase.sol";

/// @dev Tests written from a mutation-testing run of the lending core: each pins down a rule that a
/// single-point change of PawnLending (or its libraries) broke without any other test failing.
/// Every expected amount is computed here from the rules (docs/decisions/0013-lending-core.md).
contract PawnLendingMutationsTest is PawnLendingTestBase {
    uint256 internal constant PRINCIPAL = 3_000e6;
    uint256 internal constant MAX = type(uint256).max;

    /// @dev `rate` percent (x ZOOM) of `amount`, rounded up (an amount owed).
    function _owedShareOf(uint256 amount, uint256 rate) internal pure returns (uint256) {
        return (amount * rate + HUNDRED_PERCENT - 1) / HUNDRED_PERCENT;
    }

    function _rate() internal view returns (uint256) {
        return _usdtTerms().interestRate;
    }

    // --- the penalty

    /// The penalty is an amount owed: 150% of a late interest that is not a multiple of two rounds up.
    function test_penalty_roundsUpOnAnOddLateInterest() public {
        uint256 loanId = _startLoan();
        uint256 weekly = _interestOf(PRINCIPAL, _rate(), 7 days);
        // One base unit paid on time, the rest in the overdue window: the late part is odd.
        _warpTo(START + 1 days);
        vm.prank(borrower);
        lending.repay(loanId, 0, 1, 0);
        _warpTo(START + 3 days);
        vm.prank(borrower);
        lending.repay(loanId, 0, MAX, 0);

        _warpTo(START + 7 days);
        (Loan memory state,) = lending.settle(loanId);
        uint256 late = weekly - 1;
        vm.assertEq(late % 2, 1);
        vm.assertEq(state.lateCount, 0);
        vm.assertEq(state.penaltyOwed, _owedShareOf(late, PENALTY_RATE));
        vm.assertGt(state.penaltyOwed, _shareOf(late, PENALTY_RATE));
    }

    /// Penalty_n = Penalty_{n-1} + Penalty_{n-1} x rate x cycle / 365 + ...: the compounding runs over the
    /// cycle that closed (7 days), also when the cycle that opens is the short last one cut at maturity.
    function test_penalty_compoundsOverTheClosedCycleWhenTheNextIsCutAtMaturity() public {
        Terms memory terms = _usdtTerms();
        terms.durationQty = 1;
        terms.durationUnit = TimeUnit.Month; // 30 days: cycles of 7 days, the last one [28d, 30d)
        uint256 loanId = _accept(_offerWith(lender, _createWbnbCollateral(), terms));
        uint256 weekly = _interestOf(PRINCIPAL, terms.interestRate, 7 days);

        for (uint256 k = 0; k < 2; k++) {
            _warpTo(START + k * 7 days + 1 days);
            vm.prank(borrower);
            lending.repay(loanId, 0, MAX, 0);
        }
        // Cycle 2: interest paid in the overdue window (after its due date, 16 days): penalty in cycle 3.
        _warpTo(START + 17 days);
        vm.prank(borrower);
        lending.repay(loanId, 0, MAX, 0);
        _warpTo(START + 22 days);
        vm.prank(borrower);
        lending.repay(loanId, 0, MAX, 0); // cycle 3's interest on time, its penalty left unpaid
        uint256 penalty3 = _owedShareOf(weekly, PENALTY_RATE);
        vm.assertEq(lens.loan(loanId).penaltyOwed, penalty3);

        // Cycle 3 closes late (penalty unpaid); cycle 4 runs two days but the penalty compounded over 7.
        _warpTo(START + 28 days);
        (Loan memory state,) = lending.settle(loanId);
        vm.assertEq(state.cycle, 4);
        vm.assertEq(state.lateCount, 1);
        vm.assertEq(uint256(state.status), uint256(LoanStatus.Active));
        vm.assertEq(state.penaltyOwed, penalty3 + _interestOf(penalty3, terms.interestRate, 7 days));
        vm.assertEq(state.interestOwed, _interestOf(PRINCIPAL, terms.interestRate, 2 days));
    }

    // --- repayment and completion

    /// Anyone may pay, but the collateral always goes back to the borrower.
    function test_repay_fullPaymentByAStrangerReturnsCollateralToTheBorrower() public {
        uint256 loanId = _startLoan();
        vm.prank(stranger);
        lending.repay(loanId, MAX, MAX, MAX);
        _assertLoanStatus(loanId, LoanStatus.Completed);
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18);
        vm.assertEq(wbnb.balanceOf(stranger), 1_000e18);
        vm.assertEq(wbnb.balanceOf(address(lending)), 0);
    }

    /// A loan completes only when nothing is owed: paying principal and interest but leaving the
    /// penalty keeps it running and the collateral in escrow.
    function test_repay_penaltyStillOwedKeepsTheLoanRunning() public {
        uint256 loanId = _startLoan();
        uint256 weekly = _interestOf(PRINCIPAL, _rate(), 7 days);
        _warpTo(START + 7 days); // cycle 0 closes unpaid: late, penalty 150% of its interest
        lending.settle(loanId);
        uint256 penalty = _owedShareOf(weekly, PENALTY_RATE);
        vm.assertEq(lens.loan(loanId).penaltyOwed, penalty);

        vm.prank(borrower);
        lending.repay(loanId, 0, MAX, MAX);
        Loan memory state = lens.loan(loanId);
        vm.assertEq(state.principal, 0);
        vm.assertEq(state.interestOwed, 0);
        vm.assertEq(state.penaltyOwed, penalty);
        _assertLoanStatus(loanId, LoanStatus.Active);
        vm.assertEq(wbnb.balanceOf(address(lending)), 10e18);

        vm.prank(borrower);
        lending.repay(loanId, MAX, 0, 0);
        _assertLoanStatus(loanId, LoanStatus.Completed);
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18);
    }

    // --- addCollateral

    /// addCollateral settles first: a loan whose third late cycle has ended cannot take more collateral.
    function test_addCollateral_revertsOnceTheThirdLateCycleEnded() public {
        uint256 loanId = _startLoan();
        _warpTo(START + 21 days);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.LoanNotActive.selector, loanId));
        vm.prank(borrower);
        lending.addCollateral(loanId, 1e18);
    }

    /// addCollateral runs under the reentrancy guard: a collateral token cannot re-enter the core.
    function test_addCollateral_collateralTokenCannotReenter() public {
        ReentrantToken evil = new ReentrantToken();
        vm.startPrank(admin);
        hub.setCollateralToken(address(evil), true);
        // $100 a token: 100 tokens back the 3,000 USDT loan with room to spare.
        hub.setPriceFeed(address(evil), new DevPriceFeed("EVIL / USD", 8, 100e8, address(this)), HEARTBEAT);
        vm.stopPrank();
        evil.mint(borrower, 1_000e18);
        vm.prank(borrower);
        evil.approve(address(lending), MAX);
        CollateralParams memory params = _params(AssetKind.ERC20, address(evil), 0, 100e18);
        vm.prank(borrower);
        uint256 collateralId = lending.createCollateral(params);
        uint256 loanId = _accept(_offer(lender, collateralId));

        evil.arm(address(lending), abi.encodeCall(IPawnLending.settle, (loanId)));
        vm.expectRevert(abi.encodeWithSelector(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector));
        vm.prank(borrower);
        lending.addCollateral(loanId, 1e18);
        vm.assertEq(lens.collateral(collateralId).amount, 100e18);
    }

    // --- liquidation

    /// The risk check counts the penalty as debt (principal + interest + penalty >= limit).
    function test_liquidate_countsThePenaltyAsDebt() public {
        uint256 loanId = _startLoan();
        uint256 weekly = _interestOf(PRINCIPAL, _rate(), 7 days);
        _warpTo(START + 7 days); // cycle 0 unpaid: 2 x 21 interest and a 31.5 penalty
        lending.settle(loanId);
        uint256 interestOwed = 2 * weekly;
        uint256 penaltyOwed = _owedShareOf(weekly, PENALTY_RATE);
        uint256 debtUsd = (PRINCIPAL + interestOwed + penaltyOwed) * 1e12; // USDT: 6 decimals, $1

        // 10 WBNB at $384, 80%: a limit of $3,072, above principal + interest, below the whole debt.
        wbnbFeed.updateAnswer(384e8);
        uint256 limitUsd = _shareOf(10e18 * 384, 80 * ZOOM);
        vm.assertGt(limitUsd, (PRINCIPAL + interestOwed) * 1e12);
        vm.assertLe(limitUsd, debtUsd);
        (uint256 debt,, uint256 limit) = lens.loanToValue(loanId);
        vm.assertEq(debt, debtUsd);
        vm.assertEq(limit, limitUsd);

        lending.liquidate(loanId);
        _assertLoanStatus(loanId, LoanStatus.Defaulted);
    }

    /// The fee wallet's share of liquidated collateral is a share paid out: it rounds down.
    function test_liquidate_feeShareRoundsDown() public {
        uint256 amount = 10e18 + 3; // 20% of it is 2e18 + 0.6
        CollateralParams memory params = _params(AssetKind.ERC20, address(wbnb), 0, amount);
        vm.prank(borrower);
        uint256 collateralId = lending.createCollateral(params);
        uint256 loanId = _accept(_offer(lender, collateralId));
        uint256 lenderBefore = wbnb.balanceOf(lender);

        wbnbFeed.updateAnswer(300e8);
        uint256 toFee = _shareOf(amount, SYSTEM_FEE);
        vm.assertEq(toFee, 2e18);
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(loanId, collateralId, LiquidationReason.Risk, amount - toFee, toFee);
        lending.liquidate(loanId);
        vm.assertEq(wbnb.balanceOf(feeWallet), toFee);
        vm.assertEq(wbnb.balanceOf(lender), lenderBefore + amount - toFee);
    }

    // --- offer terms

    /// A liquidation threshold of exactly 100% is valid (only zero, for crypto, or above 100% is refused).
    function test_createOffer_acceptsAHundredPercentThreshold() public {
        Terms memory terms = _usdtTerms();
        terms.liquidationThreshold = uint32(HUNDRED_PERCENT);
        uint256 offerId = _offerWith(lender, _createWbnbCollateral(), terms);
        vm.assertEq(lens.offer(offerId).liquidationThreshold, HUNDRED_PERCENT);
    }

    // --- the exchange rate

    /// An exchange rate that rounds to zero is stored as 1, never as 0 (which would mean "same token" and
    /// charge the interest one to one in the other token's units).
    function test_acceptOffer_crossTokenRateRoundingToZeroIsKeptAtOne() public {
        // BUSD (18 decimals) lent at $0.00000001, USDT (6 decimals) repaid at $100,000,000.
        busdFeed.updateAnswer(1);
        usdtFeed.updateAnswer(1e16);
        CollateralParams memory params = _params(AssetKind.ERC20, address(wbnb), 0, 10e18);
        params.loanToken = address(busd);
        vm.prank(borrower);
        uint256 collateralId = lending.createCollateral(params);
        Terms memory terms = _usdtTerms();
        terms.loanToken = address(busd);
        terms.repaymentToken = address(usdt);
        terms.amount = 3_000e18;
        uint256 loanId = _accept(_offerWith(lender, collateralId, terms));

        // USDT base units per BUSD base unit x 1e27: (1e-8 / 1e18) / (1e8 / 1e6) x 1e27 = 0.1, floored to 0.
        uint256 rawRay = (uint256(1) * 1e8 * 1e6) * 1e27 / (uint256(1e16) * 1e8 * 1e18);
        vm.assertEq(rawRay, 0);
        uint256 interestBusd = _interestOf(3_000e18, terms.interestRate, 7 days);
        Loan memory state = lens.loan(loanId);
        vm.assertEq(state.repayPerLoanRay, 1);
        vm.assertEq(state.interestOwed, (interestBusd * 1 + 1e27 - 1) / 1e27);
        vm.assertEq(state.interestOwed, 1);
    }
}
