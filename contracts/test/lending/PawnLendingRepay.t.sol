// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IBorrowerErrors, INativeCoinErrors} from "../../src/common/CommonErrors.sol";
import {IHub} from "../../src/hub/IHub.sol";
import {IPawnLending} from "../../src/lending/IPawnLending.sol";
import {
    CollateralStatus,
    LiquidationReason,
    Loan,
    LoanStatus,
    Payment,
    Terms
} from "../../src/lending/LendingTypes.sol";
import {NativeRejecter} from "./mocks/LendingMocks.sol";
import {PawnLendingTestBase} from "./mocks/PawnLendingTestBase.sol";

/// @dev repay, addCollateral and liquidate on crypto collateral.
contract PawnLendingRepayTest is PawnLendingTestBase {
    uint256 internal constant PRINCIPAL = 3_000e6;
    uint256 internal constant MAX = type(uint256).max;

    uint256 internal loanId;
    uint256 internal collateralId;
    /// @dev 3000 USDT at 36.5%/yr for 7 days = 21 USDT.
    uint256 internal weeklyInterest;

    function setUp() public override {
        super.setUp();
        loanId = _startLoan();
        collateralId = lens.offer(loanId).collateralId;
        weeklyInterest = _interestOf(PRINCIPAL, _usdtTerms().interestRate, 7 days);
    }

    function _payment(uint256 penalty, uint256 interest, uint256 principal, uint256 prepaidFee, uint256 systemFee)
        internal
        pure
        returns (Payment memory)
    {
        return Payment({
            penalty: penalty, interest: interest, principal: principal, prepaidFee: prepaidFee, systemFee: systemFee
        });
    }

    // --- repay

    function test_repay_capsInterestAndPenaltyAtWhatIsOwed() public {
        vm.assertEq(weeklyInterest, 21e6);
        uint256 fee = _shareOf(weeklyInterest, SYSTEM_FEE); // 4.2 USDT
        vm.expectEmit(address(lending));
        emit IPawnLending.Repaid(loanId, borrower, _payment(0, weeklyInterest, 0, 0, fee));
        vm.prank(borrower);
        Payment memory paid = lending.repay(loanId, 1_000e6, 1_000e6, 0);

        vm.assertEq(paid.penalty, 0);
        vm.assertEq(paid.interest, weeklyInterest);
        vm.assertEq(paid.principal, 0);
        vm.assertEq(usdt.balanceOf(borrower), 1_000_000e6 + PRINCIPAL - weeklyInterest);
        Loan memory state = lens.loan(loanId);
        vm.assertEq(state.interestOwed, 0);
        vm.assertEq(state.principal, PRINCIPAL);
    }

    function test_repay_capsPrincipalAtWhatIsOwed() public {
        vm.prank(borrower);
        lending.repay(loanId, 0, MAX, 0);
        vm.prank(borrower);
        Payment memory paid = lending.repay(loanId, 0, 0, PRINCIPAL * 2);
        vm.assertEq(paid.principal, PRINCIPAL);
        vm.assertEq(paid.prepaidFee, _shareOf(PRINCIPAL, PREPAID_FEE));
    }

    function test_repay_revertsWhenAllPartsZero() public {
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NothingToRepay.selector));
        vm.prank(borrower);
        lending.repay(loanId, 0, 0, 0);
    }

    function test_repay_revertsWhenNothingOfItIsOwed() public {
        vm.prank(borrower);
        lending.repay(loanId, 0, MAX, 0);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NothingToRepay.selector));
        vm.prank(borrower);
        lending.repay(loanId, 5e6, 5e6, 0);
    }

    function test_repay_revertsForUnknownLoan() public {
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.LoanNotActive.selector, 99));
        vm.prank(borrower);
        lending.repay(99, 0, 1, 0);
    }

    function test_repay_splitsInterestFeeExactly() public {
        uint256 lenderBefore = usdt.balanceOf(lender);
        vm.prank(borrower);
        lending.repay(loanId, 0, MAX, 0);
        uint256 fee = weeklyInterest * 20 / 100;
        vm.assertEq(fee, 4.2e6);
        vm.assertEq(usdt.balanceOf(feeWallet), fee);
        vm.assertEq(usdt.balanceOf(lender), lenderBefore + weeklyInterest - fee);
        vm.assertEq(usdt.balanceOf(address(lending)), 0);
    }

    function test_repay_splitsPenaltyAndInterestFeeExactly() public {
        // Cycle 0 closes with its 21 USDT unpaid: cycle 1 owes 21 + 21 interest and 150% x 21 penalty.
        _warpTo(START + 7 days);
        uint256 interestOwed = 2 * weeklyInterest;
        uint256 penaltyOwed = (weeklyInterest * PENALTY_RATE + HUNDRED_PERCENT - 1) / HUNDRED_PERCENT;
        vm.assertEq(penaltyOwed, 31.5e6);
        uint256 fee = _shareOf(interestOwed + penaltyOwed, SYSTEM_FEE); // 20% of 73.5 = 14.7
        vm.assertEq(fee, 14.7e6);
        uint256 lenderBefore = usdt.balanceOf(lender);
        uint256 borrowerBefore = usdt.balanceOf(borrower);

        vm.expectEmit(address(lending));
        emit IPawnLending.Repaid(loanId, borrower, _payment(penaltyOwed, interestOwed, 0, 0, fee));
        vm.prank(borrower);
        lending.repay(loanId, MAX, MAX, 0);

        vm.assertEq(usdt.balanceOf(feeWallet), fee);
        vm.assertEq(usdt.balanceOf(lender), lenderBefore + interestOwed + penaltyOwed - fee);
        vm.assertEq(usdt.balanceOf(borrower), borrowerBefore - interestOwed - penaltyOwed);
        vm.assertEq(lens.loan(loanId).penaltyOwed, 0);
        _assertScores(borrower, -1, 0); // late: no start points before an on-time cycle
    }

    function test_repay_chargesPrepaidFeeBeforeLastCycle() public {
        uint256 prepaid = 1_000e6 * 3 / 100; // 30 USDT
        uint256 lenderBefore = usdt.balanceOf(lender);
        uint256 borrowerBefore = usdt.balanceOf(borrower);
        vm.expectEmit(address(lending));
        emit IPawnLending.Repaid(loanId, borrower, _payment(0, 0, 1_000e6, prepaid, 0));
        vm.prank(borrower);
        lending.repay(loanId, 0, 0, 1_000e6);

        vm.assertEq(usdt.balanceOf(lender), lenderBefore + 1_000e6 + prepaid);
        vm.assertEq(usdt.balanceOf(borrower), borrowerBefore - 1_000e6 - prepaid);
        vm.assertEq(usdt.balanceOf(feeWallet), 0);
        vm.assertEq(lens.loan(loanId).principal, PRINCIPAL - 1_000e6);
    }

    function test_repay_noPrepaidFeeInLastCycle() public {
        uint256 otherCollateral = _createWbnbCollateral();
        Terms memory terms = _usdtTerms();
        terms.durationQty = 2;
        uint256 shortLoan = _accept(_offerWith(lender, otherCollateral, terms));
        vm.prank(borrower);
        lending.repay(shortLoan, 0, MAX, 0);
        _warpTo(START + 7 days); // cycle 1 of 2: the last

        uint256 lenderBefore = usdt.balanceOf(lender);
        vm.prank(borrower);
        Payment memory paid = lending.repay(shortLoan, 0, 0, 1_000e6);
        vm.assertEq(paid.prepaidFee, 0);
        vm.assertEq(usdt.balanceOf(lender), lenderBefore + 1_000e6);
    }

    function test_repay_anyoneCanPayForTheBorrower() public {
        uint256 borrowerBefore = usdt.balanceOf(borrower);
        uint256 strangerBefore = usdt.balanceOf(stranger);
        vm.expectEmit(address(lending));
        emit IPawnLending.Repaid(
            loanId, stranger, _payment(0, weeklyInterest, 0, 0, _shareOf(weeklyInterest, SYSTEM_FEE))
        );
        vm.prank(stranger);
        lending.repay(loanId, 0, MAX, 0);
        vm.assertEq(usdt.balanceOf(stranger), strangerBefore - weeklyInterest);
        vm.assertEq(usdt.balanceOf(borrower), borrowerBefore);
        vm.assertEq(lens.loan(loanId).interestOwed, 0);
    }

    function test_repay_completesWhenEverythingIsPaid() public {
        uint256 prepaid = _shareOf(PRINCIPAL, PREPAID_FEE); // 90 USDT
        uint256 fee = _shareOf(weeklyInterest, SYSTEM_FEE);
        uint256 lenderBefore = usdt.balanceOf(lender);
        vm.expectEmit(address(lending));
        emit IPawnLending.Repaid(loanId, borrower, _payment(0, weeklyInterest, PRINCIPAL, prepaid, fee));
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanCompleted(loanId, collateralId, borrower);
        vm.prank(borrower);
        lending.repay(loanId, MAX, MAX, MAX);

        _assertLoanStatus(loanId, LoanStatus.Completed);
        _assertCollateralStatus(collateralId, CollateralStatus.Returned);
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18);
        vm.assertEq(wbnb.balanceOf(address(lending)), 0);
        vm.assertEq(lens.escrowed(address(wbnb), 0), 0);
        vm.assertEq(usdt.balanceOf(lender), lenderBefore + weeklyInterest - fee + PRINCIPAL + prepaid);
        _assertScores(borrower, 0, 0); // completed in its first cycle: no closed cycle, no points
    }

    function test_repay_revertsAfterCompletion() public {
        vm.prank(borrower);
        lending.repay(loanId, MAX, MAX, MAX);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.LoanNotActive.selector, loanId));
        vm.prank(borrower);
        lending.repay(loanId, 0, 1, 0);
    }

    function test_repay_worksWhilePaused() public {
        _pause();
        vm.prank(borrower);
        lending.repay(loanId, MAX, MAX, MAX);
        _assertLoanStatus(loanId, LoanStatus.Completed);
    }

    // --- addCollateral

    function test_addCollateral_growsErc20Collateral() public {
        vm.expectEmit(address(lending));
        emit IPawnLending.CollateralIncreased(collateralId, loanId, 5e18, 15e18);
        vm.prank(borrower);
        lending.addCollateral(loanId, 5e18);
        vm.assertEq(lens.collateral(collateralId).amount, 15e18);
        vm.assertEq(lens.escrowed(address(wbnb), 0), 15e18);
        vm.assertEq(wbnb.balanceOf(address(lending)), 15e18);
        vm.assertEq(wbnb.balanceOf(borrower), 1_000e18 - 15e18);
    }

    function test_addCollateral_growsNativeCollateral() public {
        uint256 nativeCollateral = _createNative(10 ether);
        uint256 nativeLoan = _accept(_offer(lender, nativeCollateral));
        vm.expectEmit(address(lending));
        emit IPawnLending.CollateralIncreased(nativeCollateral, nativeLoan, 1 ether, 11 ether);
        vm.prank(borrower);
        lending.addCollateral{value: 1 ether}(nativeLoan, 1 ether);
        vm.assertEq(lens.collateral(nativeCollateral).amount, 11 ether);
        vm.assertEq(lens.escrowed(NATIVE, 0), 11 ether);
        vm.assertEq(address(lending).balance, 11 ether);
    }

    function test_addCollateral_revertsOnNativeValueMismatch() public {
        uint256 nativeLoan = _accept(_offer(lender, _createNative(10 ether)));
        vm.expectRevert(abi.encodeWithSelector(INativeCoinErrors.NativeValueMismatch.selector, 1 ether, 0.5 ether));
        vm.prank(borrower);
        lending.addCollateral{value: 0.5 ether}(nativeLoan, 1 ether);
    }

    function test_addCollateral_revertsWhenValueSentWithErc20() public {
        vm.expectRevert(abi.encodeWithSelector(INativeCoinErrors.NativeValueMismatch.selector, 0, 1 ether));
        vm.prank(borrower);
        lending.addCollateral{value: 1 ether}(loanId, 1e18);
    }

    function test_addCollateral_revertsForNonBorrower() public {
        vm.expectRevert(abi.encodeWithSelector(IBorrowerErrors.NotBorrower.selector, stranger));
        vm.prank(stranger);
        lending.addCollateral(loanId, 1e18);
    }

    function test_addCollateral_revertsOnZeroAmount() public {
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.InvalidAmount.selector, 0));
        vm.prank(borrower);
        lending.addCollateral(loanId, 0);
    }

    function test_addCollateral_revertsForNft() public {
        (uint256 nftCollateral,) = _create721();
        uint256 nftLoan = _accept(_offerWith(lender, nftCollateral, _nftTerms()));
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotFungible.selector, nftCollateral));
        vm.prank(borrower);
        lending.addCollateral(nftLoan, 1);
    }

    function test_addCollateral_revertsWhenLoanNotActive() public {
        vm.prank(borrower);
        lending.repay(loanId, MAX, MAX, MAX);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.LoanNotActive.selector, loanId));
        vm.prank(borrower);
        lending.addCollateral(loanId, 1e18);
    }

    function test_addCollateral_worksWhilePaused() public {
        _pause();
        vm.prank(borrower);
        lending.addCollateral(loanId, 1e18);
        vm.assertEq(lens.collateral(collateralId).amount, 11e18);
    }

    // --- liquidate

    function test_liquidate_revertsWhenHealthy() public {
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLiquidatable.selector, loanId));
        lending.liquidate(loanId);
    }

    function test_liquidate_riskPaysLenderAndFeeWallet() public {
        wbnbFeed.updateAnswer(300e8); // 10 WBNB = $3,000; 80% = $2,400 <= $3,021 owed
        (uint256 debtUsd, uint256 collateralUsd, uint256 limitUsd) = lens.loanToValue(loanId);
        vm.assertEq(collateralUsd, 3_000e18);
        vm.assertEq(debtUsd, 3_000e18 + 21e18);
        vm.assertEq(limitUsd, 2_400e18);

        uint256 toFeeWallet = 10e18 * 20 / 100;
        uint256 toLender = 10e18 - toFeeWallet;
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(loanId, collateralId, LiquidationReason.Risk, toLender, toFeeWallet);
        vm.prank(stranger);
        lending.liquidate(loanId);

        vm.assertEq(wbnb.balanceOf(lender), 1_000e18 + 8e18);
        vm.assertEq(wbnb.balanceOf(feeWallet), 2e18);
        vm.assertEq(wbnb.balanceOf(address(lending)), 0);
        vm.assertEq(lens.escrowed(address(wbnb), 0), 0);
        _assertLoanStatus(loanId, LoanStatus.Defaulted);
        _assertCollateralStatus(collateralId, CollateralStatus.Liquidated);
        _assertScores(borrower, -5, 0); // a default always costs its points
    }

    function test_liquidate_atExactlyTheThreshold() public {
        // Limit = debt: 10 WBNB x p x 80% = 3,021 USD  =>  p = 377.625 USD.
        wbnbFeed.updateAnswer(377.63e8);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.NotLiquidatable.selector, loanId));
        lending.liquidate(loanId);
        wbnbFeed.updateAnswer(377.625e8);
        lending.liquidate(loanId);
        _assertLoanStatus(loanId, LoanStatus.Defaulted);
    }

    function test_liquidate_revertsOnStalePrice() public {
        wbnbFeed.updateAnswer(300e8);
        vm.warp(START + HEARTBEAT + 1);
        vm.expectRevert(abi.encodeWithSelector(IHub.StalePrice.selector, address(wbnb), START, HEARTBEAT));
        lending.liquidate(loanId);
        _assertLoanStatus(loanId, LoanStatus.Active);
        _assertCollateralStatus(collateralId, CollateralStatus.Contracted);
    }

    function test_liquidate_worksWhilePaused() public {
        wbnbFeed.updateAnswer(300e8);
        _pause();
        lending.liquidate(loanId);
        _assertLoanStatus(loanId, LoanStatus.Defaulted);
    }

    function test_liquidate_revertsWhenNotActive() public {
        wbnbFeed.updateAnswer(300e8);
        lending.liquidate(loanId);
        vm.expectRevert(abi.encodeWithSelector(IPawnLending.LoanNotActive.selector, loanId));
        lending.liquidate(loanId);
    }

    function test_liquidate_nativeToRejectingLenderIsCredited() public {
        NativeRejecter wallet = new NativeRejecter();
        usdt.mint(address(wallet), PRINCIPAL);
        wallet.exec(address(usdt), abi.encodeCall(usdt.approve, (address(lending), PRINCIPAL)));
        uint256 nativeCollateral = _createNative(10 ether);
        Terms memory terms = _usdtTerms();
        bytes memory result =
            wallet.exec(address(lending), abi.encodeCall(IPawnLending.createOffer, (nativeCollateral, terms)));
        uint256 nativeLoan = _accept(abi.decode(result, (uint256)));

        nativeFeed.updateAnswer(300e8);
        vm.expectEmit(address(lending));
        emit IPawnLending.LoanLiquidated(nativeLoan, nativeCollateral, LiquidationReason.Risk, 8 ether, 2 ether);
        vm.expectEmit(address(lending));
        emit IPawnLending.PaymentCredited(address(wallet), address(0), 8 ether);
        lending.liquidate(nativeLoan);

        vm.assertEq(lens.credit(address(wallet), address(0)), 8 ether);
        vm.assertEq(feeWallet.balance, 2 ether);
        vm.assertEq(address(lending).balance, 8 ether);
        vm.assertEq(lens.escrowed(NATIVE, 0), 8 ether);

        wallet.setAcceptsNative(true);
        wallet.exec(address(lending), abi.encodeCall(IPawnLending.claim, (address(0), address(wallet))));
        vm.assertEq(address(wallet).balance, 8 ether);
        vm.assertEq(lens.escrowed(NATIVE, 0), 0);
    }
}
